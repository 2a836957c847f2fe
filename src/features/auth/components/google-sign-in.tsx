/**
 * Google button (@react-oauth/google), loaded only when VITE_GOOGLE_CLIENT_ID is set: its
 * `credential` (an ID token) is exchanged with signInWithIdToken.
 */
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useLingui } from '@lingui/react/macro';
import { notifyError } from '@/lib/notify';
import { signInWithGoogleCredential } from '../api/auth-actions';

export default function GoogleSignIn({
  clientId,
  onSignedIn,
}: {
  clientId: string;
  onSignedIn?: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    // Google's button in the app's language.
    <GoogleOAuthProvider clientId={clientId} locale={i18n.locale}>
      <div className="google-button">
        <GoogleLogin
          onSuccess={async (response) => {
            if (await signInWithGoogleCredential(response.credential)) onSignedIn?.();
          }}
          onError={() => notifyError(t`An unexpected error occurred during login`)}
          text="signin_with"
          shape="pill"
        />
      </div>
    </GoogleOAuthProvider>
  );
}
