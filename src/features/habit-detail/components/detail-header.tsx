/**
 * The top of the habit detail page: the bar with the habit's name (focused on opening) and the
 * close link, its description, its schedule in words, the archived note and the buttons Edit, Archive and Save as
 * template; and the page shown for a habit that does not exist.
 */
import type { ReactNode, Ref } from 'react';
import { Link, type To } from 'react-router-dom';
import type { HabitMetadata } from '@/api/habit-metadata';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { summaryOfColumns } from '@/lib/schedule';
import type { HabitActions } from '../lib/use-habit-actions';
import '@/components/ui/button.css';
import '@/components/ui/page-header.css';
import '@/components/ui/tinted-card.css';

function CloseDetail({ to }: { to: To }) {
  return (
    <Link className="detail-close btn btn-ghost" to={to} aria-label="Close habit details">
      ✕
    </Link>
  );
}

export function HabitNotFound({ home }: { home: To }) {
  return (
    <div className="habit-detail">
      <div className="detail-bar">
        <CloseDetail to={home} />
      </div>
      <EmptyState title="Habit not found">
        <p>It may have been deleted. Pick another habit from the list.</p>
      </EmptyState>
    </div>
  );
}

/** The detail while the habit is not there yet (loading, or offline): the close button stays. */
export function DetailWaiting({ home, children }: { home: To; children: ReactNode }) {
  return (
    <div className="habit-detail">
      <div className="detail-bar">
        <CloseDetail to={home} />
      </div>
      {children}
    </div>
  );
}

interface DetailHeaderProps {
  habit: HabitMetadata;
  home: To;
  titleRef: Ref<HTMLHeadingElement>;
  actions: HabitActions;
  /** The editor needs the habit's rules: Edit waits for them. */
  rulesPending: boolean;
}

export function DetailHeader({
  habit: h,
  home,
  titleRef,
  actions,
  rulesPending,
}: DetailHeaderProps) {
  return (
    <>
      <div className="detail-bar">
        <span className="habit-dot" aria-hidden="true" />
        <h1 className="detail-title" ref={titleRef} tabIndex={-1}>
          {h.name}
        </h1>
        <CloseDetail to={home} />
      </div>
      {h.description ? <p className="page-description">{h.description}</p> : null}
      <p className="detail-schedule">
        Schedule: <strong>{summaryOfColumns(h)}</strong>
      </p>
      {h.archived ? (
        <p className="detail-note" role="status">
          Archived: hidden from your day and the table.
        </p>
      ) : null}
      <div className="detail-actions">
        <Button
          variant="secondary"
          className="btn-small"
          disabled={rulesPending}
          onClick={() => actions.setEditing((v) => !v)}
          aria-expanded={actions.editing}
        >
          {actions.editing ? 'Close editor' : 'Edit'}
        </Button>
        <Button
          variant="secondary"
          className="btn-small"
          loading={actions.archiving}
          onClick={() => void actions.onArchive(h)}
        >
          {h.archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button
          variant="secondary"
          className="btn-small"
          loading={actions.savingTemplate}
          onClick={() => void actions.onSaveTemplate()}
        >
          Save as template
        </Button>
      </div>
    </>
  );
}
