/**
 * What one tableview cell shows and says (docs/schedules.md): an answered day (its total, shaded
 * by its percentage), an unanswered one, or a neutral day as the rules name it
 * (_shared/scores/schedule.ts `neutralReason`: skipped, paused, not due). A neutral day that has
 * answers shows its total but says it does not count. A day before the habit began (its creation
 * date, or its first check-mark if older: `habitFirstDay`, src/lib/habit-first-day.ts) is none
 * of these: empty, never missed, and not opened. Pure, no React.
 */
import type { IsoDate } from '@shared/scores/dates';
import {
  EVERY_DAY,
  neutralReason,
  type HabitSchedule,
  type NeutralReason,
  type PauseRange,
} from '@shared/scores/schedule';
import type { DayState } from '@/components/habit-day/day-state';

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
export const BEFORE_WORDS = 'before this habit began';

/** The marks of the neutral days, also in the table's legend. */
export const NEUTRAL_MARKS: Record<NeutralReason, { text: string; words: string }> = {
  skipped: { text: '–', words: 'skipped' },
  paused: { text: '‖', words: 'paused' },
  not_due: { text: '', words: 'not due' },
};

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
  const name = `${habitName}, ${dateLabel}`;
  if (firstDay !== null && date < firstDay && !state.hasCheckmark && !skipped) {
    return { kind: 'before', text: '', label: `${name}: ${BEFORE_WORDS}`, shade: 0 };
  }
  const reason = neutralReason({ schedule: schedule ?? EVERY_DAY, pauses }, date, skipped);
  if (reason !== null) {
    const mark = NEUTRAL_MARKS[reason];
    const answered = reason !== 'skipped' && state.hasCheckmark;
    return {
      kind: reason,
      text: answered ? String(state.total) : mark.text,
      label: answered
        ? `${name}: ${mark.words}, ${state.total} points, not counted`
        : `${name}: ${mark.words}`,
      shade: 0,
    };
  }
  if (!state.hasCheckmark) {
    return { kind: 'unanswered', text: '·', label: `${name}: not answered`, shade: 0 };
  }
  return {
    kind: 'answered',
    text: String(state.total),
    label: `${name}: ${state.total} points, ${Math.round(state.percent)}%`,
    // 12..55 % of the habit's colour: visible at 0 points, readable at 100 % with any colour.
    shade: Math.round(12 + (43 * state.percent) / 100),
  };
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

/** Up to 2 decimals, no trailing zeros: 7.5, 6, 0.33. */
const formatValue = (value: number) => String(Math.round(value * 100) / 100);

/** "6 glasses, 3 km" for an accessible name. */
export const cellValuesWords = (values: readonly CellValue[]) =>
  values.map((v) => (v.unit ? `${v.value} ${v.unit}` : v.value)).join(', ');
