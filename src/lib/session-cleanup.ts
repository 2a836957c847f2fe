/**
 * Sign-out hygiene: every module that keeps a user's data on the device (stores, query cache,
 * offline queue, service-worker caches) registers a cleanup here; logout runs them all, so no
 * data of the previous user stays readable on the device.
 */
type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

export function onSignOutCleanup(fn: Cleanup): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export async function runSignOutCleanup(): Promise<void> {
  const results = await Promise.allSettled([...cleanups].map((fn) => fn()));
  for (const r of results) {
    if (r.status === 'rejected') console.error('Sign-out cleanup failed', r.reason);
  }
}
