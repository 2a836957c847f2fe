/**
 * src/sw.ts's tap on a reminder (docs/reminders.md), in jsdom: the worker module runs against a
 * stand-in for the browser's service worker scope (clients, registration), the only part jsdom
 * lacks; the precache and the routes are registered as in the browser.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

interface Client {
  url: string;
  messages: unknown[];
  focus(): Promise<void>;
  postMessage(message: unknown): void;
}

const opened: string[] = [];
let windows: Client[] = [];

beforeAll(async () => {
  const scope = self as unknown as Record<string, unknown>;
  scope.__WB_MANIFEST = [{ url: '/index.html', revision: '1' }];
  scope.registration = { scope: `${location.origin}/`, showNotification: async () => {} };
  scope.clients = {
    matchAll: async () => windows,
    openWindow: async (url: string) => {
      opened.push(url);
    },
  };
  scope.skipWaiting = async () => {};
  await import('./sw');
});

beforeEach(() => {
  opened.length = 0;
  windows = [];
});

function clientAt(url: string): Client {
  const messages: unknown[] = [];
  return { url, messages, focus: async () => {}, postMessage: (m) => messages.push(m) };
}

/** A tap on the notification of a reminder whose payload names `url`. */
async function tap(url: string) {
  const work: Promise<unknown>[] = [];
  const data = {
    type: 'reminder',
    habitId: 3,
    userId: 'u1',
    title: 'Read',
    date: '2025-03-01',
    url,
  };
  const event = Object.assign(new Event('notificationclick'), {
    action: '',
    notification: { data, close() {} },
    waitUntil: (p: Promise<unknown>) => work.push(p),
  });
  self.dispatchEvent(event);
  await Promise.all(work);
}

describe('service worker: a tap on a reminder', () => {
  it('opens the habit path of the push, and for a URL of another origin the app instead', async () => {
    const refused = [
      'https://evil.example/habit/3',
      '//evil.example/habit/3',
      '/\\evil.example/habit/3',
      '/\t/evil.example/habit/3',
      'javascript:alert(1)',
    ];
    await tap('/habit/3?date=2025-03-01');
    for (const url of refused) await tap(url);
    expect(opened).toEqual([
      `${location.origin}/habit/3?date=2025-03-01`,
      ...refused.map(() => `${location.origin}/`),
    ]);
  });

  it('posts an open window only a path of this origin', async () => {
    const client = clientAt(`${location.origin}/`);
    windows = [client];
    await tap('//evil.example/x');
    await tap('/habit/3');
    expect(opened).toEqual([]);
    expect(client.messages).toEqual([
      { type: 'open-habit', url: '/' },
      { type: 'open-habit', url: '/habit/3' },
    ]);
  });
});
