/**
 * The render that shows the restored cache yields to the browser: with 20 components of 5 ms
 * each (100 ms of rendering), no task in between runs more than 60 ms late. TanStack's own
 * provider renders them in one task, so a timer waits the whole 100 ms (this test fails with it).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, useIsRestoring } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { RestoringQueryClientProvider } from './restoring-query-provider';

const CARDS = 20;
const CARD_MS = 5;

function SlowCard() {
  const start = performance.now();
  while (performance.now() - start < CARD_MS) {
    // A card that costs 5 ms to render.
  }
  return <li>card</li>;
}

function Screen() {
  const restoring = useIsRestoring();
  if (restoring) return <p>restoring</p>;
  return (
    <ul>
      {Array.from({ length: CARDS }, (_, i) => (
        <SlowCard key={i} />
      ))}
    </ul>
  );
}

const persister: Persister = {
  persistClient: async () => {},
  restoreClient: async () => ({
    timestamp: Date.now(),
    buster: '',
    clientState: { queries: [], mutations: [] },
  }),
  removeClient: async () => {},
};

let saved: unknown;
beforeEach(() => {
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  saved = g.IS_REACT_ACT_ENVIRONMENT;
  // The scheduler as a browser runs it (inside act, React renders everything at once).
  g.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = saved;
});

it('renders the restored screen in slices, letting other tasks run in between', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const client = new QueryClient();
  // Timers in a chain: the largest gap between two is the longest the thread was blocked.
  let last = performance.now();
  let maxGap = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  root.render(
    <RestoringQueryClientProvider client={client} persistOptions={{ persister }}>
      <Screen />
    </RestoringQueryClientProvider>,
  );
  const deadline = Date.now() + 5000;
  while (container.querySelectorAll('li').length < CARDS && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  running = false;
  expect(container.querySelectorAll('li')).toHaveLength(CARDS);
  expect(maxGap).toBeLessThan(60);
  await act(async () => root.unmount());
  container.remove();
  client.clear();
});
