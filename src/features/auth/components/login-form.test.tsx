import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { findToast, renderWithRouter } from '@/testing/test-utils';
import { LoginForm } from './login-form';

// Google's script cannot load here: the button is replaced by one that yields a credential the
// way GoogleLogin's onSuccess does. Everything after it (our handler, supabase-js) is real.
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  GoogleLogin: ({
    onSuccess,
  }: {
    onSuccess: (r: { credential?: string; clientId?: string }) => void;
  }) => (
    <button
      type="button"
      onClick={() => onSuccess({ credential: 'google-id-token', clientId: 'cid' })}
    >
      Sign in with Google
    </button>
  ),
}));

describe('LoginForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hides the Google button when no client id is set', async () => {
    renderWithRouter(<LoginForm googleClientId="" />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it("sends the Google button's credential to signInWithIdToken", async () => {
    const signIn = vi
      .spyOn(supabase.auth, 'signInWithIdToken')
      .mockResolvedValue({ data: { user: null, session: null }, error: null } as never);
    const onSignedIn = vi.fn();
    renderWithRouter(
      <LoginForm googleClientId="test-client.apps.googleusercontent.com" onSignedIn={onSignedIn} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(signIn).toHaveBeenCalledWith({ provider: 'google', token: 'google-id-token' });
    expect(await findToast('Login successful!')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalled();
  });

  it("shows the backend's message when the Google token is refused", async () => {
    vi.spyOn(supabase.auth, 'signInWithIdToken').mockResolvedValue({
      data: { user: null, session: null },
      error: new AuthApiError('Bad ID token', 400, 'bad_jwt'),
    } as never);
    renderWithRouter(<LoginForm googleClientId="cid" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await findToast('Bad ID token')).toBeInTheDocument();
  });

  it('validates the e-mail and requires a password before any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithRouter(<LoginForm googleClientId="" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows Auth's message for refused credentials and the fallback when the network fails", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            code: 400,
            error_code: 'invalid_credentials',
            msg: 'Invalid login credentials',
          }),
          {
            status: 400,
          },
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRouter(<LoginForm googleClientId="" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findToast('Invalid login credentials')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findToast('An unexpected error occurred during login')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(String(fetchSpy.mock.calls[0][0])).toMatch(/\/auth\/v1\/token\?grant_type=password$/);
  });
});
