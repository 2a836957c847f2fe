import { useNumberValues } from '@/api/daily-habit-scores-queries';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { ValueChart } from '@/components/charts/value-chart';
import type { IsoDate } from '@/lib/scores/dates';
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

function QuestionValues({
  habitId,
  question,
  color,
  today,
}: {
  habitId: number;
  question: QuestionWithOptions;
  color: string;
  today: IsoDate;
}) {
  const points = useNumberValues(habitId, question.id, today);
  return (
    <InsightsCard id={`insights-values-${question.id}`} title={`${question.question} over time`}>
      <Figure caption="The last 90 days, each day answered; the dashed line is the target.">
        <ValueChart
          id={question.id}
          name={question.question}
          color={color}
          points={points}
          unit={question.unit}
          target={question.target}
          targetType={question.target_type}
        />
      </Figure>
    </InsightsCard>
  );
}
