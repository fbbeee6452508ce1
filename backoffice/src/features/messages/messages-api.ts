import {
  api,
  countUnreadContactMessages,
  fromService,
  getInboxMessage,
  getInboxMessages,
  markContactMessageRead,
  replyToContactMessage,
  type ContactReply,
  type InboxMessage,
  type InboxPage,
  type InboxQuery,
} from '@koperasi/shared-services';

export const MESSAGES_LOAD_FAILED = 'Gagal memuat pesan';
export const MARK_READ_FAILED = 'Gagal menandai pesan';

export interface MessageReadChange {
  id: number;
  read: boolean;
}

export interface MessageReply {
  id: number;
  body: string;
}

const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the inbox: every message or the unread ones, newest first */
    inboxMessages: build.query<InboxPage, InboxQuery>({
      queryFn: fromService((query: InboxQuery) => getInboxMessages(query)),
      providesTags: ['ContactMessage'],
    }),
    /** one message with its replies */
    inboxMessage: build.query<InboxMessage, number>({
      queryFn: fromService((id: number) => getInboxMessage(id)),
      providesTags: ['ContactMessage'],
    }),
    /** the menu's badge */
    unreadMessageCount: build.query<number, void>({
      queryFn: fromService(() => countUnreadContactMessages()),
      providesTags: ['ContactMessage'],
    }),
    markMessageRead: build.mutation<void, MessageReadChange>({
      queryFn: fromService(({ id, read }: MessageReadChange) => markContactMessageRead(id, read)),
      invalidatesTags: (_result, error) => (error ? [] : ['ContactMessage']),
    }),
    /** the reply is kept with the message and mailed to the sender */
    replyToMessage: build.mutation<ContactReply, MessageReply>({
      queryFn: fromService(({ id, body }: MessageReply) => replyToContactMessage(id, body)),
      invalidatesTags: (_result, error) => (error ? [] : ['ContactMessage']),
    }),
  }),
});

export const {
  useInboxMessagesQuery,
  useInboxMessageQuery,
  useUnreadMessageCountQuery,
  useMarkMessageReadMutation,
  useReplyToMessageMutation,
} = messagesApi;
