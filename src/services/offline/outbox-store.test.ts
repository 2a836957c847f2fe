import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToRecord, type OutboxRecord } from './outbox-record';
import { afterNextPaint } from '@/lib/after-next-paint';
import {
  useOutboxSummary,
  usePendingHabitDay,
  usePendingHabitDays,
  usePendingHabitDaysAfterPaint,
  useSending,
} from './outbox-hooks';
import { useOutboxStore, type LocalEdit } from './outbox-store';

const USER = 'user-1';
const empty = (): OutboxRecord => ({ nextSeq: 1, items: [], lastSyncedAt: null });

beforeEach(() => {
  useOutboxStore.getState().reset();
  useOutboxStore.getState().setUser(null);
  useOutboxStore.getState().setUser(USER);
});

describe('outbox store (UI mirror)', () => {
  it('shows a tap at once, before IndexedDB has it, and does not flicker when the write lands', () => {
    const { result } = renderHook(() => usePendingHabitDay(1, '2026-11-20'));
    expect(result.current).toBeUndefined();

    const edit: LocalEdit = {
      input: { habitId: 1, date: '2026-11-20', answers: [{ questionId: 10, optionId: 100 }] },
    };
    act(() => useOutboxStore.getState().addLocalEdit(edit));
    expect(result.current).toMatchObject({
      status: 'pending',
      answers: [{ questionId: 10, optionId: 100 }],
    });

    // A read that started before the write finished: the tap stays on screen.
    act(() => useOutboxStore.getState().setBase(USER, empty()));
    expect(result.current?.status).toBe('pending');

    // The read that includes the write replaces the local edit.
    const written = addToRecord(empty(), USER, edit.input, 1).record;
    act(() => useOutboxStore.getState().setBase(USER, written, [edit]));
    expect(useOutboxStore.getState().localEdits).toEqual([]);
    expect(result.current).toMatchObject({ status: 'pending', itemId: 1 });
  });

  it('counts waiting and failed items and carries the server reason', () => {
    let record = empty();
    record = addToRecord(record, USER, { habitId: 1, date: '2026-11-20', answers: [] }, 1).record;
    record = addToRecord(record, USER, { habitId: 2, date: '2026-11-20', answers: [] }, 1).record;
    record.items[1] = {
      ...record.items[1],
      status: 'failed',
      lastError: { message: 'Habit not found', code: 'P0001', status: 400 },
    };
    record.lastSyncedAt = 5000;
    act(() => useOutboxStore.getState().setBase(USER, record));

    const { result } = renderHook(() => useOutboxSummary());
    expect(result.current).toMatchObject({ waiting: 1, failed: 1, lastSyncedAt: 5000 });
    const { result: day } = renderHook(() => usePendingHabitDay(2, '2026-11-20'));
    expect(day.current).toMatchObject({ status: 'failed', error: { message: 'Habit not found' } });
  });

  it('keeps a sent day on screen (as synced) until the refetch is done', () => {
    let record = addToRecord(
      empty(),
      USER,
      { habitId: 1, date: '2026-11-20', answers: [] },
      1,
    ).record;
    act(() => useOutboxStore.getState().setBase(USER, record));
    const item = record.items[0];
    act(() => useOutboxStore.getState().markSentLocal(item));
    record = { ...record, items: [] };
    act(() => useOutboxStore.getState().setBase(USER, record));

    const { result } = renderHook(() => usePendingHabitDay(1, '2026-11-20'));
    expect(result.current?.status).toBe('synced');
    expect(useOutboxStore.getState().waiting).toBe(0);

    act(() => useOutboxStore.getState().clearSent([{ key: item.key, itemId: item.id }]));
    expect(result.current).toBeUndefined();
  });

  it('keeps a day sent again while the read after its first send is under way', () => {
    const first = addToRecord(
      empty(),
      USER,
      { habitId: 1, date: '2026-11-20', answers: [{ questionId: 10, optionId: 100 }] },
      1,
    );
    const second = addToRecord(
      { ...first.record, items: [] },
      USER,
      { habitId: 1, date: '2026-11-20', answers: [{ questionId: 10, optionId: 101 }] },
      2,
    );
    act(() => useOutboxStore.getState().markSentLocal(first.item));
    act(() => useOutboxStore.getState().markSentLocal(second.item));
    const { result } = renderHook(() => usePendingHabitDay(1, '2026-11-20'));
    // The read after the first send may predate the second: the second stays shown.
    act(() =>
      useOutboxStore.getState().clearSent([{ key: first.item.key, itemId: first.item.id }]),
    );
    expect(result.current).toMatchObject({ status: 'synced', answers: [{ optionId: 101 }] });
    act(() =>
      useOutboxStore.getState().clearSent([{ key: second.item.key, itemId: second.item.id }]),
    );
    expect(result.current).toBeUndefined();
  });

  it('ignores a late read for a user who is no longer signed in', () => {
    const record = addToRecord(
      empty(),
      'someone-else',
      { habitId: 1, date: '2026-11-20', answers: [] },
      1,
    ).record;
    act(() => useOutboxStore.getState().setBase('someone-else', record));
    expect(useOutboxStore.getState().items).toEqual([]);
  });

  it('switching user starts from an empty mirror', () => {
    act(() =>
      useOutboxStore
        .getState()
        .addLocalEdit({ input: { habitId: 1, date: '2026-11-20', answers: [] } }),
    );
    act(() => useOutboxStore.getState().setUser('user-2'));
    expect(useOutboxStore.getState()).toMatchObject({
      userId: 'user-2',
      items: [],
      waiting: 0,
      overlay: {},
    });
  });

  it('carries a queued skip and its note (and an unskip) to the screens, before the server has it', () => {
    const { result } = renderHook(() => usePendingHabitDay(3, '2026-11-20'));
    const skip: LocalEdit = {
      input: { habitId: 3, date: '2026-11-20', answers: [], skipped: true, skipNote: 'ill' },
    };
    act(() => useOutboxStore.getState().addLocalEdit(skip));
    expect(result.current).toMatchObject({ status: 'pending', skipped: true, skipNote: 'ill' });
    const written = addToRecord(empty(), USER, skip.input, 1).record;
    act(() => useOutboxStore.getState().setBase(USER, written, [skip]));
    expect(result.current).toMatchObject({ skipped: true, skipNote: 'ill', answers: [] });

    const unskip: LocalEdit = {
      input: { habitId: 3, date: '2026-11-20', answers: [], skipped: false },
    };
    act(() => useOutboxStore.getState().addLocalEdit(unskip));
    expect(result.current).toMatchObject({ skipped: false, answers: [] });
    expect(result.current).not.toHaveProperty('skipNote');
  });

  it('an empty queue read again is the same overlay: the screens listing it do not render again', () => {
    let renders = 0;
    renderHook(() => {
      renders++;
      return usePendingHabitDays();
    });
    const overlay = useOutboxStore.getState().overlay;
    act(() => useOutboxStore.getState().setBase(USER, empty()));
    act(() => useOutboxStore.getState().setBase(USER, empty()));
    expect(useOutboxStore.getState().overlay).toBe(overlay);
    expect(useOutboxStore.getState().items).toHaveLength(0);
    expect(renders).toBe(1);
  });

  it("home's whole-day overlay changes with the answers, not with the day's sync state", async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return usePendingHabitDaysAfterPaint();
    });
    const settle = () => act(() => afterNextPaint().then(() => afterNextPaint()));
    const input = { habitId: 1, date: '2026-11-20', answers: [{ questionId: 10, optionId: 100 }] };
    const edit: LocalEdit = { input };
    act(() => useOutboxStore.getState().addLocalEdit(edit));
    await settle();
    const answered = result.current;
    expect(answered['1:2026-11-20']?.answers).toEqual(input.answers);
    const rendersAnswered = renders;

    // Written to IndexedDB, sent, kept as sent: three new overlays with the same answers.
    const written = addToRecord(empty(), USER, input, 1);
    act(() => useOutboxStore.getState().setBase(USER, written.record, [edit]));
    act(() => useOutboxStore.getState().markSentLocal(written.item));
    act(() => useOutboxStore.getState().setBase(USER, empty()));
    await settle();
    expect(useOutboxStore.getState().overlay['1:2026-11-20']?.status).toBe('synced');
    expect(result.current).toBe(answered);
    expect(renders).toBe(rendersAnswered);

    // The refetch is done: the day no longer waits.
    act(() =>
      useOutboxStore.getState().clearSent([{ key: written.item.key, itemId: written.item.id }]),
    );
    await settle();
    expect(result.current).toEqual({});
  });

  it('a card with nothing waiting does not render again when a sync run starts and ends', () => {
    let idle = 0;
    let waiting = 0;
    const quiet = renderHook(() => {
      idle++;
      return useSending(false);
    });
    const busy = renderHook(() => {
      waiting++;
      return useSending(true);
    });
    act(() => useOutboxStore.getState().setOnline(true));
    const [idleBefore, waitingBefore] = [idle, waiting];
    act(() => useOutboxStore.getState().setSyncing(true));
    expect(busy.result.current).toBe(true);
    act(() => useOutboxStore.getState().setSyncing(false));
    expect(quiet.result.current).toBe(false);
    expect(idle).toBe(idleBefore);
    expect(waiting).toBe(waitingBefore + 2);
  });
});
