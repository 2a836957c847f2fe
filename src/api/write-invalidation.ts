/**
 * What each write touches, named by query key (README "Architecture"): after a write succeeds, or
 * a sync run sent answers, exactly these keys are invalidated (active queries refetch, the others
 * are read again when a screen shows them); nothing else is.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { automaticityKeys } from './automaticity-check-queries';
import { consequenceKeys } from './consequences-queries';
import { scoreKeys } from './daily-habit-scores-queries';
import { groupKeys, groupScoreKeys } from './habit-group-queries';
import { habitKeys } from './habit-metadata-queries';
import { pauseKeys } from './habit-pause-queries';
import { performanceKeys } from './habit-performance-queries';
import { questionKeys } from './question-metadata-queries';
import { templateKeys } from './templates-queries';

/** The reads that hold every habit's days: a day of any habit changes them. */
const everyHabitsDays = (): QueryKey[] => [
  scoreKeys.ranges(),
  scoreKeys.totalsRanges(),
  scoreKeys.consequenceHistories(),
  performanceKeys.periods(),
  groupScoreKeys.all,
];

export const touchedBy = {
  /**
   * save_habit_day of these habits (a sync run that sent answers): each habit's daily scores,
   * performance and consequences, and the every-habit reads holding their days (home's and the
   * table's ranges, the insights' year and all-time figures, the consequence rules' history, with
   * the active rules the consequence runner evaluates on it).
   */
  habitDays: (habitIds: Iterable<number>): QueryKey[] => [
    ...[...new Set(habitIds)].flatMap((id) => [
      scoreKeys.habit(id),
      performanceKeys.habit(id),
      consequenceKeys.habit(id),
    ]),
    ...everyHabitsDays(),
    consequenceKeys.active(),
  ],
  /** create_habit or create_habit_from_template: a habit with its questions and rules, no days. */
  habitCreated: (): QueryKey[] => [
    habitKeys.all,
    questionKeys.all,
    consequenceKeys.all,
    performanceKeys.all,
    // A habit created in a group adds to the group's maximum from today.
    groupScoreKeys.all,
  ],
  /**
   * update_habit: the habit, its questions and options, its rules; a removed question takes its
   * answers, and a new target changes which days are met.
   */
  habitUpdated: (habitId: number): QueryKey[] => [
    habitKeys.all,
    questionKeys.all,
    consequenceKeys.all,
    performanceKeys.all,
    scoreKeys.habit(habitId),
    ...everyHabitsDays(),
  ],
  /** The archived flag: habit_metadata, and its group's days (unanswered ones no longer count). */
  habitArchived: (): QueryKey[] => [habitKeys.all, groupScoreKeys.all],
  /** A deleted habit takes its questions, rules, check-marks, answers, pauses and check-ins. */
  habitDeleted: (habitId: number): QueryKey[] => [
    ...touchedBy.habitUpdated(habitId),
    pauseKeys.all,
    automaticityKeys.all,
  ],
  /**
   * Automaticity check-ins saved (a sync run that sent them): the reads of automaticity_check
   * (home's weekly offer, the habit page, insights).
   */
  checkInsSaved: (): QueryKey[] => [automaticityKeys.all],
  /** reorder_habits: the positions, read by the habit list only. */
  habitsReordered: (): QueryKey[] => [habitKeys.list()],
  /**
   * A pause created, ended or deleted: the pauses and every figure that depends on which days
   * are neutral (performance, the consequence history the runner reads with them).
   */
  pausesChanged: (): QueryKey[] => [
    pauseKeys.all,
    performanceKeys.all,
    scoreKeys.consequenceHistories(),
    groupScoreKeys.all,
  ],
  /** A group created, renamed, recoloured or reordered: the group list only. */
  groupsChanged: (): QueryKey[] => [groupKeys.all],
  /** A group deleted: its habits are ungrouped (habit_metadata) and its totals gone. */
  groupDeleted: (): QueryKey[] => [groupKeys.all, habitKeys.all, groupScoreKeys.all],
  /** Habits filed under another group (or none): the habits and the group totals. */
  habitsMoved: (): QueryKey[] => [habitKeys.all, groupScoreKeys.all],
  /** A template saved, renamed or deleted: the templates page and addhabit's picker. */
  templatesChanged: (): QueryKey[] => [templateKeys.all],
  /** Firings logged for these habits: their consequences and the summary (home, insights). */
  consequencesLogged: (habitIds: Iterable<number>): QueryKey[] => [
    consequenceKeys.summary(),
    ...[...new Set(habitIds)].map((id) => consequenceKeys.habit(id)),
  ],
  /** A fulfilment recorded: the habit's consequences and the summary. */
  consequenceFulfilled: (habitId: number): QueryKey[] => [
    consequenceKeys.habit(habitId),
    consequenceKeys.summary(),
  ],
  /** import_my_data adds rows to every table family but the profile (pauses, groups, check-ins). */
  dataImported: (): QueryKey[] => [
    habitKeys.all,
    questionKeys.all,
    scoreKeys.all,
    performanceKeys.all,
    consequenceKeys.all,
    templateKeys.all,
    pauseKeys.all,
    // Groups travel in the export too (docs/domain.md "Group").
    groupKeys.all,
    groupScoreKeys.all,
    automaticityKeys.all,
  ],
};

/** Invalidates exactly the given keys (each with everything under it). */
export function invalidateTouched(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
