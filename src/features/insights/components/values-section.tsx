import { useLingui } from '@lingui/react/macro';
import type { QuestionWithOptions } from '@/api/question-metadata';
import {
  QuestionValueChart,
  type QuestionValuesProps,
} from '@/components/charts/question-value-chart';
import type { IsoDate } from '@shared/scores/dates';
import { Figure, InsightsCard } from './insights-card';

/**
 * One habit picked: each of its number questions' values over the last 90 days, with the target
 * (docs/number-questions.md).
 */
export function ValuesSection({
  habitId,
  questions,
  color,
  today,
}: {
  habitId: number;
  questions: readonly QuestionWithOptions[];
  color: string;
  today: IsoDate;
}) {
  return (
    <>
      {questions
        .filter((q) => q.habit_id === habitId && q.kind === 'number')
        .map((q) => (
          <QuestionValues key={q.id} habitId={habitId} question={q} color={color} today={today} />
        ))}
    </>
  );
}

function QuestionValues(props: QuestionValuesProps) {
  const { t } = useLingui();
  const { question } = props;
  const name = question.question;
  return (
    <InsightsCard id={`insights-values-${question.id}`} title={t`${name} over time`}>
      <Figure caption={t`The last 90 days, each day answered; the dashed line is the target.`}>
        <QuestionValueChart {...props} />
      </Figure>
    </InsightsCard>
  );
}
