import { LoadingScreen } from '../../components/ui/loading-screen.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { useAuth } from '../auth/use-auth.js';

/**
 * /account-settings (spec 001 §2): needs a signed-in user and says so otherwise. Name editing,
 * plan details and account deletion arrive with the account-settings issue.
 */
export function AccountSettingsPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) {
    return (
      <PageIntro title="Account Settings">
        <p>Please log in to access account settings.</p>
      </PageIntro>
    );
  }
  return (
    <PageIntro title="Account Settings">
      <p>
        You are signed in as <strong className="text-gray-900">{user.username}</strong> with{' '}
        {user.googleId ? 'a Google account' : 'an email account'}.
      </p>
    </PageIntro>
  );
}
