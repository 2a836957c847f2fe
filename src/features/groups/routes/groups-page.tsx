/**
 * groups: the user's groups of habits (docs/domain.md "Group"), reached from home (under its
 * rows) and from settings. A new group (name and colour); each group with its habits' count, Edit
 * (name, colour), Move up / Move down and Delete, which asks first and says how many habits become
 * ungrouped (they keep their history); and "Move habits", several at once. Every change needs a
 * connection: offline the page says so, and a form keeps what was typed. The reads and the writes
 * are the view-model's (lib/use-groups-page.ts); this is the layout.
 */
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { HabitGroup } from '@/api/habit-group';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { groupNeedsConnection } from '@/hooks/use-group-mutations';
import { notifyError } from '@/lib/notify';
import { nextGroupColor } from '../lib/next-group-color';
import { GroupRow } from '../components/group-row';
import { MoveHabits } from '../components/move-habits';
import { NewGroupForm } from '../components/new-group-form';
import { useGroupsPage } from '../lib/use-groups-page';
import '../groups.css';

export default function GroupsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Groups`);
  const page = useGroupsPage();
  const [deleting, setDeleting] = useState<HabitGroup | null>(null);
  const [busy, setBusy] = useState(false);
  const header = (
    <PageHeader
      title={t`Groups`}
      description={t`Areas of life (“Morning routine”, “Health”): home shows each group under its heading with the day's total.`}
      actions={
        <ButtonLink to={paths.home.build()} variant="ghost">
          <Trans>Back to home</Trans>
        </ButtonLink>
      }
    />
  );
  if (page.loading) {
    return (
      <div className="narrow groups-page">
        {header}
        {page.neverLoaded ? <NeedsConnection /> : <PageSpinner label={t`Loading your groups…`} />}
      </div>
    );
  }
  const confirmDelete = async (group: HabitGroup) => {
    setBusy(true);
    try {
      await page.remove(group);
      setDeleting(null);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t`Could not delete the group`);
    } finally {
      setBusy(false);
    }
  };
  const ungrouped = deleting ? page.countOf(deleting.id) : 0;
  const deletingName = deleting?.name;
  return (
    <div className="narrow groups-page">
      {header}
      {page.online ? null : (
        <p className="notice notice-warning" role="status">
          <Trans>You are offline.</Trans> {groupNeedsConnection()}
        </p>
      )}
      <Card aria-labelledby="groups-new">
        <h2 className="card-title" id="groups-new">
          <Trans>New group</Trans>
        </h2>
        <NewGroupForm
          onCreate={page.create}
          startColor={nextGroupColor(page.groups.map((g) => g.color))}
        />
      </Card>
      <Card aria-labelledby="groups-list">
        <h2 className="card-title" id="groups-list">
          <Trans>Your groups</Trans>
        </h2>
        {page.groups.length === 0 ? (
          <p className="field-hint">
            <Trans>No group yet: add one above, then move habits into it.</Trans>
          </p>
        ) : (
          <ol className="group-list">
            {page.groups.map((group, index) => (
              <GroupRow
                key={group.id}
                group={group}
                index={index}
                count={page.groups.length}
                habitCount={page.countOf(group.id)}
                onEdit={page.edit}
                onShift={(i, delta) => void page.shift(i, delta)}
                onDelete={setDeleting}
              />
            ))}
          </ol>
        )}
      </Card>
      {page.groups.length > 0 && page.habits.length > 0 ? (
        <Card aria-labelledby="groups-move">
          <h2 className="card-title" id="groups-move">
            <Trans>Move habits</Trans>
          </h2>
          <p className="field-hint">
            <Trans>Tick the habits to move, pick their group, then move them.</Trans>
          </p>
          <MoveHabits habits={page.habits} groups={page.groups} onMove={page.moveHabits} />
        </Card>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deletingName === undefined ? '' : t`Delete "${deletingName}"?`}
        confirmLabel={t`Delete group`}
        busy={busy}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {ungrouped === 0 ? (
            <Trans>No habit is in this group.</Trans>
          ) : (
            <Plural
              value={ungrouped}
              one="# habit becomes ungrouped."
              other="# habits become ungrouped."
            />
          )}{' '}
          <Trans>Habits keep their answers and history.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
