/**
 * The app's active language (docs/languages.md "Which language": the account's choice, else the
 * device's), for data that comes in a language, such as the starter templates. The component
 * re-renders when it changes.
 */
import { useLingui } from '@lingui/react';
import { SOURCE_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

export function useActiveLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}
