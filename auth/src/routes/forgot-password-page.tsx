import { useState } from 'react';
import {
  Link as RouterLink,
  Alert,
  Button,
  Typography,
  usePageTitle,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import { TextField } from '@mui/material';
import { useFormik } from 'formik';
import { requestPasswordReset, paths } from '@koperasi/shared-services';
import { forgotPasswordSchema, type ForgotPasswordFormValues } from '@koperasi/shared-services/validation';
import { AuthCard } from '../features/auth-card';
import { AuthForm } from '../features/forms/auth-form';
import { fieldProps } from '../features/forms/form-field';

/** Forgot password: mails a link that leads to /auth/reset-password. */
export default function ForgotPasswordPage() {
  usePageTitle('Lupa Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formik = useFormik<ForgotPasswordFormValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      try {
        await requestPasswordReset(email);
        setSentTo(email.trim());
      } catch {
        // the service showed the toast; the screen stays
      }
    },
  });

  return (
    <AuthCard
      title="Lupa Password"
      subtitle="Masukkan email akun Anda. Kami akan mengirim link untuk mengatur password baru."
    >
      <AuthForm formik={formik} label="Lupa password">
        {sentTo && (
          <Alert severity="success" role="status">
            Periksa kotak masuk <strong>{sentTo}</strong> dan buka link yang kami kirim untuk mengatur
            password baru.
          </Alert>
        )}
        <TextField
          {...fieldProps(formik, 'email', 'forgot-email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Mengirim...' : 'Kirim Link Reset'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Ingat password Anda?{' '}
          <Link component={RouterLink} to={paths.login()}>
            Kembali ke halaman masuk
          </Link>
        </Typography>
      </AuthForm>
    </AuthCard>
  );
}
