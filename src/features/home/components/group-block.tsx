/**
 * One group on home (lib/home-groups.ts): its heading, a button that folds and unfolds it (kept
 * on this device), with the group's colour, name, the day's total ("210 / 210",
 * lib/home-group-totals.ts) and "All done" once every habit of it that counts is answered; then
 * its rows. "Other habits" (the habits of no group) has no total.
 */
import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { HabitTree } from '@/hooks/use-habits';
import { otherHabits, type HomeGroupBlock } from '../lib/home-groups';
import type { HomeGroupTotal } from '../lib/home-group-totals';
import './home-groups.css';

export interface GroupBlockProps {
  block: HomeGroupBlock<HabitTree>;
  total: HomeGroupTotal | undefined;
  folded: boolean;
  onFold: (key: string, folded: boolean) => void;
  renderRow: (habit: HabitTree) => ReactNode;
}

export function GroupBlock({ block, total, folded, onFold, renderRow }: GroupBlockProps) {
  // Re-rendered when the language changes ("Other habits").
  useLingui();
  const ids = useId();
  const titleId = `${ids}-title`;
  const bodyId = `${ids}-body`;
  const { group, items, hidden } = block;
  const day = total?.day ?? null;
  return (
    <section
      className={['home-group', group ? '' : 'is-other'].join(' ')}
      aria-labelledby={titleId}
      style={group ? { ['--group-color' as string]: group.color } : undefined}
    >
      <h2 className="home-group-title" id={titleId}>
        <button
          type="button"
          className="home-group-toggle"
          aria-expanded={!folded}
          aria-controls={bodyId}
          onClick={() => onFold(block.key, !folded)}
        >
          {group ? <span className="home-group-dot" aria-hidden="true" /> : null}
          <span className="home-group-name">{group ? group.name : otherHabits()}</span>
          {day ? (
            <span className="home-group-total">
              {day.total} / {day.max}
            </span>
          ) : null}
          {total?.allDone ? (
            <span className="home-group-done">
              <span aria-hidden="true">✓ </span>
              <Trans>All done</Trans>
            </span>
          ) : null}
          <span className="home-group-chevron" aria-hidden="true">
            {folded ? '▸' : '▾'}
          </span>
        </button>
      </h2>
      <div id={bodyId} className="home-group-body" hidden={folded}>
        {folded ? null : items.map(renderRow)}
        {!folded && hidden > 0 ? (
          <p className="home-group-hidden">
            <Plural value={hidden} one="# finished habit hidden" other="# finished habits hidden" />
          </p>
        ) : null}
      </div>
    </section>
  );
}
