/** What the insights page shows before there is anything to draw: a spinner, the offline note or an empty state. */
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InsightsIcon } from '@/components/ui/icons';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { DashboardStatus } from '../lib/use-dashboard';

export function DashboardEmpty({ status }: { status: Exclude<DashboardStatus, 'ready'> }) {
  if (status === 'loading') return <PageSpinner label="Loading your insights…" />;
  if (status === 'offline')
    return (
      <NeedsConnection detail="Insights have not been opened on this device yet. They show once they have loaded with a connection." />
    );
  if (status === 'no-habits') {
    return (
      <EmptyState
        icon={<InsightsIcon />}
        title="No habits yet"
        actions={<ButtonLink to={paths.addHabit.build()}>Add a habit</ButtonLink>}
      >
        <p>
          Add a habit and answer it for a few days: your heatmap, weekly scores and streaks appear
          here.
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<InsightsIcon />}
      title="Nothing to show yet"
      actions={<ButtonLink to={paths.home.build()}>Answer today's habits</ButtonLink>}
    >
      <p>
        Once you have answered your habits for a few days, your heatmap, weekly scores and streaks
        appear here.
      </p>
    </EmptyState>
  );
}
