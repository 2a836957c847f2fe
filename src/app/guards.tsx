/**
 * Route guards as pathless layout routes (tldraw / bulletproof-react style): they render
 * <Navigate> or <Outlet/>. The persisted user store answers synchronously, so a reload of a
 * signed-in page never flashes the login form.
 */
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { paths, safeReturnPath } from '@/config/paths';
import { useUserStore } from '@/stores/user-store';

/** The main area needs a signed-in user; others go to login, remembering where they wanted to go. */
export function RequireAuth() {
  const userId = useUserStore((s) => s.userId);
  const location = useLocation();
  if (!userId) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.build(from)} replace />;
  }
  return <Outlet />;
}

/** A signed-in user who opens login, sign-up or reset goes home (or back to `from`). */
export function RedirectIfSignedIn() {
  const userId = useUserStore((s) => s.userId);
  const [params] = useSearchParams();
  if (userId) return <Navigate to={safeReturnPath(params.get('from'))} replace />;
  return <Outlet />;
}
