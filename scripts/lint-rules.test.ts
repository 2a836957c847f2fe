/**
 * The dependency chokepoints of eslint.config.js fail on a planted violation, and the same code
 * where it belongs passes: the Supabase client (src/api/app-repositories.ts, which binds every
 * repository to it, and src/lib/auth/auth-client.ts), its
 * `.from(` / `.rpc(` calls (src/api), supabase-js kept off the login page's sign-in, IndexedDB
 * (the storage modules), no toast or confirm below the UI (lib, services, api, stores), the
 * services layer and the offline owner's parts, and kebab-case file names (eslint-plugin-check-file). Runs ESLint's
 * Node API with the repository's own config on small fixture strings. And the sizes of units
 * (max-lines, max-lines-per-function), components only exported from component files
 * (react-refresh/only-export-components) and no import circle (import-x/no-cycle, on two files
 * written for the case).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import checkFile from 'eslint-plugin-check-file';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Fixture paths are built, not written out: scripts/doc-citations.test.ts takes a written-out
// path for a citation of a file that must exist.
const ts = (path: string) => `${path}.ts`;
const tsx = (path: string) => `${path}.tsx`;
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rule ids (with their messages) ESLint reports for `code` placed at `filePath`. */
async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

async function rulesAt(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

const CLIENT_IMPORT = "import { supabase } from '@/lib/supabase';\nexport const c = supabase;\n";
const AUTH_CALL =
  "import { supabase } from '@/lib/supabase';\nexport const out = () => supabase.auth.signOut();\n";

describe('the Supabase client: the app repositories and the auth module only', () => {
  it.each([
    [tsx('src/features/home/components/x'), CLIENT_IMPORT],
    // A repository takes the client (createXRepository(client)); app-repositories.ts binds them.
    [ts('src/api/x'), CLIENT_IMPORT],
    [ts('src/api/x'), "import { supabase } from '../lib/supabase';\nexport const c = supabase;\n"],
    [ts('src/hooks/use-x'), AUTH_CALL],
    [ts('src/lib/offline/x'), AUTH_CALL],
    [ts('src/lib/x'), "import { supabase } from './supabase';\nexport const c = supabase;\n"],
    [
      tsx('src/features/auth/routes/x'),
      "import { supabase } from '../../../lib/supabase';\nexport const c = supabase;\n",
    ],
    [
      ts('src/features/auth/api/x'),
      "import { isAuthApiError } from '@supabase/supabase-js';\nexport const f = isAuthApiError;\n",
    ],
    [
      ts('src/lib/x'),
      "import { createClient } from '@supabase/supabase-js';\nexport const f = createClient;\n",
    ],
  ])('%s: a runtime import is refused', async (filePath, code) => {
    const messages = await lint(code, filePath);
    expect(
      messages.some((m) => m.startsWith('no-restricted-imports:')),
      messages.join('\n'),
    ).toBe(true);
    expect(messages.join('\n')).toMatch(/src\/lib\/auth\/auth-client\.ts/);
  });

  it.each([
    [ts('src/api/app-repositories'), CLIENT_IMPORT],
    [ts('src/lib/auth/auth-client'), AUTH_CALL],
    [
      ts('src/features/x/y'),
      "import type { Session } from '@supabase/supabase-js';\nexport type S = Session;\n",
    ],
    [
      ts('src/lib/x'),
      "import { signOut } from '@/lib/auth/auth-client';\nexport const out = () => signOut();\n",
    ],
  ])('%s: allowed', async (filePath, code) => {
    expect(await lint(code, filePath)).toEqual([]);
  });
});

describe('auth calls only through the auth module', () => {
  it('supabase.auth is refused elsewhere, src/api included', async () => {
    expect(await lint(AUTH_CALL, ts('src/api/app-repositories'))).toEqual([
      'no-restricted-syntax: Auth calls go through src/lib/auth/auth-client.ts.',
    ]);
    const elsewhere = await lint(AUTH_CALL, ts('src/lib/offline/x'));
    expect(elsewhere).toContain(
      'no-restricted-syntax: Auth calls go through src/lib/auth/auth-client.ts.',
    );
  });
});

describe("the login page's sign-in stays free of supabase-js", () => {
  it.each([ts('src/lib/auth/password-sign-in'), ts('src/lib/auth/session-format')])(
    '%s may not import the auth client or supabase-js',
    async (filePath) => {
      for (const code of [
        "import { signOut } from './auth-client';\nexport const out = signOut;\n",
        "import { signOut } from '@/lib/auth/auth-client';\nexport const out = signOut;\n",
        "import { AuthError } from '@supabase/supabase-js';\nexport const e = AuthError;\n",
      ])
        expect(await rulesAt(code, filePath), code).toContain('no-restricted-imports');
    },
  );
});

describe('.from( and .rpc( only in src/api', () => {
  const query =
    "declare const db: { from(t: string): unknown; rpc(f: string): unknown };\nexport const q = () => [db.from('habit_metadata'), db.rpc('save_habit_day')];\n";

  it('are refused outside src/api', async () => {
    const messages = await lint(query, ts('src/features/home/lib/x'));
    expect(messages).toEqual([
      'no-restricted-syntax: .from() only in src/api: add a repository function there.',
      'no-restricted-syntax: .rpc() only in src/api: add a repository function there.',
    ]);
    // In the auth module too: it makes auth calls, not queries.
    expect(await rulesAt(query, ts('src/lib/auth/auth-client'))).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('are allowed in src/api', async () => {
    expect(await lint(query, ts('src/api/x'))).toEqual([]);
  });

  it('Array.from, typed arrays, Temporal-like classes and Object.fromEntries are not queries', async () => {
    const code = [
      'declare const Temporal: { PlainDate: { from(s: string): unknown } };',
      'export const a = Array.from(new Set([1]));',
      'export const b = Uint8Array.from([1]);',
      "export const c = Object.fromEntries([['k', 1]]);",
      "export const d = Temporal.PlainDate.from('2026-01-01');",
      '',
    ].join('\n');
    expect(await lint(code, ts('src/features/home/lib/x'))).toEqual([]);
  });
});

describe('IndexedDB only in the storage modules', () => {
  const idbImport = "import { get } from 'idb-keyval';\nexport const g = get;\n";

  it.each([
    [ts('src/lib/x'), idbImport, 'no-restricted-imports'],
    [
      ts('src/features/home/lib/x'),
      "export const o = () => indexedDB.open('x');\n",
      'no-restricted-globals',
    ],
    [
      ts('src/services/offline/sync-run'),
      "export const o = () => window.indexedDB.open('x');\n",
      'no-restricted-properties',
    ],
    [
      ts('src/lib/storage'),
      "export const o = () => globalThis.indexedDB.open('x');\n",
      'no-restricted-properties',
    ],
  ])('%s: refused (%#)', async (filePath, code, ruleId) => {
    const messages = await lint(code, filePath);
    expect(
      messages.some((m) => m.startsWith(`${ruleId}:`)),
      messages.join('\n'),
    ).toBe(true);
    expect(messages.join('\n')).toMatch(/storage modules/);
  });

  it.each([
    ts('src/services/offline/outbox'),
    ts('src/lib/offline/query-persister'),
    ts('src/lib/session-cleanup'),
  ])('%s: allowed', async (filePath) => {
    expect(await lint(idbImport, filePath)).toEqual([]);
    expect(await lint("export const o = () => indexedDB.open('x');\n", filePath)).toEqual([]);
  });

  it('localStorage stays in src/lib/storage.ts and the stores', async () => {
    const code = "export const v = () => window.localStorage.getItem('k');\n";
    expect(await rulesAt(code, ts('src/services/offline/outbox'))).toEqual([
      'no-restricted-properties',
    ]);
    expect(
      await rulesAt("export const v = () => localStorage.getItem('k');\n", ts('src/lib/x')),
    ).toEqual(['no-restricted-globals']);
    expect(await lint(code, ts('src/lib/storage'))).toEqual([]);
  });
});

describe('lib, services, api and the stores never speak to the user', () => {
  const toast = "import { toast } from 'react-toastify';\nexport const t = () => toast('x');\n";
  const notify =
    "import { notifyError } from '@/lib/notify';\nexport const t = () => notifyError('x');\n";
  const confirmCall = "export const ask = () => window.confirm('Log out?');\n";
  const bareConfirm = "export const ask = () => confirm('Log out?');\n";

  it.each([
    [ts('src/lib/pwa'), toast, 'no-restricted-imports'],
    [ts('src/lib/password'), notify, 'no-restricted-imports'],
    [ts('src/services/offline/habit-day-queue'), confirmCall, 'no-restricted-properties'],
    [ts('src/services/offline/outbox'), bareConfirm, 'no-restricted-globals'],
    [ts('src/api/x'), notify, 'no-restricted-imports'],
    [ts('src/lib/auth/auth-client'), toast, 'no-restricted-imports'],
    [ts('src/stores/x'), bareConfirm, 'no-restricted-globals'],
  ])('%s: refused (%#)', async (filePath, code, ruleId) => {
    const messages = await lint(code, filePath);
    expect(
      messages.some((m) => m.startsWith(`${ruleId}:`)),
      messages.join('\n'),
    ).toBe(true);
    expect(messages.join('\n')).toMatch(/never speak to the user/);
  });

  it('the UI may: components, hooks, features; lib/notify.ts is the toasts', async () => {
    for (const filePath of [
      ts('src/components/x'),
      ts('src/hooks/use-x'),
      ts('src/features/templates/api/x'),
    ]) {
      expect(await lint(notify, filePath)).toEqual([]);
      expect(await lint(confirmCall, filePath)).toEqual([]);
    }
    expect(await lint(toast, ts('src/lib/notify'))).toEqual([]);
    // The message helper of lib/notify.ts is no toast.
    expect(
      await lint(
        "import { messageOf } from '@/lib/notify';\nexport const m = messageOf;\n",
        ts('src/lib/x'),
      ),
    ).toEqual([]);
  });
});

describe('the services layer and the offline owner', () => {
  const useQueue =
    "import { enqueueHabitDay } from '@/services/offline/habit-day-queue';\nexport const q = enqueueHabitDay;\n";
  // Relative: under vitest the zones' resolver does not follow the @/ alias (eslint does).
  const useQueueRel =
    "import { enqueueHabitDay } from '../services/offline/habit-day-queue';\nexport const q = enqueueHabitDay;\n";
  const useStore =
    "import { useOutboxStore } from '@/services/offline/outbox-store';\nexport const s = useOutboxStore;\n";

  it.each([
    [ts('src/lib/x'), useQueueRel, 'import-x/no-restricted-paths'],
    [ts('src/api/x'), useQueueRel, 'import-x/no-restricted-paths'],
    [ts('src/stores/x'), useQueueRel, 'import-x/no-restricted-paths'],
    [
      ts('src/services/consequences/x'),
      "import { useToday } from '../../hooks/use-today';\nexport const t = useToday;\n",
      'import-x/no-restricted-paths',
    ],
    [tsx('src/features/home/components/x'), useStore, 'no-restricted-imports'],
    [tsx('src/components/x'), useStore, 'no-restricted-imports'],
  ])('%s: refused (%#)', async (filePath, code, ruleId) => {
    expect(await rulesAt(code, filePath)).toContain(ruleId);
  });

  it('features, components and other services use the owner; the owner uses its parts', async () => {
    expect(await lint(useQueue, tsx('src/features/home/components/x'))).toEqual([]);
    expect(await lint(useQueue, tsx('src/components/x'))).toEqual([]);
    expect(await lint(useQueue, ts('src/services/consequences/x'))).toEqual([]);
    expect(await lint(useStore, ts('src/services/offline/x'))).toEqual([]);
  });
});

describe('the foundation (lib) below stores, stores below api', () => {
  // Relative imports: see the services cases above.
  const useApi =
    "import { repositories } from '../api/app-repositories';\nexport const g = repositories;\n";
  const useStores =
    "import { useUserStore } from '../stores/user-store';\nexport const u = useUserStore;\n";
  const useLib = "import { readItem } from '../lib/storage';\nexport const r = readItem;\n";

  it.each([
    [ts('src/lib/x'), useApi],
    [ts('src/lib/x'), useStores],
    [ts('src/stores/x'), useApi],
  ])('%s: refused (%#)', async (filePath, code) => {
    expect(await rulesAt(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it('api and stores build on lib, api reads stores; services use api and stores', async () => {
    expect(await lint(useLib, ts('src/api/x'))).toEqual([]);
    expect(await lint(useStores, ts('src/api/x'))).toEqual([]);
    expect(await lint(useLib, ts('src/stores/x'))).toEqual([]);
    expect(await lint(useApi.replace('../api', '../../api'), ts('src/services/auth/x'))).toEqual(
      [],
    );
    expect(
      await lint(useStores.replace('../stores', '../../stores'), ts('src/services/auth/x')),
    ).toEqual([]);
  });
});

describe('kebab-case file names under src', () => {
  const FILE_NAME_RULES = [
    'check-file/folder-naming-convention',
    'check-file/filename-naming-convention',
    'check-file/filename-blocklist',
  ];

  it.each([
    [tsx('src/features/home/components/HabitCard'), 'check-file/filename-naming-convention'],
    [tsx('src/features/home/components/habit_card'), 'check-file/filename-naming-convention'],
    [ts('src/lib/offlineSync'), 'check-file/filename-naming-convention'],
    [ts('src/lib/scores/time-zone.testUtil'), 'check-file/filename-naming-convention'],
    [ts('src/Features/habits/x'), 'check-file/folder-naming-convention'],
    [ts('src/lib/offline_sync/x'), 'check-file/folder-naming-convention'],
    [ts('src/hooks/logout'), 'check-file/filename-blocklist'],
  ])('%s is refused by %s', async (filePath, rule) => {
    expect(await rulesAt('export const x = 1;\n', filePath)).toEqual([rule]);
  });

  it.each([
    tsx('src/features/home/components/habit-card'),
    tsx('src/features/home/components/habit-card.test'),
    ts('src/lib/scores/time-zone.test-util'),
    ts('src/types/database-types.d'),
    ts('src/hooks/use-logout'),
    tsx('src/hooks/use-logout.test'),
  ])('%s is allowed', async (filePath) => {
    expect(await rulesAt('export const x = 1;\n', filePath)).toEqual([]);
  });

  it('every source file of src/ passes, and ESLint checks each of them', async () => {
    const files = execFileSync('git', ['ls-files', 'src'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx)$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    const config = await eslint.calculateConfigForFile(ts('src/lib/auth/auth-client'));
    for (const f of [ts('src/hooks/use-logout'), ts('src/lib/auth/auth-client')]) {
      const rules = (await eslint.calculateConfigForFile(f)).rules;
      for (const rule of FILE_NAME_RULES) expect(rules[rule]?.[0], `${f}: ${rule}`).toBe(2);
    }
    // The repository's file-name rules, with its options, over every real path (names only).
    const names = new ESLint({
      cwd: ROOT,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.{ts,tsx}'],
        plugins: { 'check-file': checkFile },
        rules: Object.fromEntries(FILE_NAME_RULES.map((rule) => [rule, config.rules[rule]])),
      },
    });
    const problems: string[] = [];
    for (const f of files) {
      const [result] = await names.lintText('', { filePath: f });
      problems.push(...result.messages.map((m) => `${f}: ${m.ruleId}: ${m.message}`));
    }
    expect(problems).toEqual([]);
  });
});

/** `count` lines of code (one exported constant each), after `comments` comment lines. */
const codeLines = (count: number, comments = 0) =>
  [
    ...Array.from({ length: comments }, (_, i) => `// note ${i}`),
    ...Array.from({ length: count }, (_, i) => `export const v${i} = ${i};`),
    '',
  ].join('\n');

/** A function whose body is `count` lines long (with its first and last line). */
const functionOf = (count: number) =>
  [
    'export function f() {',
    '  let n = 0;',
    ...Array.from({ length: count - 4 }, (_, i) => `  n += ${i};`),
    '  return n;',
    '}',
    '',
  ].join('\n');

describe('no source file over 400 lines; split units of 150 lines and functions of 80', () => {
  it.each([
    ts('src/lib/x'),
    tsx('src/features/settings/components/x'),
    ts('backend/rest/x'),
    ts('bench/x'),
  ])('%s: 401 lines are refused, 400 pass', async (filePath) => {
    expect(await rulesAt(codeLines(401), filePath)).toContain('max-lines');
    expect(await rulesAt(codeLines(400), filePath)).not.toContain('max-lines');
  });

  it.each([
    tsx('src/features/home/components/x'),
    ts('src/features/habit-detail/lib/use-x'),
    tsx('src/features/add-habit/routes/x'),
    ts('src/features/table/lib/x'),
    tsx('src/features/insights/components/x'),
    tsx('src/components/habit-day/x'),
    tsx('src/components/habit-form/x'),
    ts('src/components/habit-form/use-x'),
    ts('src/hooks/use-x'),
    ts('src/services/offline/x'),
  ])('%s: a split unit, 151 lines of code are refused', async (filePath) => {
    expect(await rulesAt(codeLines(151), filePath)).toContain('max-lines');
    // Blank lines and comments do not count.
    expect(await rulesAt(codeLines(150, 60), filePath)).not.toContain('max-lines');
    expect(await rulesAt(functionOf(81), filePath)).toContain('max-lines-per-function');
    expect(await rulesAt(functionOf(80), filePath)).not.toContain('max-lines-per-function');
  });

  it('other files are held to 400 lines only, and tests to none', async () => {
    for (const filePath of [tsx('src/features/settings/components/x'), ts('src/lib/x')]) {
      expect(await rulesAt(codeLines(151), filePath)).toEqual([]);
      expect(await rulesAt(functionOf(120), filePath)).toEqual([]);
    }
    expect(await rulesAt(codeLines(500), ts('src/lib/x.test'))).toEqual([]);
    expect(await rulesAt(codeLines(200), tsx('src/features/home/components/x.test'))).toEqual([]);
  });
});

describe('a component file exports components only', () => {
  const component = 'export function Day() {\n  return <p>Today</p>;\n}\n';
  const helper = 'export function dayLabel(date: string): string {\n  return date;\n}\n';

  it('a helper or a constant beside a component is refused', async () => {
    expect(await rulesAt(component + helper, tsx('src/components/x'))).toEqual([
      'react-refresh/only-export-components',
    ]);
    expect(
      await rulesAt(`${component}export const DAYS = 7;\n`, tsx('src/features/home/components/x')),
    ).toEqual(['react-refresh/only-export-components']);
  });

  it('the component alone, and the helper in a .ts module, pass', async () => {
    expect(await rulesAt(component, tsx('src/components/x'))).toEqual([]);
    expect(await rulesAt(helper, ts('src/lib/x'))).toEqual([]);
    expect(
      await rulesAt(
        `export interface DayProps {\n  date: string;\n}\n${component}`,
        tsx('src/components/x'),
      ),
    ).toEqual([]);
  });
});

describe('no import circle', () => {
  it('two modules importing each other are refused; one way passes', async () => {
    // Written to disk: the rule follows the imports of the files it reads.
    const dir = join(ROOT, 'src', `lint-cycle-fixture-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
      writeFileSync(join(dir, 'c.ts'), "import { b } from './b';\nexport const c = () => b();\n");
      const results = await new ESLint({ cwd: ROOT }).lintFiles([
        join(dir, 'a.ts'),
        join(dir, 'c.ts'),
      ]);
      const rules = (file: string) =>
        results.find((r) => r.filePath.endsWith(file))?.messages.map((m) => m.ruleId);
      expect(rules('a.ts')).toContain('import-x/no-cycle');
      expect(rules('c.ts')).not.toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
