import { useEffect } from 'react';
import { useNavigate, Card, CircularProgress, Stack, Typography, usePageTitle } from '@koperasi/shared-ui';
import { MESSAGES, notify, onAuthStateChange } from '@koperasi/shared-services';

/**
 * Return target of external sign-in: waits for the auth state, then home when signed in and
 * back to sign in otherwise. supabase-js may have taken the session from the URL before this page was
 * loaded, so the first event (INITIAL_SESSION) counts as signed in when it carries a session.
 */
export default function CallbackPage() {
  usePageTitle('Mengalihkan...');
  const navigate = useNavigate();
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
        if (!signedIn) notify.error(MESSAGES.googleFailed);
        void navigate(signedIn ? '/' : '/auth/login', { replace: true });
      }, 0);
    });
    return () => {
      done = true;
      stop();
    };
  }, [navigate]);

  return (
    <Card>
      <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status" aria-live="polite">
        <CircularProgress aria-hidden />
        <Typography>Mengalihkan...</Typography>
      </Stack>
    </Card>
  );
}
