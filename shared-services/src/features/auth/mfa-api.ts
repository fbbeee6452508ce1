import { api } from '../../api/api';
import { fromService } from '../../api/service-error';
import { lazyService } from '../../lazy-service';
import type { MfaStatus, TotpEnrollment } from './mfa-model';

// The calls load with the first MFA screen (the account and admin pages), not with every page.
const mfaService = () => import('./mfa-service');
export const getMfaStatus = lazyService(mfaService, 'getMfaStatus');
export const enrollTotp = lazyService(mfaService, 'enrollTotp');
export const verifyTotp = lazyService(mfaService, 'verifyTotp');
export const unenrollFactor = lazyService(mfaService, 'unenrollFactor');

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

export const { useMfaStatusQuery, useEnrollTotpMutation, useVerifyTotpMutation, useUnenrollFactorMutation } =
  mfaApi;
