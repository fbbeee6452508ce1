import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { inboxMessage, inboxPage } from './message-fixtures';
import { MessageInbox } from './message-inbox';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getInboxMessages: jest.fn(),
  markContactMessageRead: jest.fn(),
}));
const api = jest.mocked(services);

const UNREAD = inboxMessage();
const ANSWERED = inboxMessage({
  id: 6,
  name: 'Budi Santoso',
  email: 'budi@contoh.id',
  message: 'Kapan koperasi buka pendaftaran anggota?',
  isRead: true,
  createdAt: '2026-12-06T10:00:00.000Z',
  repliedAt: '2026-12-06T12:00:00.000Z',
});

function renderInbox(path = '/admin/messages') {
  return renderWithProviders(
    <MessageInbox title="Pesan Masuk" threadPath={(id) => `/admin/messages/${id}`} />,
    {
      preloadedState: signedIn(ADMIN),
      path,
    },
  );
}

beforeEach(() => {
  api.getInboxMessages.mockResolvedValue(inboxPage([UNREAD, ANSWERED]));
  api.markContactMessageRead.mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('MessageInbox', () => {
  it('lists the messages newest first: sender, time in WIB, the start of the text, unread and answered marks', async () => {
    renderInbox();
    const rina = await screen.findByRole('article', { name: 'Pesan dari Rina Wulandari' });
    expect(within(rina).getByRole('link')).toHaveAttribute('href', '/admin/messages/7');
    expect(rina).toHaveTextContent('rina@contoh.id');
    expect(rina).toHaveTextContent('7 Des 2026, 09.15 WIB');
    expect(rina).toHaveTextContent('Apakah benih nila bisa dikirim ke Bogor?');
    expect(within(rina).getByText('Belum dibaca')).toBeInTheDocument();
    const budi = screen.getByRole('article', { name: 'Pesan dari Budi Santoso' });
    expect(within(budi).getByText('Sudah dibalas')).toBeInTheDocument();
    expect(within(budi).queryByText('Belum dibaca')).not.toBeInTheDocument();
    expect(within(budi).queryByRole('button', { name: 'Tandai sudah dibaca' })).not.toBeInTheDocument();
    expect(screen.getByText('2 pesan')).toBeInTheDocument();
    expect(api.getInboxMessages).toHaveBeenCalledWith({ filter: 'semua', page: 1, pageSize: 10 });
  });

  it('marks an unread message read without opening it, and reads the list again', async () => {
    const user = userEvent.setup();
    renderInbox();
    const rina = await screen.findByRole('article', { name: 'Pesan dari Rina Wulandari' });
    api.getInboxMessages.mockResolvedValue(inboxPage([{ ...UNREAD, isRead: true }, ANSWERED]));
    await user.click(within(rina).getByRole('button', { name: 'Tandai sudah dibaca' }));
    expect(api.markContactMessageRead).toHaveBeenCalledWith(7, true);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Pesan dari Rina Wulandari' })).queryByText(
          'Belum dibaca',
        ),
      ).not.toBeInTheDocument(),
    );
  });

  it("shows only the unread ones under 'Belum dibaca' (?status=belum-dibaca), and says when there are none", async () => {
    const user = userEvent.setup();
    const { router } = renderInbox();
    await screen.findByRole('article', { name: 'Pesan dari Rina Wulandari' });
    api.getInboxMessages.mockResolvedValue(inboxPage([]));
    await user.click(screen.getByRole('tab', { name: 'Belum dibaca' }));
    expect(await screen.findByText('Semua pesan sudah dibaca')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=belum-dibaca');
    expect(api.getInboxMessages).toHaveBeenLastCalledWith({ filter: 'belum-dibaca', page: 1, pageSize: 10 });
  });

  it('says when the messages could not be loaded', async () => {
    api.getInboxMessages.mockRejectedValue(new Error('Error getting contact messages: boom'));
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat pesan');
  });
});
