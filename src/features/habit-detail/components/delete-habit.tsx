/** The habit detail page's danger zone: Delete, then a confirmation that offers archiving. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitMetadata } from '@/api/habit-metadata';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { HabitActions } from '../lib/use-habit-actions';
import '@/components/ui/button.css';
import '@/components/ui/form.css';

export function DeleteHabitSection({ actions }: { actions: HabitActions }) {
  const { t } = useLingui();
  return (
    <section className="detail-section detail-danger" aria-label={t`Delete habit`}>
      <p className="field-hint">
        <Trans>Deleting removes the habit with all its answers and history.</Trans>
      </p>
      <Button variant="danger" className="btn-small" onClick={() => actions.setConfirmDelete(true)}>
        <Trans>Delete</Trans>
      </Button>
    </section>
  );
}

export function DeleteHabitDialog({
  habit,
  actions,
}: {
  habit: HabitMetadata;
  actions: HabitActions;
}) {
  const { t } = useLingui();
  const name = habit.name;
  return (
    <ConfirmDialog
      open={actions.confirmDelete}
      title={t`Delete "${name}"?`}
      confirmLabel={t`Delete habit`}
      busy={actions.deleting}
      onConfirm={() => void actions.onDelete(habit)}
      onCancel={() => actions.setConfirmDelete(false)}
    >
      <p>
        <Trans>
          This deletes the habit with all its questions, answers and history. It cannot be undone.
        </Trans>
      </p>
      <p>
        <Trans>To only hide it from your day, archive it instead.</Trans>
      </p>
    </ConfirmDialog>
  );
}
