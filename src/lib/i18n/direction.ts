/**
 * Right to left on screen (docs/languages.md "Right to left"): the charts are mirrored by CSS
 * (src/components/charts/charts.css), so time runs from right to left in Arabic. Their code still
 * counts from the left: these turn a pointer's position and an arrow key into the chart's terms.
 */

/** Whether an element is laid out right to left (its computed `direction`, from `<html dir>`). */
export function isRtl(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * The arrow key as a left-to-right chart reads it: right to left, ArrowLeft goes to the later
 * point (on the left of a mirrored chart) and ArrowRight to the earlier one. Other keys as they
 * are.
 */
export function chartKey(key: string, element: Element): string {
  if (!isRtl(element)) return key;
  if (key === 'ArrowLeft') return 'ArrowRight';
  if (key === 'ArrowRight') return 'ArrowLeft';
  return key;
}

/** A pointer's place across a chart's box, 0 at the earliest end and 1 at the latest. */
export function chartRatio(clientX: number, box: DOMRect, element: Element): number {
  const ratio = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
  return isRtl(element) ? 1 - ratio : ratio;
}
