import { describe, expect, it, vi } from 'vitest';
import { pgErrorStatus, toErrorResponse } from './errors';

describe('pgErrorStatus (PostgREST mapSQLtoHTTP)', () => {
  it.each([
    ['23505', 409],
    ['23503', 409],
    ['23502', 400],
    ['23514', 400],
    ['22P02', 400],
    ['42703', 400],
    ['P0001', 400],
    ['22023', 400],
    ['42P01', 404],
    ['42883', 404],
    ['25006', 405],
    ['42P17', 500],
    ['40001', 500],
    ['53300', 503],
    ['08006', 503],
    ['PT418', 418],
    // The rest of PostgREST's table, class by class (src/PostgREST/Error.hs, v13).
    ['09000', 500],
    ['0L000', 403],
    ['0P000', 403],
    ['25P02', 500],
    ['28000', 403],
    ['28P01', 403],
    ['2D000', 500],
    ['38001', 500],
    ['39004', 500],
    ['3B001', 500],
    ['40P01', 500],
    ['53400', 500],
    ['53200', 503],
    ['54000', 500],
    ['54001', 500],
    ['54011', 500],
    ['55006', 500],
    ['57014', 500],
    ['57P01', 503],
    ['58030', 500],
    ['F0000', 500],
    ['HV000', 500],
    ['P0002', 500],
    ['XX000', 500],
    ['42P17', 500],
    ['42601', 400],
    ['PTabc', 500],
  ])('%s -> %d', (code, status) => {
    expect(pgErrorStatus(code, 'x', true)).toBe(status);
  });

  it('maps 42501 to 401 for anon and 403 otherwise', () => {
    expect(pgErrorStatus('42501', 'permission denied', false)).toBe(401);
    expect(pgErrorStatus('42501', 'permission denied', true)).toBe(403);
  });

  it('treats a pg-safeupdate refusal as a client error', () => {
    expect(pgErrorStatus('21000', 'DELETE requires a WHERE clause', true)).toBe(400);
    expect(pgErrorStatus('21000', 'more than one row returned by a subquery', true)).toBe(500);
  });

  it('maps an undefined xmlagg (a missing media type handler) to 406', () => {
    expect(pgErrorStatus('42883', 'function xmlagg(integer) does not exist', true)).toBe(406);
    expect(pgErrorStatus('42883', 'function f(integer) does not exist', true)).toBe(404);
  });

  it('answers a write to a view Postgres cannot update with 405, other 55000 with 500', () => {
    for (const message of [
      'cannot insert into view "v"',
      'cannot update view "v"',
      'cannot delete from view "v"',
    ])
      expect(pgErrorStatus('55000', message, true)).toBe(405);
    expect(pgErrorStatus('55000', 'currval of sequence "s" is not yet defined', true)).toBe(500);
  });

  it('answers an array literal with too many dimensions with 400, other 54000 with 500', () => {
    const msg = 'number of array dimensions exceeds the maximum allowed (6)';
    expect(pgErrorStatus('54000', msg, true)).toBe(400);
    expect(pgErrorStatus('54000', 'index row size 3176 exceeds maximum 2712', true)).toBe(500);
  });
});

describe('toErrorResponse', () => {
  it('forwards Postgres fields in PostgREST shape', () => {
    const res = toErrorResponse(
      { code: '23505', message: 'duplicate key', detail: 'Key (k)=(1) already exists.' },
      true,
    );
    expect(res.status).toBe(409);
    expect(JSON.parse(String(res.body))).toEqual({
      code: '23505',
      details: 'Key (k)=(1) already exists.',
      hint: null,
      message: 'duplicate key',
    });
    expect(res.headers['Content-Type']).toBe('application/json; charset=utf-8');
  });

  it('hides unexpected errors behind a generic 500 without a stack trace', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = toErrorResponse(new TypeError('boom at /secret/path.ts:1'), false);
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(String(res.body)).not.toContain('secret');
    expect(JSON.parse(String(res.body))).toMatchObject({ message: 'Internal server error' });
  });

  it('adds WWW-Authenticate to a 401', () => {
    const res = toErrorResponse({ code: '42501', message: 'permission denied for table t' }, false);
    expect(res.status).toBe(401);
    expect(res.headers['WWW-Authenticate']).toBe('Bearer');
  });
});
