import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { TemplateIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function TemplatesPage() {
  useDocumentTitle('Templates');
  return (
    <>
      <PageHeader
        title="Templates"
        description="Start a habit from a ready-made template, or reuse your own."
      />
      <EmptyState
        icon={<TemplateIcon />}
        title="No templates yet"
        actions={<ButtonLink to={paths.addHabit.build()}>Add a habit</ButtonLink>}
      >
        <p>Templates you save from your habits, and the starter templates, will be listed here.</p>
      </EmptyState>
    </>
  );
}
