/**
 * The year heatmap's day in focus: the one picked (tap or arrow keys) or hovered, the scroll
 * that opens on today and keeps a day chosen with the keyboard in view.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react';
import { addDaysIso, maxIsoDate, minIsoDate } from '@shared/scores/dates';
import { HEATMAP_STEP as STEP, type Heatmap, type HeatmapDay } from '@/lib/charts/heatmap';
import { chartKey, isRtl } from '@/lib/i18n/direction';
import { textDirection, type Locale } from '@/lib/i18n/locales';

const MOVES: Record<string, number> = { ArrowLeft: -7, ArrowRight: 7, ArrowUp: -1, ArrowDown: 1 };

/**
 * +1, or -1 right to left: there the map is mirrored (charts.css), and scrollLeft counts from the
 * right edge, 0 down to minus the width hidden; a week's x is then its distance from that edge.
 */
const scrollSign = (el: HTMLElement) => (isRtl(el) ? -1 : 1);

/** Scrolls `el` so the week column `week` is in view (centred when it was not). */
function keepInView(el: HTMLDivElement | null, week: number) {
  if (!el || week < 0) return;
  const x = week * STEP;
  const sign = scrollSign(el);
  const from = sign * el.scrollLeft;
  if (x < from || x + STEP > from + el.clientWidth) {
    el.scrollLeft = sign * (x - el.clientWidth / 2);
  }
}

export function useHeatmapCursor(heatmap: Heatmap) {
  const [selected, setSelected] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const direction = textDirection(useLingui().i18n.locale as Locale);
  const days = new Map<string, HeatmapDay>();
  for (const week of heatmap.weeks) for (const d of week.days) if (d) days.set(d.date, d);

  // Open on today: the newest weeks are at the right end (the left end, right to left; again
  // when the language turns the page, as the account's does once it arrives).
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = scrollSign(el) * el.scrollWidth;
  }, [heatmap.from, direction]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    let next: string | null = null;
    const current = selected ?? heatmap.to;
    const key = chartKey(e.key, e.currentTarget);
    if (key in MOVES) next = addDaysIso(current, MOVES[key]);
    else if (e.key === 'Home') next = heatmap.from;
    else if (e.key === 'End') next = heatmap.to;
    if (!next) return;
    e.preventDefault();
    next = minIsoDate(heatmap.to, maxIsoDate(heatmap.from, next));
    setSelected(next);
    setHovered(null);
    // Keep the chosen day in view while the map scrolls.
    keepInView(
      scrollRef.current,
      heatmap.weeks.findIndex((w) => w.days.some((d) => d?.date === next)),
    );
  };

  return {
    selected,
    /** The day whose figures are shown: the hovered one, else the one picked. */
    shown: days.get(hovered ?? selected ?? '') ?? null,
    pick: setSelected,
    hover: setHovered,
    scrollRef,
    onKeyDown,
  };
}
