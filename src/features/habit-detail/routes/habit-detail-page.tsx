/**
 * habit/:habitid: one habit's questions and today's answers, history, weekly scores, strength,
 * streaks, all-time performance, how automatic it has become (weekly check-ins and Lally's
 * curve), a calendar heatmap and the strength over time (the charts of insights,
 * src/components/charts), pauses and consequences; edit, archive, delete, save as
 * template.
 * The reads, the actions and the focus are the view-model's (lib/use-habit-detail.ts); this is
 * the layout. Consequences are evaluated by services/consequences/consequence-runner.ts, not here.
 */
import { format } from 'date-fns';
import { useHabitGroups } from '@/api/habit-group-queries';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import { PageSpinner } from '@/components/ui/spinner';
import { parseIsoDate } from '@shared/scores/dates';
import { dayLabel } from '@/lib/day-label';
import { AutomaticitySection } from '../components/automaticity-section';
import { DailyHistory } from '../components/daily-history';
import { DeleteHabitDialog, DeleteHabitSection } from '../components/delete-habit';
import { DetailDayCard } from '../components/detail-day-card';
import { DetailHeader, DetailWaiting, HabitNotFound } from '../components/detail-header';
import { HabitCharts } from '../components/habit-charts';
import { HabitForm } from '@/components/habit-form/habit-form';
import { HabitReminders } from '../components/habit-reminders';
import { HabitPauses } from '../components/habit-pauses';
import { HabitStats } from '../components/habit-stats';
import { ConsequencesSection } from '../components/consequences-section';
import { dayKey, maxOf } from '@/components/habit-day/day-state';
import { toFormValues, type HabitFormValues } from '@/components/habit-form/habit-form-values';
import { useHabitDetail } from '../lib/use-habit-detail';
import '@/components/ui/form.css';
import '@/components/ui/page-header.css';
import '../habit-detail.css';

export default function HabitDetailPage({ habitid }: { habitid: string }) {
  const detail = useHabitDetail(habitid);
  const { habit, questions, consequences, today, day, weekStart, actions } = detail;
  // A past day (?date=, from home on that day): its answers, and the figures as of it.
  const dayTitle = dayLabel(day, today);

  const h = habit.data;
  if (detail.notFound) return <HabitNotFound home={detail.home} />;
  if (!h || questions.isPending) {
    // The close button and (on phones) the tab bar stay; offline a read that never answered
    // says so instead of spinning until the network returns.
    return (
      <DetailWaiting home={detail.home}>
        {waitsForNetwork(habit) || (h && waitsForNetwork(questions)) ? (
          <NeedsConnection detail="This habit has not been opened on this device yet. Its page shows once it has loaded with a connection." />
        ) : (
          <PageSpinner label="Loading the habit…" />
        )}
      </DetailWaiting>
    );
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
            asOf={day === today ? null : format(parseIsoDate(day), 'EEE d MMM yyyy')}
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

/** The addhabit form in edit mode, in place of the page's sections. */
function EditHabitSection({
  defaultValues,
  actions,
  habitId,
  habitName,
}: {
  defaultValues: HabitFormValues;
  habitId: number;
  habitName: string;
  actions: ReturnType<typeof useHabitDetail>['actions'];
}) {
  const groups = useHabitGroups().data;
  return (
    <section className="detail-section" aria-label="Edit habit">
      <p className="field-hint">Past days keep the scores they had when they were answered.</p>
      <HabitForm
        defaultValues={defaultValues}
        submitLabel="Save changes"
        groups={groups}
        onSubmit={actions.onEdit}
        onCancel={() => actions.setEditing(false)}
      />
      <HabitReminders habitId={habitId} habitName={habitName} />
    </section>
  );
}
