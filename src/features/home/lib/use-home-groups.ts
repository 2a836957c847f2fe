/**
 * Home's groups (lib/home-groups.ts): the user's groups (one read, shared with the form and the
 * groups page), the blocks of the day shown, each group's total (lib/home-group-totals.ts) and
 * which groups are folded on this device (lib/use-folded-groups.ts). Null blocks: home shows no
 * groups (no habit of the list is in one).
 */
import { useMemo } from 'react';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { useHabitGroups } from '@/api/habit-group-queries';
import { useHabitTrees, type HabitTree } from '@/hooks/use-habits';
import { totalsByHabit, type TotalRow } from '@/lib/charts/day-totals';
import type { PauseRange } from '@shared/scores/schedule';
import type { usePendingHabitDays } from '@/services/offline/habit-day-queue';
import type { AwayReason } from './home-sections';
import { hasGroupedHabits, homeGroups } from './home-groups';
import { homeGroupTotals, type HomeGroupTotal } from './home-group-totals';
import { useFoldedGroups } from './use-folded-groups';

export interface HomeGroupInputs {
  /** Every habit of the day, and those the filter by name leaves. */
  list: readonly HabitTree[] | undefined;
  shownList: readonly HabitTree[] | undefined;
  settled: ReadonlySet<number>;
  complete: ReadonlySet<number>;
  hideFinished: boolean;
  away: ReadonlyMap<number, AwayReason>;
  byDay: ReadonlyMap<string, DailyHabitScoreWithAnswers>;
  pending: ReturnType<typeof usePendingHabitDays>;
  pauses: readonly PauseRange[] | undefined;
  /** The year of day totals, once home reads it (after its first render). */
  totals: readonly TotalRow[] | undefined;
  date: string;
  today: string;
}

export function useHomeGroups(inputs: HomeGroupInputs) {
  const { list, shownList, settled, complete, hideFinished, away } = inputs;
  const { byDay, pending, pauses, totals, date, today } = inputs;
  const groups = useHabitGroups().data;
  // Archived habits too: their answered days still count for their group.
  const every = useHabitTrees({ includeArchived: true }).data;
  const [folded, setFolded] = useFoldedGroups();
  const grouped = list !== undefined && groups !== undefined && hasGroupedHabits(list, groups);
  const blocks = useMemo(
    () =>
      grouped && shownList
        ? homeGroups(shownList, groups ?? [], settled, { hideFinished, away })
        : null,
    [grouped, shownList, groups, settled, hideFinished, away],
  );
  const byHabit = useMemo(
    () => (grouped && totals ? totalsByHabit(totals) : undefined),
    [grouped, totals],
  );
  const groupTotals = useMemo(
    () =>
      grouped && every
        ? homeGroupTotals(
            every,
            (groups ?? []).map((g) => g.id),
            { date, today, byDay, pending, pauses, byHabit, complete },
          )
        : new Map<number, HomeGroupTotal>(),
    [grouped, every, groups, date, today, byDay, pending, pauses, byHabit, complete],
  );
  return { blocks, totals: groupTotals, folded, setFolded };
}
