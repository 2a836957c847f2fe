/**
 * The group picked on insights (lib/use-group-filter.ts): its strength today and its weekly totals
 * of the last 12 weeks, each against the maximum of the days its habits were due
 * (lib/group-figures.ts, from the view daily_group_scores: one more read).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { HabitGroup } from '@/api/habit-group';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageSpinner } from '@/components/ui/spinner';
import { formatPercent } from '@/lib/i18n/format';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import type { WeekStart } from '@shared/scores/dates';
import { useGroupScores } from '../api/use-insights';
import { groupFigures } from '../lib/group-figures';
import { Figure, InsightsCard } from './insights-card';
import { WeeklyBars } from './weekly-bars';
import './group-section.css';

export function GroupSection({
  group,
  today,
  weekStart,
}: {
  group: HabitGroup;
  today: string;
  weekStart: WeekStart;
}) {
  const { t } = useLingui();
  const scores = useGroupScores(group.id, today);
  const name = group.name;
  let body;
  if (waitsForNetwork(scores)) body = <NeedsConnection />;
  else if (!scores.data) body = <PageSpinner label={t`Loading the group…`} />;
  else {
    const { weeks, strength } = groupFigures(scores.data, today, weekStart);
    const value = formatPercent(Math.round(strength * 100) / 100);
    body = (
      <>
        <p className="group-strength">
          <Trans>
            <span className="group-strength-value">{value}</span> strength
          </Trans>
        </p>
        <Figure
          caption={t`Each week's total of the group's habits, as a share of the most they could score on the days they were due (skipped, paused and not-due days left out). Strength: Loop's formula on each day's total against that day's maximum.`}
        >
          <WeeklyBars weeks={weeks} max={0} />
        </Figure>
      </>
    );
  }
  return (
    <InsightsCard id="insights-group-totals" title={t`${name}: weekly totals`}>
      {body}
    </InsightsCard>
  );
}
