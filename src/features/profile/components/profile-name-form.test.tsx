import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repositories } from '@/api/app-repositories';
import { findToast, renderWithRouter, setSignedInUser } from '@/testing/test-utils';
import { useUserStore } from '@/stores/user-store';
import { ProfileNameForm } from './profile-name-form';

function renderForm(userId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <ProfileNameForm userId={userId} />
    </QueryClientProvider>,
  );
}

describe('ProfileNameForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the stored name and saves a new one with 'User saved successfully!'", async () => {
    const { userId } = setSignedInUser({ userName: 'Ann' });
    vi.spyOn(repositories.userMaster, 'readName').mockResolvedValue('Ann');
    const upsert = vi.spyOn(repositories.userMaster, 'upsert').mockResolvedValue();
    renderForm(userId);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Ann');
    await userEvent.clear(input);
    await userEvent.type(input, '  Annie  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await findToast('User saved successfully!')).toBeInTheDocument();
    expect(upsert).toHaveBeenCalledWith({ user_id: userId, name: 'Annie' });
    expect(useUserStore.getState().userName).toBe('Annie');
  });

  it("tells the user 'Failed to save user details' when the upsert fails, and keeps the old name", async () => {
    const { userId } = setSignedInUser({ userName: 'Ann' });
    vi.spyOn(repositories.userMaster, 'readName').mockResolvedValue('Ann');
    vi.spyOn(repositories.userMaster, 'upsert').mockRejectedValue(new Error('permission denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(userId);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Bo');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await findToast('Failed to save user details')).toBeInTheDocument();
    expect(useUserStore.getState().userName).toBe('Ann');
  });

  it('refuses an empty or too long name before any call', async () => {
    const { userId } = setSignedInUser({ userName: 'Ann' });
    vi.spyOn(repositories.userMaster, 'readName').mockResolvedValue('Ann');
    const upsert = vi.spyOn(repositories.userMaster, 'upsert');
    renderForm(userId);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(input, 'x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(upsert).not.toHaveBeenCalled();
  });

  it('keeps Save enabled for a name typed before the stored one arrived', async () => {
    const { userId } = setSignedInUser({ userName: 'Ann' });
    let arrive!: (name: string) => void;
    vi.spyOn(repositories.userMaster, 'readName').mockReturnValue(
      new Promise<string>((resolve) => (arrive = resolve)),
    );
    const upsert = vi.spyOn(repositories.userMaster, 'upsert').mockResolvedValue();
    renderForm(userId);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Typed early');
    await act(async () => arrive('Ann'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(input).toHaveValue('Typed early');
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await findToast('User saved successfully!')).toBeInTheDocument();
    expect(upsert).toHaveBeenCalledWith({ user_id: userId, name: 'Typed early' });
  });

  it('disables Save while the field holds the stored name', async () => {
    const { userId } = setSignedInUser({ userName: 'Ann' });
    vi.spyOn(repositories.userMaster, 'readName').mockResolvedValue('Ann');
    renderForm(userId);
    const save = screen.getByRole('button', { name: 'Save name' });
    await waitFor(() => expect(save).toBeDisabled());
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'x');
    expect(save).toBeEnabled();
    await userEvent.type(input, '{Backspace}');
    expect(save).toBeDisabled();
  });
});
