/**
 * The overlay of the offline owner: a zustand mirror of the signed-in user's outbox for the UI.
 * The source of truth is IndexedDB (outbox.ts); this store is rebuilt from it after every change
 * (outbox-overlay.ts works it out), and a tap shows up here synchronously (a "local edit") before
 * the IndexedDB write finishes, so the screen updates at once. `lastSyncedAt` is persisted per
 * user in the outbox record. Only the owner (queue-owner.ts, habit-day-queue.ts, browser-events.ts)
 * changes it; screens read it through the hooks of outbox-hooks.ts, which habit-day-queue.ts
 * re-exports.
 */
import { create } from 'zustand';
import { habitDayKey } from './habit-day-key';
import {
  emptyRecord,
  type CheckInItem,
  type OutboxItem,
  type OutboxRecord,
  type QueuedItem,
} from './outbox-record';
import { deriveKeeping, toPending, type LocalEdit, type PendingHabitDay } from './outbox-overlay';

export type { LocalEdit, PendingHabitDay } from './outbox-overlay';

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
  failed: QueuedItem[];
  overlay: Record<string, PendingHabitDay>;
  checkIns: CheckInItem[];
  waiting: number;
  checkInsWaiting: number;
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

const initial = () => ({
  userId: null as string | null,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  base: emptyRecord(),
  loaded: false,
  localEdits: [] as LocalEdit[],
  sent: {} as Record<string, PendingHabitDay>,
  items: [] as OutboxItem[],
  failed: [] as QueuedItem[],
  overlay: {} as Record<string, PendingHabitDay>,
  checkIns: [] as CheckInItem[],
  waiting: 0,
  checkInsWaiting: 0,
  lastSyncedAt: null as number | null,
  /** Habit-days whose edit sent was older than another device's, by key: when it was learnt. */
  superseded: {} as Record<string, number>,
});

/** How long "Changed on another device" shows after the server said so. */
const SUPERSEDED_NOTE_MS = 15_000;

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
