import { api } from '../../api/api';
import { fromService } from '../../api/service-error';
import { lazyService } from '../../lazy-service';
import { getSupabase } from '../../supabase/client';
import { levelOf, toTotpFactors, type MfaStatus, type TotpEnrollment } from './mfa-model';

// The calls load with the first MFA screen (the account and admin pages), not with every page.
const mfaService = () => import('./mfa-service');
export const getMfaStatus = lazyService(mfaService, 'getMfaStatus');
export const enrollTotp = lazyService(mfaService, 'enrollTotp');
export const verifyTotp = lazyService(mfaService, 'verifyTotp');
export const unenrollFactor = lazyService(mfaService, 'unenrollFactor');

/**
 * The status as the session kept in this browser has it, without asking the server: the level from the
 * access token and the factors of the session's user (as of its last sign-in, verification or refresh). A
 * factor enrolled on another device since then is missing here until the server's answer (getMfaStatus)
 * arrives.
 */
export async function getStoredMfaStatus(): Promise<MfaStatus> {
  const auth = getSupabase().auth;
  const [level, stored] = await Promise.all([auth.mfa.getAuthenticatorAssuranceLevel(), auth.getSession()]);
  if (level.error) throw level.error;
  if (stored.error) throw stored.error;
  return {
    currentLevel: levelOf(level.data.currentLevel),
    nextLevel: levelOf(level.data.nextLevel),
    factors: toTotpFactors(stored.data.session?.user.factors ?? []),
  };
}

/**
 * The MFA calls as RTK Query endpoints. The status is cached per user id (the argument), and every
 * change of factors or of the session's level invalidates it.
 */
const mfaApi = api.injectEndpoints({
  endpoints: (build) => ({
    mfaStatus: build.query<MfaStatus, string>({
      queryFn: fromService(() => getMfaStatus()),
      providesTags: ['Mfa'],
    }),
    /** the same from the session in storage (getStoredMfaStatus): at once, possibly behind the server */
    storedMfaStatus: build.query<MfaStatus, string>({
      queryFn: fromService(() => getStoredMfaStatus()),
      providesTags: ['Mfa'],
    }),
    enrollTotp: build.mutation<TotpEnrollment, void>({
      queryFn: fromService(() => enrollTotp()),
      invalidatesTags: (_result, error) => (error ? [] : ['Mfa']),
    }),
    verifyTotp: build.mutation<null, { factorId: string; code: string }>({
      queryFn: fromService(async ({ factorId, code }: { factorId: string; code: string }) => {
        await verifyTotp(factorId, code);
        return null;
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Mfa']),
    }),
    unenrollFactor: build.mutation<null, string>({
      queryFn: fromService(async (factorId: string) => {
        await unenrollFactor(factorId);
        return null;
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Mfa']),
    }),
  }),
});

export const {
  useMfaStatusQuery,
  useStoredMfaStatusQuery,
  useEnrollTotpMutation,
  useVerifyTotpMutation,
  useUnenrollFactorMutation,
} = mfaApi;
