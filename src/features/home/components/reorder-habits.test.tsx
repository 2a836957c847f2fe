import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repositories } from '@/api/app-repositories';
import type { HabitMetadata } from '@/api/habit-metadata';
import { WriteError } from '@/api/write';
import { findToast, renderWithRouter } from '@/testing/test-utils';
import { useHabitList } from '@/api/habit-metadata-queries';
import { ReorderHabits } from './reorder-habits';

const habit = (id: number, name: string, position: number, archived = false) =>
  ({ id, name, position, archived, color: '#2563eb' }) as HabitMetadata;

/** The server's rows; readAll returns them sorted as the repository does. */
let server: HabitMetadata[];

/** Home in miniature: the habit list as read (and optimistically updated), and the button. */
function Home() {
  const { data } = useHabitList();
  const shown = (data ?? []).filter((h) => !h.archived);
  return (
    <>
      <ul aria-label="Habits on home">
        {shown.map((h) => (
          <li key={h.id}>{h.name}</li>
        ))}
      </ul>
      {data ? <ReorderHabits habits={shown} /> : null}
    </>
  );
}

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRouter(
    <QueryClientProvider client={client}>
      <Home />
    </QueryClientProvider>,
  );
}

const homeOrder = () =>
  within(screen.getByRole('list', { name: 'Habits on home' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const dialogOrder = () =>
  within(screen.getByRole('dialog', { name: 'Reorder habits' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.reorder-name')?.textContent);

async function openReorder() {
  const user = userEvent.setup();
  renderHome();
  await user.click(await screen.findByRole('button', { name: 'Reorder' }));
  return user;
}

describe('ReorderHabits', () => {
  beforeEach(() => {
    server = [
      habit(1, 'Sleep', 0),
      habit(2, 'Read', 1),
      habit(4, 'Old', 2, true),
      habit(3, 'Walk', 3),
    ];
    vi.spyOn(repositories.habitMetadata, 'readAll').mockImplementation(async () =>
      [...server].sort((a, b) => a.position - b.position || a.id - b.id),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the habits with a move up and a move down button each, the ends disabled', async () => {
    await openReorder();
    const dialog = screen.getByRole('dialog', { name: 'Reorder habits' });
    expect(dialogOrder()).toEqual(['Sleep', 'Read', 'Walk']);
    expect(within(dialog).getByRole('button', { name: 'Move Sleep up' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move Sleep down' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Move Walk up' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Move Walk down' })).toBeDisabled();
  });

  it('moves with the keyboard, keeps the focus on the moved habit and saves at once', async () => {
    let finish: () => void = () => undefined;
    const reorder = vi.spyOn(repositories.habitMetadata, 'reorder').mockImplementation(
      (ids) =>
        new Promise<void>((resolve) => {
          finish = () => {
            server = server.map((h) => {
              const i = ids.indexOf(h.id);
              return { ...h, position: i >= 0 ? i : ids.length };
            });
            resolve();
          };
        }),
    );
    const user = await openReorder();

    screen.getByRole('button', { name: 'Move Walk up' }).focus();
    await user.keyboard('{Enter}');
    expect(dialogOrder()).toEqual(['Sleep', 'Walk', 'Read']);
    expect(screen.getByRole('button', { name: 'Move Walk up' })).toHaveFocus();
    // Ours, not dnd-kit's own live region (there once its lazy list has loaded).
    expect(
      screen
        .getAllByRole('status')
        .filter((s) => s.textContent === 'Walk moved to position 2 of 3'),
    ).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(dialogOrder()).toEqual(['Walk', 'Sleep', 'Read']);
    // At the top "up" is disabled: the focus goes to "down" of the same habit.
    expect(screen.getByRole('button', { name: 'Move Walk down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(reorder).toHaveBeenCalledWith([3, 1, 2]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Optimistic: home shows the new order before the server answers.
    expect(homeOrder()).toEqual(['Walk', 'Sleep', 'Read']);
    expect(screen.getByRole('button', { name: 'Reorder' })).toHaveFocus();
    finish();
    await findToast('Order saved');
    await waitFor(() => expect(homeOrder()).toEqual(['Walk', 'Sleep', 'Read']));
  });

  it('goes back to the old order and says why when the server refuses', async () => {
    vi.spyOn(repositories.habitMetadata, 'reorder').mockRejectedValue(
      new WriteError('The new order leaves out habit 9 ("Swim")', { status: 400, code: '22023' }),
    );
    const user = await openReorder();
    await user.click(screen.getByRole('button', { name: 'Move Sleep down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('The new order leaves out habit 9 ("Swim")');
    expect(homeOrder()).toEqual(['Sleep', 'Read', 'Walk']);
  });

  it('tells the user when there is no connection, and keeps the old order', async () => {
    vi.spyOn(repositories.habitMetadata, 'reorder').mockRejectedValue(
      new WriteError('reorder_habits: Failed to fetch', { status: 0 }),
    );
    const user = await openReorder();
    await user.click(screen.getByRole('button', { name: 'Move Read up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('No connection to the server. Please try again when you are online.');
    expect(homeOrder()).toEqual(['Sleep', 'Read', 'Walk']);
  });

  it('Cancel and Escape leave the order as it was and send nothing', async () => {
    const reorder = vi.spyOn(repositories.habitMetadata, 'reorder');
    const user = await openReorder();
    await user.click(screen.getByRole('button', { name: 'Move Read up' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(homeOrder()).toEqual(['Sleep', 'Read', 'Walk']);

    // Opening again starts from the saved order, not the cancelled one.
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(dialogOrder()).toEqual(['Sleep', 'Read', 'Walk']);
    await user.click(screen.getByRole('button', { name: 'Move Sleep down' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reorder).not.toHaveBeenCalled();
  });

  it('Save without a change closes without sending anything', async () => {
    const reorder = vi.spyOn(repositories.habitMetadata, 'reorder');
    const user = await openReorder();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reorder).not.toHaveBeenCalled();
  });
});
