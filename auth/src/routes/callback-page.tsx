import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { getSupabase } from '@koperasi/shared-services';

/** Return target of external sign-in: waits for the auth state, then home or back to sign in. */
export default function CallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const { data } = getSupabase().auth.onAuthStateChange((event) => {
      if (event === 'INITIAL_SESSION') return;
      navigate(event === 'SIGNED_IN' ? '/' : '/auth/login', { replace: true });
    });
    return () => data.subscription.unsubscribe();
  }, [navigate]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress />
      <Typography>Mengalihkan...</Typography>
    </Stack>
  );
}
