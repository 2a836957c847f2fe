/**
 * home: the day's habits, answerable in place, with a compact day switcher. Habits still to answer
 * come first; the ones finished when the day was first shown follow, folded to one row each (or
 * hidden, a per-device choice). The sections come from `homeSections` (lib/home-sections.ts);
 * once a habit is in a group, the groups are the outer level (lib/home-groups.ts).
 * The habit detail (habit/:habitid) opens beside the list on wide screens, over it on phones.
 * The reads, what is finished, folded or apart, and what the list shows are the view-model's
 * (lib/use-home.ts); the list is components/home-list.tsx; this is the layout.
 */
import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/ui/spinner';
import { dayLabel } from '@/lib/day-label';
import { DaySwitcher } from '@/components/day-switcher';
import { FirstHabit } from '../components/first-habit';
import { HomeList } from '../components/home-list';
import { useFrameOnAnswer } from '../lib/use-frame-on-answer';
import { useHome } from '../lib/use-home';
import '@/components/ui/page-header.css';
import './home-page.css';

export default function HomePage() {
  const { t } = useLingui();
  const home = useHome();
  useFrameOnAnswer();
  const { date, today, list, detailOpen } = home;

  let content;
  if (home.loading) {
    content = <PageSpinner label={t`Loading your habits…`} />;
  } else if (!list || list.length === 0) {
    content = <FirstHabit />;
  } else {
    content = <HomeList home={home} list={list} />;
  }

  return (
    <div className={['home-layout', detailOpen ? 'has-detail' : ''].join(' ')}>
      <section className="home-main" aria-labelledby="home-title">
        <header className="home-head">
          <h1 className="page-title" id="home-title">
            {dayLabel(date, today)}
          </h1>
          <DaySwitcher date={date} today={today} onChange={home.setDate} />
        </header>
        {content}
      </section>
      {detailOpen ? (
        <aside className="home-detail" aria-label={t`Habit details`}>
          <Outlet />
        </aside>
      ) : null}
    </div>
  );
}
