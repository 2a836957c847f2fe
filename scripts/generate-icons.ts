/**
 * Draws the app icons (public/*.png) from the same geometry as public/favicon.svg, with node:zlib
 * only: a teal tile with a white check mark and a rising light streak. Run: npx tsx scripts/generate-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
const BRAND: Rgba = [15, 118, 110, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const LIGHT: Rgba = [153, 246, 228, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    Buffer.from(pixels.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function distToSegment(px: number, py: number, [ax, ay]: number[], [bx, by]: number[]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function nearPolyline(x: number, y: number, points: number[][], halfWidth: number): boolean {
  for (let i = 0; i < points.length - 1; i++)
    if (distToSegment(x, y, points[i], points[i + 1]) <= halfWidth) return true;
  return false;
}

/** Colour of a point in the 64x64 design space of favicon.svg. */
function sample(x: number, y: number, opts: { rounded: boolean; scale: number }): Rgba | null {
  // Maskable icons keep the drawing inside the central safe zone.
  const c = 32;
  const sx = c + (x - c) / opts.scale;
  const sy = c + (y - c) / opts.scale;
  if (opts.rounded) {
    const r = 14;
    const qx = Math.max(r - x, 0, x - (64 - r));
    const qy = Math.max(r - y, 0, y - (64 - r));
    if (Math.hypot(qx, qy) > r) return null;
  }
  if (
    nearPolyline(
      sx,
      sy,
      [
        [15, 31],
        [26, 42],
        [47, 19],
      ],
      3.5,
    )
  )
    return WHITE;
  // Three rising dots: the streak.
  for (const [cx, cy] of [
    [36, 51],
    [43.5, 47.5],
    [51, 44],
  ])
    if (Math.hypot(sx - cx, sy - cy) <= 2.6) return LIGHT;
  return BRAND;
}

function render(size: number, opts: { rounded: boolean; scale: number }): Buffer {
  const pixels = new Uint8Array(size * size * 4);
  const ss = 4; // 4x4 supersampling for smooth edges
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let j = 0; j < ss; j++) {
        for (let i = 0; i < ss; i++) {
          const col = sample(
            ((px + (i + 0.5) / ss) / size) * 64,
            ((py + (j + 0.5) / ss) / size) * 64,
            opts,
          );
          if (!col) continue;
          for (let k = 0; k < 3; k++) acc[k] += col[k];
          acc[3] += 255;
        }
      }
      const n = ss * ss;
      const covered = acc[3] / 255;
      const o = (py * size + px) * 4;
      for (let k = 0; k < 3; k++) pixels[o + k] = covered ? Math.round(acc[k] / covered) : 0;
      pixels[o + 3] = Math.round(acc[3] / n);
    }
  }
  return png(size, pixels);
}

const out = new URL('../public/', import.meta.url);
writeFileSync(new URL('pwa-192x192.png', out), render(192, { rounded: true, scale: 1 }));
writeFileSync(new URL('pwa-512x512.png', out), render(512, { rounded: true, scale: 1 }));
writeFileSync(new URL('maskable-512x512.png', out), render(512, { rounded: false, scale: 0.8 }));
writeFileSync(new URL('apple-touch-icon.png', out), render(180, { rounded: false, scale: 0.9 }));
console.log('Icons written to public/');
