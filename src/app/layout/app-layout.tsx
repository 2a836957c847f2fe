/**
 * The signed-in shell: side bar on wide screens, bottom bar on phones, a header with the sync
 * status slot, and the version label in the footer. TanStack Query starts here, not on login.
 */
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Logo } from '@/components/ui/logo';
import { LogoutIcon } from '@/components/ui/icons';
import { PageSpinner } from '@/components/ui/spinner';
import { SyncIndicator } from '@/components/sync-indicator';
import { VERSION_LABEL } from '@/config/env';
import { useAccountSettingsSync } from '@/hooks/use-account-settings';
import { paths } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { queryClient } from '@/lib/query-client';
import { declareUserMemory } from '@/lib/session-cleanup';
import { startAuthSync } from '@/services/auth/auth-session';
import { useUserStore } from '@/stores/user-store';
import { OfflineQueryProvider } from '../offline-provider';
import { userMemory } from '../user-memory';
import { navItems } from './nav-items';
import './app-layout.css';

// The signed-in area starts as it loads (the app's composition root): what it keeps of a user in
// memory is declared to the sign-out cleanup first, then, supabase-js being first loaded with
// this area, the store follows its session (whose sign-in of another user clears that memory).
declareUserMemory(userMemory);
startAuthSync();

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'nav-link active' : 'nav-link';
}

/** Inside the query provider: keeps week start and day start in step with the account. */
function AccountSettingsSync() {
  useAccountSettingsSync();
  return null;
}

export default function AppLayout() {
  const userName = useUserStore((s) => s.userName);
  const userEmail = useUserStore((s) => s.userEmail);
  const { logout, pending } = useLogout();
  const { t, i18n } = useLingui();

  return (
    <OfflineQueryProvider client={queryClient}>
      <AccountSettingsSync />
      <div className="app-shell">
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <aside className="sidebar">
          <NavLink
            to={paths.home.build()}
            className="sidebar-brand"
            aria-label={t`Streakwise, home`}
          >
            <Logo />
          </NavLink>
          <nav aria-label={t`Main`} className="sidebar-nav">
            <ul>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navClass}>
                    {item.icon}
                    <span>{i18n._(item.label)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="sidebar-footer">
            <div className="sidebar-user" title={userEmail}>
              <span className="sidebar-user-name">{userName || t`Signed in`}</span>
              <span className="sidebar-user-email">{userEmail}</span>
            </div>
            <button
              type="button"
              className="nav-link nav-button"
              onClick={() => void logout()}
              disabled={pending}
            >
              <LogoutIcon />
              <span>
                <Trans>Log out</Trans>
              </span>
            </button>
          </div>
        </aside>

        <div className="app-column">
          <header className="app-header">
            <NavLink
              to={paths.home.build()}
              className="app-header-brand"
              aria-label={t`Streakwise, home`}
            >
              <Logo />
            </NavLink>
            {/* SYNC INDICATOR SLOT: the offline work renders <SyncIndicator /> from
                '@/components/sync-indicator' inside this element. */}
            <div className="app-header-status" data-slot="sync-indicator">
              <SyncIndicator />
            </div>
            <nav aria-label={t`Account`} className="app-header-actions">
              {navItems
                .filter((item) => !item.inBottomBar)
                .map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    className={({ isActive }) => (isActive ? 'icon-link active' : 'icon-link')}
                    aria-label={i18n._(item.label)}
                  >
                    {item.icon}
                  </NavLink>
                ))}
            </nav>
          </header>

          <main className="app-main" id="main" tabIndex={-1}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>

          <footer className="app-footer">
            <span>{VERSION_LABEL}</span>
          </footer>
        </div>

        <nav aria-label={t`Quick`} className="bottom-nav">
          <ul>
            {navItems
              .filter((item) => item.inBottomBar)
              .map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navClass}>
                    {item.icon}
                    <span>{i18n._(item.shortLabel ?? item.label)}</span>
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </OfflineQueryProvider>
  );
}
