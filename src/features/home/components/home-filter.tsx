/**
 * Home's filter by name (from lib/home-groups.ts FILTER_FROM habits): a button beside the day's
 * progress opens a search field under it; the rows then show the habits whose name holds what is
 * typed. Escape clears it, and on an empty field closes it (the focus goes back to the button).
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import './home-groups.css';

export function HomeFilter({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  /** What shares the line with the button (the day's progress). */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(value !== '');
  const toggle = useRef<HTMLButtonElement>(null);
  const fieldId = useId();
  const close = () => {
    onChange('');
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <div className="home-progress-row">
        {children}
        <button
          ref={toggle}
          type="button"
          className="home-filter-toggle"
          aria-label={t`Find a habit`}
          aria-expanded={open}
          aria-controls={fieldId}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {open ? (
        <div className="home-filter" id={fieldId}>
          <input
            type="search"
            className="input home-filter-input"
            aria-label={t`Filter habits by name`}
            placeholder={t`Filter habits by name`}
            autoComplete="off"
            enterKeyHint="search"
            // Opened by a tap on the button: the field is what the person wants next.
            autoFocus
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              e.preventDefault();
              // The first Escape clears what was typed, the next one closes the field.
              if (value !== '') onChange('');
              else close();
            }}
          />
        </div>
      ) : null}
    </>
  );
}
