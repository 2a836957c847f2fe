/**
 * The query layer of the template family (beside its repositories, templates.ts,
 * question-template.ts): query keys, queryOptions, and the shared "use a template" write.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { repositories } from './app-repositories';
import type { QuestionTemplateWithOptions } from './question-template';
import { noRows, readQuery, refreshOnMount } from './query-edge';
import type { TemplateGroup } from './template-group';
import type { ConsequenceTemplate, HabitTemplate } from './templates';

export const templateKeys = {
  all: ['templates'] as const,
  /**
   * Starter templates of one language and the user's own, with their questions and consequences:
   * a change of language reads again.
   */
  lists: (userId: string, locale: Locale) =>
    [...templateKeys.all, 'lists', userId, locale] as const,
  /** The starter template groups ("Morning routine") of one language. */
  groups: (locale: Locale) => [...templateKeys.all, 'groups', locale] as const,
};

/**
 * The rows of the templates page: four reads in parallel. The starters are those of the user's
 * language (docs/languages.md "Starter templates"); the own templates are in any language.
 */
export interface TemplateRows {
  starters: HabitTemplate[];
  own: HabitTemplate[];
  /** The questions, with options, of those starters and of the own templates. */
  questions: QuestionTemplateWithOptions[];
  /** The consequences of those starters and of the own templates. */
  consequences: ConsequenceTemplate[];
}

export const templateQueries = {
  lists: (userId: string, locale: Locale) =>
    queryOptions({
      queryKey: templateKeys.lists(userId, locale),
      queryFn: readQuery(
        async (): Promise<TemplateRows> => {
          const [starters, own, questions, consequences] = await Promise.all([
            repositories.habitTemplate.readStarters(locale),
            userId ? repositories.habitTemplate.readByCreator(userId) : Promise.resolve([]),
            repositories.questionTemplate.readAllWithOptions(locale),
            repositories.consequenceTemplate.readAll(locale),
          ]);
          return { starters, own, questions, consequences };
        },
        (): TemplateRows => ({ starters: [], own: [], questions: [], consequences: [] }),
      ),
      // A cache restored from the device may predate a template saved on the detail page.
      ...refreshOnMount,
    }),
  /**
   * The template groups of one language; their templates are the starters (of the same language)
   * whose template_group_id names them.
   */
  groups: (locale: Locale) =>
    queryOptions({
      queryKey: templateKeys.groups(locale),
      queryFn: readQuery(() => repositories.templateGroup.readAll(locale), noRows<TemplateGroup>),
      ...refreshOnMount,
    }),
};
