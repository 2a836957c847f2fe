import { describe, expect, it } from 'vitest';
import { parseNodeTree, viewColumnSources } from './view-columns';

// Trimmed from a real pg_rewrite.ev_action (Postgres 17) of
// `select ct.id as checkmark_id, ct.habit_id, coalesce((select ...), 0)::integer as total_score ...`
const EV_ACTION = `({QUERY :commandType 1 :querySource 0 :canSetTag true :utilityStmt <> :resultRelation 0 :hasAggs false :cteList <> :rtable ({RANGETBLENTRY :alias {ALIAS :aliasname ct :colnames <>} :eref {ALIAS :aliasname ct :colnames ("id" "habit_id" "date")} :rtekind 0 :relid 16651 :inh true :relkind r :rellockmode 1 :perminfoindex 1 :tablesample <> :lateral false :inFromCl true :securityQuals <>}) :jointree {FROMEXPR :fromlist ({RANGETBLREF :rtindex 1}) :quals <>} :targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1 :vartype 20 :vartypmod -1 :varcollid 0 :varnullingrels (b) :varlevelsup 0 :location -1} :resno 1 :resname checkmark_id :ressortgroupref 0 :resorigtbl 16651 :resorigcol 1 :resjunk false} {TARGETENTRY :expr {VAR :varno 1 :varattno 2 :vartype 20 :vartypmod -1 :varcollid 0 :varnullingrels (b) :varlevelsup 0 :location -1} :resno 2 :resname habit_id :ressortgroupref 0 :resorigtbl 16651 :resorigcol 2 :resjunk false} {TARGETENTRY :expr {FUNCEXPR :funcid 480 :funcresulttype 23 :args ({COALESCEEXPR :coalescetype 20 :args ({SUBLINK :subLinkType 4 :subselect {QUERY :commandType 1 :targetList ({TARGETENTRY :expr {VAR :varno 1} :resno 1 :resname sum :resorigtbl 16682 :resorigcol 5 :resjunk false})} :location -1} {CONST :consttype 20 :consttypmod -1 :constcollid 0 :constlen 8 :constbyval true :constisnull false :location -1 :constvalue 8 [ 0 0 0 0 0 0 0 0 ]}) :location -1}) :location -1} :resno 3 :resname total_score :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false} {TARGETENTRY :expr {VAR :varno 1 :varattno 3} :resno 4 :resname my\\ col :resorigtbl 16651 :resorigcol 3 :resjunk false}) :setOperations <> :stmt_location -1 :stmt_len -1})`;

describe('view column sources', () => {
  it('maps plain view columns to their base table columns, top level only', () => {
    expect(viewColumnSources(EV_ACTION)).toEqual([
      { column: 'checkmark_id', tableOid: 16651, attnum: 1 },
      { column: 'habit_id', tableOid: 16651, attnum: 2 },
      { column: 'my col', tableOid: 16651, attnum: 3 },
    ]);
  });

  it('ignores views with set operations (UNION)', () => {
    const union = EV_ACTION.replace(
      ':setOperations <>',
      ':setOperations {SETOPERATIONSTMT :op 1 :all true}',
    );
    expect(viewColumnSources(union)).toEqual([]);
  });

  it('returns nothing for unparsable input instead of throwing', () => {
    expect(viewColumnSources('({QUERY :targetList (')).toEqual([]);
    expect(viewColumnSources('garbage')).toEqual([]);
  });

  it('parses nodes, lists, nulls and quoted strings', () => {
    expect(parseNodeTree('{A :x <> :y ("a b" c) :z {B :w 1}}')).toEqual({
      _type: 'A',
      x: null,
      y: ['a b', 'c'],
      z: { _type: 'B', w: '1' },
    });
  });
});
