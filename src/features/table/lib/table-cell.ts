/**
 * What one tableview cell shows and says (docs/schedules.md): an answered day (its total, shaded
 * by its percentage), an unanswered one, or a neutral day as the rules name it
 * (_shared/scores/schedule.ts `neutralReason`: skipped, paused, not due). A neutral day that has
 * answers shows its total but says it does not count. A day before the habit began (its creation
 * date, or its first check-mark if older: `habitFirstDay`, src/lib/habit-first-day.ts) is none
 * of these: empty, never missed, and not opened. Pure, no React: the words are made in the
 * active language when called (docs/languages.md), by components that call `useLingui()`.
 */
import { plural, t } from '@lingui/core/macro';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import type { IsoDate } from '@shared/scores/dates';
import {
  EVERY_DAY,
  neutralReason,
  type HabitSchedule,
  type NeutralReason,
  type PauseRange,
} from '@shared/scores/schedule';
import type { DayState } from '@/components/habit-day/day-state';
import { habitDayName } from '@/components/habit-day/day-toggle';

type CellKind = 'answered' | 'unanswered' | 'before' | NeutralReason;

export interface TableCell {
  kind: CellKind;
  /** What the cell shows. */
  text: string;
  /** Its accessible name: "Gym, Tue 3 Nov 2026: not due". */
  label: string;
  /** 12..55: how much of the habit's colour shades an answered day that counts; 0 otherwise. */
  shade: number;
}

/** What a day before the habit began says, also in the table's legend. */
export const beforeWords = () => t`before this habit began`;

/** The marks of the neutral days, also in the table's legend. */
export const NEUTRAL_MARKS: Record<NeutralReason, string> = {
  skipped: '–',
  paused: '‖',
  not_due: '',
};

/** What a neutral day says, also in the table's legend: "skipped", "paused", "not due". */
export function neutralWords(reason: NeutralReason): string {
  switch (reason) {
    case 'skipped':
      return t({ message: 'skipped', comment: 'A day of a habit in the table' });
    case 'paused':
      return t({ message: 'paused', comment: 'A day of a habit in the table' });
    case 'not_due':
      return t({ message: 'not due', comment: 'A day of a habit in the table' });
  }
}

/** A cell's accessible name: "Gym, Tue 3 Nov 2026: not due" (a habit-day's name, day-toggle.ts). */
export const cellName = habitDayName;

/** A number in a cell as English writes it (up to 2 decimals, no grouping: "1200", "7.5"). */
export const cellNumber = (n: number) =>
  formatNumber(n, { maximumFractionDigits: 2, useGrouping: false });

/** A day's total in words: "10 points". */
const pointsWords = (total: number) => plural(total, { one: '# point', other: '# points' });

/** Two parts of a cell's name, one after the other: "10 points, 100%". */
const joined = (first: string, second: string) =>
  t({ message: `${first}, ${second}`, comment: "Two parts of a table cell's accessible name" });

/** An answered day's total and percentage: "10 points, 100%". */
const answeredWords = (total: number, percent: number) =>
  joined(pointsWords(total), formatPercent(Math.round(percent) / 100));

export function tableCell({
  habitName,
  date,
  dateLabel,
  schedule,
  pauses,
  skipped,
  state,
  firstDay = null,
}: {
  habitName: string;
  date: string;
  /** "Today", "Yesterday", "Tue 3 Nov 2026". */
  dateLabel: string;
  schedule: HabitSchedule | null | undefined;
  /** This habit's pauses and those of every habit. */
  pauses: readonly PauseRange[];
  /** The day is skipped (on the server, or by a write still waiting). */
  skipped: boolean;
  state: Pick<DayState, 'hasCheckmark' | 'total' | 'percent'>;
  /** The habit's first day (habitFirstDay); null while not known: no day is before it. */
  firstDay?: IsoDate | null;
}): TableCell {
  const name = (status: string) => cellName(habitName, dateLabel, status);
  if (firstDay !== null && date < firstDay && !state.hasCheckmark && !skipped) {
    return { kind: 'before', text: '', label: name(beforeWords()), shade: 0 };
  }
  const reason = neutralReason({ schedule: schedule ?? EVERY_DAY, pauses }, date, skipped);
  if (reason !== null) {
    const words = neutralWords(reason);
    const answered = reason !== 'skipped' && state.hasCheckmark;
    const points = pointsWords(state.total);
    return {
      kind: reason,
      text: answered ? cellNumber(state.total) : NEUTRAL_MARKS[reason],
      label: name(answered ? joined(words, t`${points}, not counted`) : words),
      shade: 0,
    };
  }
  if (!state.hasCheckmark) {
    return { kind: 'unanswered', text: '·', label: name(notAnsweredWords()), shade: 0 };
  }
  return {
    kind: 'answered',
    text: cellNumber(state.total),
    label: name(answeredWords(state.total, state.percent)),
    // 12..55 % of the habit's colour: visible at 0 points, readable at 100 % with any colour.
    shade: Math.round(12 + (43 * state.percent) / 100),
  };
}

/** What a day not answered says. */
export const notAnsweredWords = () =>
  t({ message: 'not answered', comment: 'A day of a habit in the table' });

/**
 * A day answered or not, for its cell's name, with its numbers' values and its mark if judged:
 * "6 glasses, 10 points, 100%, met (target 7)", "not answered, missed (not answered)".
 */
export function dayWords(
  values: readonly CellValue[],
  state: Pick<DayState, 'hasCheckmark' | 'total' | 'percent'>,
  markText: string | null,
): string {
  let words = state.hasCheckmark ? answeredWords(state.total, state.percent) : notAnsweredWords();
  if (values.length > 0) words = joined(cellValuesWords(values), words);
  return markText === null ? words : joined(words, markText);
}

/** One answered number question of a day: its value and unit ("6", "glasses"). */
export interface CellValue {
  value: string;
  unit: string;
}

/**
 * The values a day's number questions were answered with, in the questions' order, for the
 * tableview cell (docs/number-questions.md): shown in the cell (with the unit) and said in its
 * accessible name. Choice questions give nothing.
 */
export function cellValues(
  questions: readonly {
    id: number;
    kind?: string;
    unit?: string | null;
  }[],
  state: Pick<DayState, 'answers'>,
): CellValue[] {
  const values: CellValue[] = [];
  for (const q of questions) {
    if (q.kind !== 'number') continue;
    const value = state.answers.get(q.id)?.value;
    if (value == null) continue;
    values.push({ value: formatValue(value), unit: q.unit ?? '' });
  }
  return values;
}

/** Up to 2 decimals, no trailing zeros, in the language's digits: 7.5, 6, 0.33 ("7,5" in German). */
const formatValue = (value: number) => cellNumber(Math.round(value * 100) / 100);

/** "6 glasses, 3 km" for an accessible name. */
export function cellValuesWords(values: readonly CellValue[]): string {
  const words = values.map(({ value, unit }) => (unit ? t`${value} ${unit}` : value));
  return words.length === 0 ? '' : words.reduce(joined);
}
