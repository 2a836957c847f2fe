/** The end of the habit form: why the last save failed, Cancel and the submit button. */
import { Button } from '@/components/ui/button';

interface FormActionsProps {
  submitLabel: string;
  isSubmitting: boolean;
  error: string | null | undefined;
  onCancel?: () => void;
}

export function FormActions({ submitLabel, isSubmitting, error, onCancel }: FormActionsProps) {
  return (
    <>
      {error ? (
        <div className="form-error" role="alert">
          <strong>Not saved.</strong> {error}
        </div>
      ) : null}
      <div className="habit-form-actions">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
