import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Trans } from '@lingui/react/macro';
import './form.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message shown beside the field and announced to screen readers. */
  error?: string;
  /** A rule or hint shown under the field (e.g. the password rules). */
  hint?: string;
  /** Shown after the input, inside its box (the password field's Show/Hide). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  after,
  id,
  className,
  ref,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
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
          type={type}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {after}
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
