import './habit-day.css';
/**
 * A thin bar showing a percentage in the habit's colour, with a tick at the daily target when the
 * habit has one (the label should say the target too: the tick is only a picture of it).
 */
export function ScoreBar({
  percent,
  label,
  targetPercent = null,
}: {
  percent: number;
  label: string;
  /** Where the daily target sits, as a percentage of the day's maximum (null: no target). */
  targetPercent?: number | null;
}) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const tick =
    targetPercent === null ? null : Math.round(Math.min(100, Math.max(0, targetPercent)));
  return (
    <div
      className={['score-bar', tick === null ? '' : 'has-target'].join(' ')}
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <div className="score-bar-fill" style={{ width: `${value}%` }} />
      {tick === null ? null : (
        <div
          className="score-bar-target"
          style={{ insetInlineStart: `${tick}%` }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
