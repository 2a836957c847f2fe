import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pauseOfflineMessage } from '@/lib/pause-plan';
import { PauseManager, type PauseManagerProps } from './pause-manager';

const today = '2026-11-24';
const pauses = [
  { id: 1, habit_id: null, start_date: '2026-11-20', end_date: null, note: 'Flu' },
  { id: 2, habit_id: null, start_date: '2026-12-20', end_date: '2026-12-27', note: null },
  { id: 3, habit_id: null, start_date: '2026-11-01', end_date: '2026-11-05', note: null },
];

function setup(props: Partial<PauseManagerProps> = {}) {
  const handlers = {
    onCreate: vi.fn<PauseManagerProps['onCreate']>().mockResolvedValue(undefined),
    onResume: vi.fn<PauseManagerProps['onResume']>().mockResolvedValue(undefined),
    onDelete: vi.fn<PauseManagerProps['onDelete']>().mockResolvedValue(undefined),
  };
  const user = userEvent.setup();
  render(
    <PauseManager
      habitName={null}
      today={today}
      pauses={pauses}
      loading={false}
      {...handlers}
      {...props}
    />,
  );
  return { user, ...handlers };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('PauseManager', () => {
  it('lists current and planned pauses, not past ones; resumes, cancels and deletes', async () => {
    const { user, onResume, onDelete } = setup();
    const list = screen.getByRole('list', { name: 'Current and planned pauses of every habit' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Paused nowFrom Fri 20 Nov 2026 until you resumeFlu'),
      expect.stringContaining('PlannedFrom Sun 20 Dec 2026 to Sun 27 Dec 2026'),
    ]);
    await user.click(
      screen.getByRole('button', { name: 'Resume now: From Fri 20 Nov 2026 until you resume' }),
    );
    expect(onResume).toHaveBeenCalledWith(pauses[0]);
    await user.click(
      screen.getByRole('button', { name: 'Cancel pause: From Sun 20 Dec 2026 to Sun 27 Dec 2026' }),
    );
    expect(onResume).toHaveBeenLastCalledWith(pauses[1]);
    await user.click(
      screen.getByRole('button', { name: 'Delete: From Fri 20 Nov 2026 until you resume' }),
    );
    expect(onDelete).toHaveBeenCalledWith(pauses[0]);
  });

  it('shows why a write failed', async () => {
    const { user } = setup({
      onResume: vi.fn().mockRejectedValue(new Error('No connection to the server.')),
    });
    await user.click(screen.getByRole('button', { name: /^Resume now:/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server.');
  });

  it('a new pause: a week from today by default, checked, then sent', async () => {
    const { user, onCreate } = setup({ habitName: 'Gym', pauses: [] });
    expect(screen.getByText('No current or planned pause of Gym.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause Gym…' }));
    const form = screen.getByRole('form', { name: 'Pause Gym' });
    const first = within(form).getByLabelText('First day');
    const last = within(form).getByLabelText('Last day (optional)');
    expect(first).toHaveValue(today);
    expect(last).toHaveValue('2026-11-30');
    await user.clear(last);
    await user.type(last, '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Pause' }));
    expect(
      await within(form).findByText('The last day cannot be before the first day'),
    ).toBeVisible();
    expect(onCreate).not.toHaveBeenCalled();

    await user.clear(last);
    await user.type(within(form).getByLabelText(/Note/), 'Holiday');
    await user.click(within(form).getByRole('button', { name: 'Pause' }));
    expect(onCreate).toHaveBeenCalledWith({ start_date: today, end_date: '', note: 'Holiday' });
    expect(screen.queryByRole('form', { name: 'Pause Gym' })).toBeNull();
  });

  it('offline: says it needs a connection and writes nothing', async () => {
    const { user, onResume } = setup();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(pauseOfflineMessage());
    expect(screen.getByRole('button', { name: /^Resume now:/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pause all habits…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Resume now:/ }));
    expect(onResume).not.toHaveBeenCalled();
  });
});
