/**
 * Names the service worker (src/sw.ts) and the page share: the offline queue's BroadcastChannel
 * (services/offline/other-tabs.ts listens on it), the prefix of a notification's answer
 * actions, and what the worker posts to an open window.
 */
export const OUTBOX_CHANNEL = 'streakwise-outbox';

/** A notification action `answer:<option id>` answers the reminder's one question. */
export const REMINDER_ACTION_PREFIX = 'answer:';

/** The worker asks an open window to show a habit (a tap on its reminder). */
export type AppMessage = { type: 'open-habit'; url: string };
