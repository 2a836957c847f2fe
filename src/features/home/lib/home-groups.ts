/**
 * Home with groups (docs/domain.md "Group"): the groups are the outer level. Each group of the
 * day is a block under its heading, in the user's order of groups, holding its habits due on the
 * day as home-sections.ts orders them (open ones first, then the finished ones, which "Hide
 * finished" hides and counts); the habits of no group follow last, under "Other habits". Habits
 * that are not due (paused, "Not due today") sit apart after every group, as without groups.
 * A group with nothing due on the day has no block. Without a group holding a habit of the list,
 * home is the plain sections of home-sections.ts. Pure functions, no React.
 */
import { t } from '@lingui/core/macro';
import { homeSections, type AwayReason, type HomeSection } from './home-sections';

/** What a block needs of a group. */
export interface GroupOfHome {
  id: number;
  name: string;
  color: string;
}

export interface HomeGroupBlock<H> {
  /** The group's key for folding ('none' for the habits of no group). */
  key: string;
  /** The group; null for "Other habits". */
  group: GroupOfHome | null;
  /** Its habits shown: open ones, then finished ones (unless hidden), in the user's order. */
  items: H[];
  /** Finished habits hidden by "Hide finished". */
  hidden: number;
}

export interface GroupedHome<H> {
  blocks: HomeGroupBlock<H>[];
  /** Finished habits of the day, shown or hidden (the "Hide finished" switch shows with one). */
  finished: number;
  /** The habits not due ("Paused", "Not due today"), after every group. */
  apart: HomeSection<H>[];
}

/** The heading of the habits of no group, in the active language. */
export const otherHabits = () => t`Other habits`;

/** The fold key of a group (or of the habits of none). */
export const groupKey = (groupId: number | null) => (groupId === null ? 'none' : String(groupId));

/** Whether home shows groups: some habit of the list is in one of the user's groups. */
export function hasGroupedHabits(
  habits: readonly { group_id: number | null }[],
  groups: readonly GroupOfHome[],
): boolean {
  const ids = new Set(groups.map((g) => g.id));
  return habits.some((h) => h.group_id !== null && ids.has(h.group_id));
}

/**
 * The blocks of home with groups: one per group with something due (in the order of `groups`),
 * then the habits of no group (or of a group not in `groups`), then the sections apart.
 */
export function homeGroups<H extends { id: number; group_id: number | null }>(
  habits: readonly H[],
  groups: readonly GroupOfHome[],
  settled: ReadonlySet<number>,
  options: { hideFinished: boolean; away?: ReadonlyMap<number, AwayReason> },
): GroupedHome<H> {
  const known = new Set(groups.map((g) => g.id));
  const groupOf = (h: H) => (h.group_id !== null && known.has(h.group_id) ? h.group_id : null);
  const block = (group: GroupOfHome | null): HomeGroupBlock<H> | null => {
    const own = habits.filter((h) => groupOf(h) === (group?.id ?? null));
    const sections = homeSections(own, settled, options);
    const open = sections.find((s) => s.id === 'open');
    const done = sections.find((s) => s.id === 'done');
    const items = [...(open?.items ?? []), ...(done?.items ?? [])];
    const hidden = done?.hidden ?? 0;
    if (items.length === 0 && hidden === 0) return null;
    return { key: groupKey(group?.id ?? null), group, items, hidden };
  };
  const blocks = [...groups, null].map(block).filter((b): b is HomeGroupBlock<H> => b !== null);
  const sections = homeSections(habits, settled, options);
  const done = sections.find((s) => s.id === 'done');
  const apart = sections.filter((s) => s.id === 'paused' || s.id === 'notDue');
  return { blocks, finished: (done?.items.length ?? 0) + (done?.hidden ?? 0), apart };
}

/**
 * The habits whose name holds every word typed (any case, any accents), in their order; all of
 * them for an empty filter.
 */
export function filterByName<H extends { name: string }>(
  habits: readonly H[],
  filter: string,
): H[] {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...habits];
  return habits.filter((h) => {
    const name = fold(h.name);
    return words.every((w) => name.includes(w));
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** From how many habits home offers its filter by name. */
export const FILTER_FROM = 8;
