import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repositories } from '@/api/app-repositories';
import type { ConsequenceSummary } from '@/api/consequences';
import type { HabitMetadata } from '@/api/habit-metadata';
import type { HabitPerformance } from '@/api/habit-performance';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { renderRoutes } from '@/testing/test-utils';
import DashboardPage from './dashboard-page';

// Friday 20 November 2026, noon local time.
const NOW = new Date(2026, 10, 20, 12, 0, 0);

const habit = (id: number, name: string, extra: Partial<HabitMetadata> = {}) =>
  ({
    id,
    name,
    color: id === 1 ? '#2563eb' : '#db2777',
    archived: false,
    position: id,
    daily_target: null,
    description: null,
    ...extra,
  }) as HabitMetadata;

/** One question whose best option scores `max`. */
const question = (habitId: number, max: number) =>
  ({
    id: habitId * 10,
    habit_id: habitId,
    question: 'How did it go?',
    position: 0,
    option_metadata: [
      { id: habitId * 100, question_id: habitId * 10, label: 'No', score_value: 0, position: 0 },
      {
        id: habitId * 100 + 1,
        question_id: habitId * 10,
        label: 'Yes',
        score_value: max,
        position: 1,
      },
    ],
  }) as unknown as QuestionWithOptions;

const performance = (habitId: number, extra: Partial<HabitPerformance> = {}) =>
  ({
    habit_id: habitId,
    period_type: 'all_time',
    days_tracked: 3,
    days_met: 2,
    total_score: 22,
    average_score: 7.33,
    completion_pct: 66.7,
    current_streak: 2,
    longest_streak: 2,
    last_checkmark_date: '2026-11-20',
    ...extra,
  }) as HabitPerformance;

function mockReads({
  habits = [habit(1, 'Morning routine'), habit(2, 'Reading')],
  questions = [question(1, 10), question(2, 5)],
  totals = [
    { habit_id: 1, date: '2026-11-18', total_score: 4, skipped: false },
    { habit_id: 1, date: '2026-11-19', total_score: 10, skipped: false },
    { habit_id: 1, date: '2026-11-20', total_score: 8, skipped: false },
    { habit_id: 2, date: '2026-11-20', total_score: 5, skipped: false },
  ],
  perf = [performance(1), performance(2, { days_tracked: 1, days_met: 1, completion_pct: 100 })],
  consequences = [
    {
      habit_id: 1,
      consequence_id: 9,
      title: 'No dessert',
      kind: 'penalty',
      times_triggered: 3,
      times_fulfilled: 2,
      pending: 1,
      last_triggered: '2026-11-12',
    },
  ] as ConsequenceSummary[],
} = {}) {
  vi.spyOn(repositories.habitMetadata, 'readAll').mockResolvedValue(habits);
  vi.spyOn(repositories.questionMetadata, 'readAllWithOptions').mockResolvedValue(questions);
  const year = vi
    .spyOn(repositories.dailyHabitScores, 'readTotalsInRange')
    .mockResolvedValue(totals.map((t) => ({ ...t, skipped: false })));
  const performance = vi
    .spyOn(repositories.habitPerformance, 'readByPeriod')
    .mockResolvedValue(perf);
  vi.spyOn(repositories.consequenceSummary, 'readAll').mockResolvedValue(consequences);
  vi.spyOn(repositories.habitPause, 'readAll').mockResolvedValue([]);
  return { year, performance };
}

function renderPage(path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <QueryClientProvider client={client}>
            <DashboardPage />
          </QueryClientProvider>
        ),
      },
      { path: '/', element: <p>home</p> },
      { path: '/addhabit', element: <p>add habit</p> },
    ],
    [path],
  );
}

describe('DashboardPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads a year of every habit in one request, from the start of the week 52 weeks back', async () => {
    const { year } = mockReads();
    renderPage();
    await screen.findByRole('heading', { name: 'Last 12 months', level: 2 });
    expect(year).toHaveBeenCalledTimes(1);
    expect(year).toHaveBeenCalledWith('2025-11-17', '2026-11-20');
  });

  it("reads all-time performance as of the user's today, not the server's", async () => {
    const { performance } = mockReads();
    renderPage();
    await screen.findByRole('heading', { name: 'Last 12 months', level: 2 });
    expect(performance).toHaveBeenCalledWith('all_time', '2026-11-20');
    // Left open into the next day: read again, as of that day.
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(performance).toHaveBeenLastCalledWith('all_time', '2026-11-21'));
  });

  it('shows all habits together: the heatmap, weekly bars, strength, performance and consequences', async () => {
    mockReads();
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Habit' })).toHaveValue('all');
    expect(screen.getByRole('heading', { name: 'Insights', level: 1 })).toBeInTheDocument();

    // Heatmap: the two habits' totals against their maxima added up (10 + 5).
    const map = screen.getByRole('group', { name: /^All habits: a year of days/ });
    expect(
      within(map).getByRole('img', { name: '2026-11-20: 13 / 15 (87 %)' }),
    ).toBeInTheDocument();
    expect(
      within(map).getByRole('img', { name: '2026-11-19: 10 / 15 (67 %)' }),
    ).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: '2026-11-17: not answered' })).toBeInTheDocument();
    expect(within(map).getAllByRole('img')).toHaveLength(52 * 7 + 5);

    // This week (from Monday 16 Nov): 4 + 10 + 13 = 27 of 7 x 15.
    expect(screen.getByRole('button', { name: 'This week: 27 / 105 (26 %)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Week of|This week)/ })).toHaveLength(12);

    // Strength: one line per habit in the legend.
    const strength = screen.getByRole('region', { name: 'Strength' });
    expect(within(strength).getByText('Morning routine')).toBeInTheDocument();
    expect(within(strength).getByText('Reading')).toBeInTheDocument();

    const perf = screen.getByRole('region', { name: 'All-time performance' });
    const morning = within(perf).getByRole('heading', { name: 'Morning routine', level: 3 })
      .parentElement as HTMLElement;
    expect(within(morning).getByText('Days tracked').nextSibling).toHaveTextContent('3');
    expect(within(morning).getByText('Completion').nextSibling).toHaveTextContent('66.7 %');
    expect(within(morning).getByText('Current streak').nextSibling).toHaveTextContent('2 days');
    expect(within(morning).getByText('Average score').nextSibling).toHaveTextContent('7.33');
    expect(within(morning).getByText('Last check-mark').nextSibling).toHaveTextContent(
      '20 Nov 2026',
    );

    const consequences = screen.getByRole('region', { name: 'Consequences' });
    expect(within(consequences).getByText('No dessert')).toBeInTheDocument();
    expect(
      within(consequences).getByRole('img', { name: 'Fired 3 times: 2 carried out, 1 pending' }),
    ).toBeInTheDocument();
    expect(
      within(consequences).getByText(/Fired 3× · 2 done · 1 pending · last 12 Nov 2026/),
    ).toBeInTheDocument();
  });

  it('narrows every picture to the habit picked, kept in the URL', async () => {
    mockReads();
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Habit' }),
      'Morning routine',
    );
    expect(router.state.location.search).toBe('?habit=1');
    const map = screen.getByRole('group', { name: /^Morning routine: a year of days/ });
    expect(within(map).getByRole('img', { name: '2026-11-20: 8 / 10 (80 %)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This week: 22 / 70 (31 %)' })).toBeInTheDocument();
    const perf = screen.getByRole('region', { name: 'All-time performance' });
    expect(within(perf).queryByRole('heading', { name: 'Reading' })).not.toBeInTheDocument();
    // The penalty belongs to this habit; the other habit has none.
    expect(screen.getByText('No dessert')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Habit' }), 'Reading');
    expect(screen.getByText('No consequences set for these habits.')).toBeInTheDocument();
  });

  it("a habit picked charts each of its number questions' values over 90 days", async () => {
    const water = {
      id: 30,
      habit_id: 3,
      question: 'Glasses of water',
      position: 0,
      kind: 'number',
      unit: 'glasses',
      target: 8,
      target_type: 'at_least',
      points: 10,
      option_metadata: [],
    } as unknown as QuestionWithOptions;
    mockReads({
      habits: [habit(1, 'Morning routine'), habit(3, 'Water')],
      questions: [question(1, 10), water],
    });
    const values = vi.spyOn(repositories.dailyHabitScores, 'readValuesSince').mockResolvedValue([
      { date: '2026-11-19', answer_entry: [{ question_id: 30, value: 6 }] },
      { date: '2026-11-20', answer_entry: [{ question_id: 30, value: 9 }] },
    ]);
    renderPage();
    await screen.findByRole('heading', { name: 'Last 12 months', level: 2 });
    // All habits: no values chart.
    expect(screen.queryByRole('region', { name: 'Glasses of water over time' })).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Habit' }), 'Water');
    const card = await screen.findByRole('region', { name: 'Glasses of water over time' });
    expect(values).toHaveBeenCalledWith(3, '2026-08-23');
    const plot = within(card).getByRole('group', { name: /Glasses of water by day answered/ });
    act(() => plot.focus());
    await user.keyboard('{End}');
    expect(within(card).getByText('20 Nov: 9 glasses')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(card).getByText('19 Nov: 6 glasses')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Habit' }), 'Morning routine');
    expect(screen.queryByRole('region', { name: 'Glasses of water over time' })).toBeNull();
  });

  it('opens on the habit of the URL and offers archived habits apart', async () => {
    mockReads({
      habits: [habit(1, 'Morning routine'), habit(2, 'Reading', { archived: true })],
    });
    renderPage('/dashboard?habit=2');
    const select = await screen.findByRole('combobox', { name: 'Habit' });
    expect(select).toHaveValue('2');
    expect(within(select).getByRole('group', { name: 'Archived' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2026-11-20: 5 / 5 (100 %)' })).toBeInTheDocument();
  });

  it('shows the figures of a day or a week when tapped', async () => {
    mockReads();
    renderPage('/dashboard?habit=1');
    const user = userEvent.setup();
    const cell = await screen.findByRole('img', { name: '2026-11-19: 10 / 10 (100 %)' });
    await user.click(cell);
    expect(screen.getByText('Thu 19 Nov 2026: 10 / 10 (100 %)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'This week: 22 / 70 (31 %)' }));
    expect(
      screen.getByText('16 Nov – 22 Nov: 22 / 70 (31 %), 3 of 7 days answered'),
    ).toBeInTheDocument();
  });

  it('moves between days with the arrow keys', async () => {
    mockReads();
    renderPage('/dashboard?habit=1');
    const user = userEvent.setup();
    const map = await screen.findByRole('group', { name: /^Morning routine: a year of days/ });
    map.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('Thu 19 Nov 2026: 10 / 10 (100 %)')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Thu 12 Nov 2026: not answered')).toBeInTheDocument();
    await user.keyboard('{End}{ArrowDown}');
    // Never past today.
    expect(screen.getByText('Fri 20 Nov 2026: 8 / 10 (80 %)')).toBeInTheDocument();
  });

  it('leads to addhabit when there is no habit', async () => {
    mockReads({ habits: [], questions: [], totals: [], perf: [], consequences: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No habits yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a habit' })).toHaveAttribute('href', '/addhabit');
  });

  it('leads home when no habit was ever answered', async () => {
    mockReads({
      totals: [],
      perf: [performance(1, { days_tracked: 0, days_met: 0 }), performance(2, { days_tracked: 0 })],
      consequences: [],
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing to show yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Answer today's habits" })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('still shows the figures of a habit answered only more than a year ago', async () => {
    mockReads({ totals: [], perf: [performance(1, { last_checkmark_date: '2024-05-01' })] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Last 12 months' })).toBeInTheDocument();
    expect(screen.getByText('1 May 2024')).toBeInTheDocument();
  });
});
