import type { RouteDefinition } from '@koperasi/shared-ui/standalone';

/**
 * Every route of the auth remote, written once. The shell's route table, exposes.ts (the source of each
 * module) and the standalone page are built from it. Pure data: the shell imports it, so no components here.
 */
export const authRoutes = [
  { path: '/auth/login', module: 'LoginPage', layout: 'auth' },
  { path: '/auth/register', module: 'RegisterPage', layout: 'auth' },
  { path: '/auth/forgot-password', module: 'ForgotPasswordPage', layout: 'auth' },
  { path: '/auth/reset-password', module: 'ResetPasswordPage', layout: 'auth' },
  { path: '/auth/callback', module: 'CallbackPage', layout: 'auth' },
] as const satisfies readonly RouteDefinition[];

export type AuthModule = (typeof authRoutes)[number]['module'];
