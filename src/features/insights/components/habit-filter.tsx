/**
 * The insights' pickers: the habit ("All habits", the habits of the day, then the archived ones)
 * and the period (lib/period.ts: the last 30 days, 12 months, a year, all time).
 */
import type { HabitMetadata } from '@/api/habit-metadata';
import { ALL_HABITS } from '../lib/use-dashboard';
import '@/components/ui/form.css';

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
}

export function HabitFilter({ active, archived, chosen, onPick, period }: HabitFilterProps) {
  return (
    <div className="insights-toolbar">
      <label className="field-label" htmlFor="insights-habit">
        Habit
      </label>
      <select
        id="insights-habit"
        className="select"
        value={chosen ? String(chosen.id) : ALL_HABITS}
        onChange={(e) => onPick(e.target.value)}
      >
        <option value={ALL_HABITS}>All habits</option>
        {active.map((h) => (
          <option key={h.id} value={String(h.id)}>
            {h.name}
          </option>
        ))}
        {archived.length > 0 ? (
          <optgroup label="Archived">
            {archived.map((h) => (
              <option key={h.id} value={String(h.id)}>
                {h.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {period ? (
        <>
          <label className="field-label" htmlFor="insights-period">
            Period
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
        </>
      ) : null}
    </div>
  );
}
