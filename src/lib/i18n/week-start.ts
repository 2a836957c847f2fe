/**
 * The first day of the week a language's users expect (docs/languages.md "Formats"): the default
 * of the "Week starts on" setting (stores/settings-store.ts) on a device where none is stored
 * yet; the setting, once chosen (and the account's), wins. Pure (Intl only).
 */
import { SOURCE_LOCALE, type Locale } from './locales';

/** Where Intl does not say (older browsers): the first day of the week of each language. */
const WEEK_START_TABLE: Record<Locale, number> = {
  en: 1,
  de: 1,
  es: 1,
  fr: 1,
  'pt-BR': 0,
  ar: 6,
};

/**
 * The first day of the week a language's users expect (0 = Sunday .. 6 = Saturday), the default
 * of the "Week starts on" setting (stores/settings-store.ts) until one is chosen. English keeps
 * the spec's Monday (docs/domain.md "Weekly score"); the others ask `Intl.Locale`'s week info
 * (Brazil: Sunday; Arabic: Saturday), else WEEK_START_TABLE.
 */
export function localeWeekStart(locale: Locale): number {
  if (locale === SOURCE_LOCALE) return WEEK_START_TABLE.en;
  try {
    const info = new Intl.Locale(locale).maximize() as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    // Intl counts 1 = Monday .. 7 = Sunday.
    if (firstDay && firstDay >= 1 && firstDay <= 7) return firstDay % 7;
  } catch {
    // No Intl.Locale: the table.
  }
  return WEEK_START_TABLE[locale] ?? 1;
}
