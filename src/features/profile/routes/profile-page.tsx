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
  useDocumentTitle('Profile');
  const userId = useUserStore((s) => s.userId);
  const userEmail = useUserStore((s) => s.userEmail);
  const isUserPaid = useUserStore((s) => s.isUserPaid);
  const { logout, pending } = useLogout();

  return (
    <div className="narrow">
      <PageHeader title="Profile" description="Your name, account and password." />
      <Card aria-labelledby="profile-name-title">
        <h2 className="card-title" id="profile-name-title">
          Your name
        </h2>
        <p className="card-description">Shown in the app. Only you can see it.</p>
        <ProfileNameForm userId={userId} />
      </Card>
      <Card aria-labelledby="profile-account-title">
        <h2 className="card-title" id="profile-account-title">
          Account
        </h2>
        <dl className="definition-list">
          <dt>E-mail</dt>
          <dd>{userEmail || '—'}</dd>
          <dt>Plan</dt>
          <dd>
            <span className={isUserPaid ? 'badge badge-paid' : 'badge'}>
              {isUserPaid ? 'Paid' : 'Free'}
            </span>
          </dd>
        </dl>
      </Card>
      <Card aria-labelledby="profile-password-title">
        <h2 className="card-title" id="profile-password-title">
          Change password
        </h2>
        <p className="card-description">You stay signed in on this device.</p>
        <NewPasswordForm submitLabel="Change password" requireCurrent />
      </Card>
      <Card aria-labelledby="profile-logout-title">
        <h2 className="card-title" id="profile-logout-title">
          Log out
        </h2>
        <p className="card-description">Your data is removed from this device when you log out.</p>
        <Button variant="secondary" onClick={() => void logout()} loading={pending}>
          <LogoutIcon />
          Log out
        </Button>
      </Card>
    </div>
  );
}
