/**
 * Why reminders could not be turned on for this device, in words (docs/reminders.md): the
 * settings switch and the add form's step after a habit with a reminder was saved say the same.
 * In the active language, translated when asked for (docs/languages.md).
 */
import { t } from '@lingui/core/macro';
import type { TurnOnResult } from './device-reminders';

export const iosText = () =>
  t`On iPhone and iPad, reminders need Streakwise on the Home Screen: tap Share, then “Add to Home Screen”, open it from there and turn reminders on.`;
export const deniedText = () =>
  t`Notifications are blocked for this site. Allow them in the browser’s site settings, then turn reminders on again.`;

export type TurnOnRefusal = Exclude<TurnOnResult, { ok: true }>;

export function refusalText(result: TurnOnRefusal): string {
  switch (result.reason) {
    case 'ios-needs-install':
      return iosText();
    case 'denied':
      return deniedText();
    case 'dismissed':
      return t`Notifications were not allowed. Turn reminders on again to be asked once more.`;
    case 'unsupported':
      return t`This browser cannot show reminders (no Web Push).`;
    case 'no-key':
      return t`Reminders are not set up for this server (no VAPID key in the app’s configuration).`;
    case 'save-failed': {
      const reason = result.message ?? t`unknown error`;
      return t`Could not save this device for reminders: ${reason}`;
    }
    case 'failed':
    default: {
      const reason = result.message ?? t`no reason given`;
      return t`This browser could not subscribe to its push service (${reason}). Reminders stay off on this device.`;
    }
  }
}

/**
 * After a habit with a reminder was saved and this device could not be subscribed: what it
 * needs and how to turn it on (the step's own words; "again" means Settings, Reminders).
 */
export function reminderStepText(result: TurnOnRefusal): string {
  switch (result.reason) {
    case 'denied':
      return t`Notifications are blocked for this site. Allow them in the browser’s site settings (the icon beside the address), then turn on “Reminders on this device” in Settings.`;
    case 'dismissed':
      return t`Notifications were not allowed. Allow them now, or later with “Reminders on this device” in Settings.`;
    default: {
      const refusal = refusalText(result);
      return t`${refusal} You can try again with “Reminders on this device” in Settings.`;
    }
  }
}
