/** The Streakwise mark: a rising streak of check-marks in a rounded square. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--brand, #0f766e)" />
      <path d="M14 36l8 8 14-16" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M36 40l6-6M44 30l8-10" fill="none" stroke="#99f6e4" strokeWidth="6" strokeLinecap="round" />
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
