import { renderStandalone } from '@koperasi/shared-ui/standalone';
import LoginPage from './routes/login-page';
import RegisterPage from './routes/register-page';
import ForgotPasswordPage from './routes/forgot-password-page';
import ResetPasswordPage from './routes/reset-password-page';
import CallbackPage from './routes/callback-page';

void renderStandalone('auth', {
  '/auth/login': LoginPage,
  '/auth/register': RegisterPage,
  '/auth/forgot-password': ForgotPasswordPage,
  '/auth/reset-password': ResetPasswordPage,
  '/auth/callback': CallbackPage,
});
