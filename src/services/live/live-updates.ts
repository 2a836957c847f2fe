/**
 * Live updates (docs/offline.md "Live updates"): while a user is signed in, the app listens on
 * their private Realtime channel `user:<uid>`, fed by triggers on the check-mark and answer tables
 * (migration 20251127002000_realtime_broadcast.sql) and open only to that user's own signed-in
 * devices (row-level security on realtime.messages). A message is a hint: the reads of the habits
 * it names are refreshed through the query layer, once for a burst. The read is the truth, so a
 * message missed while away loses nothing: the offline queue reads again on `online` and when the
 * page is shown again (services/offline/browser-events.ts).
 *
 * This device's own saves are announced too. After sending, the offline queue reads the sent
 * habits' days again itself; a habit whose read by the queue comes after the message
 * (`refetchFollows`) is not refreshed a second time. While this device's sync run is sending, the
 * refresh waits for its end (what it sent is known then). Any other message refreshes, another
 * device's change in particular.
 */
import { repositories } from '@/api/app-repositories';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { queryClient } from '@/lib/query-client';
import { refetchFollows, syncRunGoing } from '@/services/offline/habit-day-queue';
import { useUserStore } from '@/stores/user-store';
/** A burst of messages (an import, a sync of many days) makes one refresh. */
const QUIET_MS = 250;

interface LiveMessage {
  days?: { habit_id?: unknown }[];
  more?: boolean;
}

/** What a message asks to refresh: its habits, or everything when it names only some. */
export function touchedByMessage(payload: unknown) {
  const message = (payload ?? {}) as LiveMessage;
  const ids = Array.isArray(message.days)
    ? message.days.map((d) => Number(d?.habit_id)).filter((id) => Number.isSafeInteger(id))
    : [];
  return message.more || ids.length === 0 ? { all: true as const } : { all: false as const, ids };
}

/** Starts listening for the signed-in user (and follows sign-in and sign-out); returns the stop. */
export function startLiveUpdates(): () => void {
  let leaveChannel: (() => void) | null = null;
  let boundUserId: string | null = null;
  /** The habits named in the burst, each with when its last message came. */
  let habitIds = new Map<number, number>();
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const refresh = () => {
    timer = null;
    if (!everything && syncRunGoing()) {
      timer = setTimeout(refresh, QUIET_MS);
      return;
    }
    const ids = [...habitIds].filter(([id, at]) => !refetchFollows(id, at)).map(([id]) => id);
    const keys = everything ? touchedBy.dataImported() : touchedBy.habitDays(ids);
    const any = everything || ids.length > 0;
    habitIds = new Map();
    everything = false;
    if (any) void invalidateTouched(queryClient, keys).catch(() => undefined);
  };

  const receive = (payload: unknown) => {
    const touched = touchedByMessage(payload);
    const now = Date.now();
    if (touched.all) everything = true;
    else for (const id of touched.ids) habitIds.set(id, now);
    if (!timer) timer = setTimeout(refresh, QUIET_MS);
  };

  const leave = () => {
    leaveChannel?.();
    leaveChannel = null;
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const bind = (userId: string | null) => {
    if (userId === boundUserId) return;
    leave();
    boundUserId = userId;
    if (userId) leaveChannel = repositories.liveChannel.joinUserChannel(userId, receive);
  };

  bind(useUserStore.getState().userId || null);
  const unsubscribe = useUserStore.subscribe((s) => bind(s.userId || null));
  return () => {
    unsubscribe();
    leave();
    boundUserId = null;
  };
}
