import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import '../auth.css';

/** Centered card used by the four auth pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="auth-screen">
      <main className="auth-card" id="main">
        <Link
          to={paths.landing.build()}
          className="auth-brand"
          aria-label={t`Streakwise home page`}
        >
          <Logo />
        </Link>
        <h1 className="auth-title">{title}</h1>
        {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="auth-footer">{footer}</div> : null}
      </main>
    </div>
  );
}
