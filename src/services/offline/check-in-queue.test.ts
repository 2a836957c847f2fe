// fake-indexeddb stands in for the IndexedDB a browser provides (jsdom has none).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewAutomaticityCheck } from '@/api/automaticity-check';
import type { SaveHabitDayInput } from '@/api/habit-day';
import { WriteError } from '@/api/write';
import { addCheckInToRecord, checkInKey } from './check-in-record';
import {
  appendCheckIn,
  clearOtherOutboxes,
  discardItem,
  enqueue,
  markFailed,
  markSent,
  readOutbox,
  resetItem,
} from './outbox';
import { emptyRecord } from './outbox-record';
import { useOutboxStore } from './outbox-store';
import { createSyncRunner, type SyncEvent, type SyncRunner } from './sync-run';

const USER = 'user-1';

const checkIn = (habitId: number, date: string, n = 6): NewAutomaticityCheck => ({
  habitId,
  date,
  automatically: n,
  without_remembering: n,
  without_thinking: n,
  before_realizing: n,
});

const day = (habitId: number, date: string): SaveHabitDayInput => ({
  habitId,
  date,
  answers: [{ questionId: habitId * 10, optionId: 1 }],
});

let runners: SyncRunner[] = [];

/** A sync run over the user's queue with a server side that records what reaches it. */
function runner(saveCheckIn: (input: NewAutomaticityCheck) => Promise<unknown>) {
  const events: SyncEvent[] = [];
  const days: SaveHabitDayInput[] = [];
  const r = createSyncRunner({
    userId: USER,
    isOnline: () => true,
    save: async (input) => {
      days.push(input);
      return { checkmarkId: 1, totalScore: 0, ignoredQuestionIds: [], skipIgnored: false };
    },
    saveCheckIn,
    report: (e) => events.push(e),
  });
  runners.push(r);
  return { r, events, days };
}

beforeEach(async () => {
  await clearOtherOutboxes(null);
});

afterEach(() => {
  for (const r of runners) r.dispose();
  runners = [];
});

describe('check-ins in the offline queue', () => {
  it('a second check-in of the same habit and date replaces the first, with a fresh id', () => {
    const first = addCheckInToRecord(emptyRecord(), USER, checkIn(3, '2026-11-24', 2), 1, 'Read');
    const second = addCheckInToRecord(first.record, USER, checkIn(3, '2026-11-24', 6), 2);
    const other = addCheckInToRecord(second.record, USER, checkIn(4, '2026-11-24', 5), 3);
    expect(other.record.checkIns?.map((i) => [i.key, i.id, i.input.automatically])).toEqual([
      [checkInKey(3, '2026-11-24'), 2, 6],
      [checkInKey(4, '2026-11-24'), 3, 5],
    ]);
    expect(second.item).toMatchObject({ kind: 'check-in', label: 'Read', createdAt: 1 });
    expect(other.record.items).toEqual([]);
  });

  it('is kept in IndexedDB beside the habit-days and patched, sent or discarded by its id', async () => {
    await enqueue(USER, day(1, '2026-11-24'));
    const item = await appendCheckIn(USER, checkIn(3, '2026-11-24'), { label: 'Read' });
    let record = await readOutbox(USER);
    expect(record.items).toHaveLength(1);
    expect(record.checkIns).toEqual([item]);

    const error = { message: 'refused', code: '23514', status: 400 };
    await markFailed(USER, item.id, error);
    record = await readOutbox(USER);
    expect(record.checkIns?.[0]).toMatchObject({ status: 'failed', lastError: error });
    await resetItem(USER, item.id);
    expect((await readOutbox(USER)).checkIns?.[0].status).toBe('pending');

    await markSent(USER, item.id);
    record = await readOutbox(USER);
    expect(record.checkIns).toEqual([]);
    expect(record.items).toHaveLength(1);

    const again = await appendCheckIn(USER, checkIn(3, '2026-11-25'));
    await discardItem(USER, again.id);
    expect((await readOutbox(USER)).checkIns).toEqual([]);
  });

  it('the sync run sends the habit-days, then the check-ins, each through its own call', async () => {
    await appendCheckIn(USER, checkIn(3, '2026-11-24'));
    await enqueue(USER, day(1, '2026-11-24'));
    const sent: NewAutomaticityCheck[] = [];
    const { r, events, days } = runner(async (input) => sent.push(input));
    const result = await r.sync();
    expect(result).toMatchObject({ sent: 2, failed: 0 });
    expect(days.map((d) => [d.habitId, d.date])).toEqual([[1, '2026-11-24']]);
    expect(sent).toEqual([checkIn(3, '2026-11-24')]);
    expect(events.map((e) => e.type)).toEqual(['run-start', 'sent', 'check-in-sent', 'run-end']);
    const record = await readOutbox(USER);
    expect([record.items, record.checkIns]).toEqual([[], []]);
  });

  it('offline the check-in waits; a network failure keeps it; once the server answers it is sent', async () => {
    await appendCheckIn(USER, checkIn(3, '2026-11-24'));
    let online = false;
    let reachable = false;
    const sent: NewAutomaticityCheck[] = [];
    const r = createSyncRunner({
      userId: USER,
      isOnline: () => online,
      save: async () => {
        throw new Error('no habit-day queued');
      },
      saveCheckIn: async (input) => {
        if (!reachable) throw new WriteError('Failed to fetch', { status: 0 });
        sent.push(input);
      },
    });
    runners.push(r);
    expect(await r.sync()).toMatchObject({ sent: 0, skipped: 'offline' });
    online = true;
    expect(await r.sync({ force: true })).toMatchObject({ sent: 0, retryLater: true });
    expect((await readOutbox(USER)).checkIns?.[0]).toMatchObject({ status: 'pending' });
    reachable = true;
    expect(await r.sync({ force: true })).toMatchObject({ sent: 1 });
    expect(sent).toEqual([checkIn(3, '2026-11-24')]);
    expect((await readOutbox(USER)).checkIns).toEqual([]);
  });

  it('a refused check-in is kept as failed and does not hold back the rest', async () => {
    await appendCheckIn(USER, checkIn(3, '2026-11-24'));
    await appendCheckIn(USER, checkIn(4, '2026-11-24'));
    const sent: number[] = [];
    const { r } = runner(async (input) => {
      if (input.habitId === 3) throw new WriteError('habit not found', { status: 409 });
      sent.push(input.habitId);
    });
    expect(await r.sync()).toMatchObject({ sent: 1, failed: 1 });
    expect(sent).toEqual([4]);
    const [kept] = (await readOutbox(USER)).checkIns ?? [];
    expect(kept).toMatchObject({ status: 'failed', input: { habitId: 3 } });
  });

  it('the overlay counts waiting check-ins and lists refused ones with the failed habit-days', async () => {
    const store = useOutboxStore.getState();
    store.setUser(USER);
    const item = await appendCheckIn(USER, checkIn(3, '2026-11-24'));
    await enqueue(USER, day(1, '2026-11-24'));
    store.setBase(USER, await readOutbox(USER));
    expect(useOutboxStore.getState()).toMatchObject({ waiting: 2, checkInsWaiting: 1 });
    expect(useOutboxStore.getState().checkIns).toEqual([item]);
    // A check-in is not a habit-day: nothing of it is laid over the day's answers.
    expect(Object.keys(useOutboxStore.getState().overlay)).toEqual(['1:2026-11-24']);

    await markFailed(USER, item.id, { message: 'refused', code: null, status: 400 });
    store.setBase(USER, await readOutbox(USER));
    expect(useOutboxStore.getState()).toMatchObject({ waiting: 1, checkInsWaiting: 0 });
    expect(useOutboxStore.getState().failed.map((i) => i.id)).toEqual([item.id]);
    store.reset();
  });

  it('reads a queue written before check-ins existed (no checkIns list)', async () => {
    const { record } = addCheckInToRecord({ ...emptyRecord() }, USER, checkIn(1, '2026-11-24'), 1);
    expect(record.checkIns).toHaveLength(1);
    const old = { nextSeq: 1, items: [], lastSyncedAt: null };
    expect(addCheckInToRecord(old, USER, checkIn(1, '2026-11-24'), 1).record.checkIns).toHaveLength(
      1,
    );
  });
});
