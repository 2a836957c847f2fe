/**
 * Every file that a comment or a doc cites exists in the repository.
 *
 * Scans the tracked files (git ls-files) for:
 * - any file name ending in .md: a bare name must be the name of some tracked file;
 * - repository paths with a folder, ending in .md, .ts, .tsx or .sql (`docs/domain.md`,
 *   `src/lib/scores/strength.ts`, `supabase/migrations/*_create_views.sql`): resolved from the
 *   repository root, from the citing file's folder, or as the tail of a tracked path (docs say
 *   "files are under src/"); a glob must match at least one tracked file;
 * - bare .ts, .tsx and .sql names (`day-state.ts`) in docs and in code comments only, since in
 *   code such a word is usually a property access.
 * URLs are skipped, and so are placeholders (angle brackets, `{ROOT}`, template strings),
 * `node_modules/` paths and the few upstream files in ALLOWED; a path a migration cites that
 * moved since resolves through MOVED_SINCE_MIGRATION.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Names of files outside this repository that a comment may cite (upstream sources). */
const ALLOWED = new Set<string>([]);

/**
 * Migrations are append-only (a new one redefines, an applied one is never edited): a file one of
 * them cites that has moved since is looked for where it lives now.
 */
const MOVED_SINCE_MIGRATION = new Map<string, string>([
  ['backend/reminders/catch-up.ts', 'supabase/functions/_shared/reminders/catch-up.ts'],
  ['src/lib/scores/daily.ts', 'supabase/functions/_shared/scores/daily.ts'],
  ['lib/scores/day-start.ts', 'supabase/functions/_shared/scores/day-start.ts'],
  ['src/lib/scores/frequency-windows.ts', 'supabase/functions/_shared/scores/frequency-windows.ts'],
  ['src/lib/scores/schedule.ts', 'supabase/functions/_shared/scores/schedule.ts'],
  [
    'src/features/habits/lib/habit-form-schema.ts',
    'src/components/habit-form/habit-form-schema.ts',
  ],
]);

/** Tracked files whose text is scanned. */
const SCANNED = /\.(ts|tsx|js|mjs|cjs|md|sql|css|html|toml|ya?ml|sh)$|^\.ci\/run$/;

/** A file name or path ending in one of the checked extensions, with glob and brace characters. */
const CITATION =
  /(?<![\w@./${-])((?:[\w.*{},-]+\/)*[\w.*{},-]*[\w*}]\.(?:md|tsx|ts|sql))(?![\w/-])/g;

export interface Citation {
  file: string;
  line: number;
  cited: string;
}

function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*' && glob[i + 2] === '/') {
      out += '(?:.*/)?';
      i += 2;
    } else if (c === '*') out += '[^/]*';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',') out += '|';
    else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`(?:^|/)${out}$`);
}

/** The parts of a file where a bare `x.ts` is a citation: all of a doc, the comments of code. */
function proseOf(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  const comments = file.endsWith('.sql')
    ? text.match(/--[^\n]*/g)
    : text.match(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g);
  return (comments ?? []).join('\n');
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Citations in one file's text (URLs removed); bare code-file names only from `prose`. */
export function findCitations(file: string, text: string): Citation[] {
  const withoutUrls = (s: string) => s.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)>'"`\]]+/gi, ' ');
  const found: Citation[] = [];
  const all = withoutUrls(text);
  for (const m of all.matchAll(CITATION)) {
    const cited = m[1];
    if (cited.includes('/') || cited.endsWith('.md'))
      found.push({ file, line: lineOf(all, m.index), cited });
  }
  const prose = withoutUrls(proseOf(file, text));
  for (const m of prose.matchAll(CITATION)) {
    const cited = m[1];
    if (!cited.includes('/') && !cited.endsWith('.md')) {
      // The line in the whole file: the first occurrence of the name is close enough to find it.
      const at = all.indexOf(cited);
      found.push({ file, line: at < 0 ? 0 : lineOf(all, at), cited });
    }
  }
  return found;
}

/** Whether a citation in `file` names a tracked file (see the top of this file). */
export function resolves(cited: string, file: string, tracked: readonly string[]): boolean {
  if (ALLOWED.has(cited) || ALLOWED.has(posix.basename(cited))) return true;
  if (cited.startsWith('node_modules/')) return true;
  if (/[<>$]/.test(cited) || /\{[^},]*\}/.test(cited)) return true; // a placeholder
  const path = cited.replace(/^\.\//, '');
  const moved = file.startsWith('supabase/migrations/') && MOVED_SINCE_MIGRATION.get(path);
  if (moved) return tracked.includes(moved);
  if (!path.includes('/')) {
    const pattern = globToRegExp(path);
    return tracked.some((t) => pattern.test(posix.basename(t)));
  }
  const fromFolder = posix.normalize(posix.join(posix.dirname(file), path));
  const pattern = globToRegExp(path);
  return tracked.some((t) => t === fromFolder || pattern.test(t));
}

const SELF = 'scripts/doc-citations.test.ts';

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

describe('doc citations', () => {
  it('every cited file exists in the repository', () => {
    const tracked = trackedFiles();
    expect(tracked.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const file of tracked) {
      // This file's own self-check below names missing files on purpose.
      if (!SCANNED.test(file) || file === SELF) continue;
      let text: string;
      try {
        text = readFileSync(posix.join(ROOT, file), 'utf8');
      } catch {
        continue; // deleted in the working tree, not yet committed
      }
      for (const c of findCitations(file, text)) {
        if (!resolves(c.cited, c.file, tracked)) missing.push(`${c.file}:${c.line}: ${c.cited}`);
      }
    }
    expect(missing, 'cited files that are not in the repository').toEqual([]);
  });

  it('finds the kinds of citation it is meant to find, and skips the rest', () => {
    const tracked = ['docs/domain.md', 'src/lib/scores/strength.ts', 'README.md'];
    const cited = (file: string, text: string) =>
      findCitations(file, text)
        .filter((c) => !resolves(c.cited, c.file, tracked))
        .map((c) => c.cited);
    // Names built at run time, so this file itself cites nothing missing.
    const gone = ['GONE', 'md'].join('.');
    const missingDoc = ['docs', ['missing', 'md'].join('.')].join('/');
    // A doc of the repository the cases are read from (not a real file).
    const aDoc = ['docs', ['x', 'md'].join('.')].join('/');
    const missingGlob = ['src/lib/nothing', '*.ts'].join('/');
    const missingBare = ['weekly', 'ts'].join('.');

    expect(cited('src/a.ts', `/** See ${gone} section 8 and docs/domain.md. */`)).toEqual([gone]);
    expect(
      cited(aDoc, `\`${missingDoc}\`, \`lib/scores/strength.ts\`, README.md, ./domain.md`),
    ).toEqual([missingDoc]);
    expect(cited(aDoc, `rules in \`strength.ts\` and \`${missingBare}\``)).toEqual([missingBare]);
    expect(cited('src/a.ts', `const q = built.sql; // built as in strength.ts`)).toEqual([]);
    expect(cited('src/a.ts', `const q = x.${missingBare};`)).toEqual([]);
    expect(cited('src/a.ts', '// see src/lib/scores/*.ts and src/**/*.{ts,tsx}')).toEqual([]);
    expect(cited('src/a.ts', `// see ${missingGlob}`)).toEqual([missingGlob]);
    expect(
      cited(aDoc, `https://example.com/a/${gone}, node_modules/x/y.ts, <ts>_<name>.sql`),
    ).toEqual([]);
  });
});
