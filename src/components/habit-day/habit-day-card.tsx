/**
 * A habit on one day as a whole card (the detail page's "Today", the table's answer dialog): its
 * if-then plan, its questions, answerable in place, with the day's total against the daily target and whether the
 * day is met. Clearing an answer (a tap on the chosen option) offers Undo. Home shows each habit
 * as a compact row instead (src/features/home/components/habit-row/habit-row.tsx), over the
 * same view-model.
 * The day's state, its words and its actions are the view-model's (use-habit-day-card.ts);
 * the parts are habit-card-head.tsx (head and meter), habit-card-body.tsx (the questions,
 * answer-row.tsx) and habit-card-foot.tsx (sync state).
 */
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import type { HabitTree } from '@/hooks/use-habits';
import { useHabitDayCard } from './use-habit-day-card';
import { HabitCardBody } from './habit-card-body';
import { HabitCardFoot } from './habit-card-foot';
import { HabitCardHead, HabitCardMeter } from './habit-card-head';
import { HabitPlan } from './habit-plan';
import '@/components/ui/tinted-card.css';
import './habit-day.css';

interface HabitDayCardProps {
  habit: HabitTree;
  date: string;
  server: DailyHabitScoreWithAnswers | undefined;
  headingLevel?: 2 | 3;
  /** Heading instead of the habit's name (the detail page shows "Today"). */
  title: string;
  /** A frequency habit's day inside a met window: its count ("3 of 3 this week"), or null. */
  autoDone?: string | null;
}

export function HabitDayCard({
  habit,
  date,
  server,
  headingLevel = 2,
  title,
  autoDone = null,
}: HabitDayCardProps) {
  const card = useHabitDayCard({
    habit,
    date,
    server,
    skippable: false,
    notLoaded: false,
    autoDone,
  });
  const style = { ['--habit-color' as string]: habit.color ?? undefined };

  return (
    <article
      className="tinted-card habit-card"
      style={style}
      aria-label={`${habit.name}: ${title}`}
    >
      <HabitCardHead card={card} title={title} headingLevel={headingLevel} />
      <HabitPlan plan={habit.plan} />
      <HabitCardMeter card={card} habit={habit} />
      <HabitCardBody card={card} habit={habit} />
      <HabitCardFoot
        answered={card.answered}
        questions={habit.questions.length}
        entry={card.entry}
        sending={card.sending}
        superseded={card.superseded}
        onRetry={card.retry}
      />
    </article>
  );
}
