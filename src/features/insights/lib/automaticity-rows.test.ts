import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalogs';
import type { CheckIn } from '@/lib/automaticity/check-in-history';
import { automaticityRows, changeWords } from './automaticity-rows';

const check = (habitId: number, date: string, n: number): CheckIn => ({
  habitId,
  date,
  automatically: n,
  without_remembering: n,
  without_thinking: n,
  before_realizing: n,
});

describe('automaticityRows', () => {
  it('each habit shown: its latest check-in, the change since the one before, its strength', () => {
    const lines = [
      { id: 1, name: 'Read', color: '#111111', points: [{ value: 0.2 }, { value: 0.72 }] },
      { id: 2, name: 'Walk', color: '#222222', points: [] },
    ];
    const checks = [
      check(1, '2026-11-10', 3),
      check(3, '2026-11-10', 6),
      check(1, '2026-11-17', 5),
    ];
    expect(automaticityRows(lines, checks)).toEqual([
      {
        id: 1,
        name: 'Read',
        color: '#111111',
        trend: { latest: 5, date: '2026-11-17', change: 2, values: [3, 5] },
        strength: 0.72,
      },
      { id: 2, name: 'Walk', color: '#222222', trend: null, strength: null },
    ]);
  });
});

describe('changeWords', () => {
  it('says up, down or no change, to a tenth', () => {
    expect(changeWords(null)).toBeNull();
    expect(changeWords(0.5)).toBe('up 0.5');
    expect(changeWords(-0.25)).toBe('down 0.3');
    expect(changeWords(0.02)).toBe('no change');
  });
});

describe('changeWords in another language', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it("writes the change with the language's decimal sign", async () => {
    await activateLocale('de');
    expect(changeWords(0.5)).toContain('0,5');
    expect(changeWords(-0.25)).toContain('0,3');
  });
});
