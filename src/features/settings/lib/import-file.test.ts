import { describe, expect, it } from 'vitest';
import {
  NOT_JSON_MESSAGE,
  NOT_OBJECT_MESSAGE,
  NO_HABITS_MESSAGE,
  compactExport,
  describeCounts,
  parseExportFile,
} from './import-file';

describe('parseExportFile', () => {
  it.each([
    ['', NOT_JSON_MESSAGE],
    ['{"habit_metadata": [', NOT_JSON_MESSAGE],
    ['[1, 2]', NOT_OBJECT_MESSAGE],
    ['"text"', NOT_OBJECT_MESSAGE],
    ['null', NOT_OBJECT_MESSAGE],
    ['{}', NO_HABITS_MESSAGE],
    ['{"habit_metadata": {}}', NO_HABITS_MESSAGE],
  ])('refuses %j', (text, message) => {
    expect(parseExportFile(text)).toEqual({ ok: false, message });
  });

  it('counts an export and leaves lists it does not know to the server', () => {
    const parsed = parseExportFile(
      JSON.stringify({
        habit_metadata: [{ id: 1 }],
        checkmarks_tracker: [{ id: 1 }, { id: 2 }],
        answer_entry: 'odd',
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      summary: { habits: 1, questions: 0, checkmarks: 2, answers: 0, templates: 0 },
      payload: { answer_entry: 'odd' },
    });
  });
});

describe('compactExport', () => {
  it('drops owners, timestamps and nulls, and keeps everything else as it is', () => {
    expect(
      compactExport({
        exported_at: 'x',
        user_id: 'u',
        habit_metadata: [
          {
            id: 1,
            name: 'A',
            description: null,
            created_by: 'u',
            created_at: 't',
            updated_at: 't',
          },
          5,
        ],
        other: { a: 1 },
      }),
    ).toEqual({ habit_metadata: [{ id: 1, name: 'A' }, 5], other: { a: 1 } });
  });
});

describe('describeCounts', () => {
  it('names habits and check-marks, and templates when there are some', () => {
    expect(describeCounts(1, 1, 0)).toBe('1 habit and 1 check-mark');
    expect(describeCounts(2, 1200, 3)).toBe('2 habits, 1,200 check-marks and 3 templates');
  });
});
