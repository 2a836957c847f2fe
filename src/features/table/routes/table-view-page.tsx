/**
 * tableview: habits by 7, 14 or 30 days, newest day first (so today is in view on a phone), paged
 * back with ‹ through the whole history and forward with › to today; each cell is the day's total
 * shaded by its percentage, marked met or missed, or a skipped, paused or not-due day marked as
 * such (lib/table-cell.ts, the rules of _shared/scores/schedule.ts); a tap toggles a yes/no habit's
 * day (Undo on the toast) or opens any other day to answer.
 * The reads, the range and each cell's look are the view-model's (lib/use-table-view.ts), the
 * table is components/habit-table.tsx; this is the layout.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { habitDayKey } from '@/services/offline/habit-day-queue';
import { dayLabel } from '@/lib/day-label';
import { HabitDayCard } from '@/components/habit-day/habit-day-card';
import { HabitTable, TableLegend } from '../components/habit-table';
import { TablePager } from '../components/table-pager';
import { TABLE_RANGES, useTableView } from '../lib/use-table-view';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/page-header.css';
import './table-view-page.css';

export default function TableViewPage() {
  const { t } = useLingui();
  const table = useTableView();
  const { range, today, habits, open, current } = table;

  let body;
  if (habits.isPending) body = <PageSpinner label={t`Loading your habits…`} />;
  else if (!habits.data || habits.data.length === 0) {
    body = (
      <EmptyState
        icon="▦"
        title={t`No habits yet`}
        actions={
          <ButtonLink to={paths.addHabit.build()}>
            <Trans>Add a habit</Trans>
          </ButtonLink>
        }
      >
        <p>
          <Trans>Your habits appear here day by day once you add one.</Trans>
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <TablePager table={table} />
        <HabitTable table={table} habits={habits.data} />
        <TableLegend />
      </>
    );
  }

  return (
    <div className="habit-page table-page">
      <PageHeader
        title={t`Table`}
        description={t`Your habits day by day. Tap a cell to answer that day: a yes/no habit's day turns Yes or No at once.`}
        actions={
          <div className="segmented" role="radiogroup" aria-label={t`Days shown`}>
            {TABLE_RANGES.map((r) => (
              <button
                key={r}
                type="button"
                role="radio"
                aria-checked={range === r}
                className={range === r ? 'is-active' : ''}
                onClick={() => table.setRange(r)}
              >
                <Plural value={{ days: r }} one="# day" other="# days" />
              </button>
            ))}
          </div>
        }
      />
      {body}
      <Modal
        open={Boolean(open && current)}
        title={open ? `${open.habit.name} · ${dayLabel(open.date, today)}` : ''}
        onClose={() => table.setOpen(null)}
        className="answer-dialog"
      >
        {open && current ? (
          <>
            <HabitDayCard
              habit={current}
              date={open.date}
              server={table.byDay.get(habitDayKey(current.id, open.date))}
              headingLevel={3}
              title={t`Answers`}
            />
            <div className="modal-actions">
              <button type="button" className="btn btn-primary" onClick={() => table.setOpen(null)}>
                <Trans>Done</Trans>
              </button>
            </div>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
