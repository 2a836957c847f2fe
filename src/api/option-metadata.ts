/** option_metadata (docs/domain.md "Option with score"): the scored answers of a question. */
import type { DbClient } from './db-client';
import type { Tables, TablesInsert } from '@/types/database.types';
import { readList, readOne } from './read';
import { expectWrite } from './write';

export type OptionMetadata = Tables<'option_metadata'>;
export type OptionMetadataInsert = TablesInsert<'option_metadata'>;

export function createOptionMetadataRepository(client: DbClient) {
  const table = () => client.from('option_metadata');
  return {
    readAll: () => readList('option_metadata.readAll', table().select('*').order('position')),
    readByQuestionId: (questionId: number) =>
      readList(
        'option_metadata.readByQuestionId',
        table().select('*').eq('question_id', questionId).order('position'),
      ),
    readById: (id: number) =>
      readOne<OptionMetadata>(
        'option_metadata.readById',
        table().select('*').eq('id', id).maybeSingle(),
      ),
    insert: (rows: OptionMetadataInsert | OptionMetadataInsert[]) =>
      expectWrite('option_metadata.insert', table().insert(rows).select()),
    upsert: (rows: OptionMetadataInsert | OptionMetadataInsert[]) =>
      expectWrite('option_metadata.upsert', table().upsert(rows).select()),
    deleteById: (id: number) =>
      expectWrite('option_metadata.deleteById', table().delete().eq('id', id)),
    deleteByQuestionId: (questionId: number) =>
      expectWrite(
        'option_metadata.deleteByQuestionId',
        table().delete().eq('question_id', questionId),
      ),
  };
}

export type OptionMetadataRepository = ReturnType<typeof createOptionMetadataRepository>;
