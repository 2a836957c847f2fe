import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { parseSelect } from './parse-select';

describe('parseSelect', () => {
  it('treats a missing or empty select as *', () => {
    expect(parseSelect(null)).toEqual([{ type: 'star' }]);
    expect(parseSelect('')).toEqual([{ type: 'star' }]);
  });

  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,nick:name,total::text,data->a->>b,"OPTION_ID"')).toEqual([
      { type: 'column', field: { name: 'id', jsonPath: [] }, alias: undefined, cast: undefined },
      { type: 'column', field: { name: 'name', jsonPath: [] }, alias: 'nick', cast: undefined },
      { type: 'column', field: { name: 'total', jsonPath: [] }, alias: undefined, cast: 'text' },
      {
        type: 'column',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
      {
        type: 'column',
        field: { name: 'OPTION_ID', jsonPath: [] },
        alias: undefined,
        cast: undefined,
      },
    ]);
  });

  it('parses embeds with alias, hint, join type and nesting', () => {
    const items = parseSelect(
      '*,opts:option_metadata!question_id!inner(id,label,answers:answer_entry(*)),habit_metadata()',
    );
    expect(items[0]).toEqual({ type: 'star' });
    expect(items[1]).toMatchObject({
      type: 'embed',
      name: 'option_metadata',
      alias: 'opts',
      hint: 'question_id',
      joinType: 'inner',
      spread: false,
    });
    const nested = items[1].type === 'embed' ? items[1].select : [];
    expect(nested).toHaveLength(3);
    expect(nested[2]).toMatchObject({
      type: 'embed',
      name: 'answer_entry',
      alias: 'answers',
      select: [{ type: 'star' }],
    });
    expect(items[2]).toMatchObject({ type: 'embed', name: 'habit_metadata', select: [] });
  });

  it('accepts whitespace and quoted names with special characters', () => {
    expect(parseSelect(' id , "my col" ')).toEqual([
      { type: 'column', field: { name: 'id', jsonPath: [] }, alias: undefined, cast: undefined },
      {
        type: 'column',
        field: { name: 'my col', jsonPath: [] },
        alias: undefined,
        cast: undefined,
      },
    ]);
  });

  it('parses spreads', () => {
    expect(parseSelect('id,...habit_metadata(name)')[1]).toMatchObject({
      type: 'embed',
      spread: true,
    });
  });

  it.each(['id,', 'rel(id', 'id)', 'a::text;drop table x', '"unterminated', 'rel!a!b!c(*)'])(
    'rejects %s with PGRST100',
    (text) => {
      try {
        parseSelect(text);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(RestError);
        expect((error as RestError).code).toBe('PGRST100');
        expect((error as RestError).status).toBe(400);
      }
    },
  );
});
