import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** docs/domain.md "Routes": every navigation scrolls to the top (keyed on each history entry). */
export function ScrollToTop() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
  return null;
}
