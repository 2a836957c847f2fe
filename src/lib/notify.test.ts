import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { messageOf } from './notify';

describe('messageOf', () => {
  it("uses the backend's message when there is one", () => {
    expect(
      messageOf(
        new AuthApiError('User already registered', 422, 'user_already_exists'),
        'Signup failed',
      ),
    ).toBe('User already registered');
    expect(
      messageOf(
        { message: 'permission denied for table x', code: '42501' },
        'Something went wrong',
      ),
    ).toBe('permission denied for table x');
  });

  it('falls back for network failures, empty messages and non-errors', () => {
    const fallback = 'An unexpected error occurred during signup';
    expect(messageOf(new AuthRetryableFetchError('Failed to fetch', 0), fallback)).toBe(fallback);
    expect(messageOf({ message: '  ' }, fallback)).toBe(fallback);
    expect(messageOf({ message: '{}' }, fallback)).toBe(fallback);
    expect(messageOf('boom', fallback)).toBe(fallback);
    expect(messageOf(null, fallback)).toBe(fallback);
  });
});
