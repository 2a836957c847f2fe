/**
 * Test support: zips written byte by byte, for what fflate's zipSync will not write: a header
 * that lies about an entry's size, compressed data that is garbage, entries with a data
 * descriptor after their data (sizes zero in the local header, as Java's ZipOutputStream writes
 * them), and zip bombs (deflated zeros made a megabyte at a time, never held whole).
 */
import { Deflate, deflateSync } from 'fflate';

export interface CraftedEntry {
  name: string;
  /** The real content, deflated here (unless `raw`). */
  data?: Uint8Array;
  /** The compressed bytes exactly as they go into the file. */
  raw?: Uint8Array;
  /** The unpacked size the headers declare; by default the length of `data`. */
  declaredSize?: number;
  dataDescriptor?: boolean;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

class Writer {
  private parts: number[] = [];
  get length() {
    return this.parts.length;
  }
  u16(v: number) {
    this.parts.push(v & 0xff, (v >>> 8) & 0xff);
  }
  u32(v: number) {
    this.u16(v & 0xffff);
    this.u16(v >>> 16);
  }
  bytes(b: Uint8Array) {
    for (const x of b) this.parts.push(x);
  }
  done() {
    return Uint8Array.from(this.parts);
  }
}

/** A zip of deflated entries with the headers the entries ask for. */
export function craftZip(entries: CraftedEntry[]): Uint8Array {
  const out = new Writer();
  const central = new Writer();
  for (const e of entries) {
    const name = new TextEncoder().encode(e.name);
    const data = e.data ?? new Uint8Array(0);
    const compressed = e.raw ?? deflateSync(data);
    const size = e.declaredSize ?? data.length;
    const crc = crc32(data);
    const flags = 0x800 | (e.dataDescriptor ? 8 : 0);
    const offset = out.length;
    const head = (w: Writer, local: boolean) => {
      w.u16(20); // version needed
      w.u16(flags);
      w.u16(8); // deflated
      w.u32(0); // time and date
      const hide = local && e.dataDescriptor;
      w.u32(hide ? 0 : crc);
      w.u32(hide ? 0 : compressed.length);
      w.u32(hide ? 0 : size);
      w.u16(name.length);
      w.u16(0); // extra
    };
    out.u32(0x04034b50);
    head(out, true);
    out.bytes(name);
    out.bytes(compressed);
    if (e.dataDescriptor) {
      out.u32(0x08074b50);
      out.u32(crc);
      out.u32(compressed.length);
      out.u32(size);
    }
    central.u32(0x02014b50);
    central.u16(20); // version made by
    head(central, false);
    central.u16(0); // comment
    central.u16(0); // disk
    central.u16(0); // internal attributes
    central.u32(0); // external attributes
    central.u32(offset);
    central.bytes(name);
  }
  const directory = central.done();
  const start = out.length;
  out.bytes(directory);
  out.u32(0x06054b50);
  out.u16(0);
  out.u16(0);
  out.u16(entries.length);
  out.u16(entries.length);
  out.u32(directory.length);
  out.u32(start);
  out.u16(0);
  return out.done();
}

/**
 * Deflated zeros, `megabytes` of them, a megabyte at a time; `complete: false` leaves the stream
 * without its final block, so what follows it (`tail`) is read as more of it.
 */
export function deflatedZeros(
  megabytes: number,
  { complete = true, tail = new Uint8Array(0) } = {},
): Uint8Array {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => chunks.push(chunk));
  const zeros = new Uint8Array(1024 * 1024);
  for (let i = 0; i < megabytes; i += 1) deflate.push(zeros, complete && i === megabytes - 1);
  if (!complete) deflate.flush(true);
  chunks.push(tail);
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Bytes that are no deflate stream (a block type 3, reserved). */
export const GARBAGE = Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
