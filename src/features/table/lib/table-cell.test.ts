import { describe, expect, it } from 'vitest';
import { habitFirstDay } from '@/lib/habit-first-day';
import { cellValues, cellValuesWords, tableCell } from './table-cell';

const mwf = { freq_num: 1, freq_den: 1, weekdays: 0b0010101 };
const base = {
  habitName: 'Gym',
  schedule: mwf,
  pauses: [],
  skipped: false,
  state: { hasCheckmark: false, total: 0, percent: 0 },
};

describe('tableCell', () => {
  it('a Mon/Wed/Fri habit is not due on a Tuesday, and due but unanswered on a Monday', () => {
    expect(tableCell({ ...base, date: '2026-11-03', dateLabel: 'Tue 3 Nov 2026' })).toEqual({
      kind: 'not_due',
      text: '',
      label: 'Gym, Tue 3 Nov 2026: not due',
      shade: 0,
    });
    expect(tableCell({ ...base, date: '2026-11-02', dateLabel: 'Mon 2 Nov 2026' })).toEqual({
      kind: 'unanswered',
      text: '·',
      label: 'Gym, Mon 2 Nov 2026: not answered',
      shade: 0,
    });
  });

  it('an answered due day shows its total shaded by its percentage', () => {
    expect(
      tableCell({
        ...base,
        date: '2026-11-02',
        dateLabel: 'Mon 2 Nov 2026',
        state: { hasCheckmark: true, total: 10, percent: 100 },
      }),
    ).toEqual({
      kind: 'answered',
      text: '10',
      label: 'Gym, Mon 2 Nov 2026: 10 points, 100%',
      shade: 55,
    });
  });

  it('skipped, then paused, then not due (the rules order); answers on a neutral day do not count', () => {
    const pauses = [{ habit_id: null, start_date: '2026-11-01', end_date: '2026-11-07' }];
    const day = { ...base, date: '2026-11-03', dateLabel: 'Tue 3 Nov 2026', pauses };
    expect(tableCell({ ...day, skipped: true })).toMatchObject({
      kind: 'skipped',
      text: '–',
      label: 'Gym, Tue 3 Nov 2026: skipped',
    });
    expect(tableCell(day)).toMatchObject({
      kind: 'paused',
      text: '‖',
      label: 'Gym, Tue 3 Nov 2026: paused',
    });
    expect(tableCell({ ...day, state: { hasCheckmark: true, total: 10, percent: 100 } })).toEqual({
      kind: 'paused',
      text: '10',
      label: 'Gym, Tue 3 Nov 2026: paused, 10 points, not counted',
      shade: 0,
    });
    expect(tableCell({ ...day, pauses: [], schedule: null, date: '2026-11-03' })).toMatchObject({
      kind: 'unanswered',
    });
  });
});

describe('a day before the habit began', () => {
  // Created on Wednesday 4 Nov 2026 (local time).
  const firstDay = habitFirstDay('2026-11-04T09:30:00', []);

  it('is empty and says so, never "not answered" (and so never missed)', () => {
    expect(firstDay).toBe('2026-11-04');
    expect(
      tableCell({ ...base, schedule: null, date: '2026-11-03', dateLabel: 'Yesterday', firstDay }),
    ).toEqual({
      kind: 'before',
      text: '',
      label: 'Gym, Yesterday: before this habit began',
      shade: 0,
    });
    // Not due that day either: the habit did not exist yet, which says more.
    expect(tableCell({ ...base, date: '2026-11-03', dateLabel: 'Tue', firstDay })).toMatchObject({
      kind: 'before',
    });
  });

  it('from its first day on, days are judged as before', () => {
    expect(
      tableCell({ ...base, schedule: null, date: '2026-11-04', dateLabel: 'Wed', firstDay }),
    ).toMatchObject({ kind: 'unanswered', label: 'Gym, Wed: not answered' });
  });

  it('an older check-mark (an import, a day answered back) moves the first day back', () => {
    const earlier = habitFirstDay('2026-11-04T09:30:00', ['2026-11-06', '2026-10-30']);
    expect(earlier).toBe('2026-10-30');
    expect(
      tableCell({
        ...base,
        schedule: null,
        date: '2026-11-02',
        dateLabel: 'Mon',
        firstDay: earlier,
      }),
    ).toMatchObject({ kind: 'unanswered' });
    // A day with answers is never "before", whatever the first day read so far.
    expect(
      tableCell({
        ...base,
        schedule: null,
        date: '2026-11-02',
        dateLabel: 'Mon',
        firstDay,
        state: { hasCheckmark: true, total: 10, percent: 100 },
      }),
    ).toMatchObject({ kind: 'answered' });
  });
});

describe('cellValues', () => {
  const questions = [
    { id: 1, kind: 'choice', unit: null },
    { id: 2, kind: 'number', unit: 'glasses' },
    { id: 3, kind: 'number', unit: null },
  ];
  it("a day's number answers with their units, in the questions' order; choices give nothing", () => {
    const answers = new Map([
      [1, { optionId: 10, notes: null, score: 5 }],
      [3, { optionId: null, value: 2.345, notes: null, score: 1 }],
      [2, { optionId: null, value: 6, notes: null, score: 8 }],
    ]);
    const values = cellValues(questions, { answers });
    expect(values).toEqual([
      { value: '6', unit: 'glasses' },
      { value: '2.35', unit: '' },
    ]);
    expect(cellValuesWords(values)).toBe('6 glasses, 2.35');
    expect(cellValues(questions, { answers: new Map() })).toEqual([]);
  });
});
