/**
 * The password field of every auth form (login, sign-up, and the new-password form of the reset
 * link and the profile): a TextField of type password with a Show/Hide button, whose `purpose`
 * says what the browser's password manager should offer and what is shown under it. `current`:
 * a password the user has (login, the profile's check); `new`: one they choose, with its rules
 * (docs/domain.md "Validation"); `confirm`: the new one again.
 */
import { useState } from 'react';
import { PASSWORD_RULE_TEXT } from '@/lib/auth-validation';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'autoComplete' | 'hint' | 'after'
> {
  purpose: 'current' | 'new' | 'confirm';
}

export function PasswordField({ purpose, label, ...rest }: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const name = label.toLowerCase();
  return (
    <TextField
      label={label}
      type={revealed ? 'text' : 'password'}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      hint={purpose === 'new' ? PASSWORD_RULE_TEXT : undefined}
      after={
        <button
          type="button"
          className="field-reveal"
          onClick={() => setRevealed((v) => !v)}
          aria-label={revealed ? `Hide ${name}` : `Show ${name}`}
          aria-pressed={revealed}
        >
          {revealed ? 'Hide' : 'Show'}
        </button>
      }
      {...rest}
    />
  );
}
