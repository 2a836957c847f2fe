/**
 * Home's row of one habit (components/habit-row/habit-row.tsx) over the day's view-model
 * (use-habit-day-card.ts): whether it is folded, whether a habit of several questions shows them
 * all, and the note and skip forms. The state is the row's own, so a tap re-renders this row only.
 *
 * - A row folds once every question is answered (or when paused); a tap on its chevron opens it,
 *   and an answer chosen there folds it again. An answer folds the row only after the frame that
 *   shows it is painted, then in a short fold (`FOLD_MS`, at once with reduced motion): the tap's
 *   frame shows the chosen answer; the fold, which moves the rows below, follows.
 * - A number field touched or focused (typing, a stepper) keeps the row open until the finger goes
 *   elsewhere (a tap or the focus outside the row): it would otherwise fold under the finger at
 *   the first saved digit.
 * - A habit of several questions shows its first question in the row, and all of them once one
 *   is answered or on request ("2 more").
 */
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { HabitTree } from '@/hooks/use-habits';
import { useHabitDayCard } from '@/components/habit-day/use-habit-day-card';
import { afterNextPaint } from '@/lib/after-next-paint';

/** How long an answered row takes to fold (habit-row.css `habit-row-fold`). */
const FOLD_MS = 160;

interface HabitRowInput {
  habit: HabitTree;
  date: string;
  server: DailyHabitScoreWithAnswers | undefined;
  /** Why the habit is not due ("Paused until ...", "Not due today"): no skip, paused rows fold. */
  status: string | null;
  paused: boolean;
  notLoaded: boolean;
  /** The day is done by the frequency: its count in the window ("3 of 3 this week"), or null. */
  autoDone: string | null;
}

export function useHabitRow({
  habit,
  date,
  server,
  status,
  paused,
  notLoaded,
  autoDone,
}: HabitRowInput) {
  const card = useHabitDayCard({
    habit,
    date,
    server,
    skippable: status === null,
    notLoaded,
    autoDone,
  });
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const [more, setMore] = useState<boolean | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const { state } = card;

  useFoldAfterTyping(ref, typing, setTyping, setOpen);

  const foldable = !state.skipped && !card.unknown && (card.complete || paused);
  const folded = foldable && !open && !typing;
  const folding = useFoldAfterAnswer(foldable && open && !typing, setOpen);
  const several = habit.questions.length > 1;
  return {
    card,
    ref,
    folded,
    /** Offered on an opened row that can fold again. */
    canFold: foldable && !folded,
    /** Folding away after an answer: the answers still show, fading (habit-row.css). */
    folding: folding.on,
    /** From an answer until the row has folded (`aria-busy` on the row). */
    settling: folding.busy,
    toggle: () => {
      setNoteOpen(false);
      setTyping(false);
      folding.cancel();
      setOpen(folded);
    },
    several,
    /** Every question shows (a habit of several, once one is answered or on request). */
    allShown: several && (more ?? card.answered > 0),
    setMore,
    noteOpen,
    setNoteOpen,
    /**
     * A choice folds the row once the day is complete, after the frame that shows it. That frame
     * is asked for first (`afterNextPaint` requests it), before the answer is worked out: a frame
     * boundary that passes while the tap is handled then brings the frame at once, where asked
     * for at the end of the work it would wait for the next boundary, a whole frame later.
     */
    answer: (questionId: number, optionId: number | null) => {
      folding.afterPaint();
      setOpen(true);
      card.answer(questionId, optionId);
    },
    /** On a touch or focus inside the row's answers: a number field holds the row open. */
    hold: (e: { target: EventTarget }) => {
      if (e.target instanceof Element && e.target.closest('.number-answer')) setTyping(true);
    },
  };
}

export type HabitRowModel = ReturnType<typeof useHabitRow>;

/**
 * The fold after an answer: `waiting` from the tap until its frame is painted, then `folding` (the
 * answers fade and shrink) and `FOLD_MS` later folded (`setOpen(false)`); with reduced motion, or
 * when the row cannot fold (a question still open), at once. `busy` the whole time.
 */
function useFoldAfterAnswer(canFold: boolean, setOpen: (open: boolean) => void) {
  const [phase, setPhase] = useState<'idle' | 'waiting' | 'folding'>('idle');
  const asked = useRef(0);
  useEffect(() => {
    if (phase !== 'folding') return;
    const ms = canFold && !reducedMotion() ? FOLD_MS : 0;
    const timer = setTimeout(() => {
      setPhase('idle');
      setOpen(false);
    }, ms);
    return () => clearTimeout(timer);
  }, [phase, canFold, setOpen]);
  return {
    on: phase === 'folding' && canFold,
    busy: phase !== 'idle',
    afterPaint: () => {
      const ask = ++asked.current;
      setPhase('waiting');
      void afterNextPaint().then(() => {
        if (ask === asked.current) startTransition(() => setPhase('folding'));
      });
    },
    cancel: () => {
      asked.current += 1;
      setPhase('idle');
    },
  };
}

/**
 * Typing a number: the row stays open until a tap or the focus lands outside it. A tap folds it
 * once that tap's click is over, so nothing moves between the finger going down and up.
 */
function useFoldAfterTyping(
  ref: RefObject<HTMLElement | null>,
  typing: boolean,
  setTyping: (typing: boolean) => void,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!typing) return;
    let pointerDown = false;
    const fold = () => {
      setTyping(false);
      setOpen(false);
    };
    const outside = (e: Event) =>
      !(ref.current && e.target instanceof Node && ref.current.contains(e.target));
    const down = () => {
      pointerDown = true;
    };
    const click = (e: Event) => {
      pointerDown = false;
      if (outside(e)) setTimeout(fold, 0);
    };
    const focus = (e: Event) => {
      if (!pointerDown && outside(e)) fold();
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('click', click, true);
    document.addEventListener('focusin', focus, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('click', click, true);
      document.removeEventListener('focusin', focus, true);
    };
  }, [ref, typing, setTyping, setOpen]);
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
