import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { VERSION_LABEL } from '@/config/env';
import { paths } from '@/config/paths';
import { useUserStore } from '@/stores/user-store';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '../landing.css';

const previewHabits = [
  { name: 'Morning run', color: '#0f766e', score: 12, pct: 86 },
  { name: 'Read 20 pages', color: '#7c3aed', score: 8, pct: 67 },
  { name: 'No sugar', color: '#c2410c', score: 10, pct: 100 },
];

const features = [
  {
    title: 'Answer in seconds',
    text: 'Each habit asks a few questions; one tap per answer. Done for the day in under ten seconds.',
  },
  {
    title: 'Scores, streaks, strength',
    text: 'Every answer carries a score. See daily and weekly totals, streaks and how strong each habit is.',
  },
  {
    title: 'Works offline',
    text: 'Install it on your phone. Answers made without signal are kept and synced when you are back online.',
  },
];

export default function LandingPage() {
  useDocumentTitle(null);
  const signedIn = Boolean(useUserStore((s) => s.userId));
  return (
    <div className="landing">
      <header className="landing-header">
        <Logo />
        <nav aria-label="Account">
          {signedIn ? (
            <ButtonLink to={paths.home.build()}>Open the app</ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.auth.login.build()} variant="ghost">
                Log in
              </ButtonLink>
              <ButtonLink to={paths.auth.signup.build()}>Sign up</ButtonLink>
            </>
          )}
        </nav>
      </header>
      <main id="main">
        <section className="landing-hero">
          <div>
            <h1>Build habits that stick, one scored answer a day.</h1>
            <p className="landing-lead">
              Streakwise is a habit tracker for your phone. Define your habits with a few questions,
              answer them every day, and watch your scores, streaks and rewards grow.
            </p>
            <div className="landing-cta">
              {signedIn ? (
                <ButtonLink to={paths.home.build()}>Answer today's habits</ButtonLink>
              ) : (
                <>
                  <ButtonLink to={paths.auth.signup.build()}>Create a free account</ButtonLink>
                  <ButtonLink to={paths.auth.login.build()} variant="secondary">
                    I already have an account
                  </ButtonLink>
                </>
              )}
            </div>
          </div>
          <div className="landing-preview" aria-label="Example of today's habits" role="img">
            {previewHabits.map((h) => (
              <div className="preview-row" key={h.name}>
                <span className="preview-dot" style={{ background: h.color }} />
                <div style={{ flex: 1 }}>
                  <div style={{ display: 'flex' }}>
                    <span className="preview-name">{h.name}</span>
                    <span className="preview-score">{h.score} pts</span>
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
            <li key={f.title}>
              <h2>{f.title}</h2>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </main>
      <footer className="landing-footer">{VERSION_LABEL}</footer>
    </div>
  );
}
