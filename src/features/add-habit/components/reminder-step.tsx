/**
 * addhabit after a habit with a reminder was saved: reminders are being turned on for this
 * device, or why they could not be (notifications refused or blocked, no push service), how to
 * turn them on, and a way on to the habit (docs/reminders.md).
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { reminderStepText } from '@/services/reminders/refusal-text';
import type { ReminderStep as Step } from '../lib/use-new-habit-reminder';
import '@/components/ui/card.css';

interface ReminderStepProps {
  step: Step;
  onRetry: () => void;
  onContinue: () => void;
}

export function ReminderStep({ step, onRetry, onContinue }: ReminderStepProps) {
  // Re-rendered when the language changes: reminderStepText is read while rendering.
  useLingui();
  const { refusal, name, time } = step;
  const canRetry =
    refusal !== null && ['dismissed', 'failed', 'save-failed'].includes(refusal.reason);
  return (
    <Card className="reminder-step" aria-labelledby="reminder-step-title">
      <h2 className="card-title" id="reminder-step-title">
        {refusal ? (
          <Trans>Reminders need notifications</Trans>
        ) : (
          <Trans>Turning on reminders…</Trans>
        )}
      </h2>
      <p>
        <Trans>
          “{name}” is saved with a reminder at {time}.
        </Trans>{' '}
        {refusal ? (
          <Trans>This device shows it only with notifications allowed for Streakwise.</Trans>
        ) : (
          <Trans>Allow notifications when the browser asks.</Trans>
        )}
      </p>
      <p role="status" className="reminder-step-why">
        {refusal ? reminderStepText(refusal) : ''}
      </p>
      {refusal ? (
        <div className="reminder-step-actions">
          <Link className="reminder-step-settings" to={paths.settings.build()}>
            <Trans>Open Settings</Trans>
          </Link>
          {canRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {refusal.reason === 'dismissed' ? (
                <Trans>Allow notifications</Trans>
              ) : (
                <Trans>Try again</Trans>
              )}
            </Button>
          ) : null}
          <Button onClick={onContinue}>
            <Trans>Continue</Trans>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
