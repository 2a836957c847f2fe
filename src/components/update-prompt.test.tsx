import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';

// The worker itself is exercised in Chromium (tests/e2e/shell-routes.test.ts); here the prompt.
const updateSW = vi.fn(async () => undefined);
let options: { onNeedRefresh?: () => void } = {};
vi.mock('virtual:pwa-register', () => ({
  registerSW: (opts: typeof options) => {
    options = opts;
    return updateSW;
  },
}));

describe('registerServiceWorker', () => {
  it('offers a reload when a new version is waiting, and reloading activates it', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { registerServiceWorker } = await import('@/lib/pwa');
    const { showUpdatePrompt } = await import('./update-prompt');
    render(<ToastContainer />);
    registerServiceWorker(showUpdatePrompt);
    options.onNeedRefresh?.();
    expect(await screen.findByText('A new version is available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updateSW).toHaveBeenCalledWith(true);
  });
});
