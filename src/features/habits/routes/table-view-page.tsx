/**
 * tableview: habits by the last 7, 14 or 30 days, newest day first (so today is in view on a
 * phone); each cell is the day's total shaded by its percentage, marked met or missed, or a
 * skipped, paused or not-due day marked as such (lib/table-cell.ts, the rules of
 * lib/scores/schedule.ts); a tap answers that day.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { pauseQueries } from '@/api/habit-pause-queries';
import { paths } from '@/config/paths';
import { useToday } from '@/hooks/use-today';
import { lastNDays, parseIsoDate, toLocalIsoDate } from '@/lib/scores/dates';
import { givesAnswer } from '@/api/habit-day';
import { pausesForHabit } from '@/lib/scores/schedule';
import { habitDayKey, usePendingHabitDays } from '@/services/offline/habit-day-queue';
import { useHabitTrees, useScoresInRange, type HabitTree } from '../api/use-habits';
import { dayLabel } from '../components/day-switcher';
import { HabitDayCard } from '../components/habit-day-card';
import { dayMark, dayMarkText } from '../lib/day-mark';
import { dayState } from '../lib/day-state';
import { NEUTRAL_MARKS, cellValues, cellValuesWords, tableCell } from '../lib/table-cell';
import '../habits.css';

export const TABLE_RANGES = [7, 14, 30] as const;
type Range = (typeof TABLE_RANGES)[number];

export default function TableViewPage() {
  const [range, setRange] = useState<Range>(7);
  const today = useToday();
  const days = useMemo(() => lastNDays(range, today).reverse(), [range, today]);
  const habits = useHabitTrees();
  const scores = useScoresInRange(days[days.length - 1], days[0]);
  const pending = usePendingHabitDays();
  const pauses = useQuery(pauseQueries.list());
  const [open, setOpen] = useState<{ habit: HabitTree; date: string } | null>(null);

  let body;
  if (habits.isPending) body = <PageSpinner label="Loading your habits…" />;
  else if (!habits.data || habits.data.length === 0) {
    body = (
      <EmptyState
        icon="▦"
        title="No habits yet"
        actions={<ButtonLink to={paths.addHabit.build()}>Add a habit</ButtonLink>}
      >
        <p>Your habits appear here day by day once you add one.</p>
      </EmptyState>
    );
  } else {
    body = (
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Habits by day">
        <table className={range === 7 ? 'habit-table is-week' : 'habit-table'}>
          <caption className="visually-hidden">
            Each cell is the day's total score; tap it to answer that day.
          </caption>
          <thead>
            <tr>
              <th scope="col" className="habit-table-name">
                Habit
              </th>
              {days.map((d) => {
                const date = parseIsoDate(d);
                return (
                  <th key={d} scope="col" className={d === today ? 'is-today' : ''}>
                    <span className="th-weekday">{format(date, 'EEE')}</span>
                    <span className="th-day">{format(date, 'd')}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {habits.data.map((habit) => (
              <tr key={habit.id} style={{ ['--habit-color' as string]: habit.color ?? undefined }}>
                <th scope="row" className="habit-table-name">
                  <span className="habit-table-row-name">
                    <span className="habit-dot" aria-hidden="true" />
                    <span className="habit-table-label">{habit.name}</span>
                  </span>
                </th>
                {days.map((d) => {
                  const key = habitDayKey(habit.id, d);
                  const server = scores.byDay.get(key);
                  const state = dayState(habit.questions, server, pending[key]);
                  const cell = tableCell({
                    habitName: habit.name,
                    date: d,
                    dateLabel: dayLabel(d, today),
                    schedule: habit,
                    pauses: pausesForHabit(pauses.data ?? [], habit.id),
                    // An answer waiting to be sent un-skips the day (save_habit_day does).
                    skipped: server?.skipped === true && !pending[key]?.answers.some(givesAnswer),
                    state,
                  });
                  if (cell.kind !== 'answered' && cell.kind !== 'unanswered') {
                    // Skipped, paused or not due: counts nowhere, neither met nor missed.
                    return (
                      <td key={d}>
                        <button
                          type="button"
                          className={[
                            'table-cell',
                            `is-${cell.kind.replace('_', '-')}`,
                            pending[key] ? 'is-pending' : '',
                          ].join(' ')}
                          aria-label={cell.label}
                          onClick={() => setOpen({ habit, date: d })}
                        >
                          {cell.text}
                        </button>
                      </td>
                    );
                  }
                  // Met or missed; nothing before the habit began, nor for a day not loaded.
                  const judged =
                    state.hasCheckmark ||
                    (scores.loaded && d >= toLocalIsoDate(habit.created_at) && d < today);
                  const mark = judged
                    ? dayMark({
                        hasCheckmark: state.hasCheckmark,
                        total: state.total,
                        target: habit.daily_target ?? null,
                        date: d,
                        today,
                      })
                    : 'open';
                  const markText =
                    mark === 'open'
                      ? ''
                      : `, ${dayMarkText(mark, habit.daily_target ?? null, state.hasCheckmark)}`;
                  // 12..55 % of the habit's colour: visible at 0 points, readable at 100 % with any colour.
                  const shade = state.hasCheckmark
                    ? Math.round(12 + (43 * state.percent) / 100)
                    : 0;
                  // A number question's value shows in the cell with its unit.
                  const values = state.hasCheckmark ? cellValues(habit.questions, state) : [];
                  const valueWords = values.length > 0 ? `${cellValuesWords(values)}, ` : '';
                  return (
                    <td key={d}>
                      <button
                        type="button"
                        className={[
                          'table-cell',
                          state.hasCheckmark ? 'is-answered' : '',
                          values.length > 0 ? 'has-value' : '',
                          pending[key] ? 'is-pending' : '',
                          mark === 'open' ? '' : `is-${mark}`,
                        ].join(' ')}
                        style={{ ['--shade' as string]: `${shade}%` }}
                        aria-label={`${habit.name}, ${dayLabel(d, today)}: ${
                          state.hasCheckmark
                            ? `${valueWords}${state.total} points, ${Math.round(state.percent)}%`
                            : 'not answered'
                        }${markText}`}
                        onClick={() => setOpen({ habit, date: d })}
                      >
                        {values.length > 0 ? (
                          <span className="table-cell-value" data-testid="cell-value">
                            {values[0].value}
                            {/* A space, so the name read from the text says "5 glasses". */}
                            {values[0].unit ? (
                              <span className="table-cell-unit"> {values[0].unit}</span>
                            ) : null}
                          </span>
                        ) : state.hasCheckmark ? (
                          state.total
                        ) : (
                          '·'
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
    body = (
      <>
        {body}
        <p className="table-legend">
          <span>
            <span className="table-legend-mark" aria-hidden="true">
              ·
            </span>{' '}
            not answered
          </span>
          {(['skipped', 'paused', 'not_due'] as const).map((k) => (
            <span key={k}>
              <span className={`table-legend-mark is-${k.replace('_', '-')}`} aria-hidden="true">
                {NEUTRAL_MARKS[k].text}
              </span>{' '}
              {NEUTRAL_MARKS[k].words}
            </span>
          ))}
        </p>
      </>
    );
  }

  const current = open ? habits.data?.find((h) => h.id === open.habit.id) : undefined;

  return (
    <div className="habit-page table-page">
      <PageHeader
        title="Table"
        description="Your habits day by day. Tap a cell to answer that day."
        actions={
          <div className="segmented" role="radiogroup" aria-label="Days shown">
            {TABLE_RANGES.map((r) => (
              <button
                key={r}
                type="button"
                role="radio"
                aria-checked={range === r}
                className={range === r ? 'is-active' : ''}
                onClick={() => setRange(r)}
              >
                {r} days
              </button>
            ))}
          </div>
        }
      />
      {body}
      <Modal
        open={Boolean(open && current)}
        title={open ? `${open.habit.name} · ${dayLabel(open.date, today)}` : ''}
        onClose={() => setOpen(null)}
        className="answer-dialog"
      >
        {open && current ? (
          <>
            <HabitDayCard
              habit={current}
              date={open.date}
              server={scores.byDay.get(habitDayKey(current.id, open.date))}
              linkToDetail={false}
              headingLevel={3}
              title="Answers"
            />
            <div className="modal-actions">
              <button type="button" className="btn btn-primary" onClick={() => setOpen(null)}>
                Done
              </button>
            </div>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
