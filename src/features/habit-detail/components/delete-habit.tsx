/** The habit detail page's danger zone: Delete, then a confirmation that offers archiving. */
import type { HabitMetadata } from '@/api/habit-metadata';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { HabitActions } from '../lib/use-habit-actions';
import '@/components/ui/button.css';
import '@/components/ui/form.css';

export function DeleteHabitSection({ actions }: { actions: HabitActions }) {
  return (
    <section className="detail-section detail-danger" aria-label="Delete habit">
      <p className="field-hint">Deleting removes the habit with all its answers and history.</p>
      <Button variant="danger" className="btn-small" onClick={() => actions.setConfirmDelete(true)}>
        Delete
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
  return (
    <ConfirmDialog
      open={actions.confirmDelete}
      title={`Delete "${habit.name}"?`}
      confirmLabel="Delete habit"
      busy={actions.deleting}
      onConfirm={() => void actions.onDelete(habit)}
      onCancel={() => actions.setConfirmDelete(false)}
    >
      <p>
        This deletes the habit with all its questions, answers and history. It cannot be undone.
      </p>
      <p>To only hide it from your day, archive it instead.</p>
    </ConfirmDialog>
  );
}
