import { api, fromService, getMyShuEstimate, type MyShuEstimate } from '@koperasi/shared-services';

const shuApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the signed-in member's patronage and SHU estimate for the current book year; null: not a member */
    myShuEstimate: build.query<MyShuEstimate | null, string>({
      queryFn: fromService((_userId: string) => getMyShuEstimate()),
    }),
  }),
});

export const { useMyShuEstimateQuery } = shuApi;
