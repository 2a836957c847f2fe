/**
 * The active language (docs/languages.md): its catalogs loaded on demand (each language's
 * `public.po` and `messages.po` is a chunk of its own, compiled at build time by the Lingui Vite
 * plugin), then activated on the one `i18n` of @lingui/core, which the app's I18nProvider
 * (src/app/app.tsx) and the `t` of '@lingui/core/macro' read; `<html lang dir>` follows. A
 * change applies at once, without a reload: the provider re-renders every translated text.
 *
 * The signed-out pages need only `public.po`; the signed-in layout asks for `messages.po` too
 * (`loadSignedInMessages`, awaited by its route before it renders), and from then on every
 * language activated loads both.
 */
import { i18n, type Messages } from '@lingui/core';
import { saveDeviceLocale } from './device-locale';
import { intlLocale, textDirection, type Locale } from './locales';

type CatalogPart = 'public' | 'messages';

const catalogFiles = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

/** The parts every activation loads: the signed-in area adds its own. */
const neededParts = new Set<CatalogPart>(['public']);
const loading = new Map<string, Promise<void>>();
/** The language last asked for (a slower earlier activation must not win over it). */
let requested: Locale | null = null;

function loadPart(locale: Locale, part: CatalogPart): Promise<void> {
  const key = `${locale}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    const file = catalogFiles[`../../locales/${key}.po`];
    if (!file) return Promise.reject(new Error(`No catalog ${key}`));
    promise = file().then(({ messages }) => i18n.load(locale, messages));
    // A failed load (offline before the worker cached it) is tried again next time.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** `<html lang dir>` of a language (index.html's inline script set them already at load). */
function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = locale;
  root.dir = textDirection(locale);
}

/**
 * Loads the language's catalogs and makes it the active one. Resolves once its texts show; when
 * another language was asked for meanwhile, that one stays.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  await Promise.all([...neededParts].map((part) => loadPart(locale, part)));
  if (requested !== locale) return;
  // Its plurals' numbers (`#`) in the digits of lib/i18n/format.ts.
  if (i18n.locale !== locale) i18n.activate(locale, [intlLocale(locale)]);
  applyDocumentLocale(locale);
}

/** The active language ('' before the first activation). */
export function activeLocale(): Locale {
  return i18n.locale as Locale;
}

/** The signed-in area's messages, for the active language (and one being activated). */
export async function loadSignedInMessages(): Promise<void> {
  neededParts.add('messages');
  const locales = new Set([i18n.locale as Locale, requested].filter((l): l is Locale => !!l));
  await Promise.all([...locales].map((locale) => loadPart(locale, 'messages')));
}

/**
 * A language chosen (in settings, or the account's arriving): kept on this device for its
 * signed-out pages and shown at once. Resolves when it shows; a catalog that could not load is
 * logged, and the language shown stays.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  saveDeviceLocale(locale);
  try {
    await activateLocale(locale);
  } catch (error) {
    console.error(`Could not switch to ${locale}`, error);
  }
}
