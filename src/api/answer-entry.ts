/** answer_entry (docs/domain.md "Answer entry"): one chosen option per question per check-mark. */
import type { Tables, TablesInsert } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList } from './read';
import { expectWrite } from './write';

export type AnswerEntry = Tables<'answer_entry'>;
export type AnswerEntryInsert = TablesInsert<'answer_entry'>;

export function createAnswerEntryRepository(client: DbClient) {
  const table = () => client.from('answer_entry');
  return {
    readAll: () => readList('answer_entry.readAll', table().select('*')),

    readByQuestionAndCheckmark: (questionId: number, cmtId: number) =>
      readList(
        'answer_entry.readByQuestionAndCheckmark',
        table().select('*').eq('question_id', questionId).eq('cmt_id', cmtId),
      ),

    /** Upsert on the natural key (cmt_id, question_id), returning the ids. */
    upsertOnCheckmarkQuestion: (rows: AnswerEntryInsert | AnswerEntryInsert[]) =>
      expectWrite(
        'answer_entry.upsertOnCheckmarkQuestion',
        table().upsert(rows, { onConflict: 'cmt_id,question_id' }).select('id'),
      ),

    /** Plain upsert (conflict on the primary key). */
    upsert: (rows: AnswerEntryInsert | AnswerEntryInsert[]) =>
      expectWrite('answer_entry.upsert', table().upsert(rows).select()),

    deleteById: (id: number) =>
      expectWrite('answer_entry.deleteById', table().delete().eq('id', id)),
  };
}
