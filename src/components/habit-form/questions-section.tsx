/** The habit form's questions: each with its options, added, removed and reordered. */
import { Trans } from '@lingui/react/macro';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { emptyQuestion, type HabitFormValues } from './habit-form-values';
import { ListError } from './field-error';
import { QuestionEditor } from './question-editor';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/form.css';
import './habit-form.css';

interface QuestionsSectionProps {
  fields: HabitFormFields;
  questions: UseFieldArrayReturn<HabitFormValues, 'questions'>;
}

export function QuestionsSection({ fields, questions }: QuestionsSectionProps) {
  return (
    <fieldset className="habit-form-section">
      <legend className="habit-form-legend">
        <Trans>Questions</Trans>
      </legend>
      <p className="field-hint">
        <Trans>Asked every day, in this order. Each option has a score.</Trans>
      </p>
      {questions.fields.map((field, index) => (
        <QuestionEditor
          key={field.id}
          index={index}
          count={questions.fields.length}
          fields={fields}
          onMove={(to) => questions.move(index, to)}
          onRemove={() => questions.remove(index)}
        />
      ))}
      <ListError error={fields.errors.questions} />
      <Button variant="secondary" onClick={() => questions.append(emptyQuestion())}>
        <Trans>+ Add question</Trans>
      </Button>
    </fieldset>
  );
}
