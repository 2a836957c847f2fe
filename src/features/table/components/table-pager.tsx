/**
 * The table's pager (routes/table-view-page.tsx): ‹ the days before those shown, without limit
 * (lib/use-table-view.ts pages through src/lib/charts/history-pages.ts `tablePage`), › the days
 * after, up to today, and the dates shown between them; 44 x 44 px tap targets (habit-table.css).
 */
import { format } from 'date-fns';
import { parseIsoDate } from '@shared/scores/dates';
import type { TableViewModel } from '../lib/use-table-view';
import '@/components/ui/button.css';
import './habit-table.css';
import '@/components/charts/history-pager.css';

/** ‹ the days before, › the days after (up to today), and which days are shown. */
export function TablePager({ table }: { table: TableViewModel }) {
  const { days } = table;
  const words = `${format(parseIsoDate(days[days.length - 1]), 'd MMM yyyy')} – ${format(parseIsoDate(days[0]), 'd MMM yyyy')}`;
  return (
    <nav className="table-pager" aria-label="Earlier and later days">
      <button
        type="button"
        className="btn btn-secondary table-pager-button"
        aria-label={`Earlier days (before ${format(parseIsoDate(days[days.length - 1]), 'd MMM yyyy')})`}
        onClick={table.older}
      >
        ‹
      </button>
      <span className="table-pager-status" aria-live="polite">
        {words}
      </span>
      <button
        type="button"
        className="btn btn-secondary table-pager-button"
        aria-label="Later days"
        disabled={table.isLatest}
        onClick={table.newer}
      >
        ›
      </button>
    </nav>
  );
}
