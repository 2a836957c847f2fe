/**
 * The in-memory overlay of the offline owner (habit-day-queue.ts): a zustand mirror of the
 * signed-in user's outbox for the UI. The source of truth is IndexedDB (outbox.ts); this store is
 * rebuilt from it after every change, and a tap shows up here synchronously (a "local edit")
 * before the IndexedDB write finishes, so the screen updates at once. `lastSyncedAt` is persisted
 * per user in the outbox record. Only habit-day-queue.ts changes it; screens read it through the
 * hooks below, which habit-day-queue.ts re-exports.
 */
import { startTransition, useEffect, useState } from 'react';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { habitDayKey } from './habit-day-key';
import { addToRecord, type OutboxError, type OutboxItem, type OutboxRecord } from './outbox';
import type { HabitDayAnswer, SaveHabitDayInput } from '@/api/save-habit-day';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * pending: kept on the device until sent (being sent while `useSending()` says so); failed:
 * refused by the server (`error` says why), kept until retried or discarded; synced: on the
 * server, shown until the refetched server data is on screen.
 */
export type PendingStatus = 'pending' | 'failed' | 'synced';

/**
 * The one shape of a habit-day the server has not confirmed yet (or confirmed but not yet
 * refetched: 'synced'). It has the fields of a SaveHabitDayInput (habitId, date, answers), so a
 * screen lays it over the server's rows and a retry saves it as is.
 */
export interface PendingHabitDay {
  key: string;
  habitId: number;
  date: string;
  /** The queued answers for this day (merged per question, latest wins). */
  answers: HabitDayAnswer[];
  /** A queued skip (true) or unskip (false) of the day, when the edit gave one. */
  skipped?: boolean;
  /** The queued skip's note. */
  skipNote?: string | null;
  status: PendingStatus;
  error?: OutboxError;
  itemId: number;
}

interface OutboxState {
  userId: string | null;
  online: boolean;
  syncing: boolean;
  /** Queue as last read from IndexedDB. */
  base: OutboxRecord;
  /** Whether the user's queue was read (or could not be): until then, unsent answers may wait. */
  loaded: boolean;
  /** Taps not yet written to IndexedDB (re-applied on every reload so nothing flickers). */
  localEdits: LocalEdit[];
  /** Days the server confirmed, still shown until the refetched server data is on screen. */
  sent: Record<string, PendingHabitDay>;
  // Derived on every change, so selectors return stable references.
  items: OutboxItem[];
  failed: OutboxItem[];
  overlay: Record<string, PendingHabitDay>;
  waiting: number;
  lastSyncedAt: number | null;
  /** Habit-days whose edit sent was older than another device's, by key: when it was learnt. */
  superseded: Record<string, number>;

  setUser(userId: string | null): void;
  setOnline(online: boolean): void;
  setSyncing(syncing: boolean): void;
  /** New queue read from IndexedDB; the `written` local edits are in it, so they stop being re-applied. */
  setBase(userId: string, record: OutboxRecord, written?: readonly LocalEdit[]): void;
  /** The queue could not be read (no IndexedDB): what is in memory is all there is. */
  setLoaded(userId: string): void;
  addLocalEdit(edit: LocalEdit): void;
  dropLocalEdit(edit: LocalEdit): void;
  markSentLocal(item: OutboxItem): void;
  /** The server kept another device's newer edit of this habit-day (for a while, or until edited here). */
  markSuperseded(key: string): void;
  clearSent(keys: string[]): void;
  setLastSyncedAt(at: number): void;
  reset(): void;
}

/** A tap not yet in IndexedDB (compared by identity). */
export interface LocalEdit {
  input: SaveHabitDayInput;
  label?: string;
}

const emptyRecord = (): OutboxRecord => ({ nextSeq: 1, items: [], lastSyncedAt: null });

function toPending(item: OutboxItem, status: PendingStatus = item.status): PendingHabitDay {
  return {
    key: item.key,
    habitId: item.input.habitId,
    date: item.input.date,
    answers: item.input.answers,
    ...(item.input.skipped === undefined ? {} : { skipped: item.input.skipped }),
    ...(item.input.skipNote == null ? {} : { skipNote: item.input.skipNote }),
    status,
    error: item.lastError,
    itemId: item.id,
  };
}

const isEmpty = (o: object) => Object.keys(o).length === 0;

/**
 * `derive`, keeping the previous objects when nothing waits before and after: every read of the
 * queue (app start, each sync run) would otherwise hand out a new empty overlay, and every
 * screen that lists pending habit-days (home and its cards) would render again for nothing.
 */
function deriveKeeping(
  previous: Pick<OutboxState, 'items' | 'failed' | 'overlay'>,
  ...args: Parameters<typeof derive>
) {
  const next = derive(...args);
  if (next.items.length === 0 && previous.items.length === 0) {
    next.items = previous.items;
    next.failed = previous.failed;
  }
  if (isEmpty(next.overlay) && isEmpty(previous.overlay)) next.overlay = previous.overlay;
  return next;
}

function derive(
  userId: string | null,
  base: OutboxRecord,
  localEdits: LocalEdit[],
  sent: Record<string, PendingHabitDay>,
) {
  let record = base;
  for (const edit of localEdits)
    record = addToRecord(record, userId ?? '', edit.input, Date.now(), edit.label).record;
  const overlay: Record<string, PendingHabitDay> = { ...sent };
  for (const item of record.items) overlay[item.key] = toPending(item);
  const failed = record.items.filter((i) => i.status === 'failed');
  return {
    items: record.items,
    failed,
    overlay,
    waiting: record.items.length - failed.length,
  };
}

const initial = () => ({
  userId: null as string | null,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  base: emptyRecord(),
  loaded: false,
  localEdits: [] as LocalEdit[],
  sent: {} as Record<string, PendingHabitDay>,
  items: [] as OutboxItem[],
  failed: [] as OutboxItem[],
  overlay: {} as Record<string, PendingHabitDay>,
  waiting: 0,
  lastSyncedAt: null as number | null,
  /** Habit-days whose edit sent was older than another device's, by key: when it was learnt. */
  superseded: {} as Record<string, number>,
});

/** How long "Changed on another device" shows after the server said so. */
export const SUPERSEDED_NOTE_MS = 15_000;

export const useOutboxStore = create<OutboxState>()((set, get) => ({
  ...initial(),

  setUser(userId) {
    if (get().userId === userId) return;
    set({ ...initial(), online: get().online, userId });
  },
  setOnline(online) {
    set({ online });
  },
  setSyncing(syncing) {
    set({ syncing });
  },
  setBase(userId, record, written) {
    const s = get();
    if (s.userId !== userId) return; // a late read for a user who is gone
    const localEdits = written?.length
      ? s.localEdits.filter((e) => !written.includes(e))
      : s.localEdits;
    set({
      base: record,
      loaded: true,
      localEdits,
      lastSyncedAt: Math.max(record.lastSyncedAt ?? 0, s.lastSyncedAt ?? 0) || null,
      ...deriveKeeping(s, s.userId, record, localEdits, s.sent),
    });
  },
  setLoaded(userId) {
    if (get().userId === userId) set({ loaded: true });
  },
  addLocalEdit(edit) {
    const s = get();
    const localEdits = [...s.localEdits, edit];
    const key = habitDayKey(edit.input.habitId, edit.input.date);
    const superseded = key in s.superseded ? without(s.superseded, key) : s.superseded;
    set({ localEdits, superseded, ...deriveKeeping(s, s.userId, s.base, localEdits, s.sent) });
  },
  dropLocalEdit(edit) {
    const s = get();
    const localEdits = s.localEdits.filter((e) => e !== edit);
    set({ localEdits, ...deriveKeeping(s, s.userId, s.base, localEdits, s.sent) });
  },
  markSentLocal(item) {
    const s = get();
    const sent = { ...s.sent, [item.key]: toPending(item, 'synced') };
    set({ sent, ...deriveKeeping(s, s.userId, s.base, s.localEdits, sent) });
  },
  markSuperseded(key) {
    const at = Date.now();
    set({ superseded: { ...get().superseded, [key]: at } });
    setTimeout(() => {
      const s = get();
      if (s.superseded[key] === at) set({ superseded: without(s.superseded, key) });
    }, SUPERSEDED_NOTE_MS);
  },
  clearSent(keys) {
    const s = get();
    const sent = { ...s.sent };
    for (const k of keys) delete sent[k];
    set({ sent, ...deriveKeeping(s, s.userId, s.base, s.localEdits, sent) });
  },
  setLastSyncedAt(at) {
    set({ lastSyncedAt: Math.max(at, get().lastSyncedAt ?? 0) });
  },
  reset() {
    set({ ...initial(), online: get().online });
  },
}));

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/** Whether another device's newer edit of this habit-day was kept over this device's, lately. */
export function useSuperseded(habitId: number, date: string): boolean {
  return useOutboxStore((s) => habitDayKey(habitId, date) in s.superseded);
}

/** Queued answers of one habit-day, or undefined when nothing is waiting for it. */
export function usePendingHabitDay(habitId: number, date: string): PendingHabitDay | undefined {
  return useOutboxStore((s) => s.overlay[habitDayKey(habitId, date)]);
}

/** Every queued habit-day by `habitDayKey(habitId, date)` (for lists and tables). */
export function usePendingHabitDays(): Record<string, PendingHabitDay> {
  return useOutboxStore((s) => s.overlay);
}

/**
 * `usePendingHabitDays` one frame late: a change shows only after the frame that follows it is
 * painted, and in a transition React may interrupt. For the whole day's figures on home (streaks,
 * the day's progress, the sections): a tap then re-renders its own row alone (which reads its
 * entry with `usePendingHabitDay`), and that row is on screen before anything else is worked out.
 */
export function usePendingHabitDaysAfterPaint(): Record<string, PendingHabitDay> {
  const [overlay, setOverlay] = useState(() => useOutboxStore.getState().overlay);
  useEffect(() => {
    let live = true;
    let latest = useOutboxStore.getState().overlay;
    setOverlay(latest); // a change between the render and this effect
    const unsubscribe = useOutboxStore.subscribe((s) => {
      if (s.overlay === latest) return;
      latest = s.overlay;
      void afterNextPaint().then(() => {
        if (live) startTransition(() => setOverlay(latest));
      });
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return overlay;
}

/** Whether the device is online (the browser's `online` / `offline` events). */
export function useOnline(): boolean {
  return useOutboxStore((s) => s.online);
}

/**
 * Whether queued answers are being sent right now (online and a sync run going). `relevant`
 * false (a habit-day card with nothing waiting) is always false and never re-renders on a sync
 * run: home's cards are most of its rendering, and a run at app start toggles this twice.
 */
export function useSending(relevant = true): boolean {
  return useOutboxStore((s) => relevant && s.online && s.syncing);
}

export interface OutboxSummary {
  online: boolean;
  syncing: boolean;
  /** Items still to be sent (not counting refused ones). */
  waiting: number;
  failed: number;
  lastSyncedAt: number | null;
}

export function useOutboxSummary(): OutboxSummary {
  return useOutboxStore(
    useShallow((s) => ({
      online: s.online,
      syncing: s.syncing,
      waiting: s.waiting,
      failed: s.failed.length,
      lastSyncedAt: s.lastSyncedAt,
    })),
  );
}

/** Items the server refused, oldest first, each with the server's reason. */
export function useFailedOutboxItems(): OutboxItem[] {
  return useOutboxStore((s) => s.failed);
}
