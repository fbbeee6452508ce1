import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { review, reviewFailure, reviewPage } from './review-fixtures';
import { ReviewModeration } from './review-moderation';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getReviewsForModeration: jest.fn(),
  moderateReview: jest.fn(),
}));
const api = jest.mocked(services);

const REPORTED = review({
  reply: 'Terima kasih, Bu Dewi!',
  repliedAt: '2026-11-21T05:00:00.000Z',
  reports: [
    {
      id: 1,
      reason: 'Menyebut nomor telepon pribadi',
      reporterName: 'Siti Rahayu',
      createdAt: '2026-11-22T01:00:00.000Z',
    },
    {
      id: 2,
      reason: 'Bukan ulasan produk',
      reporterName: 'Rina Wati',
      createdAt: '2026-11-22T02:00:00.000Z',
    },
  ],
});
const HIDDEN = review({
  id: 12,
  productName: 'Beras Organik',
  productId: 9,
  authorName: 'Rina Wati',
  rating: 1,
  body: '',
  photos: [],
  hidden: true,
  hiddenReason: 'Kata-kata kasar',
  hiddenAt: '2026-11-23T01:00:00.000Z',
});

function renderModeration(path = '/admin/reviews') {
  return renderWithProviders(<ReviewModeration title="Ulasan Produk" />, {
    preloadedState: signedIn(ADMIN),
    path,
  });
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  api.getReviewsForModeration.mockResolvedValue(reviewPage([REPORTED, HIDDEN]));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ReviewModeration', () => {
  it('lists every review newest first with its product, author, stars, text, photos, date, status and reports', async () => {
    renderModeration();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ulasan Produk' })).toBeInTheDocument();
    expect(await screen.findByText('2 ulasan')).toBeInTheDocument();
    expect(api.getReviewsForModeration).toHaveBeenCalledWith({
      filter: 'semua',
      search: '',
      page: 1,
      pageSize: 10,
    });

    const shown = card('Ikan Salmon Segar');
    expect(within(shown).getByRole('link', { name: 'Ikan Salmon Segar' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    expect(within(shown).getByRole('img', { name: '4 dari 5 bintang' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('Dewi Lestari · 21 Nov 2026, 10.00 WIB');
    expect(shown).toHaveTextContent('Salmonnya segar dan dikemas rapi.');
    expect(
      within(shown).getByRole('img', { name: 'Foto 1 dari Dewi Lestari (buka di tab baru)' }),
    ).toHaveAttribute('src', REPORTED.photos[0]);
    expect(within(shown).getByText('Tampil')).toBeInTheDocument();
    expect(shown).toHaveTextContent('Balasan penjual');
    expect(shown).toHaveTextContent('Terima kasih, Bu Dewi!');
    expect(within(shown).getByRole('heading', { name: 'Dilaporkan 2 kali' })).toBeInTheDocument();
    const reports = within(shown)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Menyebut nomor telepon pribadi — Siti Rahayu, 22 Nov 2026, 08.00 WIB'),
        expect.stringContaining('Bukan ulasan produk — Rina Wati'),
      ]),
    );
    expect(within(shown).getByRole('button', { name: 'Sembunyikan' })).toBeInTheDocument();

    const hidden = card('Beras Organik');
    expect(within(hidden).getByText('Disembunyikan')).toBeInTheDocument();
    expect(hidden).toHaveTextContent('Alasan: Kata-kata kasar');
    expect(hidden).toHaveTextContent('Tanpa ulasan tertulis');
    expect(hidden).toHaveTextContent('Belum ada laporan');
    expect(within(hidden).getByRole('button', { name: 'Tampilkan Kembali' })).toBeInTheDocument();
  });

  it('filters by reported and hidden reviews (?status=) and searches by product', async () => {
    const user = userEvent.setup();
    renderModeration('/admin/reviews?status=dilaporkan');
    await screen.findByText('2 ulasan');
    expect(screen.getByRole('tab', { name: 'Dilaporkan' })).toHaveAttribute('aria-selected', 'true');
    expect(api.getReviewsForModeration).toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: 'dilaporkan' }),
    );

    api.getReviewsForModeration.mockResolvedValue(reviewPage([HIDDEN]));
    await user.click(screen.getByRole('tab', { name: 'Disembunyikan' }));
    await waitFor(() =>
      expect(api.getReviewsForModeration).toHaveBeenLastCalledWith(
        expect.objectContaining({ filter: 'disembunyikan', page: 1 }),
      ),
    );
    expect(await screen.findByText('1 ulasan')).toBeInTheDocument();

    api.getReviewsForModeration.mockResolvedValue(reviewPage([]));
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'Tuna');
    await waitFor(() =>
      expect(api.getReviewsForModeration).toHaveBeenLastCalledWith(
        expect.objectContaining({ filter: 'disembunyikan', search: 'Tuna' }),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada ulasan untuk produk "Tuna"' }),
    ).toBeInTheDocument();
    // one request when typing pauses, not one per key
    expect(api.getReviewsForModeration).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'Tun' }));
  });

  it('hides a review only with a reason of at most 500 characters, then shows it hidden', async () => {
    const user = userEvent.setup();
    api.moderateReview.mockResolvedValue(undefined);
    renderModeration();
    await screen.findByText('2 ulasan');
    await user.click(within(card('Ikan Salmon Segar')).getByRole('button', { name: 'Sembunyikan' }));
    const dialog = screen.getByRole('dialog', { name: 'Sembunyikan Ulasan' });
    expect(dialog).toHaveTextContent('tidak lagi tampil di halaman produk');
    const reason = within(dialog).getByLabelText(/^Alasan menyembunyikan/);
    await user.click(within(dialog).getByRole('button', { name: 'Sembunyikan' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Alasan wajib diisi'));
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Sembunyikan' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Alasan maksimal 500 karakter'));
    expect(api.moderateReview).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, '  Data pribadi  ');
    api.getReviewsForModeration.mockResolvedValue(
      reviewPage([{ ...REPORTED, hidden: true, hiddenReason: 'Data pribadi' }, HIDDEN]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sembunyikan' }));
    await waitFor(() => expect(api.moderateReview).toHaveBeenCalledWith(11, true, 'Data pribadi'));
    expect(await screen.findByText('Ulasan disembunyikan dari halaman produk')).toBeInTheDocument();
    await waitFor(() => expect(card('Ikan Salmon Segar')).toHaveTextContent('Alasan: Data pribadi'));
    expect(
      within(card('Ikan Salmon Segar')).getByRole('button', { name: 'Tampilkan Kembali' }),
    ).toBeInTheDocument();
  });

  it('shows a hidden review again with a reason, and says why when the server refuses', async () => {
    const user = userEvent.setup();
    api.moderateReview.mockRejectedValueOnce(
      reviewFailure('42501', 'Hanya admin yang dapat menyembunyikan ulasan'),
    );
    renderModeration();
    await screen.findByText('2 ulasan');
    await user.click(within(card('Beras Organik')).getByRole('button', { name: 'Tampilkan Kembali' }));
    const dialog = screen.getByRole('dialog', { name: 'Tampilkan Kembali Ulasan' });
    await user.type(within(dialog).getByLabelText(/^Alasan menampilkan kembali/), 'Sudah diperbaiki');
    await user.click(within(dialog).getByRole('button', { name: 'Tampilkan Kembali' }));
    expect(await screen.findByText('Hanya admin yang dapat menyembunyikan ulasan')).toBeInTheDocument();
    expect(api.moderateReview).toHaveBeenCalledWith(12, false, 'Sudah diperbaiki');
    // the dialog stays open with the reason
    expect(screen.getByRole('dialog', { name: 'Tampilkan Kembali Ulasan' })).toBeInTheDocument();

    api.moderateReview.mockResolvedValue(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Tampilkan Kembali' }));
    expect(await screen.findByText('Ulasan ditampilkan kembali')).toBeInTheDocument();
  });

  it('says when there is no review, and when the list cannot be loaded', async () => {
    api.getReviewsForModeration.mockResolvedValue(reviewPage([]));
    const { unmount } = renderModeration();
    expect(await screen.findByRole('heading', { name: 'Belum ada ulasan' })).toBeInTheDocument();
    unmount();
    api.getReviewsForModeration.mockRejectedValue(new Error('boom'));
    renderModeration();
    expect(await screen.findAllByText('Gagal memuat ulasan')).not.toHaveLength(0);
  });
});
