import {
  useId,
  useState,
  type InputHTMLAttributes,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { inSentence, type Locale } from '@/lib/i18n/locales';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message shown beside the field and announced to screen readers. */
  error?: string;
  /** A rule or hint shown under the field (e.g. the password rules). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { t, i18n } = useLingui();
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  // "Show password": the field's name inside the button's name.
  const field = inSentence(label, i18n.locale as Locale);
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field-control">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {isPassword ? (
          <button
            type="button"
            className="field-reveal"
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? t`Hide ${field}` : t`Show ${field}`}
            aria-pressed={revealed}
          >
            {revealed ? t`Hide` : t`Show`}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Validation message shown under the field and announced to screen readers. */
  error?: string;
  /** A rule shown under the field while there is no error (e.g. the length limit). */
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field with its error, the textarea sibling of TextField. */
export function TextAreaField({
  label,
  optional,
  error,
  hint,
  id,
  className,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div
      className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <label className="field-label" htmlFor={fieldId}>
        {label}
        {optional ? (
          <>
            {' '}
            <span className="field-optional">
              <Trans>(optional)</Trans>
            </span>
          </>
        ) : null}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        className="input textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="field-hint">{hint}</p>
      ) : null}
    </div>
  );
}
