import { describe, expect, it } from 'vitest';
import {
  defaultPauseDraft,
  describePauseDates,
  listedPauses,
  pauseDraftProblems,
  pauseStatus,
  resumePlan,
} from './pause-plan';

const pause = (id: number, start_date: string, end_date: string | null) => ({
  id,
  habit_id: null,
  start_date,
  end_date,
  note: null,
});
const today = '2026-11-24';

describe('pause status and list', () => {
  it('tells current, future and past pauses apart; lists current and future by start', () => {
    expect(pauseStatus(pause(1, '2026-11-20', '2026-11-24'), today)).toBe('current');
    expect(pauseStatus(pause(1, '2026-11-24', null), today)).toBe('current');
    expect(pauseStatus(pause(1, '2026-11-25', '2026-11-30'), today)).toBe('future');
    expect(pauseStatus(pause(1, '2026-11-01', '2026-11-23'), today)).toBe('past');
    const list = listedPauses(
      [
        pause(3, '2026-12-20', '2026-12-27'),
        pause(1, '2026-11-01', '2026-11-23'),
        pause(2, '2026-11-20', null),
      ],
      today,
    );
    expect(list.map((p) => p.id)).toEqual([2, 3]);
  });
});

describe('resumePlan', () => {
  it('a pause begun before today ends yesterday, so today counts again', () => {
    expect(resumePlan(pause(1, '2026-11-20', null), today)).toEqual({
      kind: 'end',
      end_date: '2026-11-23',
    });
  });

  it('a pause that begins today or later is removed (its end cannot precede its start)', () => {
    expect(resumePlan(pause(1, today, '2026-11-30'), today)).toEqual({ kind: 'delete' });
    expect(resumePlan(pause(1, '2026-12-20', '2026-12-27'), today)).toEqual({ kind: 'delete' });
  });
});

describe('pause words and checks', () => {
  it('says the dates in words', () => {
    expect(describePauseDates(pause(1, '2026-12-21', '2026-12-27'))).toBe(
      'From Mon 21 Dec 2026 to Sun 27 Dec 2026',
    );
    expect(describePauseDates(pause(1, '2026-12-21', null))).toBe(
      'From Mon 21 Dec 2026 until you resume',
    );
    expect(describePauseDates(pause(1, '2026-12-21', '2026-12-21'))).toBe('On Mon 21 Dec 2026');
  });

  it('a week from today by default; explains a range that cannot be', () => {
    expect(defaultPauseDraft(today)).toEqual({
      start_date: today,
      end_date: '2026-11-30',
      note: '',
    });
    expect(pauseDraftProblems(defaultPauseDraft(today))).toEqual({});
    expect(pauseDraftProblems({ start_date: '2026-11-01', end_date: '', note: '' })).toEqual({});
    expect(pauseDraftProblems({ start_date: '', end_date: '', note: '' })).toEqual({
      start_date: 'Pick the first day of the pause',
    });
    expect(
      pauseDraftProblems({
        start_date: '2026-11-24',
        end_date: '2026-11-20',
        note: 'x'.repeat(501),
      }),
    ).toEqual({
      end_date: 'The last day cannot be before the first day',
      note: 'At most 500 characters',
    });
    expect(pauseDraftProblems({ start_date: '2026-02-30', end_date: 'soon', note: '' })).toEqual({
      start_date: 'Pick the first day of the pause',
      end_date: 'Pick the last day, or leave it empty',
    });
  });

  it('refuses a pause starting before 1900-01-01, the earliest day the database keeps', () => {
    expect(pauseDraftProblems({ start_date: '1899-12-31', end_date: '', note: '' })).toEqual({
      start_date: 'Pick a day from 1900-01-01 on',
    });
    expect(pauseDraftProblems({ start_date: '1900-01-01', end_date: '', note: '' })).toEqual({});
  });
});
