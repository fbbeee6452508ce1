import type { AuthApiError } from '@supabase/auth-js';

/**
 * auth-js's own isAuthApiError, without importing auth-js (its client loads on first use, see
 * supabase/lazy-auth.ts): its errors carry `__isAuthError`, and an API error is named 'AuthApiError'.
 */
export function isAuthApiError(error: unknown): error is AuthApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    '__isAuthError' in error &&
    (error as { name?: unknown }).name === 'AuthApiError'
  );
}
