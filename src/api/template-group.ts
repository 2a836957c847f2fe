/**
 * template_group (docs/domain.md "Template group"): the starter groups of templates ("Morning
 * routine"), one set per language, readable by every signed-in user, and
 * create_group_from_template, which makes the user's group with a habit from each of its
 * templates (habit_template.template_group_id) in one transaction.
 */
import type { Locale } from '@/lib/i18n/locales';
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList } from './read';
import { WriteError, expectWrite } from './write';

export type TemplateGroup = Tables<'template_group'>;

export function createTemplateGroupRepository(client: DbClient) {
  return {
    /** Every template group of a language, in the order they are offered. */
    readAll: (locale: Locale) =>
      readList(
        'template_group.readAll',
        client
          .from('template_group')
          .select('*')
          .eq('language', locale)
          .order('position')
          .order('id'),
      ),
    /** rpc create_group_from_template: the new habit_group's id (needs a connection). */
    createGroup: async (templateGroupId: number): Promise<number> => {
      const id = Number(
        await expectWrite(
          'create_group_from_template',
          client.rpc('create_group_from_template', { p_group_id: templateGroupId }),
        ),
      );
      if (!Number.isSafeInteger(id) || id <= 0) {
        throw new WriteError('create_group_from_template returned no id', {
          status: 500,
          code: 'BAD_RESULT',
        });
      }
      return id;
    },
  };
}
