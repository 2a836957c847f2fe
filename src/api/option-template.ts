/**
 * option_template (docs/domain.md "Templates"): options of a question template; "OPTION_ID" is the
 * legacy link.
 */
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { createOptionRows } from './option-rows';
import { readList } from './read';
import { expectWrite } from './write';

export type OptionTemplate = Tables<'option_template'>;

export function createOptionTemplateRepository(client: DbClient) {
  const table = () => client.from('option_template');
  const { readByParent, deleteByParent, ...rows } = createOptionRows(client, 'option_template');
  return {
    ...rows,
    readByQueTempId: readByParent,
    readByOptionId: (optionId: number) =>
      readList('option_template.readByOptionId', table().select('*').eq('OPTION_ID', optionId)),
    deleteByOptionId: (optionId: number) =>
      expectWrite('option_template.deleteByOptionId', table().delete().eq('OPTION_ID', optionId)),
    deleteByQueTempId: deleteByParent,
  };
}
