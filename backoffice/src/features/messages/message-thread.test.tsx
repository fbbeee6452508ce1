import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { inboxMessage } from './message-fixtures';
import { MessageThread } from './message-thread';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getInboxMessage: jest.fn(),
  markContactMessageRead: jest.fn(),
  replyToContactMessage: jest.fn(),
}));
const api = jest.mocked(services);
const { ContactError } = jest.requireActual<typeof services>('@koperasi/shared-services');

const REPLY = 'Bisa, Bu Rina. Pengiriman ke Bogor memakan waktu 1-2 hari.';

function renderThread() {
  return renderWithProviders(<MessageThread messageId={7} listPath="/admin/messages" />, {
    preloadedState: signedIn(ADMIN),
    path: '/admin/messages/7',
  });
}

beforeEach(() => {
  api.getInboxMessage.mockResolvedValue(inboxMessage());
  api.markContactMessageRead.mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('MessageThread', () => {
  it('shows the sender, the time in WIB and the whole text, and marks an unread message read on opening', async () => {
    renderThread();
    expect(
      await screen.findByRole('heading', { name: 'Pesan dari Rina Wulandari', level: 1 }),
    ).toBeInTheDocument();
    const message = screen.getByRole('region', { name: 'Pesan' });
    expect(within(message).getByRole('link', { name: 'rina@contoh.id' })).toHaveAttribute(
      'href',
      'mailto:rina@contoh.id',
    );
    expect(message).toHaveTextContent('Dikirim 7 Des 2026, 09.15 WIB');
    expect(message).toHaveTextContent('Saya butuh 500 ekor.');
    await waitFor(() => expect(api.markContactMessageRead).toHaveBeenCalledWith(7, true));
    expect(api.markContactMessageRead).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Kembali ke Pesan Masuk' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
  });

  it('marks a read message unread again, and does not mark it read by itself afterwards', async () => {
    const user = userEvent.setup();
    api.getInboxMessage.mockResolvedValue(inboxMessage({ isRead: true }));
    renderThread();
    const button = await screen.findByRole('button', { name: 'Tandai belum dibaca' });
    api.getInboxMessage.mockResolvedValue(inboxMessage({ isRead: false }));
    await user.click(button);
    expect(api.markContactMessageRead).toHaveBeenCalledWith(7, false);
    expect(await screen.findByRole('button', { name: 'Tandai sudah dibaca' })).toBeInTheDocument();
    expect(api.markContactMessageRead).toHaveBeenCalledTimes(1);
  });

  it('lists the replies: who, when in WIB, what', async () => {
    api.getInboxMessage.mockResolvedValue(
      inboxMessage({
        isRead: true,
        repliedAt: '2026-12-07T04:00:00.000Z',
        replies: [
          { id: 1, body: REPLY, replierName: 'Admin Koperasi', createdAt: '2026-12-07T04:00:00.000Z' },
        ],
      }),
    );
    renderThread();
    const replies = await screen.findByRole('list', { name: 'Balasan' });
    const [reply] = within(replies).getAllByRole('listitem');
    expect(reply).toHaveTextContent('Admin Koperasi · 7 Des 2026, 11.00 WIB');
    expect(reply).toHaveTextContent(REPLY);
  });

  it('sends a reply to the sender, says so, and empties the field; an empty one is refused', async () => {
    const user = userEvent.setup();
    api.replyToContactMessage.mockResolvedValue({ id: 1, body: REPLY, replierName: '', createdAt: '' });
    renderThread();
    const field = await screen.findByLabelText(/Balasan untuk Rina Wulandari/);
    await user.click(screen.getByRole('button', { name: 'Kirim Balasan' }));
    expect(await screen.findByText('Balasan harus diisi')).toBeInTheDocument();
    expect(api.replyToContactMessage).not.toHaveBeenCalled();

    await user.type(field, REPLY);
    expect(screen.getByText(/dikirim ke rina@contoh.id dan tersimpan bersama pesan ini/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim Balasan' }));
    expect(await screen.findByText('Balasan terkirim ke rina@contoh.id')).toBeInTheDocument();
    expect(api.replyToContactMessage).toHaveBeenCalledWith(7, REPLY);
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('says why a reply failed and keeps its text', async () => {
    const user = userEvent.setup();
    api.replyToContactMessage.mockRejectedValue(
      new ContactError('Error updating contact message', {
        code: 'KP041',
        message: 'Pesan tidak ditemukan atau sudah dihapus',
      }),
    );
    renderThread();
    const field = await screen.findByLabelText(/Balasan untuk Rina Wulandari/);
    await user.type(field, REPLY);
    await user.click(screen.getByRole('button', { name: 'Kirim Balasan' }));
    expect(
      await screen.findByText('Gagal mengirim balasan. Pesan tidak ditemukan atau sudah dihapus'),
    ).toBeInTheDocument();
    expect(field).toHaveValue(REPLY);
  });

  it('says when the message is not there', async () => {
    api.getInboxMessage.mockRejectedValue(
      new ContactError('Error getting contact messages', {
        code: 'KP041',
        message: 'Pesan tidak ditemukan atau sudah dihapus',
      }),
    );
    renderThread();
    expect(await screen.findByRole('alert')).toHaveTextContent('Pesan tidak ditemukan atau sudah dihapus');
  });
});
