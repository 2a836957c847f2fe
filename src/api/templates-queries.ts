/**
 * The query layer of the template family (beside its repositories, templates.ts,
 * question-template.ts): query keys, queryOptions, and the shared "use a template" write.
 */
import { queryOptions } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import type { QuestionTemplateWithOptions } from './question-template';
import { noRows, readQuery, refreshOnMount } from './query-edge';
import type { TemplateGroup } from './template-group';
import type { ConsequenceTemplate, HabitTemplate } from './templates';

export const templateKeys = {
  all: ['templates'] as const,
  /** Starter and own templates with their questions and consequences, for one user. */
  lists: (userId: string) => [...templateKeys.all, 'lists', userId] as const,
  /** The starter template groups ("Morning routine"). */
  groups: () => [...templateKeys.all, 'groups'] as const,
};

/** The rows of the templates page: four reads in parallel. */
export interface TemplateRows {
  starters: HabitTemplate[];
  own: HabitTemplate[];
  /** Every readable template's questions with options. */
  questions: QuestionTemplateWithOptions[];
  /** Every readable template's consequences. */
  consequences: ConsequenceTemplate[];
}

export const templateQueries = {
  lists: (userId: string) =>
    queryOptions({
      queryKey: templateKeys.lists(userId),
      queryFn: readQuery(
        async (): Promise<TemplateRows> => {
          const [starters, own, questions, consequences] = await Promise.all([
            repositories.habitTemplate.readStarters(),
            userId ? repositories.habitTemplate.readByCreator(userId) : Promise.resolve([]),
            repositories.questionTemplate.readAllWithOptions(),
            repositories.consequenceTemplate.readAll(),
          ]);
          return { starters, own, questions, consequences };
        },
        (): TemplateRows => ({ starters: [], own: [], questions: [], consequences: [] }),
      ),
      // A cache restored from the device may predate a template saved on the detail page.
      ...refreshOnMount,
    }),
  /** The template groups; their templates are the starters whose template_group_id names them. */
  groups: () =>
    queryOptions({
      queryKey: templateKeys.groups(),
      queryFn: readQuery(() => repositories.templateGroup.readAll(), noRows<TemplateGroup>),
      ...refreshOnMount,
    }),
};
