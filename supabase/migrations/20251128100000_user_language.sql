-- user_settings.language: the language the user chose in Settings (docs/languages.md), kept with
-- the account so every device of the user shows it. Null: none chosen, the browser's languages
-- decide (src/lib/i18n/locales.ts). One of the app's six languages (LOCALES there).
alter table public.user_settings
  add column language text
    constraint user_settings_language_check
    check (language in ('en', 'de', 'es', 'fr', 'pt-BR', 'ar'));
