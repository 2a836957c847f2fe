/**
 * What the two option tables share: a question's scored answers, option_metadata under a habit's
 * question (question_id, docs/domain.md "Option with score") and option_template under a
 * template's (que_temp_id, "Templates"), read in position order and written in batches.
 * option-metadata.ts and option-template.ts add what only one of them has.
 */
import type { Tables, TablesInsert } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList } from './read';
import { expectWrite } from './write';

/** Each option table's question column, and how the calls by it are named. */
const OPTION_TABLES = {
  option_metadata: { parent: 'question_id', by: 'QuestionId' },
  option_template: { parent: 'que_temp_id', by: 'QueTempId' },
} as const;

type OptionTable = keyof typeof OPTION_TABLES;

interface OptionRows<T extends OptionTable> {
  readAll(): Promise<Tables<T>[]>;
  /** One question's options, in position order. */
  readByParent(questionId: number): Promise<Tables<T>[]>;
  insert(rows: TablesInsert<T> | TablesInsert<T>[]): Promise<Tables<T>[]>;
  upsert(rows: TablesInsert<T> | TablesInsert<T>[]): Promise<Tables<T>[]>;
  deleteByParent(questionId: number): Promise<null>;
}

export function createOptionRows<T extends OptionTable>(client: DbClient, name: T): OptionRows<T> {
  const { parent, by } = OPTION_TABLES[name];
  // One query for either table: supabase-js types it over both, the result is typed for `name`.
  // (`filter(parent, 'eq', id)` is `.eq`'s request, for a column only one of the two has.)
  const table = () => client.from(name as OptionTable);
  const calls: OptionRows<OptionTable> = {
    readAll: () => readList(`${name}.readAll`, table().select('*').order('position')),
    readByParent: (questionId) =>
      readList(
        `${name}.readBy${by}`,
        table().select('*').filter(parent, 'eq', questionId).order('position'),
      ),
    insert: (rows) => expectWrite(`${name}.insert`, table().insert(rows).select()),
    upsert: (rows) => expectWrite(`${name}.upsert`, table().upsert(rows).select()),
    deleteByParent: (questionId) =>
      expectWrite(`${name}.deleteBy${by}`, table().delete().filter(parent, 'eq', questionId)),
  };
  return calls as OptionRows<T>;
}
