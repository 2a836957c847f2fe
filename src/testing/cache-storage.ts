/** Cache Storage as a browser has it (jsdom has none): the named caches, which can be deleted. */
export function installCacheStorage(names: string[]): Set<string> {
  const all = new Set(names);
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      keys: async () => [...all],
      delete: async (name: string) => all.delete(name),
    },
  });
  return all;
}
