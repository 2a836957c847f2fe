/**
 * Home's notes above the rows (home-list.tsx): a day never loaded on this device (offline), a
 * pause of every habit, "Every habit answered" (a live region, there before it speaks) and "No
 * habit matches" for the filter by name.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { dayLabel } from '@/lib/day-label';
import type { HomeModel } from '../lib/use-home';
import { pausedText } from '../lib/home-sections';
import './home-list.css';

export function HomeNotes({ home }: { home: HomeModel }) {
  const { t } = useLingui();
  const { date, today, everyPause } = home;
  return (
    <>
      {home.notLoaded ? (
        <p className="home-not-loaded" role="status">
          <Trans>
            Offline: this day was never loaded on this device, so its saved answers are not shown.
            They appear once you are online.
          </Trans>
        </p>
      ) : null}
      {everyPause ? (
        <p className="home-paused-all" role="status">
          <Trans>
            All habits: {{ pause: pausedText(everyPause.end_date) }}. Paused days are left out; you
            can still answer.
          </Trans>
        </p>
      ) : null}
      <div className="day-complete-status" role="status">
        {home.dayDone ? (
          <p className="day-complete">
            <span aria-hidden="true">✓ </span>
            {date === today
              ? t`Every habit answered for today`
              : t`Every habit answered for ${{ day: dayLabel(date, today) }}`}
          </p>
        ) : null}
      </div>
      {home.noMatch ? (
        <p className="home-no-match" role="status">
          <Trans>No habit matches &ldquo;{{ filter: home.filter.trim() }}&rdquo;.</Trans>
        </p>
      ) : null}
    </>
  );
}
