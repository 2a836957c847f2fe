/**
 * Resolves once the browser has painted the next frame, so work started after it (a tap's
 * IndexedDB write, its send) does not hold up what the tap changed on screen. Resolves at once
 * where no frame is coming: no `requestAnimationFrame` (tests, workers) or a hidden page (which
 * paints nothing); and after `maxWaitMs` at the latest, should frames stop while waiting.
 *
 * Every caller waiting for the same frame shares one wait: one animation-frame callback and one
 * task after it, however many parts of the screen wait (a tap starts several: the row's mark and
 * sync words, home's figures, the queue's write). So the frame that shows a tap runs one callback
 * of ours, and the state set after it by every waiter lands in one task, in one render.
 */
let shared: Promise<void> | null = null;

export function afterNextPaint(maxWaitMs = 100): Promise<void> {
  if (
    typeof requestAnimationFrame !== 'function' ||
    typeof document === 'undefined' ||
    document.visibilityState !== 'visible'
  )
    return Promise.resolve();
  if (shared) return shared;
  const wait = new Promise<void>((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      if (shared === wait) shared = null;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, maxWaitMs);
    requestAnimationFrame(() => {
      // A caller after this frame's callback waits for the frame after it: its change may miss
      // this paint.
      if (shared === wait) shared = null;
      // A task queued from the frame's callback runs after that frame is painted.
      setTimeout(finish, 0);
    });
  });
  shared = wait;
  return wait;
}
