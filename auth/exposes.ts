/** The auth remote's route modules: exposed name -> source. */
export const exposes = {
  LoginPage: './src/routes/login-page.tsx',
  RegisterPage: './src/routes/register-page.tsx',
  ForgotPasswordPage: './src/routes/forgot-password-page.tsx',
  ResetPasswordPage: './src/routes/reset-password-page.tsx',
  CallbackPage: './src/routes/callback-page.tsx',
};
