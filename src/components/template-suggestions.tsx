/**
 * Template suggestions for a first habit (home when it has none; addhabit's "More options", as a
 * compact list): each starter or own template with its daily target and questions. "Use" hands
 * the template to the caller, which fills the add form from it to adjust before saving.
 */
import { useId } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { maxDailyScore, type TemplateTree } from '@/api/template-trees';
import { Button } from '@/components/ui/button';
import { summaryOfColumns } from '@/lib/schedule';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/tinted-card.css';
import './template-suggestions.css';
import './ui/tinted-card.css';

export interface TemplateSuggestionsProps {
  templates: readonly TemplateTree[];
  onUse: (template: TemplateTree) => void;
  /** One line per template (its name, schedule and number of questions) and its Use. */
  compact?: boolean;
}

export function TemplateSuggestions({ templates, onUse, compact }: TemplateSuggestionsProps) {
  return (
    <ul className={compact ? 'suggestion-list is-compact' : 'suggestion-list'}>
      {templates.map((t) => (
        <li key={t.id}>
          {compact ? (
            <CompactSuggestion template={t} onUse={onUse} />
          ) : (
            <SuggestionCard template={t} onUse={onUse} />
          )}
        </li>
      ))}
    </ul>
  );
}

function CompactSuggestion({
  template,
  onUse,
}: {
  template: TemplateTree;
  onUse: (template: TemplateTree) => void;
}) {
  const titleId = useId();
  const n = template.questions.length;
  return (
    <article
      className="compact-suggestion"
      aria-labelledby={titleId}
      style={{ ['--habit-color' as string]: template.color || undefined }}
    >
      <div className="compact-suggestion-text">
        <h3 className="suggestion-title" id={titleId}>
          {template.name}
        </h3>
        <p className="field-hint">
          {summaryOfColumns(template)} · <Plural value={n} one="# question" other="# questions" />
        </p>
      </div>
      <Button variant="secondary" className="btn-small" onClick={() => onUse(template)}>
        <Trans comment="Fill the add form from a template">Use</Trans>
        <span className="visually-hidden">{` ${template.name}`}</span>
      </Button>
    </article>
  );
}

function SuggestionCard({
  template,
  onUse,
}: {
  template: TemplateTree;
  onUse: (template: TemplateTree) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const max = maxDailyScore(template);
  const target = template.daily_target;
  const name = template.name;
  return (
    <article
      className="tinted-card suggestion-card"
      aria-labelledby={titleId}
      style={{ ['--habit-color' as string]: template.color || undefined }}
    >
      <div className="suggestion-head">
        <h3 className="suggestion-title" id={titleId}>
          {template.name}
        </h3>
        <Button variant="secondary" className="btn-small" onClick={() => onUse(template)}>
          <Trans comment="Fill the add form from a template">Use</Trans>
          <span className="visually-hidden">{` ${template.name}`}</span>
        </Button>
      </div>
      <p className="suggestion-schedule">{summaryOfColumns(template)}</p>
      <p className="suggestion-target">
        {target != null
          ? plural(max, {
              one: `Daily target ${target} of ${max} points`,
              other: `Daily target ${target} of ${max} points`,
            })
          : plural(max, {
              one: `No daily target · up to ${max} points a day`,
              other: `No daily target · up to ${max} points a day`,
            })}
      </p>
      {template.questions.length > 0 ? (
        <ul className="suggestion-questions" aria-label={t`Questions of ${name}`}>
          {template.questions.map((q) => (
            <li key={q.id}>{q.question}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
