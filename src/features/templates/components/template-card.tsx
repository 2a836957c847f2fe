/**
 * One template as a card: colour, name, description, schedule ("3 times a week"), daily target, and (behind a disclosure) its
 * questions with each option's score and its consequences. "Use template" for every template;
 * rename and delete only for the user's own.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/i18n/format';
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
  template: tpl,
  own = false,
  using = false,
  blocked = false,
  onUse,
  onRename,
  onDelete,
}: TemplateCardProps) {
  const { t } = useLingui();
  const ids = useId();
  const titleId = `${ids}-title`;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const max = maxDailyScore(tpl);
  const name = tpl.name;

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
      style={{ ['--habit-color' as string]: tpl.color || undefined }}
    >
      <div className="tinted-card-head template-card-head">
        <span className="habit-dot" aria-hidden="true" />
        <h3 className="template-card-title" id={titleId}>
          {tpl.name}
        </h3>
      </div>
      {tpl.description ? <p className="template-card-description">{tpl.description}</p> : null}
      <p className="template-card-meta">
        <span className="template-card-schedule">{summaryOfColumns(tpl)}</span> ·{' '}
        <TargetText target={tpl.daily_target} max={max} />
      </p>

      <details className="template-details">
        <summary className="template-summary">{contentSummary(tpl)}</summary>
        <div className="template-details-body">
          {tpl.questions.length > 0 ? (
            <ol className="template-questions" aria-label={t`Questions of ${name}`}>
              {tpl.questions.map((q) => (
                <TemplateQuestion key={q.id} question={q} />
              ))}
            </ol>
          ) : (
            <p className="template-muted">
              <Trans>No questions.</Trans>
            </p>
          )}
          {tpl.consequences.length > 0 ? (
            <ul className="template-consequences" aria-label={t`Consequences of ${name}`}>
              {tpl.consequences.map((c) => (
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
          templateName={tpl.name}
          defaultValues={{ name: tpl.name, description: tpl.description ?? '' }}
          onSubmit={async (values) => {
            await onRename(tpl, values);
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      ) : (
        <div className="template-actions">
          <Button
            onClick={() => onUse(tpl)}
            loading={using}
            disabled={blocked}
            aria-label={t`Use template ${name}`}
          >
            <Trans>Use template</Trans>
          </Button>
          {own ? (
            <div className="template-own-actions">
              <button
                ref={editButton}
                type="button"
                className="btn btn-secondary"
                onClick={() => setEditing(true)}
                aria-label={t`Edit template ${name}`}
              >
                <Trans>Edit</Trans>
              </button>
              <Button
                variant="secondary"
                className="template-delete"
                onClick={() => onDelete?.(tpl)}
                aria-label={t`Delete template ${name}`}
              >
                <Trans>Delete</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </article>
  );
}

type TemplateQuestionRow = TemplateTree['questions'][number];

/** A question with its options and their scores, or a number question's target. */
function TemplateQuestion({ question: q }: { question: TemplateQuestionRow }) {
  const { t } = useLingui();
  const question = q.question;
  return (
    <li className="template-question">
      <span className="template-question-text">{question}</span>
      {q.kind === 'number' ? (
        <span className="template-option">
          <NumberTarget question={q} />
        </span>
      ) : null}
      <ul
        className="template-options"
        aria-label={t`Options of “${question}”`}
        hidden={q.kind === 'number'}
      >
        {(q.option_template ?? []).map((o) => (
          <li key={o.id} className="template-option">
            <span>{o.label}</span>
            <span className="template-option-score">
              <span className="visually-hidden">
                {t({
                  message: ', score',
                  comment: "Read before an option's score: Yes, score +10",
                })}{' '}
              </span>
              {formatScore(o.score_value)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** "At least 8 glasses: up to 10 points". */
function NumberTarget({ question: q }: { question: TemplateQuestionRow }) {
  const target =
    q.target == null
      ? ''
      : formatNumber(q.target, { useGrouping: false, maximumFractionDigits: 20 });
  const amount = q.unit ? `${target} ${q.unit}` : target;
  const points = q.points ?? 0;
  return q.target_type === 'at_most' ? (
    <Trans>
      At most {amount}: up to <Plural value={points} one="# point" other="# points" />
    </Trans>
  ) : (
    <Trans>
      At least {amount}: up to <Plural value={points} one="# point" other="# points" />
    </Trans>
  );
}

/** "Daily target 8 of 12 points", or "No daily target · up to 12 points a day". */
function TargetText({ target, max }: { target: number | null | undefined; max: number }) {
  if (target == null) {
    return (
      <Plural
        value={max}
        one="No daily target · up to # point a day"
        other="No daily target · up to # points a day"
      />
    );
  }
  return (
    <Trans>
      Daily target <strong>{target}</strong> of{' '}
      <Plural value={max} one="# point" other="# points" />
    </Trans>
  );
}
