/**
 * question_template (docs/domain.md "Templates"): the question_metadata pattern, keyed by
 * template_id.
 */
import type { Locale } from '@/lib/i18n/locales';
import type { Tables, TablesInsert } from '@/types/database.types';
import type { DbClient } from './db-client';
import type { OptionTemplate } from './option-template';
import { readList } from './read';
import { ownOrStarterIn } from './templates';
import { expectWrite } from './write';

type QuestionTemplate = Tables<'question_template'>;
export type QuestionTemplateInsert = TablesInsert<'question_template'>;
export type QuestionTemplateWithOptions = QuestionTemplate & { option_template: OptionTemplate[] };

function sortOptions(rows: QuestionTemplateWithOptions[]): QuestionTemplateWithOptions[] {
  for (const q of rows) q.option_template?.sort((a, b) => a.position - b.position || a.id - b.id);
  return rows;
}

export function createQuestionTemplateRepository(client: DbClient) {
  const table = () => client.from('question_template');
  return {
    readAll: () => readList('question_template.readAll', table().select('*').order('position')),
    readByTemplateId: (templateId: number) =>
      readList(
        'question_template.readByTemplateId',
        table().select('*').eq('template_id', templateId).order('position'),
      ),
    /**
     * Every readable template's questions (own and starters) with options: one request. With a
     * locale, those of the own templates and of that language's starters only.
     */
    readAllWithOptions: async (locale?: Locale) =>
      sortOptions(
        await readList(
          'question_template.readAllWithOptions',
          (locale
            ? table()
                .select('*, option_template(*), habit_template!inner()')
                .or(ownOrStarterIn(locale), { referencedTable: 'habit_template' })
            : table().select('*, option_template(*)')
          )
            .order('template_id')
            .order('position')
            .overrideTypes<QuestionTemplateWithOptions[], { merge: false }>(),
        ),
      ),
    readByTemplateIdWithOptions: async (templateId: number) =>
      sortOptions(
        await readList(
          'question_template.readByTemplateIdWithOptions',
          table()
            .select('*, option_template(*)')
            .eq('template_id', templateId)
            .order('position')
            .overrideTypes<QuestionTemplateWithOptions[], { merge: false }>(),
        ),
      ),
    insert: (rows: QuestionTemplateInsert | QuestionTemplateInsert[]) =>
      expectWrite('question_template.insert', table().insert(rows).select()),
    upsert: (rows: QuestionTemplateInsert | QuestionTemplateInsert[]) =>
      expectWrite('question_template.upsert', table().upsert(rows).select()),
    deleteById: (id: number) =>
      expectWrite('question_template.deleteById', table().delete().eq('id', id)),
    deleteByTemplateId: (templateId: number) =>
      expectWrite(
        'question_template.deleteByTemplateId',
        table().delete().eq('template_id', templateId),
      ),
  };
}
