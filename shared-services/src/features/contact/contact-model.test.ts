import { ContactError } from './contact-error';
import { toInboxMessage } from './contact-model';

describe('contact model', () => {
  it('maps a row of the thread, replies oldest first with the admin who wrote them', () => {
    const message = toInboxMessage({
      id: 7,
      name: 'Rina Wulandari',
      email: 'rina@contoh.id',
      message: 'Apakah benih nila bisa dikirim ke Bogor?',
      is_read: true,
      created_at: '2026-12-07T01:00:00Z',
      replied_at: '2026-12-07T03:00:00Z',
      replies: [
        { id: 2, body: 'Kedua', created_at: '2026-12-07T03:00:00Z', replier: null },
        {
          id: 1,
          body: 'Pertama',
          created_at: '2026-12-07T02:00:00Z',
          replier: { full_name: 'Admin Koperasi' },
        },
      ],
    });
    expect(message).toEqual({
      id: 7,
      name: 'Rina Wulandari',
      email: 'rina@contoh.id',
      message: 'Apakah benih nila bisa dikirim ke Bogor?',
      isRead: true,
      createdAt: '2026-12-07T01:00:00Z',
      repliedAt: '2026-12-07T03:00:00Z',
      replies: [
        { id: 1, body: 'Pertama', replierName: 'Admin Koperasi', createdAt: '2026-12-07T02:00:00Z' },
        { id: 2, body: 'Kedua', replierName: 'Admin', createdAt: '2026-12-07T03:00:00Z' },
      ],
    });
  });

  it('maps a row of the list: no replies', () => {
    const message = toInboxMessage({
      id: 8,
      name: 'Budi',
      email: 'budi@contoh.id',
      message: 'Halo',
      is_read: false,
      created_at: '2026-12-07T01:00:00Z',
      replied_at: null,
    });
    expect(message.replies).toEqual([]);
    expect(message.isRead).toBe(false);
  });

  it("shows the database's own sentence for the contact codes, the usual one for others", () => {
    const tooMany = new ContactError('Error creating contact message', {
      code: 'PT429',
      message: 'Terlalu banyak pesan dari alamat email ini. Silakan coba lagi dalam satu jam.',
    });
    expect(tooMany.message).toBe(
      'Error creating contact message: Terlalu banyak pesan dari alamat email ini. Silakan coba lagi dalam satu jam.',
    );
    expect(tooMany.userMessage).toBe(
      'Terlalu banyak pesan dari alamat email ini. Silakan coba lagi dalam satu jam.',
    );
    expect(
      new ContactError('Error updating contact message', { code: '22023', message: 'Balasan harus diisi' })
        .userMessage,
    ).toBe('Balasan harus diisi');
    expect(
      new ContactError('Error updating contact message', {
        code: '42501',
        message: 'permission denied for table',
      }).userMessage,
    ).toBe('Anda tidak memiliki izin untuk melakukan tindakan ini');
  });
});
