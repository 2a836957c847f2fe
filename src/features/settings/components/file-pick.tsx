/**
 * What the settings page's two imports draw alike (import-data.tsx, import-loop.tsx), over
 * lib/use-file-pick.ts: the file input with its hint and error, and the confirmation with its
 * Import and Cancel buttons.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { FilePick } from '../lib/use-file-pick';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/notice.css';

/** The labelled file input, its hint, its error; `children` follow the error. */
export function FilePickField({
  pick,
  label,
  accept,
  disabled,
  hint,
  children,
}: {
  pick: FilePick<unknown>;
  label: string;
  accept: string;
  disabled: boolean;
  hint: ReactNode;
  children?: ReactNode;
}) {
  const { ids, error } = pick;
  return (
    <div className="field">
      <label className="field-label" htmlFor={ids.input}>
        {label}
      </label>
      <input
        ref={pick.input}
        id={ids.input}
        type="file"
        accept={accept}
        className="input file-input"
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onChange={(e) => void pick.onFile(e)}
      />
      <p className="field-hint" id={ids.hint}>
        {hint}
      </p>
      {error ? (
        <p className="field-error" id={ids.error} role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** "Import <file>?", what it holds (`children`), then Import and Cancel. */
export function ImportConfirm({
  pick,
  fileName,
  importDisabled,
  children,
}: {
  pick: FilePick<unknown>;
  fileName: string;
  importDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="notice data-import-confirm" aria-labelledby={pick.ids.title}>
      <h3 className="notice-title" id={pick.ids.title} ref={pick.title} tabIndex={-1}>
        <Trans>Import {fileName}?</Trans>
      </h3>
      {children}
      <div className="button-row" style={{ justifyContent: 'flex-start' }}>
        <Button onClick={() => void pick.onImport()} loading={pick.busy} disabled={importDisabled}>
          <Trans>Import</Trans>
        </Button>
        <Button variant="secondary" onClick={pick.onCancel} disabled={pick.busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  );
}
