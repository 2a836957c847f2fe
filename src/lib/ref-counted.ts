/**
 * A start/stop pair that nested starts share: the first start runs `startOnce`, the stop of the
 * last one still running undoes it, and a stop called twice counts once. React's StrictMode runs
 * effects twice, and more than one component may start the same service.
 */
export function refCounted(startOnce: () => () => void): {
  start: () => () => void;
  isStarted: () => boolean;
} {
  let starts = 0;
  let stopOnce: (() => void) | null = null;
  function start(): () => void {
    starts++;
    if (starts === 1) stopOnce = startOnce();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      starts--;
      if (starts === 0) {
        stopOnce?.();
        stopOnce = null;
      }
    };
  }
  return { start, isStarted: () => starts > 0 };
}
