/**
 * Render helpers: a page or route subtree inside a memory router (the real route objects, so
 * guards and redirects behave as in the app), with the toast container of the app.
 */
import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { initialUserState, useUserStore, type UserState } from '@/stores/user-store';

export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries });
  const result: RenderResult = render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return { router, ...result };
}

/** Renders one element at `path` (for forms and pages that use router hooks). */
export function renderWithRouter(element: ReactElement, path = '/') {
  return renderRoutes([{ path, element }], [path]);
}

export function setSignedInUser(user: Partial<UserState> = {}): UserState {
  const state: UserState = {
    ...initialUserState,
    userId: '00000000-0000-4000-8000-000000000001',
    userEmail: 'someone@example.com',
    userName: 'Someone',
    ...user,
  };
  useUserStore.setState(state);
  return state;
}

export function resetUserStore(): void {
  useUserStore.setState({ ...initialUserState });
}

/** Finds a toast by its exact text. */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '.Toastify__toast *, .Toastify__toast' });
}
