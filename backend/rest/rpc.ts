/**
 * Functions: POST /rest/v1/rpc/<fn> (arguments from a JSON object body, a single unnamed
 * json/jsonb argument, or a raw text/xml/bytea body) and GET/HEAD (arguments from the query
 * string, the rest are filters). Overloads are chosen by argument names as PostgREST does.
 */
import type { CoreResponse } from '../core/types';
import { buildRead } from './build-query';
import { OBJECT_CONTENT_TYPE, type RequestContext } from './context';
import { JSON_CONTENT_TYPE, RestError, invalidBody } from './errors';
import { checkQueryStrings } from './limits';
import { parseQuery } from './parse-filters';
import { type SelectItem, parseSelect } from './parse-select';
import { bodyMediaType, isPlainObject, parseJsonBody, rawBodyType } from './request';
import { QueryContext } from './query-context';
import { type FunctionInfo, SCHEMA } from './schema-catalog';
import { ident, literal, qualified } from './sql';
import { readResponse } from './read';

/** The arguments of a call and the query parameters left over as filters. */
interface RpcArgs {
  args: Record<string, unknown>;
  argsText: string;
  filterQuery: URLSearchParams;
  /** The function takes one unnamed argument: the JSON body, or the raw body (rawArg). */
  singleJson: boolean;
  /** A text/plain, text/xml or octet-stream body: the single unnamed argument (PostgREST). */
  rawArg: { value: string | Buffer; type: string } | null;
}

/** The SQL of the call: `call` in the select list, `from` the json_to_record of its arguments. */
interface Call {
  fn: FunctionInfo;
  from: string;
  call: string;
}

export async function handleRpc(ctx: RequestContext): Promise<CoreResponse> {
  const isPost = ctx.method === 'POST';
  if (!isPost && ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${ctx.method} method on RPC`);
  }
  const overloads = (await ctx.schema.lookup(() => ctx.cache.functions.get(ctx.name))) ?? [];
  const rawType = isPost ? rawBodyType(bodyMediaType(ctx.req)) : undefined;
  const a = rawType
    ? rawBodyArgs(ctx, overloads, rawType)
    : isPost
      ? jsonBodyArgs(ctx, overloads)
      : queryArgs(ctx, overloads);
  const fn = pickFunction(ctx, overloads, a);
  const query = parseQuery(a.filterQuery);
  const select = parseSelect(query.select);
  const qctx = new QueryContext(ctx.cache, query.levels);
  ctx.shape();
  ctx.prefs();
  const call = functionCall(ctx.name, qctx, fn, a);
  return fn.returnsComposite
    ? callReturningRows(ctx, qctx, call, select)
    : callReturningScalar(ctx, qctx, call);
}

function rawBodyArgs(ctx: RequestContext, overloads: FunctionInfo[], rawType: string): RpcArgs {
  const single = overloads.find(
    (f) => f.args.length === 1 && f.args[0].name === '' && f.args[0].type === rawType,
  );
  if (!single) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${SCHEMA}.${ctx.name} in the schema cache`,
      `Searched for the function ${SCHEMA}.${ctx.name} with a single unnamed ${rawType} parameter, but no matches were found in the schema cache.`,
    );
  }
  const body = ctx.body ?? Buffer.alloc(0);
  const value = rawType === 'bytea' ? body : body.toString('utf8');
  return {
    args: {},
    argsText: '{}',
    filterQuery: ctx.query,
    singleJson: true,
    rawArg: { value, type: rawType },
  };
}

function jsonBodyArgs(ctx: RequestContext, overloads: FunctionInfo[]): RpcArgs {
  const { value, text } = parseJsonBody(ctx.req, true);
  const single = overloads.find(
    (f) => f.args.length === 1 && f.args[0].name === '' && /^jsonb?$/.test(f.args[0].type),
  );
  if (!isPlainObject(value) && !single) throw invalidBody();
  const args = isPlainObject(value) ? value : {};
  const singleJson = Boolean(single) && !overloads.some((f) => matches(f, Object.keys(args)));
  return { args, argsText: text, filterQuery: ctx.query, singleJson, rawArg: null };
}

/** GET/HEAD: query parameters named like an argument are arguments, the others filters. */
function queryArgs(ctx: RequestContext, overloads: FunctionInfo[]): RpcArgs {
  checkQueryStrings(ctx.query);
  const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)));
  const args: Record<string, unknown> = {};
  const filterQuery = new URLSearchParams();
  for (const [k, v] of ctx.query) {
    if (argNames.has(k) && !Object.hasOwn(args, k)) args[k] = v;
    else filterQuery.append(k, v);
  }
  return { args, argsText: JSON.stringify(args), filterQuery, singleJson: false, rawArg: null };
}

/** The one overload the arguments fit: 404 PGRST202 if none, 300 PGRST203 if several. */
function pickFunction(ctx: RequestContext, overloads: FunctionInfo[], a: RpcArgs): FunctionInfo {
  const keys = Object.keys(a.args);
  const rawArgType = a.rawArg?.type;
  const candidates = rawArgType
    ? overloads.filter(
        (f) => f.args.length === 1 && f.args[0].name === '' && f.args[0].type === rawArgType,
      )
    : a.singleJson
      ? overloads.filter((f) => f.args.length === 1 && f.args[0].name === '')
      : overloads.filter((f) => matches(f, keys));
  if (candidates.length === 0) throw noFunction(ctx, keys, ctx.method === 'POST');
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates
        .map(
          (f) => `${SCHEMA}.${ctx.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return candidates[0];
}

function matches(f: FunctionInfo, keys: string[]): boolean {
  return (
    keys.every((k) => f.args.some((a) => a.name === k)) &&
    f.args.every((a) => a.hasDefault || keys.includes(a.name))
  );
}

function noFunction(ctx: RequestContext, keys: string[], isPost: boolean): RestError {
  const name = ctx.name;
  const sorted = [...keys].sort();
  const prms = sorted.join(', ');
  const fmt = (p: string) => (sorted.length ? p : ' without parameters');
  const detailsParams = fmt(` with parameter${sorted.length > 1 ? 's' : ''} ${prms}`);
  const suggestion = ctx.cache.functions.has(name) ? null : ctx.cache.suggestFunction(name);
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${SCHEMA}.${name}${sorted.length ? `(${prms})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${SCHEMA}.${name}${detailsParams}${
      isPost ? ' or with a single unnamed json/jsonb parameter' : ''
    }, but no matches were found in the schema cache.`,
    suggestion ? `Perhaps you meant to call the function ${SCHEMA}.${suggestion}` : null,
  );
}

/**
 * The call, with arguments converted from JSON to the parameter types by json_to_record, as
 * PostgREST does. When every argument is jsonb, the body is read once as jsonb and each argument
 * taken from it (JSON null as SQL NULL, the last of repeated keys: what json_to_record gives),
 * instead of parsed as json, then each argument's text again as jsonb: a bulk import's body of
 * a few megabytes is parsed once (docs/loop-import.md, "The write").
 */
function functionCall(name: string, qctx: QueryContext, fn: FunctionInfo, a: RpcArgs): Call {
  const p = qctx.params;
  const keys = Object.keys(a.args);
  if (a.singleJson) {
    const arg = p.add(a.rawArg ? a.rawArg.value : a.argsText);
    return { fn, from: '', call: `${qualified(name)}(${arg}::${fn.args[0].type})` };
  }
  if (!keys.length) return { fn, from: '', call: `${qualified(name)}()` };
  const used = fn.args.filter((arg) => keys.includes(arg.name));
  const from = used.every((arg) => arg.type === 'jsonb')
    ? `(SELECT ${used
        .map((arg) => `nullif(pgrst_body.b -> ${literal(arg.name)}, 'null') AS ${ident(arg.name)}`)
        .join(', ')} FROM (SELECT ${p.add(a.argsText)}::jsonb AS b) pgrst_body) AS pgrst_args`
    : `json_to_record(${p.add(a.argsText)}::json) AS pgrst_args(${used
        .map((arg) => `${ident(arg.name)} ${arg.type}`)
        .join(', ')})`;
  const call = `${qualified(name)}(${used.map((arg) => `${ident(arg.name)} := pgrst_args.${ident(arg.name)}`).join(', ')})`;
  return { fn, from, call };
}

/** A function returning a table's rows or records: read like a relation (select, filters). */
async function callReturningRows(
  ctx: RequestContext,
  qctx: QueryContext,
  { fn, from, call }: Call,
  select: SelectItem[],
): Promise<CoreResponse> {
  const shape = ctx.shape();
  const table = fn.returnTable ? ctx.cache.table(fn.returnTable) : undefined;
  const built = buildRead(qctx, {
    relName: fn.returnTable ?? ctx.name,
    table,
    from: from ? `${from} CROSS JOIN LATERAL ${call}` : call,
    select,
    count: ctx.prefs().count !== undefined,
    shape: ctx.method === 'HEAD' ? 'none' : fn.returnsSet ? shape : 'object',
  });
  const row = await ctx.run(built.sql, built.params, shape === 'object');
  return readResponse(ctx, row, built.offset, fn.returnsSet ? shape : 'array');
}

/** A function returning a scalar, a set of scalars or void (204). */
async function callReturningScalar(
  ctx: RequestContext,
  qctx: QueryContext,
  { fn, from, call }: Call,
): Promise<CoreResponse> {
  const singular = ctx.shape() === 'object';
  const fromSql = from ? ` FROM ${from}` : '';
  let sql: string;
  if (fn.returnType === 'void') {
    sql = `SELECT NULL AS total, 1 AS page_total, (${call})::text AS body${fromSql}`;
  } else if (fn.returnsSet) {
    sql = `SELECT NULL AS total, pg_catalog.count(*) AS page_total, coalesce(json_agg(pgrst_call.pgrst_scalar), '[]')::text AS body FROM ${
      from ? `${from} CROSS JOIN LATERAL ` : ''
    }${call} AS pgrst_call(pgrst_scalar)`;
  } else {
    sql = `SELECT NULL AS total, 1 AS page_total, coalesce(to_json(${call})::text, 'null') AS body${fromSql}`;
  }
  const row = await ctx.run(sql, qctx.params.values, singular && fn.returnsSet);
  if (fn.returnType === 'void') {
    // PostgREST 11+ answers a void function with 204 No Content.
    return { status: 204, headers: { ...ctx.cors() } };
  }
  const n = Number(row.page_total);
  return {
    status: 200,
    headers: {
      ...ctx.cors(),
      'Content-Type': singular ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE,
      'Content-Range': `${n > 0 ? `0-${n - 1}` : '*'}/*`,
    },
    body: ctx.method === 'HEAD' ? undefined : (row.body ?? 'null'),
  };
}
