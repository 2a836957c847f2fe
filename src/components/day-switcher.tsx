/** Pick the day to answer: today, yesterday or any past day (never the future). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { addDaysIso, EARLIEST_DATE } from '@shared/scores/dates';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import './day-switcher.css';

export function DaySwitcher({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="day-switcher" role="group" aria-label={t`Day to answer`}>
      <Button
        variant="ghost"
        className="btn-icon"
        aria-label={t`Previous day`}
        onClick={() => onChange(addDaysIso(date, -1))}
      >
        ‹
      </Button>
      <label className="day-switcher-date">
        <span className="visually-hidden">
          <Trans>Date</Trans>
        </span>
        <input
          type="date"
          className="input"
          value={date}
          min={EARLIEST_DATE}
          max={today}
          onChange={(e) => {
            const v = e.target.value;
            if (v && v >= EARLIEST_DATE && v <= today) onChange(v);
          }}
        />
      </label>
      <Button
        variant="ghost"
        className="btn-icon"
        aria-label={t`Next day`}
        disabled={date >= today}
        onClick={() => onChange(addDaysIso(date, 1))}
      >
        ›
      </Button>
      {date !== today ? (
        <Button variant="secondary" className="btn-small" onClick={() => onChange(today)}>
          <Trans>Today</Trans>
        </Button>
      ) : null}
    </div>
  );
}
