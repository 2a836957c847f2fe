import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { findToast, renderWithRouter } from '@/testing/test-utils';
import { SignupForm } from './signup-form';

async function fill(values: {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
}) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignupForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses mismatching passwords with 'Passwords do not match' and sends nothing", async () => {
    const signUp = vi.spyOn(supabase.auth, 'signUp');
    renderWithRouter(<SignupForm />);
    await fill({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'Passw0rd-one',
      confirm: 'Passw0rd-two',
    });
    // Beside the field and as a toast.
    expect(
      await screen.findByText('Passwords do not match', { selector: '.field-error' }),
    ).toBeInTheDocument();
    expect(await findToast('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('checks required fields, e-mail format and the password rules before any call', async () => {
    const signUp = vi.spyOn(supabase.auth, 'signUp');
    renderWithRouter(<SignupForm />);
    expect(screen.getByText(/At least 8 characters/)).toBeInTheDocument();
    await fill({ email: 'not-an-email', password: 'short', confirm: 'short' });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it("shows the backend's message when sign-up fails", async () => {
    const signUp = vi.spyOn(supabase.auth, 'signUp').mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('User already registered', 422, 'user_already_exists'),
    });
    renderWithRouter(<SignupForm />);
    await fill({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'Passw0rd-one',
      confirm: 'Passw0rd-one',
    });
    expect(await findToast('User already registered')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'ann@example.com',
        password: 'Passw0rd-one',
        options: expect.objectContaining({ data: { name: 'Ann' } }),
      }),
    );
  });

  it('tells the user to check their inbox when the project requires e-mail confirmation', async () => {
    vi.spyOn(supabase.auth, 'signUp').mockResolvedValue({
      data: { user: { id: 'u1', email: 'ann@example.com' } as never, session: null },
      error: null,
    });
    const from = vi.spyOn(supabase, 'from');
    renderWithRouter(<SignupForm />);
    await fill({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'Passw0rd-one',
      confirm: 'Passw0rd-one',
    });
    expect(await findToast('Signup successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    // Without a session the profile row cannot be written yet; it is created on first login.
    await waitFor(() => expect(from).not.toHaveBeenCalled());
  });
});
