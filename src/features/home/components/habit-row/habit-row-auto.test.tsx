// A frequency habit's day inside a met window shows "Done" (docs/schedules.md "Days done by the
// frequency"), not "Missed", and says so in its accessible name; a checked day stays "Met".
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { addDaysIso } from '@shared/scores/dates';
import { currentToday } from '@/hooks/use-today';
import { useUserStore } from '@/stores/user-store';
import { renderWithRouter } from '@/testing/test-utils';
import type { HabitTree } from '@/hooks/use-habits';
import { HabitRow } from './habit-row';

const wakeUp = {
  id: 7,
  name: 'Wake up early',
  color: '#2563eb',
  daily_target: null,
  freq_num: 3,
  freq_den: 7,
  weekdays: null,
  questions: [
    {
      id: 70,
      habit_id: 7,
      question: 'Up by 6?',
      position: 0,
      kind: 'choice',
      option_metadata: [
        { id: 701, question_id: 70, label: 'Yes', score_value: 10 },
        { id: 702, question_id: 70, label: 'No', score_value: 0 },
      ],
    },
  ],
} as unknown as HabitTree;

function show(figureReached: boolean, server?: DailyHabitScoreWithAnswers) {
  useUserStore.setState({ userId: '00000000-0000-4000-8000-0000000000c7', userEmail: 'a@x.io' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRouter(
    <QueryClientProvider client={client}>
      <HabitRow
        habit={wakeUp}
        date={addDaysIso(currentToday(), -1)}
        server={server}
        search=""
        notLoaded={false}
        figure="3 of 3 this week"
        figureReached={figureReached}
        status={null}
        paused={false}
      />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('article', { name: 'Wake up early' }));
}

afterEach(() => {
  useUserStore.getState().reset();
});

describe('HabitRow: a day done by the frequency', () => {
  it('an unanswered day inside a met window is "Done (3 of 3 this week)", not missed', () => {
    const row = show(true);
    const mark = row.getByText('Done');
    expect(mark.className).toContain('is-auto');
    expect(mark.textContent).toBe('Done (done by the frequency (3 of 3 this week))');
    expect(row.queryByText('Missed')).toBeNull();
  });

  it('outside a met window the same day is missed', () => {
    const row = show(false);
    expect(row.getByText('Missed')).toBeTruthy();
    expect(row.queryByText('Done')).toBeNull();
  });
});
