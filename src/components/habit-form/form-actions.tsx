/**
 * The end of the habit form: why the last save failed, Cancel and the submit button. `sticky`
 * (the add form) keeps them on screen at the bottom, above a phone's tab bar.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import '@/components/ui/form.css';
import './habit-form.css';

interface FormActionsProps {
  submitLabel: string;
  isSubmitting: boolean;
  error: string | null | undefined;
  onCancel?: () => void;
  sticky?: boolean;
}

export function FormActions({
  submitLabel,
  isSubmitting,
  error,
  onCancel,
  sticky = false,
}: FormActionsProps) {
  const body = (
    <>
      {error ? (
        <div className="form-error" role="alert">
          <Trans>
            <strong>Not saved.</strong> {error}
          </Trans>
        </div>
      ) : null}
      <div className="habit-form-actions">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
  return sticky ? <div className="habit-form-footer">{body}</div> : body;
}
