import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { VERSION_LABEL } from '@/config/env';
import { paths } from '@/config/paths';
import { useUserStore } from '@/stores/user-store';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '../landing.css';

// Built once, translated where shown (`i18n._`): the language may change meanwhile.
const previewHabits: { name: MessageDescriptor; color: string; score: number; pct: number }[] = [
  { name: msg`Morning run`, color: '#0f766e', score: 12, pct: 86 },
  { name: msg`Read 20 pages`, color: '#7c3aed', score: 8, pct: 67 },
  { name: msg`No sugar`, color: '#c2410c', score: 10, pct: 100 },
];

const features: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Answer in seconds`,
    text: msg`Each habit asks a few questions; one tap per answer. Done for the day in under ten seconds.`,
  },
  {
    title: msg`Scores, streaks, strength`,
    text: msg`Every answer carries a score. See daily and weekly totals, streaks and how strong each habit is.`,
  },
  {
    title: msg`Works offline`,
    text: msg`Install it on your phone. Answers made without signal are kept and synced when you are back online.`,
  },
];

export default function LandingPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(null);
  const signedIn = Boolean(useUserStore((s) => s.userId));
  return (
    <div className="landing">
      <header className="landing-header">
        <Logo />
        <nav aria-label={t`Account`}>
          {signedIn ? (
            <ButtonLink to={paths.home.build()}>
              <Trans>Open the app</Trans>
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.auth.login.build()} variant="ghost">
                <Trans>Log in</Trans>
              </ButtonLink>
              <ButtonLink to={paths.auth.signup.build()}>
                <Trans>Sign up</Trans>
              </ButtonLink>
            </>
          )}
        </nav>
      </header>
      <main id="main">
        <section className="landing-hero">
          <div>
            <h1>
              <Trans>Build habits that stick, one scored answer a day.</Trans>
            </h1>
            <p className="landing-lead">
              <Trans>
                Streakwise is a habit tracker for your phone. Define your habits with a few
                questions, answer them every day, and watch your scores, streaks and rewards grow.
              </Trans>
            </p>
            <div className="landing-cta">
              {signedIn ? (
                <ButtonLink to={paths.home.build()}>
                  <Trans>Answer today's habits</Trans>
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to={paths.auth.signup.build()}>
                    <Trans>Create a free account</Trans>
                  </ButtonLink>
                  <ButtonLink to={paths.auth.login.build()} variant="secondary">
                    <Trans>I already have an account</Trans>
                  </ButtonLink>
                </>
              )}
            </div>
          </div>
          <div className="landing-preview" aria-label={t`Example of today's habits`} role="img">
            {previewHabits.map((h) => (
              <div className="preview-row" key={h.color}>
                <span className="preview-dot" style={{ background: h.color }} />
                <div style={{ flex: 1 }}>
                  <div style={{ display: 'flex' }}>
                    <span className="preview-name">{i18n._(h.name)}</span>
                    <span className="preview-score">
                      <Plural value={{ score: h.score }} one="# pt" other="# pts" />
                    </span>
                  </div>
                  <div className="preview-bar">
                    <span style={{ width: `${h.pct}%`, background: h.color }} />
                  </div>
                </div>
              </div>
            ))}
          </div>
        </section>
        <ul className="landing-features">
          {features.map((f) => (
            <li key={f.title.id}>
              <h2>{i18n._(f.title)}</h2>
              <p>{i18n._(f.text)}</p>
            </li>
          ))}
        </ul>
      </main>
      <footer className="landing-footer">{VERSION_LABEL}</footer>
    </div>
  );
}
