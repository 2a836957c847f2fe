import { describe, expect, it } from 'vitest';
import { templateFormSchema, toTemplatePatch } from './template-form-schema';

const issues = (values: { name: string; description: string }) => {
  const result = templateFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('templateFormSchema (the habit_template checks)', () => {
  it('needs a name that is not blank', () => {
    expect(issues({ name: '', description: '' })).toEqual(['name: Name is required']);
    expect(issues({ name: '   ', description: '' })).toEqual(['name: Name is required']);
  });

  it('allows 1 to 80 characters, counted as Postgres counts them', () => {
    expect(issues({ name: 'x', description: '' })).toEqual([]);
    expect(issues({ name: 'x'.repeat(80), description: '' })).toEqual([]);
    expect(issues({ name: 'x'.repeat(81), description: '' })).toEqual([
      'name: At most 80 characters',
    ]);
    // 80 emoji are 160 UTF-16 units but 80 characters for char_length.
    expect(issues({ name: '🏃'.repeat(80), description: '' })).toEqual([]);
  });

  it('allows a description of at most 500 characters', () => {
    expect(issues({ name: 'Run', description: 'd'.repeat(500) })).toEqual([]);
    expect(issues({ name: 'Run', description: 'd'.repeat(501) })).toEqual([
      'description: At most 500 characters',
    ]);
  });

  it('trims, and stores an empty description as null', () => {
    const values = templateFormSchema.parse({ name: '  Run  ', description: '   ' });
    expect(toTemplatePatch(values)).toEqual({ name: 'Run', description: null });
    expect(
      toTemplatePatch(templateFormSchema.parse({ name: 'Run', description: ' Far ' })),
    ).toEqual({ name: 'Run', description: 'Far' });
  });
});
