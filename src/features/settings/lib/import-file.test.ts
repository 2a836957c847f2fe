import { describe, expect, it } from 'vitest';
import { compactExport, describeCounts, parseExportFile } from './import-file';

const NOT_JSON_MESSAGE = 'This file is not a Streakwise export (not valid JSON)';
const NOT_OBJECT_MESSAGE = 'This file is not a Streakwise export (expected a JSON object)';
const NO_HABITS_MESSAGE = 'This file is not a Streakwise export (it has no habit_metadata list)';

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
      summary: { habits: 1, questions: 0, checkmarks: 2, answers: 0, templates: 0, pauses: 0 },
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

describe('schedules, skips and pauses in an export', () => {
  const habit = { id: 1, name: 'Gym', created_by: 'u', created_at: 't', updated_at: 't' };

  it('imports a file exported before schedules and pauses as it is', () => {
    // The shape export_my_data wrote before: no freq_num, freq_den, weekdays, skipped, habit_pause.
    const parsed = parseExportFile(
      JSON.stringify({
        exported_at: '2026-11-01T10:00:00Z',
        user_id: 'u',
        habit_metadata: [{ ...habit, description: null, daily_target: null, archived: false }],
        checkmarks_tracker: [{ id: 7, habit_id: 1, date: '2026-10-30', notes: null }],
        habit_template: [],
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      payload: {
        habit_metadata: [{ id: 1, name: 'Gym', archived: false }],
        checkmarks_tracker: [{ id: 7, habit_id: 1, date: '2026-10-30' }],
        habit_template: [],
      },
      summary: {
        habits: 1,
        questions: 0,
        checkmarks: 1,
        answers: 0,
        consequences: 0,
        templates: 0,
        pauses: 0,
      },
    });
  });

  it('carries schedules, skipped days and pauses (a pause of every habit has no habit_id)', () => {
    const parsed = parseExportFile(
      JSON.stringify({
        habit_metadata: [{ ...habit, freq_num: 3, freq_den: 7, weekdays: null }],
        habit_template: [{ id: 4, name: 'MWF', freq_num: 1, freq_den: 1, weekdays: 21 }],
        checkmarks_tracker: [{ id: 7, habit_id: 1, date: '2026-10-30', skipped: true }],
        habit_pause: [
          { id: 2, habit_id: null, start_date: '2026-12-20', end_date: '2026-12-27', note: null },
          { id: 3, habit_id: 1, start_date: '2026-11-01', end_date: null, note: 'Knee' },
        ],
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      payload: {
        habit_metadata: [{ id: 1, name: 'Gym', freq_num: 3, freq_den: 7 }],
        habit_template: [{ id: 4, name: 'MWF', freq_num: 1, freq_den: 1, weekdays: 21 }],
        checkmarks_tracker: [{ id: 7, habit_id: 1, date: '2026-10-30', skipped: true }],
        habit_pause: [
          { id: 2, start_date: '2026-12-20', end_date: '2026-12-27' },
          { id: 3, habit_id: 1, start_date: '2026-11-01', note: 'Knee' },
        ],
      },
      summary: {
        habits: 1,
        questions: 0,
        checkmarks: 1,
        answers: 0,
        consequences: 0,
        templates: 1,
        pauses: 2,
      },
    });
  });

  it.each([
    [
      { habit_metadata: [{ ...habit, freq_num: 8, freq_den: 7 }] },
      'Habit "Gym" (habit_metadata row 1) has a schedule that cannot be: freq_num must be a whole number from 1 to freq_den',
    ],
    [
      { habit_metadata: [{ ...habit, freq_num: 1, freq_den: 400 }] },
      'Habit "Gym" (habit_metadata row 1) has a schedule that cannot be: freq_den must be a whole number from 1 to 365',
    ],
    [
      { habit_metadata: [habit], habit_template: [{ id: 1, name: 'T', weekdays: 128 }] },
      'Template "T" (habit_template row 1) has a schedule that cannot be: weekdays must be empty or a whole number from 1 to 127',
    ],
    [
      {
        habit_metadata: [habit],
        habit_pause: [{ start_date: '2026-12-20', end_date: '2026-12-01' }],
      },
      'Pause 1 (habit_pause row 1) cannot be imported: end_date is before start_date',
    ],
    [
      { habit_metadata: [habit], habit_pause: [{ start_date: '20 Dec' }] },
      'Pause 1 (habit_pause row 1) cannot be imported: start_date must be a date like 2026-11-24',
    ],
    [
      { habit_metadata: [habit], habit_pause: [{ habit_id: 9, start_date: '2026-12-20' }] },
      'Pause 1 (habit_pause row 1) cannot be imported: habit_id 9 is not a habit of this file',
    ],
    [
      {
        habit_metadata: [habit],
        checkmarks_tracker: [
          { id: 7, habit_id: 1, date: '2026-10-30' },
          { id: 8, habit_id: 1, date: '1800-01-01' },
        ],
      },
      'The check-mark of "Gym" on 1800-01-01 (checkmarks_tracker row 2) cannot be imported: Streakwise keeps days from 1900-01-01 on',
    ],
    [
      { habit_metadata: [habit], habit_pause: [{ start_date: '1899-12-31' }] },
      'Pause 1 (habit_pause row 1) cannot be imported: start_date 1899-12-31 is before 1900-01-01',
    ],
  ])('refuses an impossible schedule or pause, naming the row (%#)', (data, message) => {
    expect(parseExportFile(JSON.stringify(data))).toEqual({ ok: false, message });
  });
});
