/**
 * `npm run i18n:extract`: Lingui's `extract --clean` (docs/languages.md): every message of the
 * code into each language's catalogs (src/locales/<locale>/public.po and messages.po, as
 * lingui.config.ts splits them), translations kept, messages no longer in the code removed.
 *
 * Run through Lingui's own extract command rather than its CLI, whose entry point needs Node 22
 * (`import.meta.main`); build/lingui-node20/register.mjs supplies the rest Node 20 lacks.
 * scripts/i18n-catalogs.test.ts extracts into a temporary folder (`outDir`) to compare.
 */
import '../build/lingui-node20/register.mjs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { LinguiConfigNormalized } from '@lingui/conf';

export const ROOT_DIR = join(import.meta.dirname, '..');
export const LOCALES_DIR = join(ROOT_DIR, 'src', 'locales');

type ExtractCommand = (
  config: LinguiConfigNormalized,
  options: {
    verbose: boolean;
    clean: boolean;
    overwrite: boolean;
    watch: boolean;
    locale?: string[];
    workersOptions: { poolSize: number };
  },
) => Promise<boolean>;

/**
 * Extracts the messages into the catalogs (under `outDir` instead of src/locales when given,
 * for `locales` only when given). Resolves whether it succeeded.
 */
export async function extractMessages(
  options: { outDir?: string; locales?: string[]; verbose?: boolean; quiet?: boolean } = {},
): Promise<boolean> {
  const { getConfig } = await import('@lingui/conf');
  const config = getConfig({ cwd: ROOT_DIR, configPath: join(ROOT_DIR, 'lingui.config.ts') });
  if (options.outDir) {
    const outDir = options.outDir;
    for (const catalog of config.catalogs ?? [])
      catalog.path = catalog.path.replace(LOCALES_DIR, outDir);
  }
  const extractUrl = new URL('./lingui-extract.js', import.meta.resolve('@lingui/cli'));
  const { default: extract } = (await import(extractUrl.href)) as { default: ExtractCommand };
  // Its statistics table goes to the console; a test does not need it.
  const log = console.log;
  if (options.quiet) console.log = () => undefined;
  try {
    return await extract(config, {
      verbose: options.verbose ?? false,
      clean: true,
      overwrite: false,
      watch: false,
      locale: options.locales,
      // One process: the machine's cores are shared, and the hooks above hold in this thread.
      workersOptions: { poolSize: 0 },
    });
  } finally {
    console.log = log;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ok = await extractMessages({ verbose: true });
  if (!ok) process.exit(1);
}

/** One catalog as Lingui reads it: each message id with its source message and translation. */
export type CatalogMessages = Record<string, { message?: string; translation?: string }>;

/**
 * Every catalog of every language (`catalogs[name][locale]`, name 'public' or 'messages'), from
 * src/locales or from `outDir` (a folder `extractMessages` wrote into).
 */
export async function readCatalogs(
  options: { outDir?: string; locales?: string[] } = {},
): Promise<Record<string, Record<string, CatalogMessages>>> {
  const [{ getConfig }, { getCatalogs }] = await Promise.all([
    import('@lingui/conf'),
    import('@lingui/cli/api'),
  ]);
  const config = getConfig({ cwd: ROOT_DIR, configPath: join(ROOT_DIR, 'lingui.config.ts') });
  if (options.outDir)
    for (const catalog of config.catalogs ?? [])
      catalog.path = catalog.path.replace(LOCALES_DIR, options.outDir);
  const out: Record<string, Record<string, CatalogMessages>> = {};
  for (const catalog of await getCatalogs(config)) {
    const name = catalog.path.split('/').pop() ?? catalog.path;
    out[name] = {};
    for (const locale of options.locales ?? config.locales)
      out[name][locale] = ((await catalog.read(locale)) ?? {}) as CatalogMessages;
  }
  return out;
}
