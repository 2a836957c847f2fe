/**
 * "Today" for every screen: the local calendar date of now, where a day starts at the hour of the
 * setting "Day starts at" (midnight by default), so after a late night 00:30 is still the evening's
 * day (`todayLocal`, _shared/scores/dates.ts). The date of a check-mark is not this: it is the day
 * the user is answering, whatever day that is.
 *
 * Components using it render again when the date changes: at the next day start (a timer), when
 * the app comes back into view or gets the focus (a sleeping phone or a background tab may have
 * missed the timer), and when the setting changes. One timer serves every component using it.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { nextDayStart, type IsoDate } from '@shared/scores/dates';
import { useSettingsStore } from '@/stores/settings-store';
import { currentToday } from '@/stores/today';

export { currentToday };

// setTimeout takes at most 2^31 - 1 ms; a day is far below, this only guards odd clocks.
const MAX_DELAY = 2_147_483_647;

/** The components using today: one timer and one set of listeners serves them all. */
const subscribers = new Set<() => void>();
let stopClock: (() => void) | null = null;

function startClock(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const now = new Date();
    const delay =
      nextDayStart(now, useSettingsStore.getState().dayStartHour).getTime() - now.getTime();
    timer = setTimeout(check, Math.min(Math.max(delay, 0), MAX_DELAY));
  };
  // React compares the new snapshot with the last one and renders only when the date changed.
  const check = () => {
    for (const onChange of [...subscribers]) onChange();
    schedule();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const unsubscribeSettings = useSettingsStore.subscribe((state, previous) => {
    if (state.dayStartHour !== previous.dayStartHour) check();
  });
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', check);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribeSettings();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', check);
  };
}

function subscribe(onChange: () => void): () => void {
  subscribers.add(onChange);
  stopClock ??= startClock();
  return () => {
    subscribers.delete(onChange);
    if (subscribers.size === 0) {
      stopClock?.();
      stopClock = null;
    }
  };
}

const getSnapshot = () => currentToday();

/** Today's date (`yyyy-MM-dd`) with the user's day start hour; see the top of this file. */
export function useToday(): IsoDate {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * Calls `onNewDay` when today changes while the component is mounted (not on the first render):
 * for reads that depend on the date but keep one cache key, so what was last seen still shows
 * offline on a new day, e.g. a query's refetch. Returns today.
 */
export function useOnNewDay(onNewDay: (today: IsoDate) => void): IsoDate {
  const today = useToday();
  const seen = useRef(today);
  const callback = useRef(onNewDay);
  useEffect(() => {
    callback.current = onNewDay;
  });
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    callback.current(today);
  }, [today]);
  return today;
}
