import { describe, expect, it } from 'vitest';
import { periodOf, periodOptions } from './period';

const today = '2026-11-27';
const at = { today, weekStart: 1 as const, firstDay: '2016-03-14' };

describe('insights period', () => {
  it('offers the last 30 days, 12 months, each year back to the first entry and all time', () => {
    const options = periodOptions(today, '2016-03-14').map((o) => o.value);
    expect(options.slice(0, 3)).toEqual(['30d', '12m', '2026']);
    expect(options.slice(-2)).toEqual(['2016', 'all']);
    expect(options).toHaveLength(2 + 11 + 1);
  });

  it('keeps the last 12 months as before periods, the default for anything unknown', () => {
    const p = periodOf(null, at);
    expect(p).toMatchObject({ value: '12m', to: today, weeks: 53, unit: 'day' });
    expect(p.strengthFrom).toBe('2026-08-30');
    expect(periodOf('nonsense', at).value).toBe('12m');
    expect(periodOf('2031', at).value).toBe('12m');
  });

  it('gives a year its own dates and weeks, by week', () => {
    const p = periodOf('2016', at);
    expect(p).toMatchObject({ from: '2016-01-01', to: '2016-12-31', title: '2016', unit: 'week' });
    expect(p.weeks).toBe(53);
    expect(periodOf('2026', at).to).toBe(today);
  });

  it('gives all time from the first entry, by month; 30 days by day', () => {
    expect(periodOf('all', at)).toMatchObject({ from: '2016-03-14', to: today, unit: 'month' });
    expect(periodOf('30d', at)).toMatchObject({ from: '2026-10-29', unit: 'day', weeks: 5 });
  });
});
