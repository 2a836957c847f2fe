/**
 * The app's languages (docs/languages.md) and the choice of one: the account's choice (table
 * user_settings, column language), else the device's (its localStorage key, kept for the
 * signed-out pages), else the first of the browser's languages (`navigator.languages`) the app
 * has, else English. Pure: no i18n runtime here, so index.html's inline script (build/i18n-html.ts)
 * runs `pickLocale` itself before the first paint.
 */

/** English is the source language: its texts are the spec's, written in the code. */
export const SOURCE_LOCALE = 'en';

export const LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

/** Each language by its own name, as the settings' "Language" select lists them. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** Languages written right to left (`<html dir="rtl">`). */
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/**
 * The locale `Intl` formats a language's dates and numbers in: its own, with Latin digits in
 * Arabic (`ar-u-nu-latn`) as in much of the Arabic-speaking world, so a screen never mixes them
 * with the digits that come into texts as typed (counts, answers, names).
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}

/**
 * The language of the app for a saved choice (account's or device's, may be null or stale) and
 * the browser's language tags, best first: the saved one when it is one of `locales`; else the
 * first tag whose language the app has (`de-AT` -> `de`; every Portuguese -> `pt-BR`; `ar-EG` ->
 * `ar`); else the first of `locales` (English).
 *
 * Self-contained on purpose (no imports, nothing from outside its body): build/i18n-html.ts puts
 * its source into index.html, where it runs before the page paints.
 */
export function pickLocale(
  saved: string | null | undefined,
  languages: readonly string[],
  locales: readonly string[],
): string {
  if (saved && locales.indexOf(saved) >= 0) return saved;
  for (const tag of languages) {
    // The language alone: de-AT is de, pt-PT is pt-BR (the app's only Portuguese).
    const language = String(tag || '')
      .toLowerCase()
      .split('-')[0];
    for (const locale of locales) {
      if (language === locale.toLowerCase().split('-')[0]) return locale;
    }
  }
  return locales[0];
}

/** The browser's languages, best first (navigator.language when `languages` is missing). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The app's language for a saved choice (or none) and this browser. */
export function resolveLocale(
  saved: string | null | undefined,
  languages: readonly string[] = browserLanguages(),
): Locale {
  return pickLocale(saved, languages, LOCALES) as Locale;
}

/**
 * Set on `<html>` by index.html's inline script when the page's language is not the source's:
 * the prerendered (English) page stays hidden until the app has rendered it in that language.
 */
export const I18N_PENDING_ATTRIBUTE = 'data-i18n-pending';

/**
 * A label (a field's name) inside a sentence ("Show password"): lowercased as the languages here
 * write a common noun mid-sentence, except German, whose nouns keep their capital.
 */
export function inSentence(label: string, locale: Locale): string {
  return locale === 'de' ? label : label.toLocaleLowerCase(locale || SOURCE_LOCALE);
}
