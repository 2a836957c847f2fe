/**
 * useScoresInRange hands the screens only what they use (byDay, loaded, fetchStatus), so a cache
 * update that changes none of them (the same rows written again: new timestamps, same data) does
 * not render home again. Spreading the whole query result subscribed them to every field.
 */
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { scoreKeys } from '@/api/daily-habit-scores-queries';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { useScoresInRange } from './use-day-scores';

const DAY = '2026-11-20';
const rows = () =>
  [
    { habit_id: 1, date: DAY, total_score: 10, skipped: false, answer_entry: [] },
  ] as unknown as DailyHabitScoreWithAnswers[];

it('does not render again when the same rows are written again', async () => {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const key = scoreKeys.range(DAY, DAY);
  client.setQueryData(key, rows());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let renders = 0;
  const { result } = renderHook(
    () => {
      renders++;
      return useScoresInRange(DAY, DAY);
    },
    { wrapper },
  );
  expect(result.current.byDay.get(`1:${DAY}`)?.total_score).toBe(10);
  const before = renders;
  // Equal rows: structural sharing keeps the data; only the timestamps move.
  // (TanStack notifies on the next task: wait for it.)
  await act(async () => {
    client.setQueryData(key, rows());
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(renders).toBe(before);
  // New data does render.
  await act(async () => {
    client.setQueryData(key, [{ ...rows()[0], total_score: 20 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(result.current.byDay.get(`1:${DAY}`)?.total_score).toBe(20);
  expect(renders).toBe(before + 1);
  client.clear();
});
