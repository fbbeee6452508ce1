import { useEffect, useState } from 'react';
import {
  useLocation,
  useNavigate,
  usePageTitle,
  Card,
  CircularProgress,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { MESSAGES, afterSignInPath, notify, onAuthStateChange, paths } from '@koperasi/shared-services';

/** The error code Supabase Auth puts in the URL of a failed redirect (fragment or query), or null. */
function redirectErrorCode(hash: string, search: string): string | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    if (params.has('error')) return params.get('error_code') ?? params.get('error');
  }
  return null;
}

/**
 * Return target of external sign-in and of the e-mail confirmation link: waits for the auth state, then
 * home (or the page that sent the visitor to sign in) when signed in and back to sign in otherwise.
 * supabase-js may have taken the session from the URL before this page was loaded, so the first event
 * (INITIAL_SESSION) counts as signed in when it carries a session. A confirmation link that was used or
 * expired says so instead of the Google message.
 */
export default function CallbackPage() {
  usePageTitle('Mengalihkan...');
  const navigate = useNavigate();
  const location = useLocation();
  // read once, as the page opened: supabase-js may clean the URL afterwards
  const [errorCode] = useState(() => redirectErrorCode(location.hash, location.search));
  useEffect(() => {
    let done = false;
    const stop = onAuthStateChange((event, session) => {
      if (done) return;
      done = true;
      // leave the callback after supabase-js has finished notifying (navigating inside its callback is fine,
      // but the unsubscribe must not run while it iterates its listeners)
      setTimeout(() => {
        stop();
        const signedIn = (event === 'SIGNED_IN' || event === 'INITIAL_SESSION') && session !== null;
        if (!signedIn)
          notify.error(
            errorCode === 'otp_expired' ? MESSAGES.confirmationLinkInvalid : MESSAGES.googleFailed,
          );
        void navigate(signedIn ? afterSignInPath() : paths.login(), { replace: true });
      }, 0);
    });
    return () => {
      done = true;
      stop();
    };
  }, [navigate, errorCode]);

  return (
    <Card>
      <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status" aria-live="polite">
        <CircularProgress aria-hidden />
        <Typography>Mengalihkan...</Typography>
      </Stack>
    </Card>
  );
}
