/**
 * Settings, "Reminders" (docs/reminders.md): reminders on this device (the permission is asked
 * only when turned on; clear words when it is blocked, when iOS needs the app on the Home Screen
 * first, or when the browser cannot reach its push service), a test notification, and the time
 * zone reminder times are read in (set from the browser at sign-in).
 */
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { repositories } from '@/api/app-repositories';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { env } from '@/config/env';
import { messageOf, notifyError, notifySuccess } from '@/lib/notify';
import { notificationPermission, pushSupport, showTestNotification } from '@/lib/push-device';
import {
  remindersOnHere,
  turnOffReminders,
  turnOnReminders,
} from '@/services/reminders/device-reminders';
import { deniedText, iosText, refusalText } from '@/services/reminders/refusal-text';
import { useUserStore } from '@/stores/user-store';
import '@/components/ui/form.css';
import '@/components/ui/card.css';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function timeZoneNames(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [browserTimeZone()];
}

export function RemindersSettings() {
  const { t } = useLingui();
  const userId = useUserStore((s) => s.userId);
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // What this device cannot do, said until the switch is used (in the language shown).
  const [standingShown, setStandingShown] = useState(true);
  const standing = !standingShown
    ? null
    : pushSupport() === 'ios-needs-install'
      ? iosText()
      : notificationPermission() === 'denied'
        ? deniedText()
        : null;
  const [timeZone, setTimeZone] = useState('');

  useEffect(() => {
    void remindersOnHere().then(setOn);
  }, []);
  useEffect(() => {
    if (!userId) return;
    repositories.userMaster
      .readTimeZone(userId)
      .then((tz) => setTimeZone(tz ?? browserTimeZone()))
      .catch(() => setTimeZone(browserTimeZone()));
  }, [userId]);

  const toggle = async (wanted: boolean) => {
    setBusy(true);
    setMessage(null);
    setStandingShown(false);
    try {
      if (wanted) {
        const result = await turnOnReminders(env.vapidPublicKey);
        if (result.ok) setOn(true);
        else setMessage(refusalText(result));
      } else {
        await turnOffReminders();
        setOn(false);
      }
    } catch (error) {
      setMessage(messageOf(error, t`Could not change reminders on this device`));
    } finally {
      setBusy(false);
    }
  };

  const changeTimeZone = async (value: string) => {
    setTimeZone(value);
    if (!userId || !timeZoneNames().includes(value)) return;
    try {
      await repositories.userMaster.saveTimeZone(userId, value);
      notifySuccess(t`Reminder times are now read in ${value}`);
    } catch (error) {
      notifyError(messageOf(error, t`Could not save the time zone`));
    }
  };

  return (
    <Card aria-labelledby="settings-reminders">
      <h2 className="card-title" id="settings-reminders">
        <Trans>Reminders</Trans>
      </h2>
      <label className="toggle-row">
        <input
          type="checkbox"
          checked={on === true}
          disabled={busy || on === null}
          aria-describedby="reminders-message"
          onChange={(e) => void toggle(e.target.checked)}
        />{' '}
        <Trans>Reminders on this device</Trans>
      </label>
      <p id="reminders-message" role="status" className="field-hint">
        {busy ? t`Working…` : (message ?? standing ?? '')}
      </p>
      <Button
        type="button"
        variant="secondary"
        disabled={busy || notificationPermission() !== 'granted'}
        onClick={() =>
          void showTestNotification().catch((error: unknown) =>
            setMessage(messageOf(error, t`Could not show a notification`)),
          )
        }
      >
        <Trans>Send a test notification</Trans>
      </Button>
      <div className="field">
        <label className="field-label" htmlFor="time-zone">
          <Trans>Time zone</Trans>
        </label>
        <input
          id="time-zone"
          className="input"
          list="time-zones"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          onBlur={(e) => void changeTimeZone(e.target.value)}
        />
        <datalist id="time-zones">
          {timeZoneNames().map((tz) => (
            <option key={tz} value={tz} />
          ))}
        </datalist>
        <p className="field-hint">
          <Trans>
            Reminder times are read in this zone. It follows this browser each time you sign in.
          </Trans>
        </p>
      </div>
    </Card>
  );
}
