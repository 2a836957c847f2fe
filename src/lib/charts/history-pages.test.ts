import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalogs';
import {
  bucketLabel,
  bucketPoints,
  bucketStart,
  calendarPage,
  chartPage,
  pageWords,
  tablePage,
} from './history-pages';

const today = '2026-11-27'; // a Friday
const MONDAY = 1;

describe('history pages', () => {
  it('buckets a date by day, week, month, quarter and year', () => {
    expect(bucketStart('2016-03-19', 'day', MONDAY)).toBe('2016-03-19');
    expect(bucketStart('2016-03-19', 'week', MONDAY)).toBe('2016-03-14');
    expect(bucketStart('2016-03-19', 'month', MONDAY)).toBe('2016-03-01');
    expect(bucketStart('2016-03-19', 'quarter', MONDAY)).toBe('2016-01-01');
    expect(bucketStart('2016-11-19', 'quarter', MONDAY)).toBe('2016-10-01');
    expect(bucketStart('2016-03-19', 'year', MONDAY)).toBe('2016-01-01');
  });

  it('pages 90 days back from today, each page ending the day before the next begins', () => {
    const first = chartPage({
      unit: 'day',
      page: 0,
      today,
      weekStart: MONDAY,
      firstDay: '2016-03-14',
    });
    expect(first).toEqual({ from: '2026-08-30', to: today, hasOlder: true, hasNewer: false });
    const second = chartPage({
      unit: 'day',
      page: 1,
      today,
      weekStart: MONDAY,
      firstDay: '2016-03-14',
    });
    expect(second.to).toBe('2026-08-29');
    expect(second.from).toBe('2026-06-01');
    expect(second.hasNewer).toBe(true);
  });

  it('stops at the first entry: no page older than the one holding it', () => {
    const firstDay = '2016-03-14';
    let page = 0;
    while (chartPage({ unit: 'month', page, today, weekStart: MONDAY, firstDay }).hasOlder)
      page += 1;
    const last = chartPage({ unit: 'month', page, today, weekStart: MONDAY, firstDay });
    expect(last.from <= firstDay).toBe(true);
    expect(last.to >= firstDay).toBe(true);
    // 24 months a page: Dec 2024 - Nov 2026, ..., Dec 2014 - Nov 2016.
    expect(page).toBe(5);
    expect(last.from).toBe('2014-12-01');
    expect(
      chartPage({ unit: 'day', page: 0, today, weekStart: MONDAY, firstDay: null }).hasOlder,
    ).toBe(false);
  });

  it('groups months, quarters and years whole, the newest cut at today', () => {
    const year = chartPage({ unit: 'year', page: 0, today, weekStart: MONDAY, firstDay: null });
    expect(year).toMatchObject({ from: '2017-01-01', to: today });
    const quarter = chartPage({
      unit: 'quarter',
      page: 1,
      today,
      weekStart: MONDAY,
      firstDay: null,
    });
    expect(quarter).toMatchObject({ from: '2019-01-01', to: '2022-12-31' });
    const week = chartPage({ unit: 'week', page: 0, today, weekStart: MONDAY, firstDay: null });
    expect(week).toMatchObject({ from: '2025-12-01', to: today });
  });

  it('pages the calendar a year of weeks at a time', () => {
    const now = calendarPage({ page: 0, today, weekStart: MONDAY, firstDay: '2016-03-14' });
    const before = calendarPage({ page: 1, today, weekStart: MONDAY, firstDay: '2016-03-14' });
    expect(now.to).toBe(today);
    expect(before.to).toBe('2025-11-23');
    expect(now.from).toBe('2025-11-24');
    expect(before.from).toBe('2024-11-18');
  });

  it('pages the table back without limit and forward up to today', () => {
    const now = tablePage(7, today, today);
    expect(now.days).toEqual([
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
    ]);
    expect(now.isLatest).toBe(true);
    expect(now.older).toBe('2026-11-20');
    const old = tablePage(30, '2016-03-31', today);
    expect(old.days[29]).toBe('2016-03-02');
    expect(old.older).toBe('2016-03-01');
    expect(old.isLatest).toBe(false);
    expect(tablePage(30, '2026-11-20', today).newer).toBe(today);
  });

  it('groups the strength by the mean of each bucket, dated by its first day', () => {
    const points = [
      { date: '2016-03-30', value: 0.2 },
      { date: '2016-03-31', value: 0.4 },
      { date: '2016-04-01', value: 0.5 },
      { date: '2016-07-01', value: 0.9 },
    ];
    expect(bucketPoints(points, 'month', MONDAY)).toEqual([
      { date: '2016-03-01', value: expect.closeTo(0.3, 10) },
      { date: '2016-04-01', value: 0.5 },
      { date: '2016-07-01', value: 0.9 },
    ]);
    expect(bucketPoints(points, 'quarter', MONDAY).map((p) => p.date)).toEqual([
      '2016-01-01',
      '2016-04-01',
      '2016-07-01',
    ]);
    expect(bucketPoints(points, 'year', MONDAY)).toEqual([
      { date: '2016-01-01', value: expect.closeTo(0.5, 10) },
    ]);
    expect(bucketPoints(points, 'day', MONDAY)).toEqual(points);
    expect(bucketLabel('2016-10-01', 'quarter')).toBe('Q4 2016');
    expect(bucketLabel('2016-03-01', 'month')).toBe('Mar 2016');
  });
});

describe('the words of a page in another language', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it("writes the dates in English as before, and in German German's way", async () => {
    expect(pageWords({ from: '2016-11-03', to: '2026-11-27' })).toBe('3 Nov 2016 – 27 Nov 2026');
    expect(bucketLabel('2016-11-03', 'day')).toBe('3 Nov 2016');
    await activateLocale('de');
    expect(bucketLabel('2016-03-01', 'month')).toBe('März 2016');
    expect(bucketLabel('2016-11-03', 'day')).toBe('3. Nov. 2016');
    expect(pageWords({ from: '2016-11-03', to: '2026-11-27' })).toBe(
      '3. Nov. 2016 – 27. Nov. 2026',
    );
    expect(bucketLabel('2016-01-01', 'year')).toBe('2016');
  });
});
