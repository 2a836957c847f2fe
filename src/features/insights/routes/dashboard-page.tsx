import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { InsightsIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function DashboardPage() {
  useDocumentTitle('Insights');
  return (
    <>
      <PageHeader title="Insights" description="How your habits are going over weeks and months." />
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
    </>
  );
}
