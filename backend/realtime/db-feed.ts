/**
 * Broadcasts from the database: rows inserted into realtime.messages (realtime.send, called by
 * the project's triggers) reach the joined sockets of their topic. Hosted Realtime reads them from
 * the WAL; PGlite has no logical replication, and the backend's one PGlite instance runs every
 * query, so an AFTER INSERT trigger (backend/db/supabase-bootstrap.sql) sends a NOTIFY that PGlite
 * delivers to `listen` when the writing transaction commits: never for a rolled-back row (the
 * authorization probes), once per row, in commit order. Rows older than the retention are deleted
 * every hour, as hosted Realtime drops its partitions after 3 days.
 */
import type { Database } from '../core/types';
import type { Hub } from './hub';
import { topicKey } from './hub';

const NOTIFY_CHANNEL = 'realtime_messages';
const CLEANUP_EVERY_MS = 3600 * 1000;

interface Note {
  id: string;
  topic: string;
  event: string | null;
  private: boolean;
  payload?: unknown;
  big?: true;
}

export interface DbFeed {
  stop(): Promise<void>;
}

export async function startDbFeed(
  db: Database,
  hub: Hub,
  opts: { retentionMs: number; onError: (error: unknown) => void },
): Promise<DbFeed> {
  let stopped = false;
  const deliver = async (note: Note) => {
    let payload = note.payload;
    if (note.big) {
      const { rows } = await db.query<{ payload: unknown }>(
        'select payload from realtime.messages where id = $1',
        [note.id],
      );
      if (!rows.length) return;
      payload = rows[0].payload;
    }
    if (stopped || typeof note.topic !== 'string' || typeof note.event !== 'string') return;
    hub.publish(topicKey(note.topic, note.private === true), note.topic, {
      event: note.event,
      json: true,
      data: Buffer.from(JSON.stringify(payload ?? null)),
      meta: { id: note.id },
    });
  };
  const unlisten = await db.listen(NOTIFY_CHANNEL, (text) => {
    try {
      void deliver(JSON.parse(text) as Note).catch(opts.onError);
    } catch (error) {
      opts.onError(error);
    }
  });
  const cleanup = () =>
    db
      .query(
        `delete from realtime.messages where inserted_at < now() - make_interval(secs => $1)`,
        [opts.retentionMs / 1000],
      )
      .catch((error: unknown) => {
        if (!stopped) opts.onError(error);
      });
  void cleanup();
  const timer = setInterval(() => void cleanup(), CLEANUP_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
    },
  };
}
