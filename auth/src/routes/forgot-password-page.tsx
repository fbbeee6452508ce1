import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { AuthCard } from '../features/auth-card';

/** Built by the auth issue; until then this route says so and leads back to sign in. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Lupa Password" subtitle="Kami akan mengirim link reset password ke email Anda">
      <Typography variant="body2">
        Formulir ini sedang disiapkan.{' '}
        <Link component={RouterLink} to="/auth/login">
          Kembali ke halaman masuk
        </Link>
      </Typography>
    </AuthCard>
  );
}
