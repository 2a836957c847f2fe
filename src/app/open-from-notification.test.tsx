/**
 * The page's half of a tap on a reminder: the service worker posts a path, the router goes there
 * only when it is a path of this origin. jsdom has no service worker container; an EventTarget
 * stands in for navigator.serviceWorker, and the messages are posted on it as the worker would.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '@/testing/test-utils';
import { OpenFromNotification } from './open-from-notification';

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search}
    </p>
  );
}

let container: EventTarget;
beforeEach(() => {
  container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const post = (url: unknown) =>
  act(() => {
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'open-habit', url } }));
  });

describe('OpenFromNotification', () => {
  it('goes to a path of this origin and ignores //host, /\\host and other origins', async () => {
    const { router } = renderRoutes([
      {
        path: '*',
        element: (
          <>
            <OpenFromNotification />
            <Where />
          </>
        ),
      },
    ]);
    expect(await screen.findByText(/^at/)).toHaveTextContent(/^at \/$/);
    // Asked to go elsewhere, the router would refuse by throwing; it is not even asked.
    const navigate = vi.spyOn(router, 'navigate');
    for (const url of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 42])
      await post(url);
    expect(screen.getByText(/^at/)).toHaveTextContent(/^at \/$/);
    expect(navigate).not.toHaveBeenCalled();
    await post('/habit/3?date=2025-03-01');
    expect(screen.getByText(/^at/)).toHaveTextContent(/^at \/habit\/3\?date=2025-03-01$/);
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/habit/3?date=2025-03-01']);
  });
});
