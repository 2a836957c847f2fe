/**
 * option_template (docs/domain.md "Templates"): options of a question template; "OPTION_ID" is the
 * legacy link.
 */
import type { DbClient } from './db-client';
import type { Tables, TablesInsert } from '@/types/database.types';
import { readList } from './read';
import { expectWrite } from './write';

export type OptionTemplate = Tables<'option_template'>;
export type OptionTemplateInsert = TablesInsert<'option_template'>;

export function createOptionTemplateRepository(client: DbClient) {
  const table = () => client.from('option_template');
  return {
    readAll: () => readList('option_template.readAll', table().select('*').order('position')),
    readByQueTempId: (queTempId: number) =>
      readList(
        'option_template.readByQueTempId',
        table().select('*').eq('que_temp_id', queTempId).order('position'),
      ),
    readByOptionId: (optionId: number) =>
      readList('option_template.readByOptionId', table().select('*').eq('OPTION_ID', optionId)),
    insert: (rows: OptionTemplateInsert | OptionTemplateInsert[]) =>
      expectWrite('option_template.insert', table().insert(rows).select()),
    upsert: (rows: OptionTemplateInsert | OptionTemplateInsert[]) =>
      expectWrite('option_template.upsert', table().upsert(rows).select()),
    deleteByOptionId: (optionId: number) =>
      expectWrite('option_template.deleteByOptionId', table().delete().eq('OPTION_ID', optionId)),
    deleteByQueTempId: (queTempId: number) =>
      expectWrite(
        'option_template.deleteByQueTempId',
        table().delete().eq('que_temp_id', queTempId),
      ),
  };
}

export type OptionTemplateRepository = ReturnType<typeof createOptionTemplateRepository>;
