/**
 * A habit on one day: its questions, answerable in place, with the day's total against the daily
 * target, whether the day is met, and (home) the habit's streak and strength. On home a finished
 * habit folds to one row (name, met mark, streak, total) that opens again on tap. Clearing an
 * answer (a tap on the chosen option) offers Undo.
 * The day's state, its words and its actions are the view-model's (lib/use-habit-day-card.ts);
 * the parts are habit-card-row.tsx (folded), habit-card-head.tsx (head and meter),
 * habit-card-body.tsx (the questions, answer-row.tsx) and habit-card-foot.tsx (sync state, skip).
 */
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { HabitTree } from '../api/use-habits';
import type { HabitFigures } from '../lib/habit-figures';
import { useHabitDayCard } from '../lib/use-habit-day-card';
import { habitCardBody } from './habit-card-body';
import { HabitCardFoot, SkipDayForm } from './habit-card-foot';
import { habitCardHead, habitCardMeter } from './habit-card-head';
import { foldedHabitCard } from './habit-card-row';

export interface HabitDayCardProps {
  habit: HabitTree;
  date: string;
  server: DailyHabitScoreWithAnswers | undefined;
  /** Show the name as a link to the detail page. */
  linkToDetail?: boolean;
  /** Query string kept on the detail link (e.g. the selected day). */
  search?: string;
  headingLevel?: 2 | 3;
  /** Heading instead of the habit's name (the detail page shows "Today"). */
  title?: string;
  /** Home: the card can fold to one row; `collapsed` says whether it is folded now. */
  fold?: { collapsed: boolean; onToggle: () => void };
  /** Home: the habit's current streak and strength (null while unknown). */
  figures?: HabitFigures | null;
  /** Home: a frequency habit's progress in words ("2 of 3 this week"); on track from `figures`. */
  progress?: string | null;
  /**
   * Home: why the habit is not due on the day ("Paused until ...", "Not due today"); it can still
   * be answered, but offers no skip (the day counts nowhere already).
   */
  status?: string | null;
  /**
   * The day's answers were never read on this device (offline, a day not opened before): the
   * card says so instead of showing a total of 0. Answering still works (it is queued).
   */
  notLoaded?: boolean;
}

export function HabitDayCard({
  habit,
  date,
  server,
  linkToDetail = true,
  search = '',
  headingLevel = 2,
  title,
  fold,
  figures,
  progress = null,
  status = null,
  notLoaded = false,
}: HabitDayCardProps) {
  const card = useHabitDayCard({
    habit,
    date,
    server,
    foldable: Boolean(fold),
    figures,
    status,
    notLoaded,
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const style = { ['--habit-color' as string]: habit.color ?? undefined };
  const label = title ? `${habit.name}: ${title}` : habit.name;
  const shown = { card, habit, figures, progress, status };

  if (fold?.collapsed) {
    return foldedHabitCard({ ...shown, Heading, style, label, onToggle: fold.onToggle });
  }

  return (
    <article className="tinted-card habit-card" style={style} aria-label={label}>
      {habitCardHead({ card, habit, Heading, linkToDetail, search, title, onFold: fold?.onToggle })}
      {habitCardMeter(shown)}
      {card.unknown ? (
        <p className="habit-not-loaded">
          This day was not loaded on this device: its answers show once you are online.
        </p>
      ) : null}
      {habitCardBody({ card, habit })}
      {card.canSkip && card.skipOpen ? (
        <SkipDayForm
          habitName={habit.name}
          dayWord={card.dayWord}
          onSkip={(note) => {
            card.setSkipOpen(false);
            card.skip(note);
          }}
          onCancel={() => card.setSkipOpen(false)}
        />
      ) : null}
      <HabitCardFoot
        answered={card.answered}
        questions={habit.questions.length}
        entry={card.entry}
        sending={card.sending}
        onRetry={card.retry}
      />
    </article>
  );
}
