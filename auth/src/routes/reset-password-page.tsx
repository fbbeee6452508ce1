import {
  Link as RouterLink,
  useNavigate,
  Alert,
  Button,
  Typography,
  usePageTitle,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import { useFormik } from 'formik';
import {
  selectAuthLoading,
  selectUser,
  signOut,
  updatePassword,
  useAppSelector,
  weakPasswordMessage,
  paths,
} from '@koperasi/shared-services';
import { resetPasswordSchema, type ResetPasswordFormValues } from '@koperasi/shared-services/validation';
import { AuthCard } from '../features/auth-card';
import { AuthForm } from '../features/forms/auth-form';
import { fieldProps } from '../features/forms/form-field';
import { PasswordField } from '../features/forms/password-field';

/**
 * Reset password: the mailed link opens this page with a session in the URL (supabase-js
 * takes it from there); the new password is saved and the person signs in with it on /auth/login.
 */
export default function ResetPasswordPage() {
  usePageTitle('Atur Password Baru');
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const formik = useFormik<ResetPasswordFormValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async ({ password }, helpers) => {
      try {
        await updatePassword(password);
      } catch (error) {
        // the service showed the toast; the screen stays, and a refused password says why on its field
        const weak = weakPasswordMessage(error);
        if (weak) helpers.setFieldError('password', weak);
        return;
      }
      // the link's session served its purpose: the next step is signing in with the new password
      await signOut({ scope: 'local', quiet: true }).catch(() => undefined);
      void navigate(paths.login());
    },
  });

  return (
    <AuthCard
      title="Atur Password Baru"
      subtitle="Buat password baru untuk akun Anda, minimal 8 karakter dengan huruf dan angka."
    >
      <AuthForm formik={formik} label="Atur password baru">
        {!loading && !user && (
          <Alert severity="warning">
            Link reset password tidak valid atau sudah kedaluwarsa.{' '}
            <Link component={RouterLink} to={paths.forgotPassword()}>
              Minta link baru
            </Link>
          </Alert>
        )}
        {user && (
          <Typography variant="body2" color="text.secondary">
            Akun: <strong>{user.email}</strong>
          </Typography>
        )}
        <PasswordField
          {...fieldProps(formik, 'password', 'reset-password')}
          label="Password Baru"
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordField
          {...fieldProps(formik, 'confirmPassword', 'reset-confirm-password')}
          label="Konfirmasi Password Baru"
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Menyimpan...' : 'Simpan Password'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login()}>
            Kembali ke halaman masuk
          </Link>
        </Typography>
      </AuthForm>
    </AuthCard>
  );
}
