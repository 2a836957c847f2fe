/**
 * The top of the habit detail page: the bar with the habit's name (focused on opening) and the
 * close link, its description, its schedule in words, the archived note and the buttons Edit, Archive and Save as
 * template; and the page shown for a habit that does not exist.
 */
import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type To } from 'react-router-dom';
import type { HabitMetadata } from '@/api/habit-metadata';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PageSpinner } from '@/components/ui/spinner';
import { summaryOfColumns } from '@/lib/schedule';
import type { HabitActions } from '../lib/use-habit-actions';
import '@/components/ui/button.css';
import '@/components/ui/page-header.css';
import '@/components/ui/tinted-card.css';

function CloseDetail({ to }: { to: To }) {
  const { t } = useLingui();
  return (
    <Link className="detail-close btn btn-ghost" to={to} aria-label={t`Close habit details`}>
      ✕
    </Link>
  );
}

export function HabitNotFound({ home }: { home: To }) {
  const { t } = useLingui();
  return (
    <div className="habit-detail">
      <div className="detail-bar">
        <CloseDetail to={home} />
      </div>
      <EmptyState title={t`Habit not found`}>
        <p>
          <Trans>It may have been deleted. Pick another habit from the list.</Trans>
        </p>
      </EmptyState>
    </div>
  );
}

/**
 * The detail while the habit is not there yet: the close button and (on phones) the tab bar stay;
 * offline, a read that never answered says so instead of spinning until the network returns.
 */
export function DetailWaiting({ home, offline }: { home: To; offline: boolean }) {
  const { t } = useLingui();
  return (
    <div className="habit-detail">
      <div className="detail-bar">
        <CloseDetail to={home} />
      </div>
      {offline ? (
        <NeedsConnection
          detail={t`This habit has not been opened on this device yet. Its page shows once it has loaded with a connection.`}
        />
      ) : (
        <PageSpinner label={t`Loading the habit…`} />
      )}
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
  const { t } = useLingui();
  const schedule = summaryOfColumns(h);
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
        <Trans>
          Schedule: <strong>{schedule}</strong>
        </Trans>
      </p>
      {h.archived ? (
        <p className="detail-note" role="status">
          <Trans>Archived: hidden from your day and the table.</Trans>
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
          {actions.editing ? t`Close editor` : t`Edit`}
        </Button>
        <Button
          variant="secondary"
          className="btn-small"
          loading={actions.archiving}
          onClick={() => void actions.onArchive(h)}
        >
          {h.archived ? t`Unarchive` : t`Archive`}
        </Button>
        <Button
          variant="secondary"
          className="btn-small"
          loading={actions.savingTemplate}
          onClick={() => void actions.onSaveTemplate()}
        >
          <Trans>Save as template</Trans>
        </Button>
      </div>
    </>
  );
}
