/**
 * The day being answered, kept in the URL (?date=yyyy-MM-dd) so a reload or a link keeps it.
 * Without one it is today as the app counts it (useToday: the setting "Day starts at" applies).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentToday, useToday } from './use-today';
import { isIsoDate } from '@shared/scores/dates';

export function useSelectedDay() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const raw = params.get('date');
  // Future or malformed dates fall back to today: answering the future is not allowed.
  const date = raw && isIsoDate(raw) && raw <= today ? raw : today;
  const setDate = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === currentToday()) p.delete('date');
          else p.set('date', next);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { date, today, setDate, search: date === today ? '' : `?date=${date}` };
}
