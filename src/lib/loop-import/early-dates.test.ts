/**
 * Entries of a Loop file before 1900-01-01 (the earliest day the database keeps, docs/domain.md
 * "Limits"): left out of the import and named in the preview, habit and dates, from a backup and
 * from a CSV export alike; 1900-01-01 itself and Loop's timestamp 0 (1970-01-01) are imported.
 */
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLoopBackup, buildLoopCsvZip, type FixtureHabit } from './loop-fixtures.test-util';
import { loopDate } from './loop-model';
import { loopNoteText } from './loop-words';
import { readLoopFile } from './read-loop-file';
import { toLoopImport } from './to-import';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

const TODAY = '2025-03-20';

const HABITS: FixtureHabit[] = [
  {
    id: 1,
    uuid: 'early0001',
    name: 'Run',
    entries: [
      { date: '0001-01-01', value: 2 },
      { date: '1899-12-30', value: 0 },
      { date: '1899-12-31', value: 2 },
      { date: '1900-01-01', value: 2 },
      { date: '1970-01-01', value: 2 },
      { date: '2025-03-19', value: 2 },
    ],
  },
  { id: 2, uuid: 'early0002', name: 'Read', entries: [{ date: '1850-06-01', value: 2 }] },
];

describe('entries before 1900-01-01', () => {
  it('loopDate keeps a date before 1900 (to-import leaves it out) and refuses no date at all', () => {
    expect(loopDate(Date.parse('1899-12-31T00:00:00Z'))).toBe('1899-12-31');
    expect(loopDate(0)).toBe('1970-01-01');
    expect(loopDate(Number.NaN)).toBeNull();
    expect(loopDate(Date.parse('+010000-01-01T00:00:00Z'))).toBeNull();
  });

  it.each([
    ['a backup', () => buildLoopBackup(SQL, HABITS, 25)],
    ['a CSV export', () => buildLoopCsvZip(HABITS)],
  ])('from %s are named in the preview, not sent', (_kind, build) => {
    const file = readLoopFile(build(), (b) => new SQL.Database(b));
    const { payload, preview } = toLoopImport(file, TODAY);
    expect(payload.entries.map((e) => [e.habit, e.date])).toEqual([
      [0, '1900-01-01'],
      [0, '1970-01-01'],
      [0, '2025-03-19'],
    ]);
    const lines = preview.notImported.map(loopNoteText);
    expect(lines).toEqual(
      expect.arrayContaining([
        '3 entries of "Run" from 0001-01-01 to 1899-12-31: Streakwise keeps days from 1900-01-01 on',
        '1 entry of "Read" on 1850-06-01: Streakwise keeps days from 1900-01-01 on',
      ]),
    );
    expect(lines.join('\n')).not.toContain('valid date');
    expect(preview.first).toBe('1900-01-01');
  });
});
