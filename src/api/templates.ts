/**
 * habit_template and consequence_template (docs/domain.md "Templates"), readable per creator;
 * starter templates have no creator and one language each (docs/languages.md "Starter
 * templates"). Deep copies go through database functions.
 */
import type { Locale } from '@/lib/i18n/locales';
import type { Tables, TablesInsert, TablesUpdate } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList, readOne } from './read';
import { WriteError, expectWrite } from './write';

export type HabitTemplate = Tables<'habit_template'>;
export type HabitTemplateInsert = TablesInsert<'habit_template'>;
/** The fields of an own template a user may change on the templates page. */
export type HabitTemplatePatch = Pick<TablesUpdate<'habit_template'>, 'name' | 'description'>;
export type ConsequenceTemplate = Tables<'consequence_template'>;
export type ConsequenceTemplateInsert = TablesInsert<'consequence_template'>;

/**
 * The `or` filter, on a child row's embedded habit_template (`habit_template!inner()`), that keeps
 * the rows of the user's own templates (no language) and of one language's starters.
 */
export const ownOrStarterIn = (locale: Locale) => `language.is.null,language.eq.${locale}`;

function asId(label: string, value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new WriteError(`${label} returned no id`, { status: 500 });
  return id;
}

export function createHabitTemplateRepository(client: DbClient) {
  const table = () => client.from('habit_template');
  return {
    readAll: () => readList('habit_template.readAll', table().select('*').order('id')),
    readById: (id: number) =>
      readOne<HabitTemplate>(
        'habit_template.readById',
        table().select('*').eq('id', id).maybeSingle(),
      ),
    /** Templates created by one user. */
    readByCreator: (userId: string) =>
      readList(
        'habit_template.readByCreator',
        table().select('*').eq('created_by', userId).order('id'),
      ),
    /** The starter templates shipped with the product (no creator) in one language. */
    readStarters: (locale: Locale) =>
      readList(
        'habit_template.readStarters',
        table().select('*').is('created_by', null).eq('language', locale).order('id'),
      ),
    insert: (rows: HabitTemplateInsert | HabitTemplateInsert[]) =>
      expectWrite('habit_template.insert', table().insert(rows).select()),
    upsert: (rows: HabitTemplateInsert | HabitTemplateInsert[]) =>
      expectWrite('habit_template.upsert', table().upsert(rows).select()),
    /** PATCH of one own template (RLS refuses starters: no row comes back, which is an error). */
    update: (id: number, patch: HabitTemplatePatch) =>
      expectWrite<HabitTemplate>(
        'habit_template.update',
        table().update(patch).eq('id', id).select().single(),
      ),
    deleteById: (id: number) =>
      expectWrite('habit_template.deleteById', table().delete().eq('id', id)),

    /** rpc create_habit_from_template: a deep copy into a new habit; returns its id. */
    createHabitFromTemplate: async (templateId: number) =>
      asId(
        'create_habit_from_template',
        await expectWrite(
          'create_habit_from_template',
          client.rpc('create_habit_from_template', { p_template_id: templateId }),
        ),
      ),
    /** rpc save_habit_as_template: a deep copy into the user's templates; returns its id. */
    saveHabitAsTemplate: async (habitId: number) =>
      asId(
        'save_habit_as_template',
        await expectWrite(
          'save_habit_as_template',
          client.rpc('save_habit_as_template', { p_habit_id: habitId }),
        ),
      ),
  };
}

export function createConsequenceTemplateRepository(client: DbClient) {
  const table = () => client.from('consequence_template');
  return {
    /**
     * Every readable template's consequences (own and starters); with a locale, those of the own
     * templates and of that language's starters only.
     */
    readAll: (locale?: Locale) =>
      readList(
        'consequence_template.readAll',
        locale
          ? table()
              .select('*, habit_template!inner()')
              .or(ownOrStarterIn(locale), { referencedTable: 'habit_template' })
              .order('id')
              .overrideTypes<ConsequenceTemplate[], { merge: false }>()
          : table().select('*').order('id'),
      ),
    readByTemplateId: (templateId: number) =>
      readList(
        'consequence_template.readByTemplateId',
        table().select('*').eq('template_id', templateId).order('id'),
      ),
    insert: (rows: ConsequenceTemplateInsert | ConsequenceTemplateInsert[]) =>
      expectWrite('consequence_template.insert', table().insert(rows).select()),
    upsert: (rows: ConsequenceTemplateInsert | ConsequenceTemplateInsert[]) =>
      expectWrite('consequence_template.upsert', table().upsert(rows).select()),
    deleteById: (id: number) =>
      expectWrite('consequence_template.deleteById', table().delete().eq('id', id)),
  };
}
