/**
 * "Move habits": tick several habits (each says its group), pick where they go ("No group" or a
 * group) and move them in one request. A refusal or no connection keeps the ticks and says why.
 */
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitGroup } from '@/api/habit-group';
import type { HabitMetadata } from '@/api/habit-metadata';
import { Button } from '@/components/ui/button';
import { moveLabel } from '../lib/use-groups-page';

const NO_GROUP = 'none';

export function MoveHabits({
  habits,
  groups,
  onMove,
}: {
  habits: readonly HabitMetadata[];
  groups: readonly HabitGroup[];
  onMove: (habitIds: number[], groupId: number | null) => Promise<void>;
}) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<string>(NO_GROUP);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const names = new Map(groups.map((g) => [g.id, g.name]));
  // Habits deleted meanwhile drop out of the ticks.
  const chosen = habits.filter((h) => picked.has(h.id)).map((h) => h.id);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };
  const move = async () => {
    setBusy(true);
    setError(null);
    try {
      await onMove(chosen, target === NO_GROUP ? null : Number(target));
      setPicked(new Set());
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Something went wrong`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="move-habits">
      <div className="move-habits-bar">
        <label className="field-label" htmlFor={`${ids}-to`}>
          <Trans>Move to</Trans>
        </label>
        <select
          id={`${ids}-to`}
          className="select"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        >
          <option value={NO_GROUP}>{t`No group`}</option>
          {groups.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </select>
        <Button onClick={() => void move()} disabled={chosen.length === 0} loading={busy}>
          {chosen.length === 0 ? <Trans>Move</Trans> : moveLabel(chosen.length)}
        </Button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="move-habits-list" aria-label={t`Habits to move`}>
        {habits.map((h) => (
          <li key={h.id}>
            <label className="checkbox move-habit">
              <input
                type="checkbox"
                checked={picked.has(h.id)}
                onChange={(e) => toggle(h.id, e.target.checked)}
              />
              <span className="move-habit-name">{h.name}</span>
              <span className="move-habit-group">
                {h.group_id !== null && names.has(h.group_id) ? (
                  names.get(h.group_id)
                ) : (
                  <Trans>No group</Trans>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
