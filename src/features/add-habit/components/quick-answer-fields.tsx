/**
 * The short add form's one question, without typing it: answered Yes / No, with a number (a
 * target, typed with the language's decimal sign, and a unit: "at least 8 glasses"), or with
 * choices that each score. Its words are made from the habit's name (use-derived-question.ts)
 * and can be changed under "More options".
 */
import { useId, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useWatch, type UseFormSetValue } from 'react-hook-form';
import {
  TARGET_TYPES,
  TARGET_TYPE_LABELS,
  type HabitFormValues,
} from '@/components/habit-form/habit-form-values';
import {
  answerKindOf,
  blankChoices,
  isYesNo,
  questionFromName,
  yesNoOptions,
  type AnswerKind,
} from '@/components/habit-form/new-habit-values';
import { FieldError } from '@/components/habit-form/field-error';
import { useDecimalInput } from '@/components/habit-form/use-decimal-input';
import { QuickChoices } from './quick-choices';
import type { HabitFormFields } from '@/components/habit-form/use-habit-form';
import '@/components/ui/form.css';

/** Translated where shown (`i18n._(label)`). */
const KINDS: { kind: AnswerKind; label: MessageDescriptor }[] = [
  { kind: 'yes_no', label: msg`Yes / No` },
  { kind: 'number', label: msg`Number` },
  { kind: 'choices', label: msg`Choices` },
];

interface QuickAnswerFieldsProps {
  fields: HabitFormFields;
  setValue: UseFormSetValue<HabitFormValues>;
}

export function QuickAnswerFields({ fields, setValue }: QuickAnswerFieldsProps) {
  const { i18n } = useLingui();
  const { control } = fields;
  const ids = useId();
  const name = useWatch({ control, name: 'name' });
  const questions = useWatch({ control, name: 'questions' });
  const q = questions?.[0];
  const options = useFieldArray({ control, name: 'questions.0.options' });
  const [kind, setKind] = useState<AnswerKind>(() => (q ? answerKindOf(q) : 'yes_no'));

  if (!q || questions.length > 1) {
    const count = questions?.length ?? 0;
    return (
      <p className="field-hint quick-answer-note">
        <Plural
          value={count}
          one="# question: see it under “More options”."
          other="# questions: see them under “More options”."
        />
      </p>
    );
  }

  const choose = (next: AnswerKind) => {
    setKind(next);
    setValue('questions.0.kind', next === 'number' ? 'number' : 'choice', { shouldDirty: true });
    // A number keeps the choice fields it had (for a switch back): Yes / No are the options'.
    const yesNo = isYesNo({ kind: 'choice', options: q.options });
    if (next === 'yes_no' && !yesNo) options.replace(yesNoOptions());
    if (next === 'choices' && yesNo) options.replace(blankChoices());
  };
  const question = q.question;
  const custom = question.trim() !== '' && question !== questionFromName(name ?? '', q);

  return (
    <div className="quick-answer">
      <fieldset className="quick-kind">
        <legend className="field-label">
          <Trans>Answered with</Trans>
        </legend>
        <div className="segmented">
          {KINDS.map((k) => (
            <label key={k.kind}>
              <input
                type="radio"
                name={`${ids}-kind`}
                value={k.kind}
                checked={kind === k.kind}
                onChange={() => choose(k.kind)}
              />{' '}
              {i18n._(k.label)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'number' ? <QuickNumber fields={fields} /> : null}
      {kind === 'choices' ? <QuickChoices fields={fields} options={options} /> : null}
      {custom ? (
        <p className="field-hint quick-question">
          <Trans>Asked: “{question}”</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** "At least 8 glasses": the number question's target, its kind and unit on one line. */
function QuickNumber({ fields: { control, register, errors } }: { fields: HabitFormFields }) {
  const { t, i18n } = useLingui();
  const target = useDecimalInput(control, 'questions.0.target');
  const e = errors.questions?.[0];
  return (
    <fieldset className="quick-number">
      <legend className="field-label">
        <Trans>Target each day</Trans>
      </legend>
      <div className="quick-number-row">
        <select
          className="input"
          aria-label={t`At least or at most`}
          {...register('questions.0.target_type')}
        >
          {TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(TARGET_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
        <input
          className="input"
          placeholder="8"
          aria-label={t`Target`}
          aria-invalid={e?.target ? true : undefined}
          {...target}
        />
        <input
          className="input"
          placeholder={t`glasses`}
          autoComplete="off"
          aria-label={t`Unit (optional)`}
          aria-invalid={e?.unit ? true : undefined}
          {...register('questions.0.unit')}
        />
      </div>
      <FieldError message={e?.target?.message ?? e?.unit?.message} />
    </fieldset>
  );
}
