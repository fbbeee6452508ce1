import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { MailOutbox, RESENT } from './mail-outbox';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOutboxMails: jest.fn(),
  resendMail: jest.fn(),
}));
const api = jest.mocked(services);

const mail = (overrides: Partial<services.OutboxMail> = {}): services.OutboxMail => ({
  id: 11,
  recipient: 'dewi@contoh.id',
  template: 'pesanan_dibuat',
  subject: 'Pesanan KOP-20261207-000001 berhasil dibuat',
  status: 'terkirim',
  attempts: 1,
  lastError: null,
  createdAt: '2026-12-07T02:15:00.000Z',
  sentAt: '2026-12-07T02:16:00.000Z',
  nextAttemptAt: '2026-12-07T02:15:00.000Z',
  ...overrides,
});
const SENT = mail();
const RETRYING = mail({
  id: 12,
  recipient: 'budi@contoh.id',
  subject: 'Pesanan baru KOP-20261207-000001',
  status: 'menunggu',
  attempts: 2,
  sentAt: null,
  lastError: '451 Layanan sedang sibuk',
  nextAttemptAt: '2026-12-07T02:30:00.000Z',
});
const FAILED = mail({
  id: 13,
  recipient: 'siti@contoh.id',
  subject: 'Pembayaran diterima',
  status: 'gagal',
  attempts: 5,
  sentAt: null,
  lastError: '550 Kotak surat tidak ada',
});
const page = (items: services.OutboxMail[]) => ({ items, total: items.length });

function renderOutbox(path = '/admin/emails') {
  return renderWithProviders(<MailOutbox title="Email Keluar" />, { preloadedState: signedIn(ADMIN), path });
}

beforeEach(() => {
  api.getOutboxMails.mockResolvedValue(page([SENT, RETRYING, FAILED]));
  api.resendMail.mockResolvedValue({ ...FAILED, status: 'menunggu', attempts: 0 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const rowOf = (subject: string) =>
  screen.getAllByTestId('outbox-row').find((row) => row.textContent?.includes(subject))!;

it('lists each mail: subject, recipient, time in WIB, its state, the failures and the next try', async () => {
  renderOutbox();
  await screen.findByText(SENT.subject);
  const sent = rowOf(SENT.subject);
  expect(sent).toHaveTextContent('dewi@contoh.id');
  expect(sent).toHaveTextContent('7 Des 2026, 09.15 WIB');
  expect(sent).toHaveTextContent('Terkirim 7 Des 2026, 09.16 WIB');
  expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
  expect(rowOf(RETRYING.subject)).toHaveTextContent(
    'Gagal 2 dari 5 kali · dicoba lagi 7 Des 2026, 09.30 WIB',
  );
  expect(rowOf(RETRYING.subject)).toHaveTextContent('451 Layanan sedang sibuk');
  expect(rowOf(FAILED.subject)).toHaveTextContent('GagalGagal 5 kali, tidak dicoba lagi');
  expect(api.getOutboxMails).toHaveBeenCalledWith({ filter: 'semua', page: 1, pageSize: 10 });
});

it('sends a failed mail again and says so', async () => {
  const user = userEvent.setup();
  renderOutbox();
  await screen.findByText(FAILED.subject);
  api.getOutboxMails.mockResolvedValue(
    page([SENT, RETRYING, { ...FAILED, status: 'menunggu', attempts: 0 }]),
  );
  await user.click(
    screen.getByRole('button', { name: 'Kirim ulang email Pembayaran diterima kepada siti@contoh.id' }),
  );
  expect(api.resendMail).toHaveBeenCalledWith(13);
  expect(await screen.findByText(RESENT)).toBeInTheDocument();
  await waitFor(() => expect(within(rowOf(FAILED.subject)).queryByRole('button')).not.toBeInTheDocument());
});

it("says why a mail could not be sent again, in the database's words", async () => {
  const user = userEvent.setup();
  api.resendMail.mockRejectedValue(
    new services.MailOutboxError('Error resending mail', {
      code: 'KP051',
      message: 'Email tidak ditemukan atau sedang dalam antrean',
    }),
  );
  renderOutbox();
  await screen.findByText(FAILED.subject);
  await user.click(screen.getByRole('button', { name: /^Kirim ulang email Pembayaran diterima/ }));
  expect(await screen.findByText(/Email tidak ditemukan atau sedang dalam antrean/)).toBeInTheDocument();
});

it('shows one state under its tab (?status=gagal), and says when there are none', async () => {
  const user = userEvent.setup();
  const { router } = renderOutbox();
  await screen.findByText(SENT.subject);
  api.getOutboxMails.mockResolvedValue(page([]));
  await user.click(screen.getByRole('tab', { name: 'Gagal' }));
  expect(await screen.findByText('Tidak ada email yang gagal terkirim')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?status=gagal');
  expect(api.getOutboxMails).toHaveBeenLastCalledWith({ filter: 'gagal', page: 1, pageSize: 10 });
});

it('says when the outbox could not be loaded', async () => {
  api.getOutboxMails.mockRejectedValue(new Error('Error getting mail outbox: boom'));
  renderOutbox();
  expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat email keluar');
});
