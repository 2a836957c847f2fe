import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC.md section 2: every navigation scrolls to the top (keyed on each history entry). */
export function ScrollToTop() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
  return null;
}
