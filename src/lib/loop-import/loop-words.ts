/**
 * The Loop import's words (docs/loop-import.md, docs/languages.md "Web Workers"): the reader
 * (loop-model.ts, read-*.ts, to-import.ts) runs in a Web Worker, which has no language, and hands
 * up keys with their details; the page words them here, in the active language, when it shows
 * them. Never imported by the reader: the worker would load Lingui with no language active.
 */
import { plural, t } from '@lingui/core/macro';
import { activeLocale } from '@/lib/i18n/catalogs';
import { formatNumber } from '@/lib/i18n/format';
import { intlLocale, SOURCE_LOCALE } from '@/lib/i18n/locales';
import { EARLIEST_DATE } from '@shared/scores/dates';
import { weekdayShortName } from '@/lib/schedule';
import {
  LOOP_MAX_VERSION,
  LOOP_MIN_VERSION,
  type LoopIgnoredReason,
  type LoopProblem,
  type LoopReminder,
  type LoopSource,
  type ZipDamage,
} from './loop-model';
import {
  LOOP_DAY_BITS,
  type LoopFrequency,
  type LoopNote,
  type LoopPreviewHabit,
} from './to-import';

const MB = 1024 * 1024;

/** "16 MB", "2.5 MB", "64 KB", "300 bytes" (one decimal at most). */
function sizeWords(bytes: number): string {
  const size = (n: number) =>
    formatNumber(Math.round(n * 10) / 10, { maximumFractionDigits: 1, useGrouping: false });
  if (bytes >= MB) {
    const mb = size(bytes / MB);
    return t`${mb} MB`;
  }
  if (bytes >= 1024) {
    const kb = size(bytes / 1024);
    return t`${kb} KB`;
  }
  return plural(bytes, { one: '# byte', other: '# bytes' });
}

function zipDamageWords(damage: ZipDamage): string {
  switch (damage.kind) {
    case 'no-end':
      return t`it has no end of central directory`;
    case 'zip64':
      return t`ZIP64 archives are not read`;
    case 'directory-cut':
      return t`its central directory is cut short`;
    default:
      return zipEntryDamageWords(damage);
  }
}

function zipEntryDamageWords(
  damage: Exclude<ZipDamage, { kind: 'no-end' | 'zip64' | 'directory-cut' }>,
) {
  const entry = damage.entry;
  switch (damage.kind) {
    case 'misplaced':
      return t`${entry} is not where its directory says`;
    case 'cut-short':
      return t`${entry} is cut short`;
    case 'encrypted':
      return t`${entry} is encrypted`;
    case 'wrong-size':
      return t`${entry} is not the size its directory says`;
    case 'method': {
      const method = damage.method;
      return t`${entry} uses compression method ${method}`;
    }
    case 'inflate': {
      const detail = damage.detail ?? t`inflate failed`;
      return t({
        message: `${entry}: ${detail}`,
        comment: 'A zip entry and why it could not be unpacked',
      });
    }
    case 'holds-more':
      return t`${entry} holds more than its directory says`;
    case 'holds-less':
      return t`${entry} holds less than its directory says`;
  }
}

/** Why a file cannot be imported (a LoopFileError's problem), for the user. */
export function loopProblemText(problem: LoopProblem): string {
  const min = LOOP_MIN_VERSION;
  const max = LOOP_MAX_VERSION;
  switch (problem.kind) {
    case 'not-loop':
      switch (problem.missing) {
        case 'tables':
          return t`This file is not a Loop Habit Tracker backup (.db) or CSV export (.zip): it has no Habits and Repetitions tables`;
        case 'habits-csv':
          return t`This file is not a Loop Habit Tracker backup (.db) or CSV export (.zip): the zip has no Habits.csv`;
        case 'name-column':
          return t`This file is not a Loop Habit Tracker backup (.db) or CSV export (.zip): Habits.csv has no Name column`;
        default:
          return t`This file is not a Loop Habit Tracker backup (.db) or CSV export (.zip)`;
      }
    case 'backup-unopened':
      return t`This backup is damaged: it could not be opened as a database`;
    case 'backup-damaged': {
      const detail = problem.detail;
      return t`This backup is damaged: ${detail}`;
    }
    case 'backup-newer': {
      const version = problem.version;
      return t`This backup comes from a newer Loop Habit Tracker (database version ${version}); this import reads versions ${min} to ${max}. Export a CSV file from Loop instead.`;
    }
    case 'backup-older': {
      const version = problem.version;
      return t`This backup comes from a very old Loop Habit Tracker (database version ${version}); this import reads versions ${min} to ${max}. Open it in a current Loop and make a new backup.`;
    }
    case 'zip-damaged': {
      const reason = zipDamageWords(problem.damage);
      return t`This zip file is damaged and cannot be opened (${reason})`;
    }
    case 'zip-entry-too-large': {
      const { entry } = problem;
      const size = sizeWords(problem.size);
      const limit = sizeWords(problem.limit);
      return t`This zip is too large to import: ${entry} unpacks to ${size}, and each file of Loop's CSV export is read up to ${limit}`;
    }
    case 'zip-too-large': {
      const size = sizeWords(problem.size);
      const limit = sizeWords(problem.limit);
      return t`This zip is too large to import: its CSV files unpack to ${size}, and Loop's CSV export is read up to ${limit} in all`;
    }
  }
}

/** Which file it is: "database version 25", "CSV export (values as words, ...)". */
export function loopSourceText(source: LoopSource): string {
  if (source.kind === 'backup') {
    const version = source.version;
    return t`database version ${version}`;
  }
  switch (source.values) {
    case 'words':
      return t`CSV export (values as words, Loop 2.3.1 or later)`;
    case 'numbers':
      return t`CSV export (values as numbers, before Loop 2.3.1)`;
    case null:
      return t`CSV export`;
  }
}

/** A habit's kind in the preview: "yes/no", "measurable". */
export function loopKindText(kind: LoopPreviewHabit['kind']): string {
  return kind === 'yes/no'
    ? t({ message: 'yes/no', comment: "A Loop habit's kind: answered yes or no" })
    : t({ message: 'measurable', comment: "A Loop habit's kind: answered with a number" });
}

/** "every day", "every 3 days", "3 times in 7 days". */
export function loopFrequencyText({ num, den }: LoopFrequency): string {
  if (num === 1 && den === 1) return t`every day`;
  if (num === 1) return plural(den, { one: 'every # day', other: 'every # days' });
  return t({
    message: `${plural(num, { one: '# time', other: '# times' })} ${plural(den, { one: 'in # day', other: 'in # days' })}`,
    comment: 'A Loop frequency: "3 times in 7 days"',
  });
}

/** Loop's weekdays in a list: "Mon, Wed, Fri" (English's own form), else as `Intl` lists units. */
function dayListWords(days: string[]): string {
  const locale = activeLocale();
  if (!locale || locale === SOURCE_LOCALE) return days.join(', ');
  return new Intl.ListFormat(intlLocale(locale), { type: 'unit', style: 'short' }).format(days);
}

/** A Loop reminder: "07:30 Mon, Wed, Fri", "18:00 every day" (Loop's own 24-hour time). */
export function loopReminderText({ hour, minute, days }: LoopReminder): string {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  if ((days & 127) === 127) return t`${time} every day`;
  const names = LOOP_DAY_BITS.flatMap((bit, monday0) =>
    days & (1 << bit) ? [weekdayShortName(monday0)] : [],
  );
  const on = dayListWords(names);
  return t({ message: `${time} ${on}`, comment: 'A reminder: its time, then its weekdays' });
}

function ignoredText(reason: LoopIgnoredReason, count: number): string {
  switch (reason) {
    case 'no-habit':
      return plural(count, {
        one: '# row: entries of no habit in the backup',
        other: '# rows: entries of no habit in the backup',
      });
    case 'no-date':
      return plural(count, {
        one: '# row: entries without a valid date',
        other: '# rows: entries without a valid date',
      });
    case 'repeated-entries':
      return plural(count, {
        one: '# row: repeated entries of the same habit and day',
        other: '# rows: repeated entries of the same habit and day',
      });
    case 'unreadable-rows':
      return plural(count, {
        one: '# row: rows of Checkmarks.csv without a date or value',
        other: '# rows: rows of Checkmarks.csv without a date or value',
      });
    case 'repeated-rows':
      return plural(count, {
        one: '# row: repeated rows of the same habit and day',
        other: '# rows: repeated rows of the same habit and day',
      });
  }
}

function shortenedText(note: Extract<LoopNote, { kind: 'shortened' }>): string {
  const { habit, max } = note;
  switch (note.field) {
    case 'name':
      return t`The name of "${habit}" shortened to ${max} characters`;
    case 'description':
      return t`The description of "${habit}" shortened to ${max} characters`;
    case 'question':
      return t`The question of "${habit}" shortened to ${max} characters`;
    case 'unit':
      return t`The unit of "${habit}" shortened to ${max} characters`;
  }
}

/** A line of the preview: what will not be imported and why, or what was changed to fit. */
export function loopNoteText(note: LoopNote): string {
  switch (note.kind) {
    case 'ignored':
      return ignoredText(note.reason, note.count);
    case 'shortened':
      return shortenedText(note);
    default:
      return habitNoteText(note);
  }
}

function habitNoteText(note: Exclude<LoopNote, { kind: 'ignored' | 'shortened' }>): string {
  const earliest = EARLIEST_DATE;
  switch (note.kind) {
    case 'reminder-no-day': {
      const { habit } = note;
      const reminder = loopReminderText(note.reminder);
      return t`The reminder of "${habit}" (${reminder}): not a time on any day`;
    }
    case 'early-entries': {
      const { habit, first, last } = note;
      if (note.count === 1)
        return t`1 entry of "${habit}" on ${first}: Streakwise keeps days from ${earliest} on`;
      return plural(note.count, {
        one: `# entry of "${habit}" from ${first} to ${last}: Streakwise keeps days from ${earliest} on`,
        other: `# entries of "${habit}" from ${first} to ${last}: Streakwise keeps days from ${earliest} on`,
      });
    }
    case 'auto-days':
      return plural(note.count, {
        one: '# day Loop marked done by itself (YES_AUTO, covered by a frequency): Streakwise works these out from the schedule',
        other:
          '# days Loop marked done by itself (YES_AUTO, covered by a frequency): Streakwise works these out from the schedule',
      });
    case 'future-entries':
      return plural(note.count, {
        one: '# entry dated after tomorrow',
        other: '# entries dated after tomorrow',
      });
    case 'bad-values':
      return plural(note.count, {
        one: '# entry with a value Streakwise cannot hold (negative, over 1e9 or unknown)',
        other: '# entries with a value Streakwise cannot hold (negative, over 1e9 or unknown)',
      });
    case 'scores':
      return t`Loop's scores and streaks: Streakwise computes them from the same days`;
    case 'note-shortened': {
      const { habit, date, max } = note;
      return t`A note of "${habit}" on ${date} shortened to ${max} characters`;
    }
    case 'frequency': {
      const { habit } = note;
      const wasNum = String(note.was.num);
      const wasDen = String(note.was.den);
      const now = loopFrequencyText(note.now);
      return t`The frequency of "${habit}" (${wasNum} in ${wasDen} days) became ${now}`;
    }
    case 'target': {
      const { habit } = note;
      const was = String(note.was);
      return t`The target of "${habit}" (${was}) became 1: a target must be above 0`;
    }
  }
}
