/** The insights' habit picker: "All habits", the habits of the day, then the archived ones. */
import type { HabitMetadata } from '@/api/habit-metadata';
import { ALL_HABITS } from '../lib/use-dashboard';

interface HabitFilterProps {
  active: HabitMetadata[];
  archived: HabitMetadata[];
  chosen: HabitMetadata | null;
  onPick: (value: string) => void;
}

export function HabitFilter({ active, archived, chosen, onPick }: HabitFilterProps) {
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
    </div>
  );
}
