/**
 * One group of home's rows (lib/home-sections.ts): "To answer", "Finished" with its "Hide
 * finished" switch, "Paused", and "Not due today" collapsed behind its head until opened.
 */
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitTree } from '@/hooks/use-habits';
import type { HomeSection } from '../lib/home-sections';

const SECTION_LABELS: Record<HomeSection<HabitTree>['id'], MessageDescriptor> = {
  open: msg`To answer`,
  done: msg`Finished`,
  paused: msg`Paused`,
  notDue: msg`Not due today`,
};

/**
 * One group of rows; the finished group has its head with the "Hide finished" switch, the
 * paused one a title, and "Not due today" is collapsed behind its head until opened.
 */
export function HomeSectionView({
  section,
  hideFinished,
  onHideFinished,
  notDueLabel,
  notDueOpen,
  onNotDueOpen,
  renderRow,
}: {
  section: HomeSection<HabitTree>;
  hideFinished: boolean;
  onHideFinished: (hide: boolean) => void;
  /** "Not due today", or "Not due this day" on another day. */
  notDueLabel: string;
  notDueOpen: boolean;
  onNotDueOpen: (open: boolean) => void;
  renderRow: (habit: HabitTree) => ReactNode;
}) {
  const { i18n } = useLingui();
  const label = section.id === 'notDue' ? notDueLabel : i18n._(SECTION_LABELS[section.id]);
  const count = section.items.length + section.hidden;
  const bodyId = `home-section-${section.id}`;
  if (section.id === 'notDue') {
    return (
      <section className="home-section is-notDue" aria-label={label}>
        <div className="home-section-head">
          <button
            type="button"
            className="home-section-toggle"
            aria-expanded={notDueOpen}
            aria-controls={bodyId}
            onClick={() => onNotDueOpen(!notDueOpen)}
          >
            {label} <span className="habit-max">({count})</span>{' '}
            <span aria-hidden="true">{notDueOpen ? '▴' : '▾'}</span>
          </button>
        </div>
        <div id={bodyId} hidden={!notDueOpen}>
          {notDueOpen ? section.items.map(renderRow) : null}
        </div>
      </section>
    );
  }
  if (section.id === 'paused') {
    return (
      <section className="home-section is-paused" aria-label={label}>
        <div className="home-section-head">
          <span className="home-section-title">
            {label} <span className="habit-max">({count})</span>
          </span>
        </div>
        {section.items.map(renderRow)}
      </section>
    );
  }
  return (
    <section className={`home-section is-${section.id}`} aria-label={label}>
      {section.id === 'done' ? (
        <div className="home-section-head">
          <span className="home-section-title">
            {label} <span className="habit-max">({count})</span>
          </span>
          <button
            type="button"
            className="home-hide-toggle"
            aria-pressed={hideFinished}
            onClick={() => onHideFinished(!hideFinished)}
          >
            <Trans>Hide finished</Trans>
          </button>
        </div>
      ) : null}
      {section.items.map(renderRow)}
    </section>
  );
}
