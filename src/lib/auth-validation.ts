/**
 * Client-side rules checked before any auth call (issue 3: e-mail format, password rules shown
 * next to the field, required fields). Plain react-hook-form rules keep the sign-in pages small.
 *
 * Their messages are in the active language (docs/languages.md "Validation"): each is translated
 * when the rule runs (`t` of '@lingui/core/macro' inside the function), never when this module
 * loads, which is before any language is active.
 */
import { t } from '@lingui/core/macro';
import type { RegisterOptions } from 'react-hook-form';

const PASSWORD_MIN = 8;
/** bcrypt ignores bytes past 72, so longer passwords would give a false sense of security. */
const PASSWORD_MAX = 72;
const NAME_MAX = 100;

/** The password rules shown under a new password's field. */
export const passwordRuleText = () =>
  t`At least ${PASSWORD_MIN} characters, including a letter and a digit.`;
export const passwordMismatch = () => t`Passwords do not match`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateEmail(value: string): string | true {
  const email = value.trim();
  if (!email) return t`E-mail is required`;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return t`Enter a valid e-mail address`;
  return true;
}

/** Rules for a new password (sign-up, update, change). Sign-in only requires a value. */
function validateNewPassword(value: string): string | true {
  if (!value) return t`Password is required`;
  if (value.length < PASSWORD_MIN) return t`Password must be at least ${PASSWORD_MIN} characters`;
  if (value.length > PASSWORD_MAX) return t`Password must be at most ${PASSWORD_MAX} characters`;
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value))
    return t`Password must contain a letter and a digit`;
  return true;
}

function validateName(value: string): string | true {
  const name = value.trim();
  if (!name) return t`Name is required`;
  if (name.length > NAME_MAX) return t`Name must be at most ${NAME_MAX} characters`;
  return true;
}

/** A value is needed: `message` gives the words, asked when the rule runs. */
export const requiredRule = (message: () => string) => ({
  validate: (value: string) => (value ? true : message()),
});

export const emailRules = { validate: validateEmail } satisfies RegisterOptions;
export const newPasswordRules = { validate: validateNewPassword } satisfies RegisterOptions;
export const nameRules = { validate: validateName } satisfies RegisterOptions;
export const requiredPasswordRules = requiredRule(() => t`Password is required`);
