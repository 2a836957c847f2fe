/**
 * The table's pager (routes/table-view-page.tsx): ‹ the days before those shown, without limit
 * (lib/use-table-view.ts pages through src/lib/charts/history-pages.ts `tablePage`), › the days
 * after, up to today, and the dates shown between them; 44 x 44 px tap targets (habit-table.css).
 */
import { useLingui } from '@lingui/react/macro';
import { formatDay } from '@/lib/i18n/format';
import type { TableViewModel } from '../lib/use-table-view';
import '@/components/ui/button.css';
import './habit-table.css';
import '@/components/charts/history-pager.css';

/** ‹ the days before, › the days after (up to today), and which days are shown. */
export function TablePager({ table }: { table: TableViewModel }) {
  const { t } = useLingui();
  const { days } = table;
  const first = formatDay(days[days.length - 1], 'dayMonthYear');
  const last = formatDay(days[0], 'dayMonthYear');
  return (
    <nav className="table-pager" aria-label={t`Earlier and later days`}>
      <button
        type="button"
        className="btn btn-secondary table-pager-button"
        aria-label={t`Earlier days (before ${first})`}
        onClick={table.older}
      >
        ‹
      </button>
      <span className="table-pager-status" aria-live="polite">
        {t({ message: `${first} – ${last}`, comment: 'The days the table shows, oldest first' })}
      </span>
      <button
        type="button"
        className="btn btn-secondary table-pager-button"
        aria-label={t`Later days`}
        disabled={table.isLatest}
        onClick={table.newer}
      >
        ›
      </button>
    </nav>
  );
}
