/**
 * A value shown one frame late: what the component shows changes only once the frame that
 * follows the change is painted, in a transition (lib/after-next-paint.ts). Home's row shows a
 * tap's answer and total in the tap's own frame, and its met mark and sync words in the next
 * (features/home/components/habit-row/row-parts.tsx), as home's whole-day figures do.
 * `key` names the value: a change of key is a change (the value itself may be a new object each
 * render).
 */
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

export function useAfterPaint<T>(value: T, key: string): T {
  const [shown, setShown] = useState({ key, value });
  const latest = shown.key === key;
  useEffect(() => {
    if (latest) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) startTransition(() => setShown({ key, value }));
    });
    return () => {
      live = false;
    };
    // `value` goes with `key`: the key says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest, key]);
  return latest ? value : shown.value;
}
