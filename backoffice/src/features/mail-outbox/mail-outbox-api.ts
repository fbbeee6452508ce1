import {
  api,
  countFailedMails,
  fromService,
  getOutboxMails,
  resendMail,
  type OutboxMail,
  type OutboxPage,
  type OutboxQuery,
} from '@koperasi/shared-services';

export const OUTBOX_LOAD_FAILED = 'Gagal memuat email keluar';
export const RESEND_FAILED = 'Gagal mengirim ulang email';

const mailOutboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the outbox: every mail or those of one state, newest first */
    outboxMails: build.query<OutboxPage, OutboxQuery>({
      queryFn: fromService((query: OutboxQuery) => getOutboxMails(query)),
      providesTags: ['OutboxMail'],
    }),
    /** the menu's badge: the mails that gave up */
    failedMailCount: build.query<number, void>({
      queryFn: fromService(() => countFailedMails()),
      providesTags: ['OutboxMail'],
    }),
    /** a failed (or sent) mail back in the queue, due now */
    resendMail: build.mutation<OutboxMail, number>({
      queryFn: fromService((id: number) => resendMail(id)),
      invalidatesTags: (_result, error) => (error ? [] : ['OutboxMail']),
    }),
  }),
});

export const { useOutboxMailsQuery, useFailedMailCountQuery, useResendMailMutation } = mailOutboxApi;
