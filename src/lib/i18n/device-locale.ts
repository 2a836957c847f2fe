/**
 * The language chosen on this device (docs/languages.md): kept in localStorage for the
 * signed-out pages, which have no account to ask (index.html's inline script reads the same key
 * before the first paint, build/i18n-html.ts). Signed in, it follows the account's choice
 * (hooks/use-account-settings.ts). No key: the browser's languages decide.
 */
import { DEVICE_STORAGE_KEYS } from '@/lib/session-cleanup';
import { readItem, removeItem, writeItem } from '@/lib/storage';
import { isLocale, resolveLocale, type Locale } from './locales';

const LOCALE_STORAGE_KEY = DEVICE_STORAGE_KEYS.language;

/** The device's choice, or null (none, or not one of the app's languages). */
export function readDeviceLocale(): Locale | null {
  const saved = readItem(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : null;
}

/** Keeps a choice on the device; null goes back to following the browser. */
export function saveDeviceLocale(choice: Locale | null): void {
  if (choice) writeItem(LOCALE_STORAGE_KEY, choice);
  else removeItem(LOCALE_STORAGE_KEY);
}

/** The language this device starts in: its saved choice, else the browser's. */
export function startLocale(): Locale {
  return resolveLocale(readDeviceLocale());
}
