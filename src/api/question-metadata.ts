/**
 * question_metadata (docs/domain.md "Question"): a habit's daily questions, optionally with their
 * options.
 */
import type { Tables, TablesInsert } from '@/types/database.types';
import type { DbClient } from './db-client';
import type { OptionMetadata } from './option-metadata';
import { readList } from './read';
import { expectWrite } from './write';

type QuestionMetadata = Tables<'question_metadata'>;
export type QuestionMetadataInsert = TablesInsert<'question_metadata'>;
export type QuestionWithOptions = QuestionMetadata & { option_metadata: OptionMetadata[] };

const WITH_OPTIONS = '*, option_metadata(*)';

/** PostgREST orders embeds only when asked; options are shown in their position order. */
function sortOptions(rows: QuestionWithOptions[]): QuestionWithOptions[] {
  for (const q of rows) q.option_metadata?.sort((a, b) => a.position - b.position || a.id - b.id);
  return rows;
}

export function createQuestionMetadataRepository(client: DbClient) {
  const table = () => client.from('question_metadata');
  return {
    readAll: () => readList('question_metadata.readAll', table().select('*').order('position')),
    readByHabitId: (habitId: number) =>
      readList(
        'question_metadata.readByHabitId',
        table().select('*').eq('habit_id', habitId).order('position'),
      ),
    readByHabitIdWithOptions: async (habitId: number) =>
      sortOptions(
        await readList(
          'question_metadata.readByHabitIdWithOptions',
          table()
            .select(WITH_OPTIONS)
            .eq('habit_id', habitId)
            .order('position')
            .overrideTypes<QuestionWithOptions[], { merge: false }>(),
        ),
      ),
    /** Every question of the user's habits with options: one request for the home screen. */
    readAllWithOptions: async () =>
      sortOptions(
        await readList(
          'question_metadata.readAllWithOptions',
          table()
            .select(WITH_OPTIONS)
            .order('habit_id')
            .order('position')
            .overrideTypes<QuestionWithOptions[], { merge: false }>(),
        ),
      ),
    insert: (rows: QuestionMetadataInsert | QuestionMetadataInsert[]) =>
      expectWrite('question_metadata.insert', table().insert(rows).select()),
    upsert: (rows: QuestionMetadataInsert | QuestionMetadataInsert[]) =>
      expectWrite('question_metadata.upsert', table().upsert(rows).select()),
    deleteById: (id: number) =>
      expectWrite('question_metadata.deleteById', table().delete().eq('id', id)),
    deleteByHabitId: (habitId: number) =>
      expectWrite('question_metadata.deleteByHabitId', table().delete().eq('habit_id', habitId)),
  };
}
