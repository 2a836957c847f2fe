/**
 * Client-side rules checked before any auth call (issue 3: e-mail format, password rules shown
 * next to the field, required fields). Plain react-hook-form rules keep the sign-in pages small.
 */
import type { RegisterOptions } from 'react-hook-form';

export const PASSWORD_MIN = 8;
/** bcrypt ignores bytes past 72, so longer passwords would give a false sense of security. */
export const PASSWORD_MAX = 72;
export const NAME_MAX = 100;

export const PASSWORD_RULE_TEXT = `At least ${PASSWORD_MIN} characters, including a letter and a digit.`;
export const PASSWORD_MISMATCH = 'Passwords do not match';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | true {
  const email = value.trim();
  if (!email) return 'E-mail is required';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'Enter a valid e-mail address';
  return true;
}

/** Rules for a new password (sign-up, update, change). Sign-in only requires a value. */
export function validateNewPassword(value: string): string | true {
  if (!value) return 'Password is required';
  if (value.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (value.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value))
    return 'Password must contain a letter and a digit';
  return true;
}

export function validateName(value: string): string | true {
  const name = value.trim();
  if (!name) return 'Name is required';
  if (name.length > NAME_MAX) return `Name must be at most ${NAME_MAX} characters`;
  return true;
}

export const emailRules = { validate: validateEmail } satisfies RegisterOptions;
export const newPasswordRules = { validate: validateNewPassword } satisfies RegisterOptions;
export const nameRules = { validate: validateName } satisfies RegisterOptions;
export const requiredPasswordRules = { required: 'Password is required' } satisfies RegisterOptions;
