/**
 * One number question's values over the last 90 days (useNumberValues) drawn by value-chart.tsx,
 * in the question's name, unit and target: the habit detail's and insights' "<question> over
 * time" (docs/number-questions.md), each in its own frame.
 */
import { useNumberValues } from '@/api/daily-habit-scores-queries';
import type { QuestionWithOptions } from '@/api/question-metadata';
import type { IsoDate } from '@shared/scores/dates';
import { ValueChart } from './value-chart';

export interface QuestionValuesProps {
  habitId: number;
  question: QuestionWithOptions;
  color: string;
  today: IsoDate;
}

export function QuestionValueChart({ habitId, question, color, today }: QuestionValuesProps) {
  const points = useNumberValues(habitId, question.id, today);
  return (
    <ValueChart
      id={question.id}
      name={question.question}
      color={color}
      points={points}
      unit={question.unit}
      target={question.target}
      targetType={question.target_type}
    />
  );
}
