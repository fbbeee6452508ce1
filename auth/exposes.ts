import type { AuthModule } from './route-list';

/**
 * The source file of each route module of route-list.ts (exposed name -> source), read only by this remote's
 * build (rsbuild.config.ts) and its standalone page. Typed by the list: a route whose module has no source,
 * or a source no route uses, does not compile.
 */
export const exposes: Record<AuthModule, string> = {
  LoginPage: './src/routes/login-page.tsx',
  RegisterPage: './src/routes/register-page.tsx',
  ForgotPasswordPage: './src/routes/forgot-password-page.tsx',
  ResetPasswordPage: './src/routes/reset-password-page.tsx',
  CallbackPage: './src/routes/callback-page.tsx',
};
