/**
 * The password field of every auth form (login, sign-up, and the new-password form of the reset
 * link and the profile): a TextField of type password with a Show/Hide button, whose `purpose`
 * says what the browser's password manager should offer and what is shown under it. `current`:
 * a password the user has (login, the profile's check); `new`: one they choose, with its rules
 * (docs/domain.md "Validation"); `confirm`: the new one again.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { passwordRuleText } from '@/lib/auth-validation';
import { inSentence, type Locale } from '@/lib/i18n/locales';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'autoComplete' | 'hint' | 'after'
> {
  purpose: 'current' | 'new' | 'confirm';
}

export function PasswordField({ purpose, label, ...rest }: PasswordFieldProps) {
  const { t, i18n } = useLingui();
  const [revealed, setRevealed] = useState(false);
  // "Show password": the field's name inside the button's name.
  const field = inSentence(label, i18n.locale as Locale);
  return (
    <TextField
      label={label}
      type={revealed ? 'text' : 'password'}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      hint={purpose === 'new' ? passwordRuleText() : undefined}
      after={
        <button
          type="button"
          className="field-reveal"
          onClick={() => setRevealed((v) => !v)}
          aria-label={revealed ? t`Hide ${field}` : t`Show ${field}`}
          aria-pressed={revealed}
        >
          {revealed ? t`Hide` : t`Show`}
        </button>
      }
      {...rest}
    />
  );
}
