/**
 * One template as a card: colour, name, description, schedule ("3 times a week"), daily target, and (behind a disclosure) its
 * questions with each option's score and its consequences. "Use template" for every template;
 * rename and delete only for the user's own.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { summaryOfColumns } from '@/lib/schedule';
import type { TemplateFormValues } from '../lib/template-form-schema';
import {
  contentSummary,
  describeTrigger,
  formatScore,
  kindLabel,
  maxDailyScore,
  type TemplateTree,
} from '../lib/template-tree';
import { TemplateEditForm } from './template-edit-form';
import '@/components/ui/button.css';
import '@/components/ui/tinted-card.css';

export interface TemplateCardProps {
  template: TemplateTree;
  /** Own templates can be renamed and deleted; starters cannot. */
  own?: boolean;
  /** This card's "Use template" is running. */
  using?: boolean;
  /** Another card's "Use template" is running: one copy at a time. */
  blocked?: boolean;
  onUse: (template: TemplateTree) => void;
  onRename?: (template: TemplateTree, values: TemplateFormValues) => Promise<void>;
  onDelete?: (template: TemplateTree) => void;
}

export function TemplateCard({
  template: t,
  own = false,
  using = false,
  blocked = false,
  onUse,
  onRename,
  onDelete,
}: TemplateCardProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const max = maxDailyScore(t);

  const returnFocus = useRef(false);

  // Closing the editor puts focus back on its button, so keyboard users keep their place.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const closeEditor = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <article
      className="tinted-card template-card"
      aria-labelledby={titleId}
      style={{ ['--habit-color' as string]: t.color || undefined }}
    >
      <div className="tinted-card-head template-card-head">
        <span className="habit-dot" aria-hidden="true" />
        <h3 className="template-card-title" id={titleId}>
          {t.name}
        </h3>
      </div>
      {t.description ? <p className="template-card-description">{t.description}</p> : null}
      <p className="template-card-meta">
        <span className="template-card-schedule">{summaryOfColumns(t)}</span> ·{' '}
        {t.daily_target != null ? (
          <>
            Daily target <strong>{t.daily_target}</strong> of {max} points
          </>
        ) : (
          <>No daily target · up to {max} points a day</>
        )}
      </p>

      <details className="template-details">
        <summary className="template-summary">{contentSummary(t)}</summary>
        <div className="template-details-body">
          {t.questions.length > 0 ? (
            <ol className="template-questions" aria-label={`Questions of ${t.name}`}>
              {t.questions.map((q) => (
                <li key={q.id} className="template-question">
                  <span className="template-question-text">{q.question}</span>
                  {q.kind === 'number' ? (
                    <span className="template-option">
                      {q.target_type === 'at_most' ? 'At most' : 'At least'} {q.target}
                      {q.unit ? ` ${q.unit}` : ''}: up to {q.points} points
                    </span>
                  ) : null}
                  <ul
                    className="template-options"
                    aria-label={`Options of “${q.question}”`}
                    hidden={q.kind === 'number'}
                  >
                    {(q.option_template ?? []).map((o) => (
                      <li key={o.id} className="template-option">
                        <span>{o.label}</span>
                        <span className="template-option-score">
                          <span className="visually-hidden">, score </span>
                          {formatScore(o.score_value)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          ) : (
            <p className="template-muted">No questions.</p>
          )}
          {t.consequences.length > 0 ? (
            <ul className="template-consequences" aria-label={`Consequences of ${t.name}`}>
              {t.consequences.map((c) => (
                <li key={c.id} className="template-consequence">
                  <span
                    className={`template-kind ${c.kind === 'reward' ? 'is-reward' : 'is-penalty'}`}
                  >
                    {kindLabel(c.kind)}
                  </span>
                  <span className="template-consequence-text">
                    <strong>{c.title}</strong>
                    <span className="template-muted">{describeTrigger(c)}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </details>

      {editing && onRename ? (
        // The form takes the place of the buttons while it is open.
        <TemplateEditForm
          templateName={t.name}
          defaultValues={{ name: t.name, description: t.description ?? '' }}
          onSubmit={async (values) => {
            await onRename(t, values);
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      ) : (
        <div className="template-actions">
          <Button
            onClick={() => onUse(t)}
            loading={using}
            disabled={blocked}
            aria-label={`Use template ${t.name}`}
          >
            Use template
          </Button>
          {own ? (
            <div className="template-own-actions">
              <button
                ref={editButton}
                type="button"
                className="btn btn-secondary"
                onClick={() => setEditing(true)}
                aria-label={`Edit template ${t.name}`}
              >
                Edit
              </button>
              <Button
                variant="secondary"
                className="template-delete"
                onClick={() => onDelete?.(t)}
                aria-label={`Delete template ${t.name}`}
              >
                Delete
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </article>
  );
}
