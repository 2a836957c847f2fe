import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GARBAGE, craftZip, deflatedZeros, type CraftedEntry } from './craft-zip.test-util';
import { buildLoopCsvZip, type FixtureHabit } from './loop-fixtures.test-util';
import { LoopFileError } from './loop-model';
import { loopProblemText } from './loop-words';
import { readCsvZip } from './read-csv';

const HABITS: FixtureHabit[] = [
  {
    id: 1,
    name: 'Run',
    freqNum: 3,
    freqDen: 7,
    entries: [
      { date: '2025-03-01', value: 2, notes: 'Park' },
      { date: '2025-03-02', value: 0 },
      { date: '2025-03-03', value: 3 },
    ],
  },
  {
    id: 2,
    name: 'Water',
    type: 1,
    unit: 'glasses',
    targetValue: 8,
    entries: [{ date: '2025-03-01', value: 6000 }],
  },
];

const MB = 1024 * 1024;
/** The files of a real-shaped export (fflate's zipSync): Habits.csv, per habit Checkmarks/Scores. */
const EXPORT = unzipSync(buildLoopCsvZip(HABITS));
const HABITS_CSV: CraftedEntry = { name: 'Habits.csv', data: EXPORT['Habits.csv'] };
const RUN_MARKS: CraftedEntry = {
  name: '001 Run/Checkmarks.csv',
  data: EXPORT['001 Run/Checkmarks.csv'],
};

function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(LoopFileError);
    return loopProblemText((error as LoopFileError).problem);
  }
  throw new Error('the zip was read');
}

describe('Loop CSV export zip: what is unpacked, and how much', () => {
  it('refuses a file declaring 300 MB before inflating anything (its data is not even deflate)', () => {
    const zip = craftZip([
      HABITS_CSV,
      { name: '001 Run/Checkmarks.csv', raw: GARBAGE, declaredSize: 300 * MB },
    ]);
    expect(zip.length).toBeLessThan(1024);
    expect(refusal(() => readCsvZip(zip))).toBe(
      "This zip is too large to import: 001 Run/Checkmarks.csv unpacks to 300 MB, and each file of Loop's CSV export is read up to 16 MB",
    );
  });

  it('refuses a few MB of zeros over a lower limit per file, and files that together pass the limit in all', () => {
    const zeros: CraftedEntry = {
      name: '002 Water/Checkmarks.csv',
      raw: deflatedZeros(3),
      declaredSize: 3 * MB,
    };
    expect(
      refusal(() =>
        readCsvZip(craftZip([HABITS_CSV, RUN_MARKS, zeros]), {
          entryBytes: 2 * MB,
          totalBytes: 10 * MB,
        }),
      ),
    ).toBe(
      "This zip is too large to import: 002 Water/Checkmarks.csv unpacks to 3 MB, and each file of Loop's CSV export is read up to 2 MB",
    );
    const habits = strToU8('Position,Name\n001,Run\n002,Water\n003,Read\n');
    const folders = ['001 Run', '002 Water', '003 Read'].map((folder) => ({
      name: `${folder}/Checkmarks.csv`,
      raw: deflatedZeros(1),
      declaredSize: MB,
    }));
    const zip = craftZip([{ name: 'Habits.csv', data: habits }, ...folders]);
    expect(refusal(() => readCsvZip(zip, { entryBytes: 2 * MB, totalBytes: 2.5 * MB }))).toBe(
      "This zip is too large to import: its CSV files unpack to 3 MB, and Loop's CSV export is read up to 2.5 MB in all",
    );
  });

  it('stops inflating a file that holds more than its header says, at the first step past it', () => {
    // 16 MB of zeros behind a header of 100 bytes; the stream then goes on with garbage, which
    // a reader that did not stop would reach and report instead.
    const liar: CraftedEntry = {
      name: '001 Run/Checkmarks.csv',
      raw: deflatedZeros(16, { complete: false, tail: GARBAGE }),
      declaredSize: 100,
    };
    expect(refusal(() => readCsvZip(craftZip([HABITS_CSV, liar])))).toBe(
      'This zip file is damaged and cannot be opened (001 Run/Checkmarks.csv holds more than its directory says)',
    );
  });

  it('inflates only Habits.csv and the Checkmarks.csv of its habits: Scores.csv, root files and others may be garbage of any size', () => {
    const junk = (name: string, declaredSize = 1000): CraftedEntry => ({
      name,
      raw: GARBAGE,
      declaredSize,
      dataDescriptor: true,
    });
    // As Java's ZipOutputStream writes them (Loop's export): sizes after the data.
    const real = (name: string): CraftedEntry => ({
      name,
      data: EXPORT[name],
      dataDescriptor: true,
    });
    const zip = craftZip([
      real('001 Run/Checkmarks.csv'),
      junk('001 Run/Scores.csv', 0xfffffff0),
      real('002 Water/Checkmarks.csv'),
      junk('002 Water/Scores.csv', 0xfffffff0),
      // A folder no row of Habits.csv names.
      junk('009 Gone/Checkmarks.csv'),
      junk('Checkmarks.csv', 0xfffffff0),
      junk('Scores.csv'),
      junk('notes.txt', 0xfffffff0),
      real('Habits.csv'),
    ]);
    const read = readCsvZip(zip);
    expect(read).toEqual(readCsvZip(buildLoopCsvZip(HABITS)));
    expect(read.habits.map((h) => [h.name, h.entries.length])).toEqual([
      ['Run', 3],
      ['Water', 1],
    ]);
  });
});
