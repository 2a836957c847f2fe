/**
 * Google button (@react-oauth/google), loaded only when VITE_GOOGLE_CLIENT_ID is set: its
 * `credential` (an ID token) is exchanged with signInWithIdToken.
 */
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { notifyError } from '@/lib/notify';
import { signInWithGoogleCredential } from '../api/auth-actions';

export default function GoogleSignIn({
  clientId,
  onSignedIn,
}: {
  clientId: string;
  onSignedIn?: () => void;
}) {
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <div className="google-button">
        <GoogleLogin
          onSuccess={async (response) => {
            if (await signInWithGoogleCredential(response.credential)) onSignedIn?.();
          }}
          onError={() => notifyError('An unexpected error occurred during login')}
          text="signin_with"
          shape="pill"
        />
      </div>
    </GoogleOAuthProvider>
  );
}
