/**
 * The insights' pickers: the group, once there are groups ("All groups" or one, whose habits
 * every chart then shows: lib/use-group-filter.ts), the habit ("All habits", the habits of the
 * day, then the archived ones) and the period (lib/period.ts: the last 30 days, 12 months, a
 * year, all time).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitMetadata } from '@/api/habit-metadata';
import { ALL_HABITS } from '../lib/use-dashboard';
import { ALL_GROUPS, type GroupFilter } from '../lib/use-group-filter';
import '@/components/ui/form.css';
import './habit-filter.css';

interface HabitFilterProps {
  active: HabitMetadata[];
  archived: HabitMetadata[];
  chosen: HabitMetadata | null;
  onPick: (value: string) => void;
  /** The period picked, the periods offered and how to pick another. */
  period?: {
    value: string;
    options: readonly { value: string; title: string }[];
    onPick: (value: string) => void;
  };
  group?: GroupFilter;
}

export function HabitFilter({ active, archived, chosen, onPick, period, group }: HabitFilterProps) {
  const { t } = useLingui();
  const groupName = group?.chosen?.name;
  return (
    <div className="insights-toolbar">
      {group && group.groups.length > 0 ? (
        <span className="insights-pick">
          <label className="field-label" htmlFor="insights-group">
            <Trans>Group</Trans>
          </label>
          <select
            id="insights-group"
            className="select"
            value={group.chosen ? String(group.chosen.id) : ALL_GROUPS}
            onChange={(e) => group.pick(e.target.value)}
          >
            <option value={ALL_GROUPS}>{t`All groups`}</option>
            {group.groups.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      <span className="insights-pick">
        <label className="field-label" htmlFor="insights-habit">
          <Trans>Habit</Trans>
        </label>
        <select
          id="insights-habit"
          className="select"
          value={chosen ? String(chosen.id) : ALL_HABITS}
          onChange={(e) => onPick(e.target.value)}
        >
          <option value={ALL_HABITS}>
            {groupName !== undefined ? t`All of ${groupName}` : t`All habits`}
          </option>
          {active.map((h) => (
            <option key={h.id} value={String(h.id)}>
              {h.name}
            </option>
          ))}
          {archived.length > 0 ? (
            <optgroup label={t`Archived`}>
              {archived.map((h) => (
                <option key={h.id} value={String(h.id)}>
                  {h.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </span>
      {period ? (
        <span className="insights-pick">
          <label className="field-label" htmlFor="insights-period">
            <Trans>Period</Trans>
          </label>
          <select
            id="insights-period"
            className="select"
            value={period.value}
            onChange={(e) => period.onPick(e.target.value)}
          >
            {period.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.title}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </div>
  );
}
