import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { signInWithPassword } from '@koperasi/shared-services';
import { AuthCard } from '../features/auth-card';

/** Sign in (the auth issue completes it: validation, remember me, Google, show/hide password). */
export default function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      await signInWithPassword(email, password);
      navigate('/');
    } catch {
      // the service showed the toast; the screen stays
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Masuk" subtitle="Masuk ke akun Koperasi Marketplace Anda">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField id="login-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField id="login-password" label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Masuk...' : 'Masuk'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Belum punya akun?{' '}
          <Link component={RouterLink} to="/auth/register">
            Daftar
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
