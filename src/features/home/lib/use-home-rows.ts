/**
 * What home's list shows of the day's habits (lib/use-home.ts): the filter by name (offered from
 * FILTER_FROM habits; while it holds text every habit that matches shows, finished, not due or in
 * a folded group), "Hide finished" (kept on this device), the "Not due today" section opened or
 * not, and the rows: the sections of home-sections.ts, or the groups of home-groups.ts once a habit
 * is in a group (lib/use-home-groups.ts).
 */
import { useMemo, useState } from 'react';
import type { HabitTree } from '@/hooks/use-habits';
import { FILTER_FROM, filterByName } from './home-groups';
import { homeSections } from './home-sections';
import { useHideFinished } from './use-hide-finished';
import { useHomeGroups, type HomeGroupInputs } from './use-home-groups';

export type HomeRowsInputs = Omit<HomeGroupInputs, 'shownList' | 'hideFinished'>;

export function useHomeRows(inputs: HomeRowsInputs) {
  const { list, settled, away } = inputs;
  const [hideFinished, setHideFinished] = useHideFinished();
  const [notDueOpen, setNotDueOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const filterOffered = list !== undefined && list.length >= FILTER_FROM;
  const filtering = filterOffered && filter.trim() !== '';
  const shownList = useMemo<readonly HabitTree[] | undefined>(
    () => (list && filterOffered ? filterByName(list, filter) : list),
    [list, filter, filterOffered],
  );
  const hide = hideFinished && !filtering;
  const groups = useHomeGroups({ ...inputs, shownList, hideFinished: hide });
  const sections = useMemo(
    () =>
      shownList && shownList.length > 0
        ? homeSections(shownList, settled, { hideFinished: hide, away })
        : [],
    [shownList, settled, hide, away],
  );
  return {
    hideFinished,
    setHideFinished,
    notDueOpen: notDueOpen || filtering,
    setNotDueOpen,
    sections,
    groups,
    filter,
    setFilter,
    filterOffered,
    filtering,
    noMatch: list !== undefined && list.length > 0 && shownList?.length === 0,
  };
}
