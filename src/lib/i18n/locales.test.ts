import { describe, expect, it } from 'vitest';
import { LOCALES, pickLocale, resolveLocale, textDirection } from './locales';

describe('the language of the app', () => {
  it("follows the browser's first language the app has: a region of it, Portuguese as Brazil's", () => {
    expect(resolveLocale(null, ['de-AT', 'en'])).toBe('de');
    expect(resolveLocale(null, ['de'])).toBe('de');
    expect(resolveLocale(null, ['pt'])).toBe('pt-BR');
    expect(resolveLocale(null, ['pt-PT', 'en'])).toBe('pt-BR');
    expect(resolveLocale(null, ['pt-BR'])).toBe('pt-BR');
    expect(resolveLocale(null, ['ar-EG'])).toBe('ar');
    expect(resolveLocale(null, ['es-MX'])).toBe('es');
    expect(resolveLocale(null, ['fr-CA'])).toBe('fr');
    expect(resolveLocale(null, ['en-US', 'de'])).toBe('en');
  });

  it('skips languages it does not have, and is English when none fits', () => {
    expect(resolveLocale(null, ['nl-NL', 'fr-BE', 'en'])).toBe('fr');
    expect(resolveLocale(null, ['ja', 'zh-CN'])).toBe('en');
    expect(resolveLocale(null, [])).toBe('en');
    expect(resolveLocale(undefined, [''])).toBe('en');
  });

  it('a saved choice wins over the browser; one that is not a language of the app does not count', () => {
    expect(resolveLocale('es', ['de-DE'])).toBe('es');
    expect(resolveLocale('ar', ['en'])).toBe('ar');
    expect(resolveLocale('xx', ['de-DE'])).toBe('de');
    expect(resolveLocale('pt', ['en'])).toBe('en');
  });

  it('runs the same from its own source (the inline script of index.html, build/i18n-html.ts)', () => {
    const inline = new Function(`return (${pickLocale.toString()})`)() as typeof pickLocale;
    for (const [saved, languages] of [
      [null, ['de-AT']],
      [null, ['pt-PT']],
      ['fr', ['de']],
      [null, ['ja']],
      ['bogus', ['ar-EG']],
    ] as const)
      expect(inline(saved, languages, LOCALES)).toBe(resolveLocale(saved, languages));
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(LOCALES.map((l) => [l, textDirection(l)])).toEqual([
      ['en', 'ltr'],
      ['de', 'ltr'],
      ['es', 'ltr'],
      ['fr', 'ltr'],
      ['pt-BR', 'ltr'],
      ['ar', 'rtl'],
    ]);
  });
});
