/**
 * The user's private Realtime channel `user:<uid>` (services/live/live-updates.ts listens on it):
 * broadcasts sent by the database when the user's check-marks or answers change (migration
 * 20251127002000_realtime_broadcast.sql), open only to the user's own signed-in devices
 * (row-level security on realtime.messages).
 */
import type { DbClient } from './db-client';

/** The event the database sends. */
const LIVE_EVENT = 'habit_days_changed';

export function createLiveChannelRepository(client: DbClient) {
  return {
    /**
     * Joins the channel with the session's access token; `onMessage` gets each message's
     * payload. Returns the leave. supabase-js hands refreshed tokens to Realtime itself.
     */
    joinUserChannel: (userId: string, onMessage: (payload: unknown) => void) => {
      let left = false;
      let leave = () => {
        left = true;
      };
      void client.realtime
        .setAuth()
        .catch(() => undefined)
        .then(() => {
          if (left) return;
          const channel = client
            .channel(`user:${userId}`, { config: { private: true } })
            .on('broadcast', { event: LIVE_EVENT }, ({ payload }) => onMessage(payload))
            .subscribe();
          leave = () => void client.removeChannel(channel);
        });
      return () => leave();
    },
  };
}
