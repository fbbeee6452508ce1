import type { InboxMessage, InboxPage } from '@koperasi/shared-services';

export function inboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 7,
    name: 'Rina Wulandari',
    email: 'rina@contoh.id',
    message: 'Apakah benih nila bisa dikirim ke Bogor?\nSaya butuh 500 ekor.',
    isRead: false,
    createdAt: '2026-12-07T02:15:00.000Z',
    repliedAt: null,
    replies: [],
    ...overrides,
  };
}

export const inboxPage = (items: InboxMessage[], total = items.length): InboxPage => ({ items, total });
