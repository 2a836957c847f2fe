import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { activateLocale, chooseLocale, loadSignedInMessages } from './catalogs';
import { readDeviceLocale, startLocale } from './device-locale';

afterEach(async () => {
  await activateLocale('en');
});

describe('activating a language', () => {
  it("loads its catalog and sets <html lang dir>: Arabic right to left, German's words", async () => {
    await activateLocale('ar');
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(t`Log in`).toBe('تسجيل الدخول');
    await activateLocale('de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(t`Log in`).toBe('Anmelden');
  });

  it('a language chosen is kept on the device, where the next start takes it', async () => {
    expect(readDeviceLocale()).toBeNull();
    await chooseLocale('es');
    expect(localStorage.getItem('streakwise-language')).toBe('es');
    expect(readDeviceLocale()).toBe('es');
    expect(startLocale()).toBe('es');
    expect(t`Log in`).toBe('Iniciar sesión');
  });

  it('the last language asked for wins over a slower one asked before', async () => {
    await Promise.all([activateLocale('fr'), activateLocale('pt-BR')]);
    expect(i18n.locale).toBe('pt-BR');
  });

  it("loads the signed-in area's messages when asked, then with every language", async () => {
    await activateLocale('de');
    const before = Object.keys(i18n.messages).length;
    expect(before).toBeGreaterThan(50);
    await loadSignedInMessages();
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(before + 100);
    expect(t`Sync now`).toBe('Jetzt synchronisieren');
    await activateLocale('fr');
    expect(t`Sync now`).toBe('Synchroniser maintenant');
  });
});
