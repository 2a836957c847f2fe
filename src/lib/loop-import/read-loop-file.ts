/**
 * Which of Loop Habit Tracker's files this is, read into the one model (loop-model.ts): an
 * SQLite backup (by its header) or a zip (the CSV export). Anything else, a damaged file or an
 * unknown version throws a LoopFileError whose problem is for the user (worded by loop-words.ts).
 */
import { LoopFileError, type LoopFile } from './loop-model';
import { isSqliteFile, readBackup, type SqliteOpen } from './read-backup';
import { isZipFile, readCsvZip } from './read-csv';

export function readLoopFile(bytes: Uint8Array, open: SqliteOpen): LoopFile {
  if (isSqliteFile(bytes)) return readBackup(bytes, open);
  if (isZipFile(bytes)) return readCsvZip(bytes);
  throw new LoopFileError({ kind: 'not-loop' });
}

export { isSqliteFile };
