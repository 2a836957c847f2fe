/**
 * The zip of Loop's CSV export, opened with limits (docs/loop-import.md "Limits"): the central
 * directory is read for the entries' names and sizes without inflating anything; the caller
 * chooses the entries it reads and checks their declared sizes against the limits first; an entry
 * is then inflated (fflate's streaming `Inflate`, fed a little of the compressed data at a time)
 * into a buffer of its declared size, and stops as soon as it holds more than that. So a small
 * zip that unpacks to gigabytes (a zip bomb), declared or hidden behind a lying header, costs at
 * most the limits, and the entries the import does not read (`Scores.csv`, anything else) are
 * never inflated.
 *
 * Not fflate's `unzipSync` (it inflates every entry it keeps, for as long as its data goes on,
 * into a buffer of the declared size) nor its streaming `Unzip` (it finds entries by their local
 * headers, and an entry written with a data descriptor, as Java's ZipOutputStream writes them, by
 * looking for a signature inside the compressed data).
 */
import { Inflate, strFromU8 } from 'fflate';
import { LoopFileError, type ZipDamage } from './loop-model';

export interface ZipLimits {
  /** Most bytes one read entry may unpack to. */
  entryBytes: number;
  /** Most bytes all read entries together may unpack to. */
  totalBytes: number;
}

const MB = 1024 * 1024;

/**
 * A CSV export's `Checkmarks.csv` holds one short row a day: 20 years of one habit are under
 * 200 KB, so these are far above any real export.
 */
export const LOOP_ZIP_LIMITS: ZipLimits = { entryBytes: 16 * MB, totalBytes: 64 * MB };

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
  compressedSize: number;
  /** As the central directory declares it: a crafted file may lie. */
  size: number;
  localOffset: number;
}

/** Compressed data fed to the inflater per step: one step unpacks to at most about 8 MB. */
const STEP = 8 * 1024;

function damaged(damage: ZipDamage): LoopFileError {
  return new LoopFileError({ kind: 'zip-damaged', damage });
}

/** An entry's name for a message: a crafted one may be 64 KB long. */
const shown = (name: string) => (name.length > 80 ? `${name.slice(0, 79)}…` : name);

/**
 * Throws a LoopFileError naming the limit when one entry, or all of them together, would unpack
 * to more than `limits` allow; nothing is inflated for it.
 */
export function checkZipLimits(entries: ZipEntry[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.size > limits.entryBytes)
      throw new LoopFileError({
        kind: 'zip-entry-too-large',
        entry: shown(entry.name),
        size: entry.size,
        limit: limits.entryBytes,
      });
    total += entry.size;
  }
  if (total > limits.totalBytes)
    throw new LoopFileError({ kind: 'zip-too-large', size: total, limit: limits.totalBytes });
}

const u16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u32 = (b: Uint8Array, i: number) => (u16(b, i) | (u16(b, i + 2) << 16)) >>> 0;

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** The entries of the zip's central directory, in its order; nothing is inflated. */
export function listZip(bytes: Uint8Array): ZipEntry[] {
  // The end record is the last 22 bytes but a comment of up to 65535.
  let end = -1;
  for (let i = bytes.length - 22; i >= 0 && i >= bytes.length - 22 - 0xffff; i -= 1) {
    if (u32(bytes, i) === END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged({ kind: 'no-end' });
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  if (count === 0xffff || at === 0xffffffff) throw damaged({ kind: 'zip64' });
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > end || u32(bytes, at) !== ENTRY_SIGNATURE)
      throw damaged({ kind: 'directory-cut' });
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    if (next > end) throw damaged({ kind: 'directory-cut' });
    const flags = u16(bytes, at + 8);
    entries.push({
      // Bit 11: the name is UTF-8; otherwise read byte by byte (Loop's names are ASCII).
      name: strFromU8(bytes.subarray(at + 46, at + 46 + nameLength), !(flags & 0x800)),
      method: u16(bytes, at + 10),
      flags,
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
    });
    at = next;
  }
  return entries;
}

/**
 * One entry's bytes: stored, or inflated into a buffer of its declared size (which the caller has
 * checked against the limits), stopping at the first step past it.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const { size } = entry;
  const name = shown(entry.name);
  const at = (
    kind: 'misplaced' | 'cut-short' | 'encrypted' | 'wrong-size' | 'holds-more' | 'holds-less',
  ) => damaged({ kind, entry: name });
  const local = entry.localOffset;
  if (local + 30 > bytes.length || u32(bytes, local) !== LOCAL_SIGNATURE) throw at('misplaced');
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  if (start + entry.compressedSize > bytes.length) throw at('cut-short');
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.flags & 1) throw at('encrypted');
  if (entry.method === 0) {
    if (data.length !== size) throw at('wrong-size');
    return data;
  }
  if (entry.method !== 8) throw damaged({ kind: 'method', entry: name, method: entry.method });
  const out = new Uint8Array(size);
  let length = 0;
  let over = false;
  const inflate = new Inflate((chunk) => {
    if (over || length + chunk.length > size) {
      over = true;
      return;
    }
    out.set(chunk, length);
    length += chunk.length;
  });
  try {
    for (let i = 0; i < data.length && !over; i += STEP) {
      inflate.push(data.subarray(i, i + STEP), i + STEP >= data.length);
    }
    if (data.length === 0) inflate.push(new Uint8Array(0), true);
  } catch (error) {
    throw damaged({
      kind: 'inflate',
      entry: name,
      detail: error instanceof Error ? error.message : null,
    });
  }
  if (over) throw at('holds-more');
  if (length !== size) throw at('holds-less');
  return out;
}
