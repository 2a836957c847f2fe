/**
 * A number question's values over time (docs/number-questions.md), for the habit detail's chart:
 * the days answered with a value, oldest first, and the top of the chart's scale. Pure.
 */
export interface ValuePoint {
  date: string;
  value: number;
}

/** The days of `rows` whose answer to `questionId` has a value, oldest first. */
export function valueSeries(
  rows: readonly {
    date: string | null;
    answer_entry?: readonly { question_id: number; value: number | null }[] | null;
  }[],
  questionId: number,
): ValuePoint[] {
  const points: ValuePoint[] = [];
  for (const row of rows) {
    if (typeof row.date !== 'string') continue;
    const answer = row.answer_entry?.find((a) => a.question_id === questionId);
    if (answer?.value == null) continue;
    points.push({ date: row.date, value: Number(answer.value) });
  }
  return points.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The top of the scale: the larger of the target and the largest value, rounded up to a number
 * that reads well (1, 2 or 5 times a power of ten), so the target line sits inside the chart.
 */
export function valueScaleMax(points: readonly ValuePoint[], target: number | null): number {
  const top = Math.max(target ?? 0, ...points.map((p) => p.value));
  if (top <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(top));
  for (const step of [1, 2, 5, 10]) {
    if (top <= step * power) return step * power;
  }
  return 10 * power;
}
