/**
 * Home's rows with groups (lib/home-groups.ts): a block per group under its heading
 * (group-block.tsx), "Other habits" last, the "Hide finished" switch once a habit is finished
 * (finished habits stay in their group, after its open ones), then "Paused" and "Not due today"
 * apart, as without groups (home-section.tsx).
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { HabitTree } from '@/hooks/use-habits';
import type { HomeModel } from '../lib/use-home';
import type { GroupedHome } from '../lib/home-groups';
import { GroupBlock } from './group-block';
import { HomeSectionView } from './home-section';

export function HomeGroupsList({
  home,
  grouped,
  renderRow,
  renderGroupRow,
}: {
  home: HomeModel;
  grouped: GroupedHome<HabitTree>;
  /** A row apart ("Paused", "Not due today"), and one under a group's heading. */
  renderRow: (habit: HabitTree) => ReactNode;
  renderGroupRow: (habit: HabitTree) => ReactNode;
}) {
  const { groups } = home;
  return (
    <>
      {grouped.blocks.map((block) => (
        <GroupBlock
          key={block.key}
          block={block}
          total={block.group ? groups.totals.get(block.group.id) : undefined}
          // While filtering, a folded group shows what matches in it.
          folded={groups.folded.has(block.key) && !home.filtering}
          onFold={groups.setFolded}
          renderRow={renderGroupRow}
        />
      ))}
      {grouped.finished > 0 && !home.filtering ? (
        <div className="home-section-head home-groups-finished">
          <span className="home-section-title">
            <Trans>Finished</Trans> <span className="habit-max">({grouped.finished})</span>
          </span>
          <button
            type="button"
            className="home-hide-toggle"
            aria-pressed={home.hideFinished}
            onClick={() => home.setHideFinished(!home.hideFinished)}
          >
            <Trans>Hide finished</Trans>
          </button>
        </div>
      ) : null}
      {grouped.apart.map((section) => (
        <HomeSectionView
          key={section.id}
          section={section}
          hideFinished={home.hideFinished}
          onHideFinished={home.setHideFinished}
          notDueLabel={home.notDueLabel}
          notDueOpen={home.notDueOpen}
          onNotDueOpen={home.setNotDueOpen}
          renderRow={renderRow}
        />
      ))}
    </>
  );
}
