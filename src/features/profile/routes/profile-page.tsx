import { Trans, useLingui } from '@lingui/react/macro';
import { NewPasswordForm } from '@/components/new-password-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LogoutIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useLogout } from '@/hooks/use-logout';
import { useUserStore } from '@/stores/user-store';
import { ProfileNameForm } from '../components/profile-name-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/components/ui/card.css';
import '@/components/ui/badge.css';
import '@/components/ui/page-header.css';
import '../profile.css';

export default function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Profile`);
  const userId = useUserStore((s) => s.userId);
  const userEmail = useUserStore((s) => s.userEmail);
  const isUserPaid = useUserStore((s) => s.isUserPaid);
  const { logout, pending } = useLogout();

  return (
    <div className="narrow">
      <PageHeader title={t`Profile`} description={t`Your name, account and password.`} />
      <Card aria-labelledby="profile-name-title">
        <h2 className="card-title" id="profile-name-title">
          <Trans>Your name</Trans>
        </h2>
        <p className="card-description">
          <Trans>Shown in the app. Only you can see it.</Trans>
        </p>
        <ProfileNameForm userId={userId} />
      </Card>
      <Card aria-labelledby="profile-account-title">
        <h2 className="card-title" id="profile-account-title">
          <Trans>Account</Trans>
        </h2>
        <dl className="definition-list">
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{userEmail || '—'}</dd>
          <dt>
            <Trans comment="The account's plan: Free or Paid">Plan</Trans>
          </dt>
          <dd>
            <span className={isUserPaid ? 'badge badge-paid' : 'badge'}>
              {isUserPaid ? (
                <Trans comment="The account's plan">Paid</Trans>
              ) : (
                <Trans comment="The account's plan">Free</Trans>
              )}
            </span>
          </dd>
        </dl>
      </Card>
      <Card aria-labelledby="profile-password-title">
        <h2 className="card-title" id="profile-password-title">
          <Trans>Change password</Trans>
        </h2>
        <p className="card-description">
          <Trans>You stay signed in on this device.</Trans>
        </p>
        <NewPasswordForm submitLabel={t`Change password`} requireCurrent />
      </Card>
      <Card aria-labelledby="profile-logout-title">
        <h2 className="card-title" id="profile-logout-title">
          <Trans>Log out</Trans>
        </h2>
        <p className="card-description">
          <Trans>Your data is removed from this device when you log out.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void logout()} loading={pending}>
          <LogoutIcon />
          <Trans>Log out</Trans>
        </Button>
      </Card>
    </div>
  );
}
