/**
 * The style sheets under src/ say start and end, not left and right, so Arabic mirrors every
 * layout (docs/languages.md "Right to left"): margin-inline-start, padding-inline-end,
 * inset-inline-start, border-inline-start, text-align: start, border-start-start-radius. A
 * physical property or value fails here, with its file and line: margin-left/right,
 * padding-left/right, left/right, border-left/right (and their -color, -width, -style), a corner's
 * radius by left/right, text-align, float or clear left/right, and a shorthand whose left and
 * right differ (`padding: 6px 12px 6px 16px`, `border-radius: 6px 0 0 6px`). A declaration that
 * must stay physical (a drawing turned by a transform) says why on its line:
 * `/* physical: reason *\/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const PHYSICAL_PROPERTY =
  /^(?:(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|left|right|border-(?:left|right)(?:-(?:color|style|width))?|border-(?:top|bottom)-(?:left|right)-radius)$/;
const PHYSICAL_VALUE = /^(?:text-align|float|clear)$/;
/** Shorthands of four sides: top, right, bottom, left. */
const SIDES =
  /^(?:margin|padding|inset|scroll-margin|scroll-padding|border-(?:width|style|color))$/;
const ALLOWED = /\/\*\s*physical:\s*\S[^*]*\*\//;

/** A value's parts, split at spaces outside parentheses (`calc(1px + 2px) 4px` is two). */
function parts(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** Whether a border-radius (each side of a `/`) has other corners on the left than the right. */
function lopsidedRadius(value: string): boolean {
  return value.split('/').some((side) => {
    const [tl, tr = tl, br = tl, bl = tr] = parts(side);
    return tl !== tr || br !== bl;
  });
}

/** Why a declaration is physical, or null when it reads the same in either direction. */
function physical(property: string, value: string): string | null {
  if (PHYSICAL_PROPERTY.test(property)) return property;
  if (PHYSICAL_VALUE.test(property) && /^(?:left|right)\b/.test(value.trim()))
    return `${property}: ${value.trim()}`;
  if (SIDES.test(property)) {
    const p = parts(value);
    if (p.length === 4 && p[1] !== p[3]) return `${property} with other left and right`;
  }
  if (property === 'border-radius' && lopsidedRadius(value)) return 'border-radius by corner';
  return null;
}

/** The physical declarations of a style sheet: "line: why". */
function physicalDeclarations(css: string): string[] {
  const lines = css.split('\n');
  // Comments out (newlines kept, so the lines still count), then each declaration.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const found: string[] = [];
  for (const m of code.matchAll(/(?<![\w-])([a-z-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const why = physical(m[1], m[2]);
    if (!why) continue;
    const first = code.slice(0, m.index).split('\n').length;
    const last = first + m[0].split('\n').length - 1;
    if (lines.slice(first - 1, last).some((line) => ALLOWED.test(line))) continue;
    found.push(`${first}: ${why}`);
  }
  return found;
}

describe('physicalDeclarations', () => {
  it('finds left and right in properties, values and shorthands', () => {
    const css = [
      '.a { margin-left: 4px; }',
      '.b {',
      '  padding-right: 2px;',
      '  right: 0;',
      '  text-align: left;',
      '  border-left-color: red;',
      '  padding: 6px 12px 6px 16px;',
      '  border-radius: 6px 0 0 6px;',
      '  float: right;',
      '  border-top-left-radius: 3px;',
      '}',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual([
      '1: margin-left',
      '3: padding-right',
      '4: right',
      '5: text-align: left',
      '6: border-left-color',
      '7: padding with other left and right',
      '8: border-radius by corner',
      '9: float: right',
      '10: border-top-left-radius',
    ]);
  });

  it('passes logical properties, symmetric shorthands, comments and reasoned exceptions', () => {
    const css = [
      '/* margin-left: was here; text-align: right; */',
      '.left:hover, .right { margin-inline-start: 4px; inset-inline: 0; text-align: end; }',
      '.c { padding: 6px 12px 6px 12px; margin: 0 auto; padding: 4px 8px 12px; }',
      '.d { border-radius: 6px 6px 0 0; border-radius: var(--radius) var(--radius) 0 0; }',
      '.e { border-inline-start: 5px solid; border-start-start-radius: 4px; }',
      '.f { border-right: 2px solid; /* physical: a corner turned by rotate() */ }',
      '.g { padding: calc(12px + env(safe-area-inset-top)) 16px calc(24px + 1px); }',
      '.h { transform: translateY(-50%); top: 0; bottom: 0; }',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual([]);
  });

  it('reads a declaration over several lines', () => {
    expect(physicalDeclarations('.a {\n  padding:\n    1px 2px\n    3px 4px;\n}')).toEqual([
      '2: padding with other left and right',
    ]);
  });
});

it('src/ style sheets use logical properties (right to left mirrors them)', () => {
  const files = readdirSync(`${ROOT}/src`, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .sort();
  expect(files.length).toBeGreaterThan(10);
  const found = files.flatMap((file) =>
    physicalDeclarations(readFileSync(`${ROOT}/src/${file}`, 'utf8')).map(
      (why) => `src/${file}:${why}`,
    ),
  );
  expect(found).toEqual([]);
});
