import { describe, expect, it } from 'vitest';
import { dayProgress, rowFigure } from './row-figure';

const daily = { freq_num: 1, freq_den: 1, weekdays: null };
const threeAWeek = { freq_num: 3, freq_den: 7, weekdays: null };
const figures = (streak: number, done = 0, onTrack = false) => ({
  streak,
  progress: { done, needed: 3, onTrack },
});

describe('rowFigure', () => {
  it('a daily habit shows its streak, and nothing while it is 0 (never "Streak 0")', () => {
    expect(rowFigure(daily, figures(3))).toEqual({ text: '3-day streak', reached: false });
    expect(rowFigure(daily, figures(12))?.text).toBe('12-day streak');
    expect(rowFigure(daily, figures(0))).toBeNull();
  });

  it('a streak of a week or more that just broke: "One missed day does not undo a habit"', () => {
    const broke = (brokenStreak: number) => ({ ...figures(0), brokenStreak });
    expect(rowFigure(daily, broke(7))).toEqual({
      text: 'One missed day does not undo a habit',
      reached: false,
    });
    expect(rowFigure(daily, broke(30))?.text).toBe('One missed day does not undo a habit');
    // A short one, or none, says nothing; a running streak says itself.
    expect(rowFigure(daily, broke(6))).toBeNull();
    expect(rowFigure(daily, broke(0))).toBeNull();
    expect(rowFigure(daily, { ...figures(1), brokenStreak: 0 })?.text).toBe('1-day streak');
  });

  it('a frequency habit shows its count in the window instead, without "not on track"', () => {
    // Done once today: its streak is still 0, the count says how the week goes.
    expect(rowFigure(threeAWeek, figures(0, 1))).toEqual({
      text: '1 of 3 this week',
      reached: false,
    });
    expect(rowFigure(threeAWeek, figures(2, 3, true))).toEqual({
      text: '3 of 3 this week',
      reached: true,
    });
    expect(rowFigure({ freq_num: 10, freq_den: 30, weekdays: null }, figures(0, 4))?.text).toBe(
      '4 of 10 this month',
    );
  });

  it('weekday habits count as daily ones: their streak', () => {
    expect(rowFigure({ freq_num: 1, freq_den: 1, weekdays: 21 }, figures(2))?.text).toBe(
      '2-day streak',
    );
  });

  it('has nothing while the figures are unknown', () => {
    expect(rowFigure(daily, null)).toBeNull();
    expect(rowFigure(threeAWeek, undefined)).toBeNull();
  });
});

describe('dayProgress', () => {
  const habit = (id: number, questions = 1) => ({ id, questions: Array(questions).fill(0) });

  it('counts the due habits with questions and the finished ones among them', () => {
    const habits = [habit(1), habit(2), habit(3), habit(4), habit(5, 0)];
    expect(dayProgress(habits, new Set([1, 3]), new Map())).toEqual({ done: 2, due: 4 });
  });

  it('leaves out paused habits and habits not due', () => {
    const habits = [habit(1), habit(2), habit(3)];
    const away = new Map([
      [2, 'paused'],
      [3, 'notDue'],
    ]);
    expect(dayProgress(habits, new Set([2]), away)).toEqual({ done: 0, due: 1 });
    expect(dayProgress(habits, new Set([1]), away)).toEqual({ done: 1, due: 1 });
  });

  it('is null when nothing is due', () => {
    expect(dayProgress([habit(1)], new Set(), new Map([[1, 'paused']]))).toBeNull();
    expect(dayProgress([], new Set(), new Map())).toBeNull();
  });
});
