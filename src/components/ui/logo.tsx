import './logo.css';
/** The Streakwise mark: a check mark over three rising dots (the streak). */
function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path
        d="M15 31l11 11 21-23"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#99f6e4">
        <circle cx="36" cy="51" r="2.6" />
        <circle cx="43.5" cy="47.5" r="2.6" />
        <circle cx="51" cy="44" r="2.6" />
      </g>
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark size={28} />
      <span className="logo-text">Streakwise</span>
    </span>
  );
}
