/** The line under a chart that speaks the figures of the day or week tapped, hovered or focused. */
export function ChartReadout({
  id,
  text,
  hint,
}: {
  id?: string;
  text: string | null;
  hint: string;
}) {
  return (
    <p id={id} className={text ? 'chart-readout' : 'chart-readout is-hint'} aria-live="polite">
      {text ?? hint}
    </p>
  );
}
