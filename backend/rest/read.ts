/**
 * Reads: GET/HEAD on a table or view (select, embeds, filters, order, `Range`/limit/offset,
 * `Prefer: count=`, singular objects), the response of any read (also a function returning rows,
 * rpc.ts) and the description at GET /rest/v1/.
 */
import type { CoreResponse } from '../core/types';
import { type ResultRow, buildRead } from './build-query';
import { QueryContext } from './query-context';
import { OBJECT_CONTENT_TYPE, type RelationRequest, type RequestContext } from './context';
import { JSON_CONTENT_TYPE, RestError } from './errors';
import { type ResponseShape, appliedPreferences, parseRangeHeader } from './request';

/** GET or HEAD /rest/v1/<table or view>. */
export async function readRelation(
  ctx: RequestContext,
  { table, query, select }: RelationRequest,
): Promise<CoreResponse> {
  const shape = ctx.shape();
  const count = ctx.prefs().count !== undefined;
  const range = parseRangeHeader(ctx.headers.range);
  const built = await ctx.schema.withRelationshipReload(() =>
    buildRead(new QueryContext(ctx.cache, query.levels), {
      relName: table.name,
      table,
      select,
      count,
      shape: ctx.method === 'HEAD' ? 'none' : shape,
      range,
    }),
  );
  const row = await ctx.run(built.sql, built.params, shape === 'object');
  return readResponse(ctx, row, built.offset, shape);
}

/** Status (200, 206 or 416), `Content-Range` and body of a read. */
export function readResponse(
  ctx: RequestContext,
  row: ResultRow,
  offset: number,
  shape: ResponseShape,
): CoreResponse {
  const rows = Number(row.page_total);
  const total = row.total === null || row.total === undefined ? null : Number(row.total);
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      // PostgREST's RangeQuery/Response: the total still travels with a 416.
      { 'Content-Range': `*/${total}` },
    );
  }
  const upper = offset + rows - 1;
  const range = total !== 0 && rows > 0 ? `${offset}-${upper}` : '*';
  const status = total !== null && 1 + upper - offset < total ? 206 : 200;
  const headers: Record<string, string> = {
    ...ctx.cors(),
    'Content-Type': shape === 'object' ? OBJECT_CONTENT_TYPE : JSON_CONTENT_TYPE,
    'Content-Range': `${range}/${total ?? '*'}`,
  };
  const applied = appliedPreferences(ctx.prefs(), ['count']);
  if (applied) headers['Preference-Applied'] = applied;
  return { status, headers, body: ctx.method === 'HEAD' ? undefined : (row.body ?? '') };
}

/** GET /rest/v1/: a minimal OpenAPI description listing the exposed relations and functions. */
export function rootResponse(ctx: RequestContext): CoreResponse {
  const paths: Record<string, object> = { '/': {} };
  for (const t of ctx.cache.tables.keys()) paths[`/${t}`] = {};
  for (const f of ctx.cache.functions.keys()) paths[`/rpc/${f}`] = {};
  const body = JSON.stringify({
    swagger: '2.0',
    info: { title: 'Streakwise local REST API', version: '12.2.0' },
    basePath: '/',
    schemes: ['http'],
    consumes: ['application/json'],
    produces: ['application/json'],
    paths,
  });
  return {
    status: 200,
    headers: { ...ctx.cors(), 'Content-Type': 'application/openapi+json; charset=utf-8' },
    body: ctx.method === 'HEAD' ? undefined : body,
  };
}
