import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { AuthCard } from '../features/auth-card';

/** Built by the auth issue; until then this route says so and leads back to sign in. */
export default function RegisterPage() {
  return (
    <AuthCard title="Daftar" subtitle="Buat akun pembeli atau penjual">
      <Typography variant="body2">
        Formulir ini sedang disiapkan.{' '}
        <Link component={RouterLink} to="/auth/login">
          Kembali ke halaman masuk
        </Link>
      </Typography>
    </AuthCard>
  );
}
