/**
 * The auth server's messages a user may meet (backend/auth, as Supabase Auth words them), in the
 * active language (docs/languages.md): the server answers in English, and its text is shown as
 * is in English and for anything not listed here (a rare message in English beats none).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const KNOWN: Record<string, MessageDescriptor> = {
  'Invalid login credentials': msg`Invalid login credentials`,
  'Email not confirmed': msg`Email not confirmed`,
  'User already registered': msg`User already registered`,
  'A user with this email address has already been registered': msg`A user with this email address has already been registered`,
  'Request rate limit reached': msg`Request rate limit reached`,
  'Email rate limit exceeded': msg`Email rate limit exceeded`,
  'Email link is invalid or has expired': msg`Email link is invalid or has expired`,
  'New password should be different from the old password.': msg`New password should be different from the old password.`,
  'Unable to validate email address: invalid format': msg`Unable to validate email address: invalid format`,
  'Password cannot be longer than 72 characters': msg`Password cannot be longer than 72 characters`,
  'Password should be at least 6 characters.': msg`Password should be at least 6 characters.`,
};

/** A message of the auth server in the active language, when it is one of the known ones. */
export function translateServerMessage(message: string): string {
  const known = Object.hasOwn(KNOWN, message) ? KNOWN[message] : undefined;
  return known ? i18n._(known) : message;
}
