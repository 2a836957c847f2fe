/**
 * The service worker (/sw.js), built by vite-plugin-pwa (injectManifest) from this file.
 *
 * As the generated worker before it: the app shell is precached (the build's manifest is
 * injected at `self.__WB_MANIFEST`; `/n` and `/auth/login` come from their prerendered .html),
 * outdated precaches are removed, every other navigation gets `/index.html` except the
 * Supabase API paths and the mailbox (the denylist), API responses are never cached, and a new
 * version waits until the page asks it to take over (SKIP_WAITING, components/update-prompt.ts).
 *
 * Reminders (docs/reminders.md):
 * - `push`: shows the reminder (_shared/reminders/due-reminders.ts `ReminderPayload`): the habit's
 *   name, its first question, one tag per habit so a newer reminder replaces the older one; for a
 *   habit with one choice question its answers are the notification's actions.
 * - `notificationclick` on an answer: the answer goes into the same offline queue as a tap
 *   (services/offline/outbox.ts, IndexedDB), without opening the app; open windows are told on
 *   the queue's BroadcastChannel and send it at once; with none open, it is sent when the app
 *   next starts. The worker holds no session token: only the page talks to the API.
 * - `notificationclick` elsewhere: focuses an open window on that habit, or opens one; the
 *   payload's `url` only when it is a path of this origin (else the app's start page).
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { ReminderPayload } from '@shared/reminders/due-reminders';
import { enqueue } from '@/services/offline/outbox';
import { OUTBOX_CHANNEL, REMINDER_ACTION_PREFIX, type AppMessage } from '@/lib/reminders/messages';
import { sameOriginPath } from '@/lib/reminders/same-origin-path';

interface NotificationLike {
  data: unknown;
  close(): void;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  action: string;
  notification: NotificationLike;
}
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  location: Location;
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationEventLike) => void,
  ): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const sw = self as unknown as WorkerScope;

// Written as `self.__WB_MANIFEST`: the build replaces exactly that with the precache list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(auth|rest|storage|realtime|functions|graphql)\/v1(\/|$)/, /^\/mail(\/|$)/],
  }),
);

sw.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

function isReminder(value: unknown): value is ReminderPayload {
  const p = value as ReminderPayload | null;
  return (
    !!p &&
    p.type === 'reminder' &&
    typeof p.habitId === 'number' &&
    typeof p.userId === 'string' &&
    typeof p.title === 'string'
  );
}

/** How many actions this browser shows (Notification.maxActions; Chrome 2). */
function maxActions(): number {
  const n = (globalThis as { Notification?: { maxActions?: number } }).Notification?.maxActions;
  return typeof n === 'number' ? n : 2;
}

sw.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = null;
  }
  if (!isReminder(payload)) return;
  const actions = (payload.question?.options ?? [])
    .slice(0, maxActions())
    .map((o) => ({ action: `${REMINDER_ACTION_PREFIX}${o.id}`, title: o.label }));
  extend(
    event,
    sw.registration.showNotification(payload.title, {
      body: payload.body,
      // The account's language; `dir: 'auto'` lays out a habit's own words as they are written
      // (an Arabic name right to left).
      lang: payload.lang ?? '',
      dir: 'auto',
      tag: payload.tag,
      renotify: true,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: payload,
      actions,
    }),
  );
});

/**
 * event.waitUntil, which throws for an event a script dispatched (not trusted): the work still
 * runs, the worker just is not held open for it.
 */
function extend(event: ExtendableEventLike, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

async function windows(): Promise<WindowClientLike[]> {
  return sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function answer(payload: ReminderPayload, optionId: number): Promise<void> {
  const question = payload.question;
  if (!question || !question.options.some((o) => o.id === optionId)) return;
  await enqueue(
    payload.userId,
    {
      habitId: payload.habitId,
      date: payload.date,
      answers: [{ questionId: question.id, optionId }],
    },
    { label: payload.title },
  );
  // Open windows reload the queue and send it now (services/offline/other-tabs.ts, browser-events.ts).
  const message = { type: 'changed', userId: payload.userId, sync: true };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
}

async function open(payload: ReminderPayload): Promise<void> {
  // Only a path of this origin (lib/reminders/same-origin-path.ts); anything else opens the app.
  const path = sameOriginPath(payload.url, sw.location.origin) ?? '/';
  const url = new URL(path, sw.location.origin).href;
  const open = await windows();
  const client = open.find((c) => new URL(c.url).origin === sw.location.origin);
  if (client) {
    const message: AppMessage = { type: 'open-habit', url: path };
    client.postMessage(message);
    // Refused without the user's click behind it; the window still goes to the habit.
    await client.focus().catch(() => undefined);
    return;
  }
  await sw.clients.openWindow(url);
}

sw.addEventListener('notificationclick', (event) => {
  const payload = event.notification.data;
  event.notification.close();
  if (!isReminder(payload)) return;
  if (event.action.startsWith(REMINDER_ACTION_PREFIX)) {
    const optionId = Number(event.action.slice(REMINDER_ACTION_PREFIX.length));
    extend(event, answer(payload, optionId));
    return;
  }
  extend(event, open(payload));
});
