/**
 * The order of habits, as reorder_habits stores it (supabase/migrations/*_create_reorder_habits):
 * listed habits first in list order, positions 0, 1, 2, ...; the others (archived ones) after,
 * in their previous order. Used for the optimistic update, so home shows what the server will.
 */

interface Ordered {
  id: number;
  position: number;
}

export function applyHabitOrder<T extends Ordered>(
  habits: readonly T[],
  habitIds: readonly number[],
): T[] {
  const rank = new Map(habitIds.map((id, i) => [id, i]));
  const sorted = [...habits].sort((a, b) => {
    const ra = rank.get(a.id) ?? Infinity;
    const rb = rank.get(b.id) ?? Infinity;
    if (ra !== rb) return ra - rb;
    return a.position - b.position || a.id - b.id;
  });
  return sorted.map((h, position) => (h.position === position ? h : { ...h, position }));
}

/** A copy of `list` with the item at `index` moved by `delta` places (clamped to the ends). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, index + delta));
  const next = [...list];
  if (index < 0 || index >= list.length || to === index) return next;
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item);
  return next;
}
