import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOOP_2016_VERSION, buildLoopBackup, loop2016Habits } from './loop-fixtures.test-util';
import { LOOP_PALETTE, argbToHex, loopColor } from './loop-model';
import { readLoopFile } from './read-loop-file';
import { toLoopImport } from './to-import';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

describe("Loop's colours by database version", () => {
  it('an Android ARGB integer is #RRGGBB, its alpha byte dropped', () => {
    expect(argbToHex(-16742021)).toBe('#00897B');
    expect(argbToHex(0xff00897b)).toBe('#00897B');
    // A colour with some transparency is the same colour.
    expect(argbToHex(0x8000897b)).toBe('#00897B');
    expect(argbToHex(-16777216)).toBe('#000000');
    expect(argbToHex(-1)).toBe('#FFFFFF');
  });

  it('before version 14 the column is ARGB; 14 to 20 an old palette index; since 21 a palette index', () => {
    for (const version of [9, 12, 13]) {
      expect(loopColor(-16742021, version)).toBe('#00897B');
      expect(loopColor(-13619152, version)).toBe('#303030');
    }
    // Old palette index 5 (Loop's migration 14 gave it to -16742021) is new index 8.
    for (const version of [14, 17, 20]) {
      expect(loopColor(5, version)).toBe('#00897B');
      expect(loopColor(12, version)).toBe('#9E9E9E');
      // Not an index of the old palette: still the colour it stands for.
      expect(loopColor(-16742021, version)).toBe('#00897B');
    }
    for (const version of [21, 25]) {
      expect(loopColor(8, version)).toBe('#00897B');
      expect(loopColor(19, version)).toBe('#9E9E9E');
      // Out of the palette: its first colour, as Loop shows it.
      expect(loopColor(-16742021, version)).toBe(LOOP_PALETTE[0]);
      expect(loopColor(20, version)).toBe(LOOP_PALETTE[0]);
    }
    expect(loopColor(null, 12)).toBe(LOOP_PALETTE[0]);
  });

  it('a version 12 backup imports with the colours Loop showed, not red', () => {
    const bytes = buildLoopBackup(SQL, loop2016Habits(), LOOP_2016_VERSION);
    const file = readLoopFile(bytes, (b) => new SQL.Database(b));
    expect(file.source).toEqual({ kind: 'backup', version: 12 });
    expect(file.habits.map((h) => [h.name, h.color, h.freqNum, h.freqDen])).toEqual([
      ['Wake up early', '#00897B', 3, 7],
      ['Long walk', '#5E35B1', 1, 5],
      ['Meditate', '#303030', 1, 1],
    ]);
    const { payload } = toLoopImport(file, '2016-04-10');
    expect(payload.habits.map((h) => h.color)).toEqual(['#00897b', '#5e35b1', '#303030']);
    expect(
      payload.entries.filter((e) => e.habit === 0).map((e) => [e.date, e.answer]),
    ).toContainEqual(['2016-03-16', 'yes']);
  });
});
