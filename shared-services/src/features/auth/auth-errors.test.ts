import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
  isAuthApiError as authJsIsAuthApiError,
} from '@supabase/auth-js';
import { isAuthApiError } from './auth-errors';

describe('isAuthApiError', () => {
  it("answers as auth-js's own check on its errors and on others", () => {
    const samples: unknown[] = [
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      new AuthWeakPasswordError('weak', 422, ['length']),
      new AuthRetryableFetchError('offline', 0),
      new Error('AuthApiError'),
      { name: 'AuthApiError' },
      null,
      'AuthApiError',
    ];
    expect(samples.map(isAuthApiError)).toEqual(samples.map(authJsIsAuthApiError));
    expect(samples.map(isAuthApiError)).toEqual([true, false, false, false, false, false, false]);
  });
});
