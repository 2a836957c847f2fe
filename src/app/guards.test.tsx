import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes, resetUserStore, setSignedInUser } from '@/testing/test-utils';
import { RedirectIfSignedIn, RequireAuth } from './guards';

function Where({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p>
      {label} at {location.pathname}
      {location.search}
    </p>
  );
}

const routes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <Where label="home" /> },
      { path: '/tableview', element: <Where label="table" /> },
    ],
  },
  {
    element: <RedirectIfSignedIn />,
    children: [{ path: '/auth/login', element: <Where label="login" /> }],
  },
];

describe('RequireAuth', () => {
  beforeEach(resetUserStore);

  it('sends a signed-out user to /auth/login remembering where they wanted to go', async () => {
    renderRoutes(routes, ['/tableview?days=14']);
    expect(await screen.findByText(/^login at/)).toHaveTextContent(
      `login at /auth/login?from=${encodeURIComponent('/tableview?days=14')}`,
    );
  });

  it('sends a signed-out user from home to plain /auth/login', async () => {
    renderRoutes(routes, ['/']);
    expect(await screen.findByText(/^login at/)).toHaveTextContent('login at /auth/login');
  });

  it('renders the outlet for a signed-in user', async () => {
    setSignedInUser();
    renderRoutes(routes, ['/tableview']);
    expect(await screen.findByText('table at /tableview')).toBeInTheDocument();
  });
});

describe('RedirectIfSignedIn', () => {
  beforeEach(resetUserStore);

  it('shows the auth page to a signed-out user', async () => {
    renderRoutes(routes, ['/auth/login']);
    expect(await screen.findByText('login at /auth/login')).toBeInTheDocument();
  });

  it('sends a signed-in user home', async () => {
    setSignedInUser();
    renderRoutes(routes, ['/auth/login']);
    expect(await screen.findByText('home at /')).toBeInTheDocument();
  });

  it('returns a signed-in user to `from`, but never off-site', async () => {
    setSignedInUser();
    const { unmount } = renderRoutes(routes, [
      `/auth/login?from=${encodeURIComponent('/tableview')}`,
    ]);
    expect(await screen.findByText('table at /tableview')).toBeInTheDocument();
    unmount();
    renderRoutes(routes, [`/auth/login?from=${encodeURIComponent('//evil.example/x')}`]);
    expect(await screen.findByText('home at /')).toBeInTheDocument();
  });
});
