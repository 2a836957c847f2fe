import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const ORIGIN = 'https://app.example';

describe('sameOriginPath', () => {
  it('keeps a path of the app, its query and fragment', () => {
    expect(sameOriginPath('/habit/12?date=2025-03-01', ORIGIN)).toBe('/habit/12?date=2025-03-01');
    expect(sameOriginPath('/', ORIGIN)).toBe('/');
    expect(sameOriginPath('/settings#reminders', ORIGIN)).toBe('/settings#reminders');
    // Read as the browser will: dot segments resolved, spaces escaped.
    expect(sameOriginPath('/a/../habit/1', ORIGIN)).toBe('/habit/1');
    expect(sameOriginPath('/habit/a b', ORIGIN)).toBe('/habit/a%20b');
    expect(sameOriginPath('/%2F/evil.example', ORIGIN)).toBe('/%2F/evil.example');
  });

  it.each([
    'https://evil.example/habit/1',
    'http://app.example/habit/1',
    'https://app.example.evil.example/',
    '//evil.example/habit/1',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example/x',
    '/.//evil.example',
    '/..//evil.example',
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    'habit/1',
    '',
    ' /habit/1',
  ])('refuses %j', (url) => {
    expect(sameOriginPath(url, ORIGIN)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const url of [null, undefined, 1, {}, ['/habit/1']])
      expect(sameOriginPath(url, ORIGIN)).toBeNull();
  });
});
