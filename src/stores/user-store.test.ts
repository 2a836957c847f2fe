import { beforeEach, describe, expect, it } from 'vitest';
import { clearUserStore, initialUserState, USER_STORE_KEY, useUserStore } from './user-store';

const alice = {
  userId: 'a1b2c3d4-0000-4000-8000-000000000001',
  userEmail: 'alice@example.com',
  userName: 'Alice',
};

describe('user store', () => {
  beforeEach(() => {
    useUserStore.setState({ ...initialUserState });
    localStorage.clear();
  });

  it('starts signed out and unpaid', () => {
    const { isUserPaid, userId, userEmail, userName } = useUserStore.getState();
    expect({ isUserPaid, userId, userEmail, userName }).toEqual({
      isUserPaid: false,
      userId: '',
      userEmail: '',
      userName: '',
    });
  });

  it('persists exactly isUserPaid, userId, userEmail and userName (never tokens)', () => {
    useUserStore.getState().setUser(alice);
    const raw = localStorage.getItem(USER_STORE_KEY);
    expect(raw).not.toBeNull();
    const persisted = JSON.parse(raw!) as { state: Record<string, unknown>; version: number };
    expect(Object.keys(persisted.state).sort()).toEqual([
      'isUserPaid',
      'userEmail',
      'userId',
      'userName',
    ]);
    expect(persisted.state).toEqual({ isUserPaid: false, ...alice });
    expect(raw).not.toMatch(/token/i);
  });

  it('keeps the name for the same user and drops it when another user signs in', () => {
    useUserStore.getState().setUser(alice);
    useUserStore.getState().setUser({ userId: alice.userId, userEmail: alice.userEmail });
    expect(useUserStore.getState().userName).toBe('Alice');
    useUserStore.getState().setUser({ userId: 'other', userEmail: 'bob@example.com' });
    expect(useUserStore.getState().userName).toBe('');
  });

  it('rehydrates from storage', async () => {
    localStorage.setItem(
      USER_STORE_KEY,
      JSON.stringify({ state: { ...alice, isUserPaid: true }, version: 1 }),
    );
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState()).toMatchObject({ ...alice, isUserPaid: true });
  });

  it('reset clears id, e-mail and name, and clearUserStore also removes the stored copy', () => {
    useUserStore.getState().setUser(alice);
    useUserStore.getState().reset();
    expect(useUserStore.getState()).toMatchObject(initialUserState);
    useUserStore.getState().setUser(alice);
    clearUserStore();
    expect(useUserStore.getState()).toMatchObject(initialUserState);
    expect(localStorage.getItem(USER_STORE_KEY)).toBeNull();
  });
});
