import { useEffect } from 'react';

const APP_NAME = 'Streakwise';

/** Gives each page its own tab title (and screen readers a cue that the page changed). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
