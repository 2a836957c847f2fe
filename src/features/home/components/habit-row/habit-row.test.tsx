// fake-indexeddb stands in for the IndexedDB a browser provides (jsdom has none): a tap goes
// through the real offline queue (services/offline/habit-day-queue.ts).
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { currentToday } from '@/hooks/use-today';
import { clearOtherOutboxes } from '@/services/offline/outbox';
import {
  habitDayKey,
  startOfflineSync,
  usePendingHabitDays,
} from '@/services/offline/habit-day-queue';
import { useOutboxStore } from '@/services/offline/outbox-store';
import { useUserStore } from '@/stores/user-store';
import { afterNextPaint } from '@/lib/after-next-paint';
import { renderWithRouter } from '@/testing/test-utils';
import type { HabitTree } from '@/hooks/use-habits';
import * as dayCard from '@/components/habit-day/use-habit-day-card';
import { HabitRow, type HabitRowProps } from './habit-row';

// A spy that only counts: each row's render calls its view-model once (the real one runs).
vi.mock('@/components/habit-day/use-habit-day-card', async (importOriginal) => {
  const real = await importOriginal<typeof dayCard>();
  return { ...real, useHabitDayCard: vi.fn(real.useHabitDayCard) };
});

const yesNo = (habitId: number): QuestionWithOptions =>
  ({
    id: habitId * 10,
    habit_id: habitId,
    question: `Did you do habit ${habitId}?`,
    position: 0,
    kind: 'choice',
    option_metadata: [
      { id: habitId * 100 + 1, question_id: habitId * 10, label: 'Yes', score_value: 10 },
      { id: habitId * 100 + 2, question_id: habitId * 10, label: 'No', score_value: 0 },
    ],
  }) as unknown as QuestionWithOptions;

const water = {
  id: 40,
  habit_id: 4,
  question: 'Glasses of water',
  position: 0,
  kind: 'number',
  unit: 'glasses',
  target: 8,
  target_type: 'at_least',
  points: 10,
  option_metadata: [],
} as unknown as QuestionWithOptions;

const habit = (id: number, name: string, questions = [yesNo(id)]): HabitTree =>
  ({
    id,
    name,
    color: '#2563eb',
    daily_target: null,
    freq_num: 1,
    freq_den: 1,
    weekdays: null,
    questions,
  }) as unknown as HabitTree;

const HABITS = [
  habit(1, 'Walk'),
  habit(2, 'Read'),
  habit(3, 'Stretch'),
  habit(4, 'Water', [water]),
  habit(5, 'Meditate'),
];

/** Home in miniature: the parent re-renders on every queued answer, as home's list does. */
function Rows({ date }: { date: string }) {
  usePendingHabitDays();
  return (
    <>
      {HABITS.map((h) => {
        const props: HabitRowProps = {
          habit: h,
          date,
          server: undefined,
          search: '',
          notLoaded: false,
          figure: null,
          figureReached: false,
          status: null,
          paused: false,
        };
        return <HabitRow key={h.id} {...props} />;
      })}
      <button type="button">Elsewhere</button>
    </>
  );
}

const rendersOf = (habitId: number) =>
  vi.mocked(dayCard.useHabitDayCard).mock.calls.filter(([input]) => input.habit.id === habitId)
    .length;

const row = (name: string) => screen.getByRole('article', { name });

let stop: (() => void) | null = null;
beforeEach(async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  await clearOtherOutboxes(null);
  useUserStore.setState({ userId: '00000000-0000-4000-8000-0000000000c3', userEmail: 'r@x.io' });
  stop = startOfflineSync();
  vi.mocked(dayCard.useHabitDayCard).mockClear();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRouter(
    <QueryClientProvider client={client}>
      <Rows date={currentToday()} />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  stop?.();
  stop = null;
  useUserStore.getState().reset();
});

describe('HabitRow on home', () => {
  it('a tap re-renders the tapped row only', async () => {
    const user = userEvent.setup();
    const before = [1, 2, 3].map(rendersOf);
    await user.click(within(row('Walk')).getByRole('button', { name: /^Yes/ }));
    await within(row('Walk')).findByText('Met');
    expect(rendersOf(1)).toBeGreaterThan(before[0]);
    expect([rendersOf(2), rendersOf(3)]).toEqual([before[1], before[2]]);
  });

  it("a tap's frame shows the answer and the total; the mark and the sync words follow", async () => {
    const stretch = within(row('Stretch'));
    fireEvent.click(stretch.getByRole('button', { name: /^Yes/ }));
    expect(stretch.getByRole('button', { name: /^Yes/ })).toHaveAttribute('aria-pressed', 'true');
    expect(stretch.getByTestId('day-total')).toHaveTextContent('10 / 10 points');
    expect(stretch.queryByText('Met')).not.toBeInTheDocument();
    expect(stretch.queryByText('Waiting to sync')).not.toBeInTheDocument();
    await stretch.findByText('Met');
    await stretch.findByText('Waiting to sync');
  });

  it('a tap asks for the frame that shows it before it queues the answer', async () => {
    await afterNextPaint(); // no wait left over from an earlier tap
    const queued = () => habitDayKey(5, currentToday()) in useOutboxStore.getState().overlay;
    const queuedAtRequest: boolean[] = [];
    const request = window.requestAnimationFrame.bind(window);
    const spy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      queuedAtRequest.push(queued());
      return request(callback);
    });
    fireEvent.click(within(row('Meditate')).getByRole('button', { name: /^Yes/ }));
    spy.mockRestore();
    expect(queued()).toBe(true);
    expect(queuedAtRequest[0]).toBe(false);
  });

  it('folds once answered, keeps a note one tap away, and opens again on its chevron', async () => {
    const user = userEvent.setup();
    await user.click(within(row('Read')).getByRole('button', { name: /^Yes/ }));
    const read = within(row('Read'));
    // The tap's frame shows the answer chosen in the open row; the row folds after it.
    expect(read.getByRole('button', { name: /^Yes/ })).toHaveAttribute('aria-pressed', 'true');
    await read.findByText('Met');
    await vi.waitFor(() =>
      expect(read.queryByRole('button', { name: /^Yes/ })).not.toBeInTheDocument(),
    );
    expect(read.queryByRole('button', { name: /^Skip/ })).not.toBeInTheDocument();

    await user.click(read.getByRole('button', { name: 'Add a note: Read' }));
    await user.type(read.getByLabelText('Note for "Did you do habit 2?"'), 'a chapter{Enter}');
    await read.findByRole('button', { name: 'Edit note: a chapter' });

    await user.click(read.getByRole('button', { name: 'Open Read' }));
    expect(read.getByRole('button', { name: /^Yes/ })).toHaveAttribute('aria-pressed', 'true');
    expect(read.getByRole('button', { name: 'Fold Read' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Another answer chosen in the opened row folds it again, after the frame that shows it.
    await user.click(read.getByRole('button', { name: /^No/ }));
    expect(read.getByRole('button', { name: /^No/ })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() =>
      expect(read.queryByRole('button', { name: /^No/ })).not.toBeInTheDocument(),
    );
    expect(read.getByRole('button', { name: 'Open Read' })).toBeInTheDocument();
  });

  it('a number row stays open while its field is used and folds after a tap elsewhere', async () => {
    const user = userEvent.setup();
    const w = within(row('Water'));
    expect(w.getByTestId('number-target')).toHaveTextContent('of 8 glasses');
    await user.click(w.getByRole('button', { name: 'Plus 1: Glasses of water' }));
    await user.click(w.getByRole('button', { name: 'Plus 1: Glasses of water' }));
    expect(w.getByRole('textbox', { name: 'Glasses of water' })).toHaveValue('2');
    expect(w.getByTestId('number-score')).toHaveTextContent('+3 points');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await vi.waitFor(() =>
      expect(w.queryByRole('textbox', { name: 'Glasses of water' })).not.toBeInTheDocument(),
    );
    expect(w.getByRole('button', { name: 'Open Water' })).toBeInTheDocument();
  });
});
