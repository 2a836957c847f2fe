/**
 * Resolves once the browser has painted the next frame, so work started after it (a tap's
 * IndexedDB write, its send) does not hold up what the tap changed on screen. Resolves at once
 * where no frame is coming: no `requestAnimationFrame` (tests, workers) or a hidden page (which
 * paints nothing); and after `maxWaitMs` at the latest, should frames stop while waiting.
 */
export function afterNextPaint(maxWaitMs = 100): Promise<void> {
  if (
    typeof requestAnimationFrame !== 'function' ||
    typeof document === 'undefined' ||
    document.visibilityState !== 'visible'
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, maxWaitMs);
    // A task queued from the frame's callback runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
