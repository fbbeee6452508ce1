import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ProductReviews, REPORT_SENT_TEXT } from './product-reviews';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getProductReviews: jest.fn(),
  getProductReviewStats: jest.fn(),
  reportReview: jest.fn(),
}));
jest.setTimeout(60000);

const api = services as jest.Mocked<typeof services>;
const { ReviewError, REVIEW_MESSAGES, toReviewStats } =
  jest.requireActual<typeof services>('@koperasi/shared-services');

const VISITOR: services.User = {
  id: 'buyer-2',
  email: 'pembeli2@koperasi.test',
  displayName: 'Rina',
  role: 'buyer',
  reputation: 0,
  phone: '',
};

const review = (overrides: Partial<services.ProductReview> = {}): services.ProductReview => ({
  id: 7,
  orderItemId: 1,
  productId: 5,
  authorId: 'buyer-1',
  authorName: 'Dewi Lestari',
  authorAvatarUrl: '',
  rating: 5,
  body: 'Salmonnya segar, dikemas rapi.',
  photoPaths: ['buyer-1/a.png'],
  photos: ['http://storage/review-photos/buyer-1/a.png'],
  editCount: 0,
  editedAt: null,
  hidden: false,
  reply: 'Terima kasih, Bu Dewi!',
  repliedAt: '2026-11-21T03:00:00.000Z',
  createdAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const SECOND = review({
  id: 8,
  authorId: 'buyer-3',
  authorName: '',
  rating: 3,
  body: 'Cukup',
  photoPaths: [],
  photos: [],
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-19T03:00:00.000Z',
});

const STATS = toReviewStats([
  { stars: 5, reviews: 4 },
  { stars: 4, reviews: 1 },
  { stars: 3, reviews: 1 },
  { stars: 2, reviews: 0 },
  { stars: 1, reviews: 0 },
]);

function renderReviews(user: services.User | null = null) {
  return renderWithProviders(<ProductReviews productId={5} />, {
    preloadedState: { auth: { user, loading: false } },
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.getProductReviewStats.mockResolvedValue(STATS);
  api.getProductReviews.mockResolvedValue({ items: [review(), SECOND], total: 6 });
});

describe('ProductReviews', () => {
  it("says 'Belum ada ulasan' when the product has no visible review", async () => {
    api.getProductReviewStats.mockResolvedValue(toReviewStats([]));
    api.getProductReviews.mockResolvedValue({ items: [], total: 0 });
    renderReviews();
    const section = screen.getByRole('region', { name: 'Ulasan Pembeli' });
    expect(await within(section).findByText('Belum ada ulasan')).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Daftar ulasan' })).not.toBeInTheDocument();
  });

  it('shows the average, the count per star, and each review: author, verified, stars, date, text, photos, reply', async () => {
    const user = userEvent.setup();
    renderReviews();
    const summary = await screen.findByTestId('reviews-summary');
    expect(summary).toHaveTextContent('4.5 / 5');
    expect(summary).toHaveTextContent('6 ulasan');
    expect(within(summary).getByRole('img', { name: 'Rata-rata 4.5 dari 5 bintang' })).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Sebaran penilaian' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 bintang: 4 ulasan54',
      '4 bintang: 1 ulasan41',
      '3 bintang: 1 ulasan31',
      '2 bintang: 0 ulasan20',
      '1 bintang: 0 ulasan10',
    ]);
    expect(api.getProductReviews).toHaveBeenCalledWith({ productId: 5, sort: 'newest', limit: 5 });

    const first = screen.getByRole('article', { name: 'Ulasan dari Dewi Lestari' });
    expect(within(first).getByText('Pembeli terverifikasi')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '5 dari 5 bintang' })).toBeInTheDocument();
    expect(within(first).getByText('20 November 2026')).toBeInTheDocument();
    expect(within(first).getByText('Salmonnya segar, dikemas rapi.')).toBeInTheDocument();
    expect(within(first).getByTestId('review-reply-7')).toHaveTextContent(
      'Balasan Penjual · 21 November 2026Terima kasih, Bu Dewi!',
    );
    // a review without a name shows 'Pembeli'; a visitor reports nothing
    const second = screen.getByRole('article', { name: 'Ulasan dari Pembeli' });
    expect(within(second).getByText('Pembeli terverifikasi')).toBeInTheDocument();
    expect(within(second).queryByText('Balasan Penjual')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Laporkan/ })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Lihat foto 1 dari 1' }));
    const photo = screen.getByRole('dialog', { name: /Foto ulasan dari Dewi Lestari/ });
    expect(within(photo).getByRole('img', { name: 'Foto 1 dari ulasan Dewi Lestari' })).toHaveAttribute(
      'src',
      'http://storage/review-photos/buyer-1/a.png',
    );
    await user.click(within(photo).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a stored review photo as a rendition, then the stored file, then an empty box its button names', async () => {
    const stored = 'http://127.0.0.1:54321/storage/v1/object/public/review-photos/buyer-1/a.png';
    api.getProductReviews.mockResolvedValue({ items: [review({ photos: [stored] })], total: 1 });
    renderReviews();
    const button = await screen.findByRole('button', { name: 'Lihat foto 1 dari 1' });
    const thumbnail = () => button.querySelector('img, [aria-hidden]')!;
    expect(thumbnail().getAttribute('srcset')).toContain(
      '/render/image/public/review-photos/buyer-1/a.png?width=160',
    );
    expect(thumbnail()).toHaveAttribute('sizes', '72px');
    fireEvent.error(thumbnail());
    expect(thumbnail()).toHaveAttribute('src', stored);
    expect(thumbnail()).not.toHaveAttribute('srcset');
    fireEvent.error(thumbnail());
    expect(thumbnail().tagName).toBe('DIV');
    expect(thumbnail()).toHaveAttribute('aria-hidden', 'true');
    expect(within(button).queryByRole('img')).toBeNull();
  });

  it("sorts by rating and loads more with 'Muat lebih banyak'", async () => {
    const user = userEvent.setup();
    renderReviews();
    expect(await screen.findByText('Menampilkan 2 dari 6 ulasan')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Urutkan' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Terbaru',
      'Rating tertinggi',
      'Rating terendah',
    ]);
    await user.click(screen.getByRole('option', { name: 'Rating terendah' }));
    await waitFor(() =>
      expect(api.getProductReviews).toHaveBeenLastCalledWith({ productId: 5, sort: 'lowest', limit: 5 }),
    );

    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() =>
      expect(api.getProductReviews).toHaveBeenLastCalledWith({ productId: 5, sort: 'lowest', limit: 10 }),
    );
  });

  it("lets a signed-in user other than the author 'Laporkan' once; the second time says it was done", async () => {
    const user = userEvent.setup();
    api.reportReview.mockResolvedValueOnce(undefined);
    renderReviews(VISITOR);
    const first = await screen.findByRole('article', { name: 'Ulasan dari Dewi Lestari' });
    await user.click(within(first).getByRole('button', { name: 'Laporkan ulasan dari Dewi Lestari' }));
    let dialog = screen.getByRole('dialog', { name: 'Laporkan Ulasan' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Laporan' }));
    expect(await within(dialog).findByText('Tuliskan alasan laporan')).toBeInTheDocument();
    expect(api.reportReview).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Alasan laporan/), 'Berisi iklan toko lain');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Laporan' }));
    expect(await screen.findByText(REPORT_SENT_TEXT)).toBeInTheDocument();
    expect(api.reportReview).toHaveBeenCalledWith(7, 'Berisi iklan toko lain');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    api.reportReview.mockRejectedValueOnce(
      new ReviewError(
        'Error reporting review',
        { code: 'KP010', message: 'Anda sudah melaporkan ulasan ini' },
        { KP010: REVIEW_MESSAGES.alreadyReported },
      ),
    );
    await user.click(within(first).getByRole('button', { name: 'Laporkan ulasan dari Dewi Lestari' }));
    dialog = screen.getByRole('dialog', { name: 'Laporkan Ulasan' });
    await user.type(within(dialog).getByLabelText(/Alasan laporan/), 'Lagi');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Laporan' }));
    expect(await screen.findByText('Anda sudah melaporkan ulasan ini')).toBeInTheDocument();
  });

  it("offers the author no 'Laporkan' on their own review", async () => {
    renderReviews({ ...VISITOR, id: 'buyer-1' });
    const own = await screen.findByRole('article', { name: 'Ulasan dari Dewi Lestari' });
    expect(within(own).queryByRole('button', { name: /Laporkan/ })).not.toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Ulasan dari Pembeli' });
    expect(within(other).getByRole('button', { name: 'Laporkan ulasan dari Pembeli' })).toBeInTheDocument();
  });
});
