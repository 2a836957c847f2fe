/** option_metadata (docs/domain.md "Option with score"): the scored answers of a question. */
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { createOptionRows } from './option-rows';
import { readOne } from './read';
import { expectWrite } from './write';

export type OptionMetadata = Tables<'option_metadata'>;

export function createOptionMetadataRepository(client: DbClient) {
  const table = () => client.from('option_metadata');
  const { readByParent, deleteByParent, ...rows } = createOptionRows(client, 'option_metadata');
  return {
    ...rows,
    readByQuestionId: readByParent,
    readById: (id: number) =>
      readOne<OptionMetadata>(
        'option_metadata.readById',
        table().select('*').eq('id', id).maybeSingle(),
      ),
    deleteById: (id: number) =>
      expectWrite('option_metadata.deleteById', table().delete().eq('id', id)),
    deleteByQuestionId: deleteByParent,
  };
}
