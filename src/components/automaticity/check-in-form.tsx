/**
 * The weekly automaticity check-in (docs/domain.md "Automaticity check-in"): "How automatic is
 * <habit> now?" and the four statements of the Self-Report Behavioural Automaticity Index, each a
 * radio group 1..7 whose ends say what they mean ("1, disagree completely", "7, agree
 * completely"). It saves itself once all four are chosen (four taps), and again when an answer
 * changes after that; there is no Save button. Home offers it once a week per habit
 * (src/features/home/components/check-in/weekly-check-in.tsx), the habit page at any time.
 */
import { useId, useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  AUTOMATICITY_ITEMS,
  type AutomaticityAnswers,
  type AutomaticityItem,
} from '@/api/automaticity-check';
import {
  CHECK_IN_SCALE,
  checkInQuestion,
  checkInStatement,
  scalePointLabel,
} from '@/lib/automaticity/check-in-words';
import './check-in-form.css';

type Partial4 = Partial<AutomaticityAnswers>;

const complete = (a: Partial4): a is AutomaticityAnswers =>
  AUTOMATICITY_ITEMS.every((item) => typeof a[item] === 'number');

export function CheckInForm({
  habitName,
  initial,
  headingLevel = 2,
  onAnswers,
  status,
  actions,
}: {
  habitName: string;
  /** Today's answers when the habit was already checked in today (they can be changed). */
  initial?: AutomaticityAnswers | null;
  headingLevel?: 2 | 3;
  /** All four chosen (the fourth tap, or a change after it): save them. */
  onAnswers: (answers: AutomaticityAnswers) => void;
  /** What became of the answers ("Saved."), read out when it changes. */
  status: ReactNode;
  /** Buttons beside the status ("Not this week", "Done"). */
  actions?: ReactNode;
}) {
  // Re-rendered when the language changes (the count of statements left).
  useLingui();
  const [answers, setAnswers] = useState<Partial4>(() => ({ ...initial }));
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const choose = (item: AutomaticityItem, value: number) => {
    const next = { ...answers, [item]: value };
    setAnswers(next);
    if (complete(next)) onAnswers(next);
  };
  const left = AUTOMATICITY_ITEMS.filter((item) => answers[item] === undefined).length;
  return (
    <section className="check-in" aria-labelledby={titleId}>
      <Heading className="check-in-title" id={titleId}>
        {checkInQuestion(habitName)}
      </Heading>
      <p className="check-in-hint">
        <Trans>How much do you agree? From 1, disagree completely, to 7, agree completely.</Trans>
      </p>
      {AUTOMATICITY_ITEMS.map((item) => (
        <ScaleGroup
          key={item}
          statement={checkInStatement(habitName, item)}
          value={answers[item]}
          onChange={(value) => choose(item, value)}
        />
      ))}
      <div className="check-in-foot">
        <p className="check-in-status" role="status">
          {left > 0 && !status
            ? plural(left, {
                one: '# more to answer; it saves itself once all four are chosen.',
                other: '# more to answer; it saves itself once all four are chosen.',
              })
            : status}
        </p>
        {actions ? <div className="check-in-actions">{actions}</div> : null}
      </div>
    </section>
  );
}

/** One statement: a radio group of 1..7, the ends named under it. */
function ScaleGroup({
  statement,
  value,
  onChange,
}: {
  statement: string;
  value: number | undefined;
  onChange: (value: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="check-in-item">
      <legend className="check-in-statement">{statement}</legend>
      <div className="check-in-scale">
        {CHECK_IN_SCALE.map((n) => (
          <label key={n} className="check-in-point">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={scalePointLabel(n)}
            />
            <span aria-hidden="true">{n}</span>
          </label>
        ))}
      </div>
      <div className="check-in-ends" aria-hidden="true">
        <span>
          <Trans>Disagree</Trans>
        </span>
        <span>
          <Trans>Agree</Trans>
        </span>
      </div>
    </fieldset>
  );
}
