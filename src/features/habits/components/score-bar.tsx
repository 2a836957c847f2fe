/** A thin bar showing a percentage in the habit's colour. */
export function ScoreBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      className="score-bar"
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <div className="score-bar-fill" style={{ width: `${value}%` }} />
    </div>
  );
}
