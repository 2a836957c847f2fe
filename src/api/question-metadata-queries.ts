/**
 * The query layer of question_metadata (beside its repository, question-metadata.ts): query keys,
 * queryOptions and the shared read hook of every question with its options.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import type { QuestionWithOptions } from './question-metadata';
import { noRows, readQuery, refreshOnMount } from './query-edge';

export const questionKeys = {
  all: ['question_metadata'] as const,
  /** Every question of the user's habits with its options. */
  withOptions: () => [...questionKeys.all, 'with-options'] as const,
  /** One habit's questions with their options. */
  habit: (habitId: number) => [...questionKeys.all, 'habit', habitId] as const,
};

export const questionQueries = {
  withOptions: () =>
    queryOptions({
      queryKey: questionKeys.withOptions(),
      queryFn: readQuery(
        () => repositories.questionMetadata.readAllWithOptions(),
        noRows<QuestionWithOptions>,
      ),
      ...refreshOnMount,
    }),
  habit: (habitId: number) =>
    queryOptions({
      queryKey: questionKeys.habit(habitId),
      queryFn: readQuery(
        () => repositories.questionMetadata.readByHabitIdWithOptions(habitId),
        noRows<QuestionWithOptions>,
      ),
      enabled: habitId > 0,
      ...refreshOnMount,
    }),
};

/** Every question with its options (home, tableview, insights: each habit's max daily score). */
export function useAllQuestions() {
  return useQuery(questionQueries.withOptions());
}
