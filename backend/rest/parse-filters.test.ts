import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { parseLogicTree, parseOrder, parseQuery, splitTopLevel } from './parse-filters';

const field = (name: string) => ({ name, jsonPath: [] });

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof RestError ? `${error.status} ${error.code}` : String(error);
  }
  return 'no error';
}

describe('parseQuery', () => {
  it('reads filters, reserved params and embedded options', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=*,option_metadata(*)&habit_id=eq.7&date=gte.2024-01-01&date=lte.2024-01-07&order=date.desc.nullslast,id&limit=10&offset=20&option_metadata.order=position.asc&option_metadata.limit=2&columns="a","b"&on_conflict=a,b',
      ),
    );
    expect(q.select).toBe('*,option_metadata(*)');
    expect(q.columns).toBe('"a","b"');
    expect(q.onConflict).toBe('a,b');
    const root = q.levels.get('')!;
    expect(root.filters).toEqual([
      {
        type: 'cond',
        field: field('habit_id'),
        negate: false,
        op: 'eq',
        value: '7',
        language: undefined,
      },
      {
        type: 'cond',
        field: field('date'),
        negate: false,
        op: 'gte',
        value: '2024-01-01',
        language: undefined,
      },
      {
        type: 'cond',
        field: field('date'),
        negate: false,
        op: 'lte',
        value: '2024-01-07',
        language: undefined,
      },
    ]);
    expect(root.order).toEqual([
      { field: field('date'), direction: 'desc', nulls: 'last' },
      { field: field('id') },
    ]);
    expect(root.limit).toBe(10);
    expect(root.offset).toBe(20);
    expect(q.levels.get('option_metadata')).toEqual({
      filters: [],
      order: [{ field: field('position'), direction: 'asc' }],
      limit: 2,
    });
  });

  it('parses not, in (with quoted items), is and like', () => {
    const q = parseQuery(
      new URLSearchParams('a=not.eq.1&b=in.(1,"x,y",3)&c=is.NULL&d=like.*ab*&e=not.in.()'),
    );
    const f = q.levels.get('')!.filters;
    expect(f[0]).toMatchObject({ negate: true, op: 'eq', value: '1' });
    expect(f[1]).toMatchObject({ op: 'in', value: ['1', 'x,y', '3'] });
    expect(f[2]).toMatchObject({ op: 'is', value: 'null' });
    expect(f[3]).toMatchObject({ op: 'like', value: '*ab*' });
    expect(f[4]).toMatchObject({ negate: true, op: 'in', value: [] });
  });

  it('keeps a plain filter value literally, dots and commas included', () => {
    const q = parseQuery(new URLSearchParams('email=eq.a.b@c.d,e'));
    expect(q.levels.get('')!.filters[0]).toMatchObject({ op: 'eq', value: 'a.b@c.d,e' });
  });

  it('targets filters at embeds by path', () => {
    const q = parseQuery(
      new URLSearchParams('consequence_metadata.habit_id=eq.5&a.b.or=(x.eq.1,y.eq.2)'),
    );
    expect(q.levels.get('consequence_metadata')!.filters[0]).toMatchObject({
      field: field('habit_id'),
      op: 'eq',
    });
    expect(q.levels.get('a.b')!.filters[0]).toMatchObject({ type: 'logic', op: 'or' });
  });

  it('rejects bad filters with PGRST100', () => {
    expect(codeOf(() => parseQuery(new URLSearchParams('a=eqq.1')))).toBe('400 PGRST100');
    expect(codeOf(() => parseQuery(new URLSearchParams('a=1')))).toBe('400 PGRST100');
    expect(codeOf(() => parseQuery(new URLSearchParams('a=in.1,2')))).toBe('400 PGRST100');
    expect(codeOf(() => parseQuery(new URLSearchParams('a=is.maybe')))).toBe('400 PGRST100');
    expect(codeOf(() => parseQuery(new URLSearchParams('limit=-1')))).toBe('400 PGRST100');
    expect(codeOf(() => parseQuery(new URLSearchParams('order=a.sideways')))).toBe('400 PGRST100');
    expect(codeOf(() => parseQuery(new URLSearchParams('or=a.eq.1')))).toBe('400 PGRST100');
  });
});

describe('parseLogicTree', () => {
  it('parses nested and/or/not with quoted values', () => {
    expect(
      parseLogicTree(
        'or',
        false,
        '(a.eq.1,and(b.gt.2,c.not.is.null),not.or(d.eq."x,y",e.in.(1,2)))',
      ),
    ).toEqual({
      type: 'logic',
      op: 'or',
      negate: false,
      children: [
        {
          type: 'cond',
          field: field('a'),
          negate: false,
          op: 'eq',
          value: '1',
          language: undefined,
        },
        {
          type: 'logic',
          op: 'and',
          negate: false,
          children: [
            {
              type: 'cond',
              field: field('b'),
              negate: false,
              op: 'gt',
              value: '2',
              language: undefined,
            },
            { type: 'cond', field: field('c'), negate: true, op: 'is', value: 'null' },
          ],
        },
        {
          type: 'logic',
          op: 'or',
          negate: true,
          children: [
            {
              type: 'cond',
              field: field('d'),
              negate: false,
              op: 'eq',
              value: 'x,y',
              language: undefined,
            },
            { type: 'cond', field: field('e'), negate: false, op: 'in', value: ['1', '2'] },
          ],
        },
      ],
    });
  });
});

describe('parseOrder', () => {
  it('parses quoted columns and JSON paths', () => {
    expect(parseOrder('"OPTION_ID".desc,data->>k.asc.nullsfirst')).toEqual([
      { field: field('OPTION_ID'), direction: 'desc' },
      {
        field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'k', index: false }] },
        direction: 'asc',
        nulls: 'first',
      },
    ]);
  });
});

describe('splitTopLevel', () => {
  it('ignores separators inside parentheses and quotes', () => {
    expect(splitTopLevel('a,(b,c),"d,e",f')).toEqual(['a', '(b,c)', '"d,e"', 'f']);
  });
});
