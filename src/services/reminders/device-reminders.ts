/**
 * Reminders on this device (docs/reminders.md): turning them on subscribes the browser and saves
 * the subscription for the signed-in user; turning them off, and logging out, unsubscribes the
 * browser and deletes its row. Results are returned, never shown: the settings page words them.
 */
import { repositories } from '@/api/app-repositories';
import {
  currentPushSubscription,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type SubscribeResult,
} from '@/lib/push-device';

export type TurnOnResult =
  | { ok: true }
  | {
      ok: false;
      reason: Exclude<SubscribeResult, { ok: true }>['reason'] | 'no-key' | 'save-failed';
      message?: string;
    };

export async function turnOnReminders(vapidPublicKey: string): Promise<TurnOnResult> {
  if (!vapidPublicKey) return { ok: false, reason: 'no-key' };
  const result = await subscribeThisDevice(vapidPublicKey);
  if (!result.ok) return result;
  const json = result.subscription.toJSON();
  try {
    await repositories.reminders.savePushSubscription({
      endpoint: result.subscription.endpoint,
      p256dh: json.keys?.p256dh ?? '',
      auth: json.keys?.auth ?? '',
      userAgent: navigator.userAgent,
    });
  } catch (error) {
    await result.subscription.unsubscribe().catch(() => false);
    return { ok: false, reason: 'save-failed', message: (error as Error).message };
  }
  return { ok: true };
}

/** Unsubscribes this browser and deletes its row; throws when the row could not be deleted. */
export async function turnOffReminders(): Promise<void> {
  const endpoint = await unsubscribeThisDevice();
  if (endpoint) await repositories.reminders.deletePushSubscription(endpoint);
}

/**
 * Logout: the same, but never in the way of logging out. Offline, the row stays; the push
 * service answers 410 for the dropped subscription and the sender deletes it then.
 */
export async function forgetThisDevice(): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    const endpoint = subscription.endpoint;
    await repositories.reminders
      .deletePushSubscription(endpoint)
      .catch((error: unknown) =>
        console.warn('Could not delete this device’s push subscription', error),
      );
    await subscription.unsubscribe().catch(() => false);
  } catch (error) {
    console.warn('Could not unsubscribe this device', error);
  }
}

export async function remindersOnHere(): Promise<boolean> {
  return (await currentPushSubscription()) !== null;
}
