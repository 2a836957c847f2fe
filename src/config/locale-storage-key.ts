/**
 * The localStorage key of the language chosen on this device (src/lib/i18n/device-locale.ts),
 * kept at logout (DEVICE_STORAGE_KEYS, src/lib/session-cleanup.ts). A module of its own without
 * imports: vite.config.ts reads it for index.html's inline script (build/i18n-html.ts).
 */
export const LOCALE_STORAGE_KEY = 'streakwise-language';
