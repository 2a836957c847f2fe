import { useLingui } from '@lingui/react/macro';
import './spinner.css';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner spinner-lg" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
