/**
 * Home with no habits: "No habits yet", then the template suggestions with their questions and
 * targets. "Use" puts the template in the add form's draft and opens addhabit to adjust and save
 * it; "Add your first habit" opens the empty form; beside it, "Coming from Loop Habit Tracker?
 * Import your backup" leads to the Loop import in Settings.
 */
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TemplateTree } from '@/api/template-trees';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTemplateSuggestions } from '@/hooks/use-template-suggestions';
import { templateToFormValues } from '@/components/habit-form/habit-form-values';
import { useHabitDraftStore } from '@/components/habit-form/habit-draft-store';
import { TemplateSuggestions } from '@/components/template-suggestions';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/page-header.css';
import './first-habit.css';

export function FirstHabit() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const templates = useTemplateSuggestions();
  const setDraft = useHabitDraftStore((s) => s.setDraft);
  const hasTemplates = (templates.data?.length ?? 0) > 0;

  const use = (template: TemplateTree) => {
    setDraft(templateToFormValues(template));
    navigate(paths.addHabit.build(), { state: { filledFrom: template.name } });
  };

  return (
    <div className="first-habit">
      <div className="first-habit-intro">
        <h2 className="first-habit-title">
          <Trans>No habits yet</Trans>
        </h2>
        <p className="field-hint">
          {hasTemplates
            ? t`Start from a suggestion: "Use" fills in the form to adjust before saving. Or write your own.`
            : t`Add a habit and answer its questions every day. Your scores and streaks appear here.`}
        </p>
        <ButtonLink
          variant={hasTemplates ? 'secondary' : 'primary'}
          className="btn-small"
          to={paths.addHabit.build()}
        >
          <Trans>Add your first habit</Trans>
        </ButtonLink>
        <p className="field-hint first-habit-loop">
          <Trans>
            Coming from Loop Habit Tracker?{' '}
            <Link to={paths.settings.loopImport()}>Import your backup</Link>
          </Trans>
        </p>
      </div>
      {hasTemplates ? (
        <section className="first-habit-suggestions" aria-labelledby="suggestions-title">
          <h2 className="section-title" id="suggestions-title">
            <Trans>Suggestions</Trans>
          </h2>
          <TemplateSuggestions templates={templates.data ?? []} onUse={use} />
        </section>
      ) : null}
    </div>
  );
}
