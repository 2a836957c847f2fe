import { describe, expect, it } from 'vitest';
import { buildHeatmap } from '@/lib/charts/heatmap';
import { ruledDays, type RuledHabit } from '@/lib/charts/ruled-days';
import { recentWeeklyScores } from './weekly-bars';

// Week of Mon 16 Nov 2026 .. Sun 22 Nov; today is Fri 20 Nov.
const today = '2026-11-20';
const gym: RuledHabit = {
  id: 1,
  schedule: { freq_num: 1, freq_den: 1, weekdays: 0b0010101 }, // Mon, Wed, Fri
  dailyTarget: null,
  max: 10,
  days: [
    { date: '2026-11-16', total_score: 10 },
    { date: '2026-11-18', total_score: 0, skipped: true },
    { date: '2026-11-20', total_score: 10 },
  ],
};
const read: RuledHabit = {
  id: 2,
  schedule: { freq_num: 1, freq_den: 1, weekdays: null },
  dailyTarget: null,
  max: 5,
  days: [{ date: '2026-11-17', total_score: 5 }],
};
const holiday = [{ habit_id: 2, start_date: '2026-11-19', end_date: null }];

describe('ruledDays', () => {
  it('counts only the habits due that day; a day nothing counts on is neutral with its reason', () => {
    const one = ruledDays({
      habits: [gym],
      pauses: [],
      from: '2026-11-16',
      through: '2026-11-22',
      today,
    });
    expect([...one.values()].map((d) => [d.date.slice(8), d.total, d.max, d.neutral])).toEqual([
      ['16', 10, 10, null],
      ['17', null, 0, 'not_due'],
      ['18', null, 0, 'skipped'],
      ['19', null, 0, 'not_due'],
      ['20', 10, 10, null],
      ['21', null, 0, 'not_due'],
      ['22', null, 0, 'not_due'],
    ]);

    const both = ruledDays({
      habits: [gym, read],
      pauses: holiday,
      from: '2026-11-16',
      through: '2026-11-22',
      today,
    });
    expect([...both.values()].map((d) => [d.date.slice(8), d.total, d.max, d.neutral])).toEqual([
      ['16', 10, 15, null], // Gym met, Read unanswered
      ['17', 5, 5, null], // only Read due
      ['18', null, 5, null], // Gym skipped, Read due and unanswered
      ['19', null, 0, 'paused'], // Gym not due, Read paused: paused wins
      ['20', 10, 10, null], // Read paused: Gym alone
      ['21', null, 0, 'paused'],
      ['22', null, 0, 'paused'],
    ]);
  });

  it('the heatmap says not due, skipped and paused, and measures a day by its due habits', () => {
    const ruled = ruledDays({
      habits: [gym, read],
      pauses: holiday,
      from: '2026-11-16',
      through: '2026-11-22',
      today,
    });
    const heatmap = buildHeatmap({ days: [], max: 15, today, weekStart: 1, weeks: 1, ruled });
    expect(heatmap.weeks[0].days.map((d) => d?.label ?? null)).toEqual([
      '2026-11-16: 10 / 15 (67 %)',
      '2026-11-17: 5 / 5 (100 %)',
      '2026-11-18: not answered',
      '2026-11-19: paused',
      '2026-11-20: 10 / 10 (100 %)',
      null,
      null,
    ]);
    const gymOnly = buildHeatmap({
      days: [],
      max: 10,
      today,
      weekStart: 1,
      weeks: 1,
      ruled: ruledDays({ habits: [gym], pauses: [], from: '2026-11-16', through: today, today }),
    });
    expect(gymOnly.weeks[0].days.slice(0, 3).map((d) => [d?.label, d?.neutral])).toEqual([
      ['2026-11-16: 10 / 10 (100 %)', null],
      ['2026-11-17: not due', 'not_due'],
      ['2026-11-18: skipped', 'skipped'],
    ]);
  });

  it('a week is measured against its days that count: Gym met on both due days is 100 %', () => {
    const ruled = ruledDays({
      habits: [gym],
      pauses: [],
      from: '2026-11-09',
      through: '2026-11-22',
      today,
    });
    const weeks = recentWeeklyScores({ days: [], max: 10, today, weekStart: 1, count: 2, ruled });
    expect(weeks[1]).toEqual({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      total: 20,
      percent: 100,
      daysTracked: 2,
      max: 20, // Mon and Fri; Wed skipped
      dueDays: 2,
    });
    // Last week nothing was answered: 0 of its three due days.
    expect(weeks[0]).toMatchObject({ total: 0, percent: 0, max: 30, dueDays: 3 });
  });
});
