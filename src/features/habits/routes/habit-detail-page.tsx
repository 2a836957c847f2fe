/**
 * habit/:habitid: one habit's questions and today's answers, history, weekly scores, strength,
 * streaks, all-time performance and consequences; edit, archive, delete, save as template.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeWriteError } from '@/api/write';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useToday } from '@/hooks/use-today';
import { useSettingsStore } from '@/stores/settings-store';
import {
  useDeleteHabit,
  useSaveHabitAsTemplate,
  useSetArchived,
  useUpdateHabit,
} from '../api/use-habit-mutations';
import {
  useHabit,
  useHabitConsequences,
  useHabitQuestions,
  useScoresInRange,
} from '../api/use-habits';
import { DailyHistory } from '../components/daily-history';
import { HabitDayCard } from '../components/habit-day-card';
import { HabitForm } from '../components/habit-form/habit-form';
import { HabitStats } from '../components/habit-stats';
import { ConsequencesSection } from '../components/consequences-section';
import { dayKey, maxOf } from '../lib/day-state';
import { toFormValues, toHabitPayload, type HabitFormValues } from '../lib/habit-form-schema';
import '../habits.css';

export default function HabitDetailPage({ habitid }: { habitid: string }) {
  const habitId = /^\d+$/.test(habitid) ? Number(habitid) : 0;
  const habit = useHabit(habitId);
  const questions = useHabitQuestions(habitId);
  const consequences = useHabitConsequences(habitId);
  const today = useToday();
  const todayScores = useScoresInRange(today, today);
  const weekStart = useSettingsStore((s) => s.weekStart);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  // Closing keeps the day the list was showing (?date=).
  const home = { pathname: paths.home.build(), search: location.search };
  const titleRef = useRef<HTMLHeadingElement>(null);
  const update = useUpdateHabit(habitId);
  const archive = useSetArchived(habitId);
  const remove = useDeleteHabit(habitId);
  const saveAsTemplate = useSaveHabitAsTemplate(habitId);
  // The title exists once the habit and its questions are in.
  const loaded = Boolean(habit.data) && !questions.isPending;
  // Opening a habit moves focus to its title (screen readers announce it); Escape closes it.
  useEffect(() => {
    if (loaded) titleRef.current?.focus({ preventScroll: true });
  }, [loaded, habitId]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]'))
        return;
      // Never throw away typing: Escape inside a field or the edit form does nothing here.
      if ((e.target as HTMLElement | null)?.closest?.('input, textarea, select, form')) return;
      navigate({ pathname: paths.home.build(), search: window.location.search });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  const close = (
    <Link className="detail-close btn btn-ghost" to={home} aria-label="Close habit details">
      ✕
    </Link>
  );

  const h = habit.data;
  if (habitId === 0 || (!habit.isPending && !h)) {
    return (
      <div className="habit-detail">
        <div className="detail-bar">{close}</div>
        <EmptyState title="Habit not found">
          <p>It may have been deleted. Pick another habit from the list.</p>
        </EmptyState>
      </div>
    );
  }
  if (!h || questions.isPending) return <PageSpinner label="Loading the habit…" />;

  const qs = questions.data ?? [];
  const max = maxOf(qs);
  const tree = { ...h, questions: qs };

  const onEdit = async (values: HabitFormValues) => {
    try {
      await update.mutateAsync(toHabitPayload(values));
      notifySuccess('Changes saved');
      setEditing(false);
    } catch (error) {
      throw new Error(describeWriteError(error));
    }
  };

  const onArchive = async () => {
    try {
      await archive.mutateAsync(!h.archived);
      notifySuccess(
        h.archived ? 'Habit restored to your day' : 'Habit archived: hidden from your day',
      );
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setConfirmDelete(false);
      notifySuccess(`"${h.name}" was deleted`);
      navigate(home);
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  const onSaveTemplate = async () => {
    try {
      await saveAsTemplate.mutateAsync();
      notifySuccess('Saved to your templates');
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  return (
    <div className="habit-detail" style={{ ['--habit-color' as string]: h.color ?? undefined }}>
      <div className="detail-bar">
        <span className="habit-dot" aria-hidden="true" />
        <h1 className="detail-title" ref={titleRef} tabIndex={-1}>
          {h.name}
        </h1>
        {close}
      </div>
      {h.description ? <p className="page-description">{h.description}</p> : null}
      {h.archived ? (
        <p className="detail-note" role="status">
          Archived: hidden from your day and the table.
        </p>
      ) : null}
      <div className="detail-actions">
        <Button
          variant="secondary"
          className="btn-small"
          disabled={consequences.isPending}
          onClick={() => setEditing((v) => !v)}
          aria-expanded={editing}
        >
          {editing ? 'Close editor' : 'Edit'}
        </Button>
        <Button
          variant="secondary"
          className="btn-small"
          loading={archive.isPending}
          onClick={() => void onArchive()}
        >
          {h.archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button
          variant="secondary"
          className="btn-small"
          loading={saveAsTemplate.isPending}
          onClick={() => void onSaveTemplate()}
        >
          Save as template
        </Button>
      </div>

      {editing ? (
        <section className="detail-section" aria-label="Edit habit">
          <p className="field-hint">Past days keep the scores they had when they were answered.</p>
          <HabitForm
            defaultValues={toFormValues(h, qs, consequences.data?.rules ?? [])}
            submitLabel="Save changes"
            onSubmit={onEdit}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : (
        <>
          <section className="detail-section" aria-label="Today">
            <HabitDayCard
              habit={tree}
              date={today}
              server={todayScores.byDay.get(dayKey(h.id, today))}
              linkToDetail={false}
              headingLevel={2}
              title="Today"
            />
          </section>
          <HabitStats
            habitId={h.id}
            max={max}
            dailyTarget={h.daily_target}
            today={today}
            weekStart={weekStart}
          />
          <DailyHistory habitId={h.id} questions={qs} max={max} />
          <ConsequencesSection habitId={h.id} data={consequences.data} />
          <section className="detail-section detail-danger" aria-label="Delete habit">
            <p className="field-hint">
              Deleting removes the habit with all its answers and history.
            </p>
            <Button variant="danger" className="btn-small" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          </section>
        </>
      )}

      <ConfirmDialog
        open={confirmDelete}
        title={`Delete "${h.name}"?`}
        confirmLabel="Delete habit"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>
          This deletes the habit with all its questions, answers and history. It cannot be undone.
        </p>
        <p>To only hide it from your day, archive it instead.</p>
      </ConfirmDialog>
    </div>
  );
}
