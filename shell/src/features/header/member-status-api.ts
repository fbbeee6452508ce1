import { api, fromService, getMemberStatus, type MemberStatus } from '@koperasi/shared-services';

/** Whether the signed-in person is a member of the cooperative today (the user menu's badge). */
const memberStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    memberStatus: build.query<MemberStatus, string>({
      queryFn: fromService((profileId: string) => getMemberStatus(profileId)),
    }),
  }),
});

export const { useMemberStatusQuery } = memberStatusApi;
