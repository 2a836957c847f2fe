/** The error line under a field or a list of the habit form. */
import '@/components/ui/form.css';
export function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The error line of a list (questions, options): its own message or its root's. */
export function ListError({ error }: { error: unknown }) {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return <FieldError message={e?.root?.message ?? e?.message} />;
}
