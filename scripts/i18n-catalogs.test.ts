/**
 * The catalogs are complete and current (docs/languages.md "Is a catalog complete?"):
 * - every language's catalog has every message of the code, each translated (not empty), as a
 *   valid ICU message with the English one's placeholders and tags, and with every plural form its
 *   language needs (Arabic: zero, one, two, few, many, other);
 * - the committed catalogs are what `npm run i18n:extract` makes of the code now (a message
 *   wrapped, changed or removed without extracting fails here);
 * - a signed-out page loads only `public.po` (src/lib/i18n/catalogs.ts): every file it imports
 *   that has messages is one of lingui.config.ts's PUBLIC_SOURCES.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { PUBLIC_SOURCES } from '../lingui.config';
import { LOCALES, SOURCE_LOCALE } from '../src/lib/i18n/locales';

const ROOT_DIR = join(import.meta.dirname, '..');

/** One catalog as Lingui reads it: each message id with its source message and translation. */
type CatalogMessages = Record<string, { message?: string; translation?: string }>;

/** Each catalog's (`public`, `messages`) committed messages of every language. */
const committed: Record<string, Record<string, CatalogMessages>> = {};
/** Each catalog's messages in the code now: what `npm run i18n:extract` would write. */
const extracted: Record<string, CatalogMessages> = {};

beforeAll(async () => {
  const config = getConfig({ cwd: ROOT_DIR, configPath: join(ROOT_DIR, 'lingui.config.ts') });
  for (const catalog of await getCatalogs(config)) {
    const name = basename(catalog.path);
    committed[name] = {};
    for (const locale of LOCALES) committed[name][locale] = await catalog.read(locale);
    // Lingui's extraction of the catalog's source files, without writing anything.
    const messages = await catalog.collect();
    expect(messages, name).toBeDefined();
    extracted[name] = messages ?? {};
  }
}, 120_000);

/** Placeholder names, and each plural's (or select's) choices, of a compiled message. */
function shape(message: CompiledMessage) {
  const names = new Set<string>();
  const plurals: { name: string; choices: string[] }[] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      names.add(name);
      if ((type === 'plural' || type === 'selectordinal') && format && typeof format === 'object') {
        const choices = Object.keys(format).filter((k) => k !== 'offset');
        plurals.push({ name, choices });
        for (const k of choices) walk((format as Record<string, CompiledMessage>)[k]);
      } else if (type === 'select' && format && typeof format === 'object') {
        for (const [k, v] of Object.entries(format)) if (k !== 'offset') walk(v as CompiledMessage);
      }
    }
  };
  walk(message);
  return { names: [...names].sort(), plurals };
}

/** The `<0>…</0>` tags of a message (the components of a `<Trans>`). */
const tags = (text: string) => [...text.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();

/** The plural forms whole numbers take in a language. */
function pluralForms(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort();
}

describe('catalogs', () => {
  it('are current: the code has no message the extracted catalogs lack, and they none it lost', () => {
    expect(Object.keys(extracted).sort()).toEqual(['messages', 'public']);
    for (const name of Object.keys(extracted)) {
      const now = Object.keys(extracted[name]).sort();
      expect(now.length, name).toBeGreaterThan(0);
      for (const locale of LOCALES)
        expect(Object.keys(committed[name][locale]).sort(), `${name}.po of ${locale}`).toEqual(now);
    }
  });

  it.each(LOCALES.filter((l) => l !== SOURCE_LOCALE))(
    '%s translates every message, with the same placeholders and tags and all its plural forms',
    (locale) => {
      const problems: string[] = [];
      for (const [name, byLocale] of Object.entries(committed)) {
        for (const [id, source] of Object.entries(byLocale[SOURCE_LOCALE])) {
          const english = source.message ?? id;
          const translation = byLocale[locale][id]?.translation ?? '';
          const where = `${name}.po "${english}"`;
          if (!translation.trim()) {
            problems.push(`${where}: no translation`);
            continue;
          }
          let compiled: CompiledMessage;
          try {
            compiled = compileMessageOrThrow(translation);
          } catch (error) {
            problems.push(`${where}: not a valid message: ${String(error)}`);
            continue;
          }
          const want = shape(compileMessageOrThrow(english));
          const got = shape(compiled);
          if (got.names.join() !== want.names.join())
            problems.push(`${where}: placeholders ${got.names.join()} (not ${want.names.join()})`);
          if (tags(translation).join() !== tags(english).join())
            problems.push(`${where}: tags ${tags(translation).join()}`);
          for (const plural of got.plurals) {
            const missing = pluralForms(locale).filter((f) => !plural.choices.includes(f));
            if (missing.length) problems.push(`${where}: plural without ${missing.join(', ')}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

// --- A signed-out page loads only public.po -----------------------------------------------------

/** What a signed-out page shows: its route module, the shell around it, what main.tsx loads. */
const SIGNED_OUT_ROOTS = [
  'src/main.tsx',
  'src/features/landing/routes/landing-page.tsx',
  'src/features/landing/routes/unauthorized-page.tsx',
  'src/features/auth/routes/login-page.tsx',
  'src/features/auth/routes/signup-page.tsx',
  'src/features/auth/routes/reset-password-page.tsx',
  'src/features/auth/routes/update-password-page.tsx',
  'src/app/routes/not-found-page.tsx',
];
/** The route table's lazy pages are the signed-in ones too: its dynamic imports are not followed. */
const ROUTE_TABLE = 'src/app/router.tsx';
const MACRO_IMPORT = /from '@lingui\/(?:core|react)\/macro'/;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT_DIR, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

async function signedOutFiles(): Promise<string[]> {
  const seen = new Set<string>();
  const queue = SIGNED_OUT_ROOTS.map((p) => join(ROOT_DIR, p));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(file, 'utf8');
    const statics = [...text.matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gms)].map(
      (m) => m[1],
    );
    const dynamics =
      relative(ROOT_DIR, file) === ROUTE_TABLE
        ? []
        : [...text.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
    for (const specifier of [...statics, ...dynamics]) {
      const next = resolveImport(file, specifier);
      if (next) queue.push(next);
    }
  }
  return [...seen].map((f) => relative(ROOT_DIR, f)).sort();
}

describe('the signed-out pages', () => {
  it("take their messages from public.po only (lingui.config.ts's PUBLIC_SOURCES)", async () => {
    const files = await signedOutFiles();
    expect(files).toContain('src/features/auth/components/login-form.tsx');
    const withMessages: string[] = [];
    for (const file of files)
      if (MACRO_IMPORT.test(await readFile(join(ROOT_DIR, file), 'utf8'))) withMessages.push(file);
    expect(withMessages).toContain('src/features/auth/routes/login-page.tsx');
    const covered = (file: string) =>
      PUBLIC_SOURCES.some((p) => file === p || file.startsWith(`${p}/`));
    expect(withMessages.filter((f) => !covered(f))).toEqual([]);
  });
});
