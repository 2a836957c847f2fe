// fake-indexeddb stands in for the IndexedDB a browser provides (jsdom has none).
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendCheckIn,
  clearOtherOutboxes,
  clearOutbox,
  enqueue,
  markFailed,
  readOutbox,
} from '@/services/offline/outbox';
import { enqueueHabitDay, startOfflineSync } from '@/services/offline/habit-day-queue';
import { useUserStore } from '@/stores/user-store';
import { SyncIndicator } from './sync-indicator';

const USER = '00000000-0000-4000-8000-0000000000c3';
let stop: (() => void) | null = null;

beforeEach(async () => {
  // Offline: nothing is sent, so the test sees exactly what the queue holds.
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  await clearOtherOutboxes(null);
  useUserStore.setState({ userId: USER, userEmail: 'c@example.com' });
});

afterEach(() => {
  stop?.();
  stop = null;
  useUserStore.getState().reset();
  vi.restoreAllMocks();
});

async function withQueue() {
  await enqueue(
    USER,
    { habitId: 1, date: '2026-11-20', answers: [{ questionId: 10, optionId: 100 }] },
    { label: 'Walk' },
  );
  const refused = await enqueue(
    USER,
    { habitId: 2, date: '2026-11-21', answers: [{ questionId: 20, optionId: 200 }] },
    { label: 'Floss' },
  );
  await markFailed(USER, refused.id, { message: 'Habit 2 not found', code: '23503', status: 409 });
  stop = startOfflineSync();
  return refused;
}

describe('SyncIndicator', () => {
  it('shows offline, the number waiting and the refused answers with the server reason', async () => {
    await withQueue();
    render(<SyncIndicator />);

    const pill = await screen.findByRole('button', { name: /Sync status: Offline · 1 waiting/ });
    await userEvent.click(pill);
    const panel = screen.getByRole('region', { name: 'Sync details' });
    expect(
      within(panel).getByText(/Offline\. Your answers are kept on this device/),
    ).toBeInTheDocument();
    expect(within(panel).getByTestId('sync-waiting')).toHaveTextContent(
      '1 habit-day waiting to sync.',
    );
    const item = within(panel).getByTestId('sync-failed-item');
    expect(item).toHaveTextContent('Floss · Sat 21 Nov');
    expect(item).toHaveTextContent('Habit 2 not found');
    expect(item).toHaveTextContent('HTTP 409');
  });

  it('discard asks first and keeps the answer when the user says no', async () => {
    const refused = await withQueue();
    render(<SyncIndicator />);
    await userEvent.click(await screen.findByRole('button', { name: /Sync status/ }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);

    await userEvent.click(screen.getByRole('button', { name: /Discard Floss/ }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('cannot be recovered'));
    expect((await readOutbox(USER)).items.map((i) => i.id)).toContain(refused.id);

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: /Discard Floss/ }));
    await waitFor(() => expect(screen.queryByTestId('sync-failed-item')).not.toBeInTheDocument());
    expect((await readOutbox(USER)).items.map((i) => i.input.habitId)).toEqual([1]);
  });

  it('retry makes a refused answer wait again', async () => {
    await withQueue();
    render(<SyncIndicator />);
    await userEvent.click(await screen.findByRole('button', { name: /Sync status/ }));
    await userEvent.click(screen.getByRole('button', { name: /Retry Floss/ }));

    await screen.findByRole('button', { name: /Sync status: Offline · 2 waiting/ });
    expect((await readOutbox(USER)).items.every((i) => i.status === 'pending')).toBe(true);
  });

  it('counts a check-in kept offline, and lists a refused one as the habit’s check-in', async () => {
    await appendCheckIn(
      USER,
      {
        habitId: 3,
        date: '2026-11-22',
        automatically: 6,
        without_remembering: 6,
        without_thinking: 6,
        before_realizing: 6,
      },
      { label: 'Read' },
    );
    const refused = await appendCheckIn(
      USER,
      {
        habitId: 4,
        date: '2026-11-22',
        automatically: 2,
        without_remembering: 2,
        without_thinking: 2,
        before_realizing: 2,
      },
      { label: 'Walk' },
    );
    await markFailed(USER, refused.id, {
      message: 'Habit 4 not found',
      code: '23503',
      status: 409,
    });
    await withQueue();
    render(<SyncIndicator />);
    await userEvent.click(
      await screen.findByRole('button', { name: /Sync status: Offline · 2 waiting/ }),
    );
    const panel = screen.getByRole('region', { name: 'Sync details' });
    expect(within(panel).getByTestId('sync-waiting')).toHaveTextContent(
      '1 habit-day and 1 check-in waiting to sync.',
    );
    const titles = within(panel)
      .getAllByTestId('sync-failed-item')
      .map((i) => i.querySelector('.sync-failed-title')?.textContent);
    expect(titles).toEqual(['Walk check-in · Sun 22 Nov', 'Floss · Sat 21 Nov']);
  });

  it("follows a tap a frame late: the tap's frame shows the answer, the pill after it", async () => {
    stop = startOfflineSync();
    render(<SyncIndicator />);
    await screen.findByRole('button', { name: /Sync status: Offline\./ });
    let kept: Promise<void> = Promise.resolve();
    act(() => {
      kept = enqueueHabitDay({
        habitId: 1,
        date: '2026-11-20',
        answers: [{ questionId: 10, optionId: 100 }],
      });
    });
    // The tap is in the overlay at once (its row shows it); the pill has not changed yet.
    expect(screen.getByRole('button', { name: /Sync status: Offline\./ })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Sync status: Offline · 1 waiting/ }),
    ).toBeInTheDocument();
    await kept;
    await clearOutbox(USER);
  });

  it('says synced when nothing waits', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    stop = startOfflineSync();
    render(<SyncIndicator />);
    expect(await screen.findByRole('button', { name: /Sync status: Synced/ })).toBeInTheDocument();
  });
});
