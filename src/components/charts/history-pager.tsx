/**
 * The pager of a page of history (src/lib/charts/history-pages.ts): "‹ Earlier" back to the
 * habit's first entry (disabled there), the dates shown, "Later ›" up to today. Its buttons are
 * tap targets of at least 44 x 44 px (history-pager.css). Also the strength chart's grouping
 * (UnitPicker: by day, week, month, quarter or year).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHART_UNITS, type ChartUnit } from '@/lib/charts/history-pages';
import { inSentence, type Locale } from '@/lib/i18n/locales';
import './history-pager.css';

/** Each grouping's name on the picker. */
const UNIT_NAMES: Record<ChartUnit, MessageDescriptor> = {
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
  quarter: msg`Quarter`,
  year: msg`Year`,
};

export function HistoryPager({
  label,
  words,
  hasOlder,
  hasNewer,
  onOlder,
  onNewer,
}: {
  /** What is paged ("Calendar"): the pager's name and its buttons' ("Earlier calendar"). */
  label: string;
  /** The dates shown: "3 Nov 2016 – 27 Nov 2026". */
  words: string;
  hasOlder: boolean;
  hasNewer: boolean;
  onOlder: () => void;
  onNewer: () => void;
}) {
  const { t, i18n } = useLingui();
  const what = inSentence(label, i18n.locale as Locale);
  return (
    <nav className="history-pager" aria-label={t`${label} pages`}>
      <button
        type="button"
        className="history-pager-button"
        aria-label={t`Earlier ${what}`}
        disabled={!hasOlder}
        onClick={onOlder}
      >
        ‹{' '}
        <span aria-hidden="true">
          <Trans>Earlier</Trans>
        </span>
      </button>
      <span className="history-pager-status">{words}</span>
      <button
        type="button"
        className="history-pager-button"
        aria-label={t`Later ${what}`}
        disabled={!hasNewer}
        onClick={onNewer}
      >
        <span aria-hidden="true">
          <Trans>Later</Trans>
        </span>{' '}
        ›
      </button>
    </nav>
  );
}

/** By day, week, month, quarter or year: one point a day or the mean of each. */
export function UnitPicker({
  unit,
  onChange,
}: {
  unit: ChartUnit;
  onChange: (unit: ChartUnit) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="unit-picker" role="radiogroup" aria-label={t`Strength by`}>
      {CHART_UNITS.map((u) => (
        <button
          key={u.unit}
          type="button"
          role="radio"
          aria-checked={unit === u.unit}
          className={unit === u.unit ? 'is-active' : ''}
          onClick={() => onChange(u.unit)}
        >
          {i18n._(UNIT_NAMES[u.unit])}
        </button>
      ))}
    </div>
  );
}
