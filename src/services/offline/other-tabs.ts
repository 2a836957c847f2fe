/**
 * The queue's channel to the app's other tabs and to the service worker (BroadcastChannel
 * `OUTBOX_CHANNEL`): a tab that changed the queue says so, and the others read it again. The
 * worker says so after queueing a notification's answer, with `sync` (nobody sends it unless a
 * window does).
 */
import { OUTBOX_CHANNEL } from '@/lib/reminders/messages';

interface QueueChanged {
  type: 'changed';
  userId: string;
  sync?: boolean;
}

let channel: BroadcastChannel | null = null;

/** Tells the other tabs that this user's queue changed. */
export function tellOtherTabs(userId: string): void {
  try {
    channel?.postMessage({ type: 'changed', userId } satisfies QueueChanged);
  } catch {
    // Another tab simply refreshes later.
  }
}

/** Listens until the returned stop; `sync`: the sender asks a window to send the queue. */
export function listenToOtherTabs(onChanged: (userId: string, sync: boolean) => void): () => void {
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (ev: MessageEvent<QueueChanged>) => {
      if (ev.data?.type === 'changed') onChanged(ev.data.userId, !!ev.data.sync);
    };
  }
  return () => {
    channel?.close();
    channel = null;
  };
}
