/**
 * Bench: replay 200 queued habit-days (the offline outbox) against the local backend, through the
 * real sync run (services/offline/sync-run.ts) and the habit-day repository (src/api/habit-day.ts) over supabase-js, one request at a time as in the app.
 * Target (issue 5): under 5 s. Run alone with `npx tsx bench/offline-replay.ts`, or call
 * `benchOfflineReplay()` from bench/run.ts. A replay that leaves a day unsent or unsaved throws:
 * that is a broken queue, not a slow one.
 *
 * It runs src/ modules under tsx, not Vite: nothing they import may read `import.meta.env` at
 * load (src/config/env.ts does; see the import in src/lib/session-cleanup.ts).
 *
 * IndexedDB comes from fake-indexeddb here (Node has none); the time is dominated by the HTTP
 * round trips and Postgres, which are the real ones.
 */
import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import { createHabitDayRepository, type SaveHabitDayInput } from '../src/api/habit-day';
import type { DbClient } from '../src/api/db-client';
import { clearOutbox, enqueue, readOutbox } from '../src/services/offline/outbox';
import { createSyncRunner } from '../src/services/offline/sync-run';
import { createTestUser, startTestBackend } from '../tests/helpers/backend';
import { createYesNoHabit } from './support';

export interface BenchResult {
  name: string;
  ms: number;
  targetMs: number;
  ok: boolean;
  detail: string;
}

function isoDaysAgo(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export async function benchOfflineReplay(count = 200): Promise<BenchResult> {
  const backend = await startTestBackend();
  try {
    const { client, user } = await createTestUser(backend);
    const db = client as unknown as DbClient;
    const habits: { id: number; questions: { id: number; options: number[] }[] }[] = [];
    for (let h = 0; h < 10; h++) {
      const habit = await createYesNoHabit(
        db,
        `Bench habit ${h + 1}`,
        [1, 2].map((q) => `Question ${q}`),
      );
      habits.push({
        id: habit.id,
        questions: habit.questions.map((q) => ({ id: q.id, options: q.options.map((o) => o.id) })),
      });
    }

    const userId = user.id;
    await clearOutbox(userId);
    const days = Math.ceil(count / habits.length);
    let queued = 0;
    for (let d = 0; d < days && queued < count; d++) {
      for (const habit of habits) {
        if (queued >= count) break;
        const input: SaveHabitDayInput = {
          habitId: habit.id,
          date: isoDaysAgo(d),
          answers: habit.questions.map((q, i) => ({
            questionId: q.id,
            optionId: q.options[(d + i) % 2],
          })),
        };
        await enqueue(userId, input);
        queued++;
      }
    }

    const engine = createSyncRunner({
      userId,
      save: createHabitDayRepository(db).save,
      isOnline: () => true,
    });
    const started = performance.now();
    const result = await engine.sync();
    const ms = performance.now() - started;
    engine.dispose();

    const left = (await readOutbox(userId)).items.length;
    const { count: rows } = await db
      .from('checkmarks_tracker')
      .select('id', { count: 'exact', head: true });
    const detail = `sent ${result.sent}, left in queue ${left}, check-marks on the server ${rows}`;
    if (result.sent !== count || left !== 0 || rows !== count)
      throw new Error(`the replay of ${count} habit-days did not deliver them all: ${detail}`);
    return {
      name: `offline replay of ${count} habit-days`,
      ms,
      targetMs: 5000,
      ok: ms < 5000,
      detail,
    };
  } finally {
    await backend.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchOfflineReplay();
  console.log(
    `${r.name}: ${r.ms.toFixed(0)} ms (target < ${r.targetMs} ms) ${r.ok ? 'OK' : 'FAIL'} — ${r.detail}`,
  );
  process.exitCode = r.ok ? 0 : 1;
}
