/**
 * Settings, "Archived habits": the habits hidden from the day (archived on their detail page),
 * each with Unarchive (back on home and in the table) and Delete (after a confirmation, with all
 * its answers and history). Offline, a list never read says it needs a connection; a change
 * offline fails at once with the message of describeWriteError.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitMetadata } from '@/api/habit-metadata';
import { useDeleteHabitById, useSetHabitArchived } from '@/api/habit-mutations';
import { useHabitList } from '@/api/habit-metadata-queries';
import { describeWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import { PageSpinner } from '@/components/ui/spinner';
import { notifyError, notifySuccess } from '@/lib/notify';
import '@/components/ui/button.css';
import '@/components/ui/card.css';
import '@/components/ui/tinted-card.css';
import '../settings.css';

/** The id of the card, for a link to it (`/settings#archived-habits`). */
const ARCHIVED_HABITS_ID = 'archived-habits';

export function ArchivedHabits() {
  const { t } = useLingui();
  const habits = useHabitList();
  const archive = useSetHabitArchived();
  const remove = useDeleteHabitById();
  const [busy, setBusy] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<HabitMetadata | null>(null);
  const archived = (habits.data ?? []).filter((h) => h.archived);

  const unarchive = async (h: HabitMetadata) => {
    setBusy(h.id);
    try {
      await archive.mutateAsync({ habitId: h.id, archived: false });
      notifySuccess(t`Habit restored to your day`);
    } catch (error) {
      notifyError(describeWriteError(error));
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      const name = toDelete.name;
      notifySuccess(t`"${name}" was deleted`);
      setToDelete(null);
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  let content;
  if (waitsForNetwork(habits)) content = <NeedsConnection />;
  else if (habits.isPending) content = <PageSpinner label={t`Loading archived habits…`} />;
  else if (archived.length === 0)
    content = (
      <p className="muted archived-empty">
        <Trans>
          No archived habits. Archive a habit on its page to hide it from your day; it waits here.
        </Trans>
      </p>
    );
  else
    content = (
      <ul className="archived-list">
        {archived.map((h) => (
          <li
            key={h.id}
            className="archived-item"
            style={{ ['--habit-color' as string]: h.color ?? undefined }}
          >
            <span className="habit-dot" aria-hidden="true" />
            <span className="archived-name">{h.name}</span>
            <Button
              variant="secondary"
              className="btn-small"
              loading={busy === h.id}
              aria-label={t`Unarchive ${{ name: h.name }}`}
              onClick={() => void unarchive(h)}
            >
              <Trans>Unarchive</Trans>
            </Button>
            <Button
              variant="danger"
              className="btn-small"
              aria-label={t`Delete ${{ name: h.name }}`}
              onClick={() => setToDelete(h)}
            >
              <Trans>Delete</Trans>
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <Card aria-labelledby={`${ARCHIVED_HABITS_ID}-title`} id={ARCHIVED_HABITS_ID}>
      <h2 className="card-title" id={`${ARCHIVED_HABITS_ID}-title`}>
        <Trans>Archived habits</Trans>
      </h2>
      <p className="card-description">
        <Trans>
          Hidden from your day and the table, with their history kept. Unarchive one to answer it
          again.
        </Trans>
      </p>
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? t`Delete "${{ name: toDelete.name }}"?` : t`Delete habit?`}
        confirmLabel={t`Delete habit`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>
          <Trans>
            This deletes the habit with all its questions, answers and history. It cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </Card>
  );
}
