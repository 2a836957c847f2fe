import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { checkJsonDepth, checkQueryStrings } from './limits';
import { parseQuery } from './parse-filters';
import { parseSelect } from './parse-select';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof RestError ? `${error.status} ${error.code}` : String(error);
  }
  return 'no error';
}

describe('checkJsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(codeOf(() => checkJsonDepth('[[[1]]]', 3))).toBe('no error');
    expect(codeOf(() => checkJsonDepth('[[[[1]]]]', 3))).toBe('400 PGRST102');
    expect(codeOf(() => checkJsonDepth('{"a":{"b":[1]}}', 3))).toBe('no error');
    expect(codeOf(() => checkJsonDepth('["[[[[", "\\"[[[["]', 2))).toBe('no error');
    expect(codeOf(() => checkJsonDepth('[1],[2],[3],[4]', 1))).toBe('no error');
  });

  it('handles a million levels without overflowing', () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    expect(codeOf(() => checkJsonDepth(deep))).toBe('400 PGRST102');
  });
});

describe('checkQueryStrings', () => {
  it('refuses a NUL in any key or value with PGRST100', () => {
    expect(codeOf(() => checkQueryStrings(new URLSearchParams('a=eq.1&select=*')))).toBe(
      'no error',
    );
    for (const qs of [
      'na%00me=eq.1',
      'name=eq.%00',
      'select=a%00',
      'order=%00',
      'x.or=(a%00.eq.1)',
    ])
      expect(
        codeOf(() => checkQueryStrings(new URLSearchParams(qs))),
        qs,
      ).toBe('400 PGRST100');
  });

  it('refuses a value nesting [ or { past the JSON body limit', () => {
    const deep = (n: number) => `cs.${'['.repeat(n)}${']'.repeat(n)}`;
    expect(codeOf(() => checkQueryStrings(new URLSearchParams({ meta: deep(256) })))).toBe(
      'no error',
    );
    expect(codeOf(() => checkQueryStrings(new URLSearchParams({ meta: deep(257) })))).toBe(
      '400 PGRST100',
    );
  });

  it('is applied by parseQuery', () => {
    expect(codeOf(() => parseQuery(new URLSearchParams('columns=a%00')))).toBe('400 PGRST100');
  });
});

describe('parser limits', () => {
  it('select: items per level, embed depth and JSON path steps', () => {
    expect(codeOf(() => parseSelect(Array(1000).fill('id').join(',')))).toBe('no error');
    expect(codeOf(() => parseSelect(Array(1001).fill('id').join(',')))).toBe('400 PGRST100');
    const embeds = (n: number) => 'r('.repeat(n) + 'id' + ')'.repeat(n);
    expect(codeOf(() => parseSelect(embeds(16)))).toBe('no error');
    expect(codeOf(() => parseSelect(embeds(17)))).toBe('400 PGRST100');
    expect(codeOf(() => parseSelect(`m${'->a'.repeat(64)}`))).toBe('no error');
    expect(codeOf(() => parseSelect(`m${'->a'.repeat(65)}`))).toBe('400 PGRST100');
  });

  it('logic trees nested past the limit', () => {
    const tree = (n: number) => `(${'or('.repeat(n - 1)}a.eq.1${')'.repeat(n - 1)})`;
    const q = (n: number) => new URLSearchParams({ or: tree(n) });
    expect(codeOf(() => parseQuery(q(32)))).toBe('no error');
    expect(codeOf(() => parseQuery(q(33)))).toBe('400 PGRST100');
    expect(codeOf(() => parseQuery(q(5000)))).toBe('400 PGRST100');
  });
});
