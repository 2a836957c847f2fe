/**
 * Resolves in a later task of the event loop, so what follows the `await` does not lengthen the
 * task that is running (a long task holds back taps and paints). `scheduler.yield()` where the
 * browser has it (Chromium), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
