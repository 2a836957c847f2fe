import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalogs';
import { buildHeatmap, heatShade, heatmapStart, weekdayLabels } from './heatmap';

describe('heatmapStart', () => {
  it('goes back 52 weeks from the start of the current week (Monday by default)', () => {
    // 2026-11-20 is a Friday; its Monday week starts 2026-11-16.
    expect(heatmapStart('2026-11-20', 1)).toBe('2025-11-17');
  });

  it('follows a Sunday week start', () => {
    expect(heatmapStart('2026-11-20', 0)).toBe('2025-11-16');
  });
});

describe('buildHeatmap', () => {
  const days = [
    { date: '2026-11-20', total_score: 8 },
    { date: '2026-11-16', total_score: 0 },
    { date: '2026-11-10', total_score: 12 },
    { date: '2025-01-01', total_score: 5 }, // before the window
    { date: '2026-11-21', total_score: 4 }, // after today
  ];

  it('lays out 53 weeks of 7 days from the week start, cut at today', () => {
    const map = buildHeatmap({ days, max: 10, today: '2026-11-20', weekStart: 1 });
    expect(map.from).toBe('2025-11-17');
    expect(map.to).toBe('2026-11-20');
    expect(map.weeks).toHaveLength(53);
    expect(map.weeks[0].start).toBe('2025-11-17');
    expect(map.weeks[0].days.every((d) => d !== null)).toBe(true);
    const last = map.weeks[52];
    expect(last.start).toBe('2026-11-16');
    // Monday..Friday shown, Saturday and Sunday still to come.
    expect(last.days.map((d) => d?.date ?? null)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      null,
      null,
    ]);
  });

  it("gives each day its total, percentage and label; a day's percentage is clipped", () => {
    const map = buildHeatmap({ days, max: 10, today: '2026-11-20', weekStart: 1 });
    const cells = map.weeks.flatMap((w) => w.days).filter((d) => d !== null);
    const byDate = new Map(cells.map((d) => [d.date, d]));
    expect(byDate.get('2026-11-20')).toEqual({
      date: '2026-11-20',
      total: 8,
      percent: 80,
      status: '8 / 10 (80 %)',
      label: '2026-11-20: 8 / 10 (80 %)',
    });
    expect(byDate.get('2026-11-16')?.label).toBe('2026-11-16: 0 / 10 (0 %)');
    expect(byDate.get('2026-11-10')).toMatchObject({ total: 12, percent: 100 });
    expect(byDate.get('2026-11-11')).toEqual({
      date: '2026-11-11',
      total: null,
      percent: null,
      status: 'not answered',
      label: '2026-11-11: not answered',
    });
    expect(cells).toHaveLength(52 * 7 + 5);
    expect(cells.filter((d) => d.total !== null)).toHaveLength(3);
  });

  it('starts the columns on Sunday when the week starts on Sunday', () => {
    const map = buildHeatmap({ days, max: 10, today: '2026-11-20', weekStart: 0 });
    const last = map.weeks[52];
    expect(last.start).toBe('2026-11-15');
    expect(last.days.filter((d) => d !== null)).toHaveLength(6);
    expect(last.days[6]).toBeNull();
  });

  it('names each month once, over the first column that starts in it', () => {
    const map = buildHeatmap({ days: [], max: 10, today: '2026-11-20', weekStart: 1 });
    const labels = map.weeks.map((w) => w.monthLabel).filter(Boolean);
    // The first column (17 Nov 2025) is named; December begins two weeks later.
    expect(labels).toEqual([
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
    const dec = map.weeks.find((w) => w.monthLabel === 'Dec');
    expect(dec?.start).toBe('2025-12-01');
  });

  it('leaves the first column unnamed when the next month begins within two weeks', () => {
    // 2026-06-29 (Monday) is the first column's start when today is 2027-06-28.
    const map = buildHeatmap({ days: [], max: 10, today: '2027-06-28', weekStart: 1 });
    expect(map.weeks[0].start).toBe('2026-06-29');
    expect(map.weeks[0].monthLabel).toBeNull();
    expect(map.weeks[1].monthLabel).toBe('Jul');
  });

  it('works across a daylight-saving change and a leap day', () => {
    const map = buildHeatmap({
      days: [{ date: '2024-02-29', total_score: 3 }],
      max: 6,
      today: '2024-03-31',
      weekStart: 1,
      weeks: 6,
    });
    const cells = map.weeks.flatMap((w) => w.days).filter((d) => d !== null);
    expect(cells.map((d) => d.date)).toContain('2024-02-29');
    expect(new Set(cells.map((d) => d.date)).size).toBe(cells.length);
    expect(cells.at(-1)?.date).toBe('2024-03-31');
    expect(cells.find((d) => d.date === '2024-02-29')?.label).toBe('2024-02-29: 3 / 6 (50 %)');
  });

  it('refuses a week count below 1', () => {
    expect(() =>
      buildHeatmap({ days, max: 10, today: '2026-11-20', weekStart: 1, weeks: 0 }),
    ).toThrow(RangeError);
  });
});

describe('heatShade', () => {
  it('maps 0..100 % onto 20..100 % of the colour, clipped', () => {
    expect(heatShade(0)).toBe(20);
    expect(heatShade(50)).toBe(60);
    expect(heatShade(100)).toBe(100);
    expect(heatShade(140)).toBe(100);
    expect(heatShade(-5)).toBe(20);
  });
});

describe('weekdayLabels', () => {
  it('starts at the week start', () => {
    expect(weekdayLabels(1)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayLabels(0)[0]).toBe('Sun');
    expect(weekdayLabels(6)).toEqual(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });
});

describe('in another language', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it("names the months and weekdays, and writes the percentages, in the language's way", async () => {
    await activateLocale('de');
    const map = buildHeatmap({
      days: [{ date: '2026-11-20', total_score: 8 }],
      max: 10,
      today: '2026-11-20',
      weekStart: 1,
    });
    const labels = map.weeks.map((w) => w.monthLabel).filter(Boolean);
    expect(labels.slice(0, 4)).toEqual(['Nov', 'Dez', 'Jan', 'Feb']);
    expect(labels).toContain('Mär');
    expect(weekdayLabels(1)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    const day = map.weeks.at(-1)?.days[4];
    expect(day?.status).toContain('80\u00a0%');
    expect(day?.label.startsWith('2026-11-20')).toBe(true);
  });
});
