import { describe, expect, it } from 'vitest';
import { dayMark, dayMarkText, dayMarkWord } from './day-mark';

const today = '2026-11-24';

describe('dayMark', () => {
  it('answered days are met when they reach the target, else missed', () => {
    expect(dayMark({ hasCheckmark: true, total: 7, target: 7, date: today, today })).toBe('met');
    expect(dayMark({ hasCheckmark: true, total: 6, target: 7, date: today, today })).toBe('missed');
    expect(dayMark({ hasCheckmark: true, total: 1, target: null, date: today, today })).toBe('met');
    // With no target, "No" (0 points) or a negative answer is not done.
    expect(dayMark({ hasCheckmark: true, total: 0, target: null, date: today, today })).toBe(
      'missed',
    );
    expect(dayMark({ hasCheckmark: true, total: -5, target: null, date: today, today })).toBe(
      'missed',
    );
  });

  it('a past day not answered is missed; today not answered is still open', () => {
    const past = '2026-11-23';
    expect(dayMark({ hasCheckmark: false, total: 0, target: 7, date: past, today })).toBe('missed');
    expect(dayMark({ hasCheckmark: false, total: 0, target: 7, date: today, today })).toBe('open');
  });
});

describe('dayMark: a frequency habit inside a met window', () => {
  it('is done ("auto") when not met; a met day stays met', () => {
    const past = '2026-11-23';
    const autoDone = true;
    expect(
      dayMark({ hasCheckmark: false, total: 0, target: null, date: past, today, autoDone }),
    ).toBe('auto');
    expect(
      dayMark({ hasCheckmark: true, total: 0, target: null, date: past, today, autoDone }),
    ).toBe('auto');
    expect(
      dayMark({ hasCheckmark: true, total: 10, target: null, date: past, today, autoDone }),
    ).toBe('met');
    expect(dayMarkWord('auto')).toBe('Done');
    expect(dayMarkText('auto', null, false, '3 of 3 this week')).toBe(
      'done by the frequency (3 of 3 this week)',
    );
  });
});

describe('dayMarkText', () => {
  it('says the basis of the mark', () => {
    expect(dayMarkText('met', 7, true)).toBe('met (target 7)');
    expect(dayMarkText('met', null, true)).toBe('met (more than 0 points)');
    expect(dayMarkText('missed', 7, true)).toBe('missed (below the target of 7)');
    expect(dayMarkText('missed', 7, false)).toBe('missed (not answered)');
    expect(dayMarkText('missed', null, true)).toBe('missed (no points)');
    expect(dayMarkText('open', 7, false)).toBe('not met yet (target 7)');
    expect(dayMarkWord('open')).toBeNull();
    expect(dayMarkWord('met')).toBe('Met');
  });
});
