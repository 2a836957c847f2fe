/** What the insights page shows before there is anything to draw: a spinner, the offline note or an empty state. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InsightsIcon } from '@/components/ui/icons';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { DashboardStatus } from '../lib/use-dashboard';

export function DashboardEmpty({ status }: { status: Exclude<DashboardStatus, 'ready'> }) {
  const { t } = useLingui();
  if (status === 'loading') return <PageSpinner label={t`Loading your insights…`} />;
  if (status === 'offline')
    return (
      <NeedsConnection
        detail={t`Insights have not been opened on this device yet. They show once they have loaded with a connection.`}
      />
    );
  if (status === 'no-habits') {
    return (
      <EmptyState
        icon={<InsightsIcon />}
        title={t`No habits yet`}
        actions={
          <ButtonLink to={paths.addHabit.build()}>
            <Trans>Add a habit</Trans>
          </ButtonLink>
        }
      >
        <p>
          <Trans>
            Add a habit and answer it for a few days: your heatmap, weekly scores and streaks appear
            here.
          </Trans>
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<InsightsIcon />}
      title={t`Nothing to show yet`}
      actions={
        <ButtonLink to={paths.home.build()}>
          <Trans>Answer today's habits</Trans>
        </ButtonLink>
      }
    >
      <p>
        <Trans>
          Once you have answered your habits for a few days, your heatmap, weekly scores and streaks
          appear here.
        </Trans>
      </p>
    </EmptyState>
  );
}
