/**
 * Home asks for the frame that will show a tap on an answer as soon as the click reaches the
 * page: a listener on the window, in the capture phase, runs before React's own dispatch of the
 * click (its root listener, then the answer's handler, about a millisecond on a phone). A frame
 * boundary that passes while the click is handled then brings that frame at once; asked for
 * later, the frame would wait for the next boundary, a whole frame later
 * (`afterNextPaint` requests it; the row's answer waits on the same frame, lib/use-habit-row.ts).
 */
import { useEffect } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/** Where a click asks for its frame at once: the answers of home's rows. */
const ANSWERS = '.habit-row-answers';

export function useFrameOnAnswer() {
  useEffect(() => {
    const click = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest(ANSWERS)) void afterNextPaint();
    };
    window.addEventListener('click', click, true);
    return () => window.removeEventListener('click', click, true);
  }, []);
}
