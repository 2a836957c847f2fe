/**
 * Export all of the user's data as JSON, and delete the account with all of it
 * (docs/accounts-and-shell.md "Data export and import").
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useUserStore } from '@/stores/user-store';
import { repositories } from '@/api/app-repositories';
import { logout } from '@/hooks/use-logout';
import { messageOf, notifyError, notifySuccess } from '@/lib/notify';
import { useNavigate } from 'react-router-dom';
import '@/components/ui/button.css';
import '@/components/ui/notice.css';

function download(filename: string, json: unknown): void {
  const blob = new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExportData() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      const data = await repositories.account.exportMyData();
      download(`streakwise-export-${new Date().toISOString().slice(0, 10)}.json`, data);
      notifySuccess(t`Your data was exported.`);
    } catch (error) {
      console.error('Export failed', error);
      notifyError(messageOf(error, t`Something went wrong`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void onExport()} loading={busy}>
      <Trans>Export my data</Trans>
    </Button>
  );
}

/** Typed e-mail matches the account's (case and surrounding spaces aside). */
function sameEmail(typed: string, email: string): boolean {
  return email !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Deletion is asked twice: the button opens the confirmation, whose delete button enables only
 * once the account's e-mail is typed (works for Google accounts too, which have no password).
 * Afterwards the login page says goodbye (paths.auth.login.afterDeletion), not 'Welcome back'.
 */
export function DeleteAccount() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const userEmail = useUserStore((s) => s.userEmail);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = sameEmail(typed, userEmail);

  const onDelete = async () => {
    if (!confirmed) return;
    setBusy(true);
    try {
      await repositories.account.deleteMyAccount();
    } catch (error) {
      console.error('Account deletion failed', error);
      notifyError(messageOf(error, t`Something went wrong`));
      setBusy(false);
      return;
    }
    notifySuccess(t`Your account and all of its data were deleted.`);
    if (await logout()) navigate(paths.auth.login.afterDeletion(), { replace: true });
    setBusy(false);
  };

  if (!confirming) {
    return (
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>Delete account</Trans>
      </Button>
    );
  }
  return (
    <div
      className="notice notice-warning"
      role="alertdialog"
      aria-labelledby="delete-confirm-title"
      aria-describedby="delete-confirm-text"
    >
      <h3 className="notice-title" id="delete-confirm-title">
        <Trans>Delete your account?</Trans>
      </h3>
      <p id="delete-confirm-text">
        <Trans>
          Your habits, answers, consequences, templates and profile are deleted for good. Export
          your data first if you want to keep a copy.
        </Trans>
      </p>
      <TextField
        label={t`Type your e-mail address (${userEmail}) to confirm`}
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        disabled={busy}
      />
      <div className="button-row" style={{ justifyContent: 'flex-start' }}>
        <Button
          variant="danger"
          onClick={() => void onDelete()}
          loading={busy}
          disabled={!confirmed}
        >
          <Trans>Yes, delete everything</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setConfirming(false);
            setTyped('');
          }}
          disabled={busy}
          autoFocus
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
