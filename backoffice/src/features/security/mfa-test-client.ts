import { setSupabaseClient } from '@koperasi/shared-services';

type Client = NonNullable<Parameters<typeof setSupabaseClient>[0]>;

export interface FakeFactor {
  id: string;
  friendly_name?: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
}

/**
 * supabase-js's auth.mfa as the MFA screens call it, with a state the tests set: `factors` are the server's
 * (listFactors), `storedFactors` those of the session kept in the browser (getSession; the same by default).
 */
export function fakeMfaClient(state: {
  level: 'aal1' | 'aal2';
  factors: FakeFactor[];
  storedFactors?: FakeFactor[];
}) {
  const mfa = {
    getAuthenticatorAssuranceLevel: jest.fn(() =>
      Promise.resolve({
        data: {
          currentLevel: state.level,
          nextLevel: state.factors.some((factor) => factor.status === 'verified') ? 'aal2' : 'aal1',
          currentAuthenticationMethods: [],
        },
        error: null,
      }),
    ),
    listFactors: jest.fn(() =>
      Promise.resolve({
        data: {
          all: state.factors,
          totp: state.factors.filter((f) => f.status === 'verified'),
          phone: [],
          webauthn: [],
        },
        error: null,
      }),
    ),
    enroll: jest.fn(),
    challengeAndVerify: jest.fn(),
    unenroll: jest.fn(),
  };
  const getSession = jest.fn(() =>
    Promise.resolve({
      data: { session: { user: { factors: state.storedFactors ?? state.factors } } },
      error: null,
    }),
  );
  setSupabaseClient({ auth: { mfa, getSession } } as unknown as Client);
  return mfa;
}

/** an error as supabase-js gives GoTrue's answers */
export function authError(code: string, message: string, status = 422): Error {
  return Object.assign(new Error(message), { name: 'AuthApiError', code, status });
}

export const FACTOR: FakeFactor = {
  id: '11111111-1111-4111-8111-111111111111',
  friendly_name: 'Aplikasi autentikator',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};
