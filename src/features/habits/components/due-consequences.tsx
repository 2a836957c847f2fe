/** Home: the consequences that fired and are waiting to be carried out, linked to their habit. */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDueConsequences } from '../api/use-habits';

export function DueConsequences({ habitNames }: { habitNames: Map<number, string> }) {
  const due = useDueConsequences();
  const rows = (due.data ?? []).filter((c) => c.habit_id != null && habitNames.has(c.habit_id));
  if (rows.length === 0) return null;
  return (
    <section className="due-banner" aria-labelledby="due-title">
      <h2 className="section-title" id="due-title">
        Consequences due
      </h2>
      <ul className="due-list">
        {rows.map((c) => (
          <li key={c.consequence_id} className="due-item">
            <span className={`badge badge-${c.kind}`}>
              {c.kind === 'reward' ? 'Reward' : 'Penalty'}
            </span>
            <div className="due-text">
              <strong>{c.title}</strong>
              <span className="field-hint">
                {habitNames.get(c.habit_id as number)} · {c.pending} waiting
              </span>
            </div>
            <Link
              className="btn btn-secondary btn-small"
              to={paths.habitDetail.build(c.habit_id as number)}
            >
              Open
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
