/**
 * habit_group (docs/domain.md "Group"): the user's groups of habits, in the user's order, and the
 * habits filed under them (habit_metadata.group_id, null for none). Deleting a group leaves its
 * habits ungrouped with their history (on delete set null). A group of another user cannot be
 * read, renamed or used: row-level security hides it and a trigger refuses it as a habit's group.
 */
import { t } from '@lingui/core/macro';
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readCount, readList } from './read';
import { WriteError, expectWrite } from './write';

export type HabitGroup = Tables<'habit_group'>;

/** A group's name is 1..60 characters once trimmed (the table's habit_group_name_check). */
export const GROUP_NAME_MAX = 60;

const COLOR_RE = /^#[0-9a-fA-F]{6}$/;
const bad = (message: string) => new WriteError(message, { status: 400, code: '22023' });

/** The trimmed name, or a 400 WriteError before any request when it is empty or too long. */
function parseGroupName(name: string): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) throw bad(t`A group needs a name`);
  if (trimmed.length > GROUP_NAME_MAX)
    throw bad(t`A group name has at most ${GROUP_NAME_MAX} characters`);
  return trimmed;
}

function parseColor(color: string): string {
  if (!COLOR_RE.test(color)) throw bad('Color must be a hex code like #0f766e');
  return color;
}

export interface NewHabitGroup {
  name: string;
  /** `#rrggbb`; the table's default when left out. */
  color?: string;
}

export function createHabitGroupRepository(client: DbClient) {
  const table = () => client.from('habit_group');
  return {
    /** Every group of the user, in the user's order. */
    readAll: () =>
      readList('habit_group.readAll', table().select('*').order('position').order('id')),

    /** How many habits (archived included) are filed under the group: "3 habits become ungrouped". */
    countHabits: (groupId: number) =>
      readCount(
        'habit_group.countHabits',
        client
          .from('habit_metadata')
          .select('id', { count: 'exact', head: true })
          .eq('group_id', groupId),
      ),

    /** A new group after the user's others (needs a connection: two requests, no queue). */
    create: async (input: NewHabitGroup): Promise<HabitGroup> => {
      const name = parseGroupName(input.name);
      const color = input.color === undefined ? undefined : parseColor(input.color);
      const last = await readList(
        'habit_group.lastPosition',
        table().select('position').order('position', { ascending: false }).limit(1),
      );
      const position = last.length ? last[0].position + 1 : 0;
      return expectWrite(
        'habit_group.create',
        table()
          .insert({ name, position, ...(color ? { color } : {}) })
          .select()
          .single(),
      );
    },

    rename: async (id: number, name: string) =>
      expectWrite<HabitGroup>(
        'habit_group.rename',
        table()
          .update({ name: parseGroupName(name) })
          .eq('id', id)
          .select()
          .single(),
      ),

    recolor: async (id: number, color: string) =>
      expectWrite<HabitGroup>(
        'habit_group.recolor',
        table()
          .update({ color: parseColor(color) })
          .eq('id', id)
          .select()
          .single(),
      ),

    /**
     * rpc reorder_habit_groups: positions 0, 1, 2, ... in the given order, in one transaction. The
     * list must name every group of the user once; anything else is refused (400), nothing changes.
     */
    reorder: async (groupIds: number[]): Promise<void> => {
      await expectWrite(
        'reorder_habit_groups',
        client.rpc('reorder_habit_groups', { p_group_ids: groupIds }),
      );
    },

    /** Deletes the group; its habits stay, ungrouped, with their history. */
    deleteById: (id: number) =>
      expectWrite('habit_group.deleteById', table().delete().eq('id', id)),

    /**
     * Files the given habits under a group (null: no group), in one request; resolves with the
     * ids of the habits changed. Another user's group is refused (409, nothing changes).
     */
    moveHabits: async (habitIds: readonly number[], groupId: number | null): Promise<number[]> => {
      if (habitIds.length === 0) return [];
      const rows = await expectWrite(
        'habit_metadata.moveToGroup',
        client
          .from('habit_metadata')
          .update({ group_id: groupId })
          .in('id', [...habitIds])
          .select('id'),
      );
      return (rows ?? []).map((r) => r.id);
    },
  };
}
