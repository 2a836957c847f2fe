// fake-indexeddb stands in for the IndexedDB a browser provides (jsdom has none).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearOtherOutboxes,
  clearOutbox,
  discardItem,
  enqueue,
  markFailed,
  markRetry,
  markSent,
  readOutbox,
  resetItem,
} from './outbox';
import { addToRecord, mergeAnswers, mergeHabitDay } from './outbox-record';

const A = 'user-a';
const B = 'user-b';

beforeEach(async () => {
  await clearOtherOutboxes(null);
});

describe('outbox', () => {
  it('keeps items in the order they were queued, per user', async () => {
    await enqueue(A, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    await enqueue(A, {
      habitId: 2,
      date: '2026-11-20',
      answers: [{ questionId: 20, optionId: 200 }],
    });
    await enqueue(B, {
      habitId: 9,
      date: '2026-11-20',
      answers: [{ questionId: 90, optionId: 900 }],
    });
    await enqueue(A, {
      habitId: 1,
      date: '2026-11-21',
      answers: [{ questionId: 10, optionId: 101 }],
    });

    const a = await readOutbox(A);
    expect(a.items.map((i) => i.key)).toEqual(['1:2026-11-20', '2:2026-11-20', '1:2026-11-21']);
    expect(a.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(a.items.every((i) => i.status === 'pending' && i.userId === A)).toBe(true);
    expect((await readOutbox(B)).items.map((i) => i.key)).toEqual(['9:2026-11-20']);
  });

  it('collapses two edits of the same habit-day: latest wins per question, moved to the end', async () => {
    await enqueue(A, {
      habitId: 1,
      date: '2026-11-20',
      answers: [
        { questionId: 10, optionId: 100 },
        { questionId: 11, optionId: 110, notes: 'first' },
      ],
    });
    await enqueue(A, {
      habitId: 2,
      date: '2026-11-20',
      answers: [{ questionId: 20, optionId: 200 }],
    });
    await enqueue(A, {
      habitId: 1,
      date: '2026-11-20',
      answers: [
        { questionId: 11, optionId: 111, notes: 'second' },
        { questionId: 12, optionId: null },
      ],
    });

    const { items } = await readOutbox(A);
    expect(items.map((i) => i.key)).toEqual(['2:2026-11-20', '1:2026-11-20']);
    expect(items[1].id).toBe(3);
    expect(items[1].input.answers).toEqual([
      { questionId: 10, optionId: 100, notes: null },
      { questionId: 11, optionId: 111, notes: 'second' },
      { questionId: 12, optionId: null, notes: null },
    ]);
  });

  it('merges answers per question without touching other questions', () => {
    expect(
      mergeAnswers(
        [
          { questionId: 1, optionId: 1 },
          { questionId: 2, optionId: 2 },
        ],
        [{ questionId: 1, optionId: null }],
      ),
    ).toEqual([
      { questionId: 2, optionId: 2 },
      { questionId: 1, optionId: null },
    ]);
  });

  it('an edit of a refused day makes it pending again with the merged answers', async () => {
    const first = await enqueue(A, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    await markFailed(A, first.id, {
      message: 'option does not belong to question',
      code: '23514',
      status: 400,
    });
    expect((await readOutbox(A)).items[0].status).toBe('failed');

    await enqueue(A, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 102 }],
    });
    const { items } = await readOutbox(A);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      input: { answers: [{ questionId: 10, optionId: 102 }] },
    });
  });

  it('removes a sent item only if it was not edited while on its way', async () => {
    const sent = await enqueue(A, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    // The user taps again while the request is in flight:
    await enqueue(A, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 11, optionId: 110 }],
    });
    await markSent(A, sent.id, 1234);

    const record = await readOutbox(A);
    expect(record.items).toHaveLength(1);
    expect(record.items[0].input.answers.map((a) => a.questionId)).toEqual([10, 11]);
    expect(record.lastSyncedAt).toBe(1234);
  });

  it('records retries, resets and discards', async () => {
    const item = await enqueue(A, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    await markRetry(A, item.id, { message: 'Failed to fetch', code: null, status: 0 }, 5000);
    let [stored] = (await readOutbox(A)).items;
    expect(stored).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: 5000,
      lastError: { message: 'Failed to fetch' },
    });

    await resetItem(A, item.id);
    [stored] = (await readOutbox(A)).items;
    expect(stored).toMatchObject({ attempts: 0, nextAttemptAt: 0 });

    await discardItem(A, item.id);
    expect((await readOutbox(A)).items).toEqual([]);
  });

  it('rejects malformed input with a clear error and queues nothing', async () => {
    await expect(enqueue(A, { habitId: 0, date: '2026-11-20', answers: [] })).rejects.toThrow(
      /habitId/,
    );
    await expect(enqueue(A, { habitId: 1, date: '20/11/2026', answers: [] })).rejects.toThrow(
      /yyyy-MM-dd/,
    );
    await expect(
      enqueue(A, { habitId: 1, date: '2026-11-20', answers: [{ questionId: 1, optionId: 1.5 }] }),
    ).rejects.toThrow(/optionId/);
    expect((await readOutbox(A)).items).toEqual([]);
  });

  it('keeps a copy: changing the caller object later does not change the queue', async () => {
    const input = { habitId: 1, date: '2026-11-20', answers: [{ questionId: 10, optionId: 100 }] };
    await enqueue(A, input);
    input.answers[0].optionId = 999;
    expect((await readOutbox(A)).items[0].input.answers[0].optionId).toBe(100);
  });

  it('clears one user, or everyone but one', async () => {
    await enqueue(A, { habitId: 1, date: '2026-11-20', answers: [] });
    await enqueue(B, { habitId: 2, date: '2026-11-20', answers: [] });
    await clearOtherOutboxes(B);
    expect((await readOutbox(A)).items).toEqual([]);
    expect((await readOutbox(B)).items).toHaveLength(1);
    await clearOutbox(B);
    expect((await readOutbox(B)).items).toEqual([]);
  });

  it('addToRecord is pure', () => {
    const record = { nextSeq: 1, items: [], lastSyncedAt: null };
    const { record: next } = addToRecord(
      record,
      A,
      { habitId: 1, date: '2026-11-20', answers: [] },
      1,
    );
    expect(record.items).toEqual([]);
    expect(next.items).toHaveLength(1);
    expect(next.nextSeq).toBe(2);
  });
});

describe('skips in the queue (one item per habit-day)', () => {
  const day = { habitId: 1, date: '2026-11-20' };
  const yes = { questionId: 7, optionId: 70, notes: null };
  const other = { questionId: 8, optionId: 80, notes: null };

  it('a skip is queued as a habit-day write, and wins over the answers queued before it', async () => {
    await enqueue(A, { ...day, answers: [yes] });
    await enqueue(A, { ...day, answers: [], skipped: true, skipNote: 'ill' });
    const { items } = await readOutbox(A);
    expect(items).toHaveLength(1);
    expect(items[0].input).toEqual({ ...day, answers: [], skipped: true, skipNote: 'ill' });
  });

  it('undo skip or an answer after a queued skip replaces the skip that never left the device', () => {
    const skip = { ...day, answers: [], skipped: true };
    expect(mergeHabitDay(skip, { ...day, answers: [], skipped: false })).toEqual({
      ...day,
      answers: [],
      skipped: false,
    });
    expect(mergeHabitDay(skip, { ...day, answers: [yes] })).toEqual({ ...day, answers: [yes] });
    // A note edit or a cleared answer leaves the skip as it is.
    expect(mergeHabitDay(skip, { ...day, answers: [{ ...yes, optionId: null }] })).toEqual(skip);
  });

  it('answers merge as before, and a plain edit keeps its old shape (no skip keys)', () => {
    expect(mergeHabitDay({ ...day, answers: [yes] }, { ...day, answers: [other] })).toEqual({
      ...day,
      answers: [yes, other],
    });
    expect(
      mergeHabitDay({ ...day, answers: [yes], skipped: false }, { ...day, answers: [other] }),
    ).toEqual({ ...day, answers: [yes, other], skipped: false });
  });
});

describe('number answers in the queue', () => {
  const day = { habitId: 1, date: '2026-11-20' };
  const water = (value: number | null) => ({ questionId: 9, optionId: null, value, notes: null });

  it('a value is queued with the day as it is, and the latest value wins', async () => {
    await enqueue(A, { ...day, answers: [water(6)] });
    await enqueue(A, { ...day, answers: [water(7.5)] });
    const { items } = await readOutbox(A);
    expect(items).toHaveLength(1);
    expect(items[0].input).toEqual({ ...day, answers: [water(7.5)] });
  });

  it.each([
    ['a negative value', -1, /value must be a number from 0 to 1000000000/],
    ['a value over 1e9', 1_000_000_001, /value must be a number from 0 to 1000000000/],
    ['NaN', Number.NaN, /value must be a number/],
    ['text', '6' as unknown as number, /value must be a number/],
  ])('refuses %s at the entry: nothing is queued', async (_l, value, message) => {
    await expect(enqueue(A, { ...day, answers: [water(value)] })).rejects.toThrow(message);
    await expect(
      enqueue(A, { ...day, answers: [{ questionId: 9, optionId: 3, value: 2 }] }),
    ).rejects.toThrow(/not both/);
    expect((await readOutbox(A)).items).toEqual([]);
  });

  it('a value after a queued skip replaces the skip; a skip with a value is refused', async () => {
    const skip = { ...day, answers: [], skipped: true };
    expect(mergeHabitDay(skip, { ...day, answers: [water(3)] })).toEqual({
      ...day,
      answers: [water(3)],
    });
    expect(mergeHabitDay(skip, { ...day, answers: [water(null)] })).toEqual(skip);
    await expect(enqueue(A, { ...day, answers: [water(3)], skipped: true })).rejects.toThrow(
      /a skipped day carries no answers/,
    );
  });
});

describe('edit times in the queue (docs/offline.md "Two devices")', () => {
  const day = { habitId: 1, date: '2026-11-20' };
  const t = (mm: string) => `2026-11-20T10:${mm}:00.000Z`;

  it('each answer keeps the time it was made; the skip keeps its own', () => {
    const merged = mergeHabitDay(
      { ...day, answers: [{ questionId: 7, optionId: 70, editedAt: t('00') }] },
      {
        ...day,
        answers: [
          { questionId: 8, optionId: 80, editedAt: t('05') },
          { questionId: 7, optionId: 71, editedAt: t('06') },
        ],
      },
    );
    expect(merged.answers).toEqual([
      { questionId: 8, optionId: 80, editedAt: t('05') },
      { questionId: 7, optionId: 71, editedAt: t('06') },
    ]);
    const skip = { ...day, answers: [], skipped: true, skipEditedAt: t('07') };
    expect(mergeHabitDay(merged, skip)).toEqual(skip);
    const unskip = { ...day, answers: [], skipped: false, skipEditedAt: t('08') };
    expect(mergeHabitDay(skip, unskip)).toEqual(unskip);
    // An answer after an un-skip keeps the un-skip's time with it.
    expect(
      mergeHabitDay(unskip, {
        ...day,
        answers: [{ questionId: 7, optionId: 70, editedAt: t('09') }],
      }),
    ).toEqual({
      ...day,
      answers: [{ questionId: 7, optionId: 70, editedAt: t('09') }],
      skipped: false,
      skipEditedAt: t('08'),
    });
  });
});
