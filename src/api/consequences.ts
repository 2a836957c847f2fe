/**
 * The consequence family (docs/domain.md "Consequences"): consequence_metadata (rules),
 * consequence_log (each time a rule fired), consequence_fulfillment (the user carried it out),
 * consequence_summary (view).
 */
import type { Tables, TablesInsert } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList } from './read';
import { expectWrite } from './write';

export type ConsequenceMetadata = Tables<'consequence_metadata'>;
export type ConsequenceMetadataInsert = TablesInsert<'consequence_metadata'>;
export type ConsequenceLog = Tables<'consequence_log'>;
export type ConsequenceLogInsert = TablesInsert<'consequence_log'>;
export type ConsequenceFulfillment = Tables<'consequence_fulfillment'>;
export type ConsequenceFulfillmentInsert = TablesInsert<'consequence_fulfillment'>;
export type ConsequenceSummary = Tables<'consequence_summary'>;

/** A rule with the dates it already fired on. */
export type ConsequenceMetadataWithLog = ConsequenceMetadata & {
  consequence_log: { trigger_date: string }[];
};

/** Rows reached "by habit through the consequence": the inner join filters on the parent's habit. */
const THROUGH_CONSEQUENCE = '*, consequence_metadata!inner(habit_id)';
type ThroughConsequence<T> = T & { consequence_metadata: { habit_id: number } };

export function createConsequenceMetadataRepository(client: DbClient) {
  const table = () => client.from('consequence_metadata');
  return {
    readAll: () => readList('consequence_metadata.readAll', table().select('*').order('id')),
    /**
     * Every active rule of the user's habits with the trigger dates already logged for it: what
     * evaluating the rules at app start needs besides the history. The embedded log is served by
     * the (consequence_id, trigger_date) key.
     */
    readActiveWithLog: () =>
      readList(
        'consequence_metadata.readActiveWithLog',
        table()
          .select('*, consequence_log(trigger_date)')
          .eq('active', true)
          .order('id')
          .overrideTypes<ConsequenceMetadataWithLog[], { merge: false }>(),
      ),
    readByHabitId: (habitId: number) =>
      readList(
        'consequence_metadata.readByHabitId',
        table().select('*').eq('habit_id', habitId).order('id'),
      ),
    insert: (rows: ConsequenceMetadataInsert | ConsequenceMetadataInsert[]) =>
      expectWrite('consequence_metadata.insert', table().insert(rows).select()),
    upsert: (rows: ConsequenceMetadataInsert | ConsequenceMetadataInsert[]) =>
      expectWrite('consequence_metadata.upsert', table().upsert(rows).select()),
    deleteById: (id: number) =>
      expectWrite('consequence_metadata.deleteById', table().delete().eq('id', id)),
  };
}

export function createConsequenceLogRepository(client: DbClient) {
  const table = () => client.from('consequence_log');
  return {
    /** By habit through the consequence, newest first. */
    readByHabitId: (habitId: number) =>
      readList(
        'consequence_log.readByHabitId',
        table()
          .select(THROUGH_CONSEQUENCE)
          .eq('consequence_metadata.habit_id', habitId)
          .order('trigger_date', { ascending: false })
          .order('created_at', { ascending: false })
          .overrideTypes<ThroughConsequence<ConsequenceLog>[], { merge: false }>(),
      ),
    /**
     * The oldest firing of one rule not carried out yet (no fulfilment: `rel=is.null` on the
     * embedded fulfilment), or null when none waits. Home's "Done" fulfils this one.
     */
    readOldestWaiting: async (consequenceId: number) => {
      const rows = await readList(
        'consequence_log.readOldestWaiting',
        table()
          .select('*, consequence_fulfillment(id)')
          .eq('consequence_id', consequenceId)
          .filter('consequence_fulfillment', 'is', null)
          .order('trigger_date')
          .order('id')
          .limit(1),
      );
      return (rows[0] as ConsequenceLog | undefined) ?? null;
    },
    readByConsequenceAndDate: (consequenceId: number, triggerDate: string) =>
      readList(
        'consequence_log.readByConsequenceAndDate',
        table().select('*').eq('consequence_id', consequenceId).eq('trigger_date', triggerDate),
      ),
    insert: (rows: ConsequenceLogInsert | ConsequenceLogInsert[]) =>
      expectWrite('consequence_log.insert', table().insert(rows).select()),
    /** Upsert on (consequence_id, trigger_date): evaluating a rule twice never logs twice. */
    upsert: (rows: ConsequenceLogInsert | ConsequenceLogInsert[]) =>
      expectWrite(
        'consequence_log.upsert',
        table()
          .upsert(rows, { onConflict: 'consequence_id,trigger_date', ignoreDuplicates: true })
          .select(),
      ),
  };
}

export function createConsequenceFulfillmentRepository(client: DbClient) {
  const table = () => client.from('consequence_fulfillment');
  return {
    /** By habit through the consequence, newest first. */
    readByHabitId: (habitId: number) =>
      readList(
        'consequence_fulfillment.readByHabitId',
        table()
          .select(THROUGH_CONSEQUENCE)
          .eq('consequence_metadata.habit_id', habitId)
          .order('created_at', { ascending: false })
          .overrideTypes<ThroughConsequence<ConsequenceFulfillment>[], { merge: false }>(),
      ),
    insert: (rows: ConsequenceFulfillmentInsert | ConsequenceFulfillmentInsert[]) =>
      expectWrite('consequence_fulfillment.insert', table().insert(rows).select()),
    /** Upsert on log_id (one fulfilment per fired consequence). */
    upsert: (rows: ConsequenceFulfillmentInsert | ConsequenceFulfillmentInsert[]) =>
      expectWrite(
        'consequence_fulfillment.upsert',
        table().upsert(rows, { onConflict: 'log_id' }).select(),
      ),
  };
}

export function createConsequenceSummaryRepository(client: DbClient) {
  return {
    /** Every consequence of the user's habits (home lists the ones waiting to be carried out). */
    readAll: () =>
      readList(
        'consequence_summary.readAll',
        client.from('consequence_summary').select('*').order('habit_id'),
      ),
    readByHabitId: (habitId: number) =>
      readList(
        'consequence_summary.readByHabitId',
        client.from('consequence_summary').select('*').eq('habit_id', habitId),
      ),
  };
}
