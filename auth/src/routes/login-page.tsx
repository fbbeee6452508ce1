import { useState } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  Box,
  Button,
  Divider,
  Typography,
  usePageTitle,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import Google from '@mui/icons-material/Google';
import { useFormik } from 'formik';
import {
  afterSignInPath,
  isEmailNotConfirmedError,
  rememberReturnPath,
  signInWithGoogle,
  signInWithPassword,
  paths,
} from '@koperasi/shared-services';
import { loginSchema, type LoginFormValues } from '@koperasi/shared-services/validation';
import { AuthCard } from '../features/auth-card';
import { AuthForm } from '../features/forms/auth-form';
import { fieldProps } from '../features/forms/form-field';
import { PasswordField } from '../features/forms/password-field';
import { UnconfirmedEmailNotice } from '../features/unconfirmed-email-notice';

interface LoginValues extends LoginFormValues {
  remember: boolean;
}

/** Sign in: success goes home; a failure keeps the screen and the service shows the toast. */
export default function LoginPage() {
  usePageTitle('Masuk');
  const navigate = useNavigate();
  const location = useLocation();
  const [redirectingToGoogle, setRedirectingToGoogle] = useState(false);
  /** the address the server refused because it is not confirmed yet */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '', remember: true },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password, remember }) => {
      try {
        await signInWithPassword(email, password, { remember });
        // home, or back to the page that sent the visitor here (?redirect=, a path of this site only)
        void navigate(afterSignInPath(location));
      } catch (error) {
        // the service showed the toast; the screen stays, and offers the confirmation mail again if needed
        setUnconfirmed(isEmailNotConfirmedError(error) ? email.trim() : null);
      }
    },
  });

  async function google() {
    setRedirectingToGoogle(true);
    rememberReturnPath(location);
    try {
      await signInWithGoogle({ remember: formik.values.remember });
    } catch {
      setRedirectingToGoogle(false);
    }
  }

  return (
    <AuthCard title="Masuk" subtitle="Selamat datang kembali di Koperasi Marketplace">
      <AuthForm formik={formik} label="Masuk">
        {unconfirmed && <UnconfirmedEmailNotice key={unconfirmed} email={unconfirmed} />}
        <TextField
          {...fieldProps(formik, 'email', 'login-email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField
          {...fieldProps(formik, 'password', 'login-password')}
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <FormControlLabel
            control={
              <Checkbox name="remember" checked={formik.values.remember} onChange={formik.handleChange} />
            }
            label="Ingat saya"
          />
          <Link component={RouterLink} to={paths.forgotPassword()} variant="body2">
            Lupa password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Masuk...' : 'Masuk'}
        </Button>
        <Divider>
          <Typography variant="body2" color="text.secondary">
            atau
          </Typography>
        </Divider>
        <Button
          variant="outlined"
          size="large"
          startIcon={<Google />}
          onClick={() => void google()}
          disabled={redirectingToGoogle}
        >
          Masuk dengan Google
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Belum punya akun?{' '}
          <Link component={RouterLink} to={paths.register()}>
            Daftar
          </Link>
        </Typography>
      </AuthForm>
    </AuthCard>
  );
}
