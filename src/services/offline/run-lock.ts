/** Keeps two sync runs over one user's queue (two tabs, or two runners) from running at once. */
export type RunLock = <T>(fn: () => Promise<T>) => Promise<T>;

const localChains = new Map<string, Promise<unknown>>();

/**
 * Cross-tab mutual exclusion where the browser has Web Locks; otherwise a promise chain per lock
 * name, shared by every runner of this page.
 */
export function defaultRunLock(name: string): RunLock {
  return <T>(fn: () => Promise<T>) => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks?.request) return locks.request(name, fn) as Promise<T>;
    const run = (localChains.get(name) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    localChains.set(name, tail);
    void tail.then(() => {
      if (localChains.get(name) === tail) localChains.delete(name);
    });
    return run;
  };
}
