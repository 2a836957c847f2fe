/**
 * habit/:habitid: one habit's questions and today's answers, history, weekly scores, strength,
 * streaks, all-time performance, how automatic it has become (weekly check-ins and Lally's
 * curve), a calendar heatmap and the strength over time (the charts of insights,
 * src/components/charts), pauses and consequences; edit, archive, delete, save as
 * template.
 * The reads, the actions and the focus are the view-model's (lib/use-habit-detail.ts); this is
 * the layout. Consequences are evaluated by services/consequences/consequence-runner.ts, not here.
 */
import { useLingui } from '@lingui/react';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import { formatDay } from '@/lib/i18n/format';
import { dayLabel } from '@/lib/day-label';
import { AutomaticitySection } from '../components/automaticity-section';
import { DailyHistory } from '../components/daily-history';
import { DeleteHabitDialog, DeleteHabitSection } from '../components/delete-habit';
import { DetailDayCard } from '../components/detail-day-card';
import { DetailHeader, DetailWaiting, HabitNotFound } from '../components/detail-header';
import { HabitCharts } from '../components/habit-charts';
import { EditHabitSection } from '../components/edit-habit-section';
import { HabitPauses } from '../components/habit-pauses';
import { HabitStats } from '../components/habit-stats';
import { ConsequencesSection } from '../components/consequences-section';
import { dayKey, maxOf } from '@/components/habit-day/day-state';
import { toFormValues } from '@/components/habit-form/habit-form-values';
import { useHabitDetail } from '../lib/use-habit-detail';
import '@/components/ui/form.css';
import '@/components/ui/page-header.css';
import '../habit-detail.css';

export default function HabitDetailPage({ habitid }: { habitid: string }) {
  // The page's words, and those its sections make while rendering, follow the language.
  useLingui();
  const detail = useHabitDetail(habitid);
  const { habit, questions, consequences, today, day, weekStart, actions } = detail;
  // A past day (?date=, from home on that day): its answers, and the figures as of it.
  const dayTitle = dayLabel(day, today);

  const h = habit.data;
  if (detail.notFound) return <HabitNotFound home={detail.home} />;
  if (!h || questions.isPending) {
    const offline = waitsForNetwork(habit) || Boolean(h && waitsForNetwork(questions));
    return <DetailWaiting home={detail.home} offline={offline} />;
  }

  const qs = questions.data ?? [];
  const max = maxOf(qs);
  const tree = { ...h, questions: qs };

  return (
    <div className="habit-detail" style={{ ['--habit-color' as string]: h.color ?? undefined }}>
      <DetailHeader
        habit={h}
        home={detail.home}
        titleRef={detail.titleRef}
        actions={actions}
        rulesPending={consequences.isPending}
      />
      {actions.editing ? (
        <EditHabitSection
          defaultValues={toFormValues(h, qs, consequences.data?.rules ?? [])}
          actions={actions}
          habitId={h.id}
          habitName={h.name}
        />
      ) : (
        <>
          <DetailDayCard
            habit={tree}
            day={day}
            title={dayTitle}
            server={detail.dayScores.byDay.get(dayKey(h.id, day))}
            max={max}
          />
          <HabitStats
            habitId={h.id}
            max={max}
            dailyTarget={h.daily_target}
            today={day}
            asOf={day === today ? null : formatDay(day, 'weekdayDayMonthYear')}
            weekStart={weekStart}
            createdAt={h.created_at}
          />
          <AutomaticitySection habit={h} today={today} />
          <HabitCharts
            habitId={h.id}
            name={h.name}
            color={h.color}
            max={max}
            today={today}
            weekStart={weekStart}
            questions={qs}
          />
          <DailyHistory
            habitId={h.id}
            questions={qs}
            max={max}
            dailyTarget={h.daily_target ?? null}
          />
          <HabitPauses habitId={h.id} name={h.name} today={today} />
          <ConsequencesSection habitId={h.id} data={consequences.data} />
          <DeleteHabitSection actions={actions} />
        </>
      )}
      <DeleteHabitDialog habit={h} actions={actions} />
    </div>
  );
}
