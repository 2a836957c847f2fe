/**
 * Template suggestions for a first habit (home when it has none; addhabit's "More options", as a
 * compact list): each starter or own template with its daily target and questions. "Use" hands
 * the template to the caller, which fills the add form from it to adjust before saving.
 */
import { useId } from 'react';
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
  template: t,
  onUse,
}: {
  template: TemplateTree;
  onUse: (template: TemplateTree) => void;
}) {
  const titleId = useId();
  const n = t.questions.length;
  return (
    <article
      className="compact-suggestion"
      aria-labelledby={titleId}
      style={{ ['--habit-color' as string]: t.color || undefined }}
    >
      <div className="compact-suggestion-text">
        <h3 className="suggestion-title" id={titleId}>
          {t.name}
        </h3>
        <p className="field-hint">
          {summaryOfColumns(t)} · {n} {n === 1 ? 'question' : 'questions'}
        </p>
      </div>
      <Button variant="secondary" className="btn-small" onClick={() => onUse(t)}>
        Use<span className="visually-hidden">{` ${t.name}`}</span>
      </Button>
    </article>
  );
}

function SuggestionCard({
  template: t,
  onUse,
}: {
  template: TemplateTree;
  onUse: (template: TemplateTree) => void;
}) {
  const titleId = useId();
  const max = maxDailyScore(t);
  return (
    <article
      className="tinted-card suggestion-card"
      aria-labelledby={titleId}
      style={{ ['--habit-color' as string]: t.color || undefined }}
    >
      <div className="suggestion-head">
        <h3 className="suggestion-title" id={titleId}>
          {t.name}
        </h3>
        <Button variant="secondary" className="btn-small" onClick={() => onUse(t)}>
          Use<span className="visually-hidden">{` ${t.name}`}</span>
        </Button>
      </div>
      <p className="suggestion-schedule">{summaryOfColumns(t)}</p>
      <p className="suggestion-target">
        {t.daily_target != null
          ? `Daily target ${t.daily_target} of ${max} points`
          : `No daily target · up to ${max} points a day`}
      </p>
      {t.questions.length > 0 ? (
        <ul className="suggestion-questions" aria-label={`Questions of ${t.name}`}>
          {t.questions.map((q) => (
            <li key={q.id}>{q.question}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
