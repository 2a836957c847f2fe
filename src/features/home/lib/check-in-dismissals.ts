/**
 * "Not this week" on home's weekly check-in (docs/domain.md "Automaticity check-in"): the date the
 * check-in of each habit was put off, kept on this device (localStorage, one JSON object by habit
 * id; registered in lib/session-cleanup.ts as the user's, so it goes at logout). A put-off check-in
 * comes back 7 days later (`shouldOfferCheckIn`, src/lib/automaticity/check-in-offer.ts).
 *
 * On the device rather than in the account: it is a "not now" about a prompt, not data about the
 * habit (nothing reads it but home's offer, it is never exported), and it must work offline at
 * once. Another device may ask again that week; answering there stops both asking.
 */
import { useCallback, useState } from 'react';
import { isIsoDate, type IsoDate } from '@shared/scores/dates';
import { USER_STORAGE_KEYS } from '@/lib/session-cleanup';
import { readItem, writeItem } from '@/lib/storage';

const KEY = USER_STORAGE_KEYS.checkInDismissed;

export type Dismissals = Readonly<Record<number, IsoDate>>;

/** The stored dismissals; anything malformed is left out. */
function readDismissals(): Dismissals {
  try {
    const parsed: unknown = JSON.parse(readItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([id, date]) => /^\d+$/.test(id) && isIsoDate(date)),
    ) as Dismissals;
  } catch {
    return {};
  }
}

/** The dismissals of this device and `dismiss(habitId, today)`, which keeps one. */
export function useCheckInDismissals(): [Dismissals, (habitId: number, date: IsoDate) => void] {
  const [dismissals, setDismissals] = useState(readDismissals);
  const dismiss = useCallback((habitId: number, date: IsoDate) => {
    const next = { ...readDismissals(), [habitId]: date };
    writeItem(KEY, JSON.stringify(next));
    setDismissals(next);
  }, []);
  return [dismissals, dismiss];
}
