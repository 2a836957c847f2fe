/**
 * What the pause screens do with a pause (docs/schedules.md "Pauses"): which ones to list, how
 * to say them, how to check a new one, and what "Resume" writes. A day inside a pause is neutral
 * (src/lib/scores decides what that means for scores); resuming makes today count again, so a
 * pause that began before today ends yesterday, and one that begins today or later is removed.
 */
import { t } from '@lingui/core/macro';
import { formatDay } from '@/lib/i18n/format';
import { addDaysIso, EARLIEST_DATE, isIsoDate, type IsoDate } from '@shared/scores/dates';

/**
 * Why a pause cannot be added or resumed now (components/pauses/pause-manager.tsx), in the
 * active language.
 */
export const pauseOfflineMessage = () =>
  t`Pausing and resuming need a connection: you are offline. Try again when you are back online.`;

export interface PauseLike {
  id: number;
  habit_id: number | null;
  start_date: IsoDate;
  end_date: IsoDate | null;
  note: string | null;
}

type PauseStatus = 'current' | 'future' | 'past';

export function pauseStatus(pause: Pick<PauseLike, 'start_date' | 'end_date'>, today: IsoDate) {
  if (pause.end_date !== null && pause.end_date < today) return 'past' satisfies PauseStatus;
  return (pause.start_date > today ? 'future' : 'current') satisfies PauseStatus;
}

/** Current pauses first, then future ones by start; past pauses are not listed. */
export function listedPauses<T extends PauseLike>(pauses: readonly T[], today: IsoDate): T[] {
  return pauses
    .filter((p) => pauseStatus(p, today) !== 'past')
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

/** What "Resume" (a current pause) or "Cancel" (a future one) writes. */
export type ResumePlan = { kind: 'delete' } | { kind: 'end'; end_date: IsoDate };

export function resumePlan(pause: Pick<PauseLike, 'start_date'>, today: IsoDate): ResumePlan {
  // Today counts again: the pause ends yesterday, or is gone when it had not begun before today.
  if (pause.start_date >= today) return { kind: 'delete' };
  return { kind: 'end', end_date: addDaysIso(today, -1) };
}

const long = (d: IsoDate) => formatDay(d, 'weekdayDayMonthYear');

/** "From Mon 21 Dec 2026 to Sun 27 Dec 2026", "From ... until you resume", "On ...". */
export function describePauseDates(pause: Pick<PauseLike, 'start_date' | 'end_date'>): string {
  const start = long(pause.start_date);
  if (pause.end_date === null) return t`From ${start} until you resume`;
  if (pause.end_date === pause.start_date)
    return t({ message: `On ${start}`, comment: 'A pause of one day: "On Mon 21 Dec 2026"' });
  const end = long(pause.end_date);
  return t`From ${start} to ${end}`;
}

export interface PauseDraft {
  start_date: string;
  /** Empty: until resumed. */
  end_date: string;
  note: string;
}

export const PAUSE_NOTE_MAX = 500;

/**
 * The problems of a new pause, by field, in words; empty when it can be saved. A pause may lie in
 * the past (a week of illness entered afterwards): its days become neutral.
 */
export function pauseDraftProblems(draft: PauseDraft): Partial<Record<keyof PauseDraft, string>> {
  const problems: Partial<Record<keyof PauseDraft, string>> = {};
  if (!isIsoDate(draft.start_date)) problems.start_date = t`Pick the first day of the pause`;
  else if (draft.start_date < EARLIEST_DATE) {
    problems.start_date = t`Pick a day from ${EARLIEST_DATE} on`;
  }
  if (draft.end_date !== '') {
    if (!isIsoDate(draft.end_date)) problems.end_date = t`Pick the last day, or leave it empty`;
    else if (isIsoDate(draft.start_date) && draft.end_date < draft.start_date) {
      problems.end_date = t`The last day cannot be before the first day`;
    }
  }
  if (draft.note.trim().length > PAUSE_NOTE_MAX) {
    problems.note = t`At most ${PAUSE_NOTE_MAX} characters`;
  }
  return problems;
}

/** A default new pause: a week from today. */
export const defaultPauseDraft = (today: IsoDate): PauseDraft => ({
  start_date: today,
  end_date: addDaysIso(today, 6),
  note: '',
});
