import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { SELLER, signedIn } from '../../test-utils/fixtures';
import { review, reviewFailure, reviewPage } from './review-fixtures';
import { SellerReviews } from './seller-reviews';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getSellerReviews: jest.fn(),
  replyToReview: jest.fn(),
}));
const api = jest.mocked(services);

const WAITING = review();
const ANSWERED = review({
  id: 12,
  productName: 'Ikan Tuna Segar',
  productId: 8,
  authorName: 'Rina Wati',
  rating: 5,
  photos: [],
  reply: 'Terima kasih sudah berbelanja!',
  repliedAt: '2026-11-22T02:00:00.000Z',
});

function renderReviews() {
  return renderWithProviders(<SellerReviews title="Ulasan Pembeli" />, { preloadedState: signedIn(SELLER) });
}
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  api.getSellerReviews.mockResolvedValue(reviewPage([WAITING, ANSWERED]));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SellerReviews', () => {
  it("lists the reviews of the seller's products newest first: a form for a new one, the reply of an answered one", async () => {
    renderReviews();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ulasan Pembeli' })).toBeInTheDocument();
    expect(await screen.findByText('2 ulasan untuk produk Anda')).toBeInTheDocument();
    expect(api.getSellerReviews).toHaveBeenCalledWith({ sellerId: SELLER.id, page: 1, pageSize: 10 });

    const waiting = card('Ikan Salmon Segar');
    expect(within(waiting).getByRole('img', { name: '4 dari 5 bintang' })).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Dewi Lestari · 21 Nov 2026, 10.00 WIB');
    expect(within(waiting).getByRole('textbox', { name: /Balasan untuk Dewi Lestari/ })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Balas' })).toBeInTheDocument();

    const answered = card('Ikan Tuna Segar');
    expect(answered).toHaveTextContent('Balasan Anda');
    expect(answered).toHaveTextContent('Terima kasih sudah berbelanja!');
    expect(within(answered).queryByRole('button', { name: 'Balas' })).not.toBeInTheDocument();
    expect(within(answered).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("replies once with 1 to 1,000 characters; the reply then takes the form's place", async () => {
    const user = userEvent.setup();
    api.replyToReview.mockResolvedValue(undefined);
    renderReviews();
    await screen.findByText('2 ulasan untuk produk Anda');
    const waiting = card('Ikan Salmon Segar');
    const field = within(waiting).getByRole('textbox', { name: /Balasan untuk Dewi Lestari/ });
    await user.click(within(waiting).getByRole('button', { name: 'Balas' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Balasan wajib diisi'));
    await user.click(field);
    await user.paste('x'.repeat(1001));
    await user.click(within(waiting).getByRole('button', { name: 'Balas' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Balasan maksimal 1.000 karakter'));
    expect(api.replyToReview).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '  Terima kasih, Bu Dewi!  ');
    api.getSellerReviews.mockResolvedValue(
      reviewPage([
        { ...WAITING, reply: 'Terima kasih, Bu Dewi!', repliedAt: '2026-11-22T03:00:00.000Z' },
        ANSWERED,
      ]),
    );
    await user.click(within(waiting).getByRole('button', { name: 'Balas' }));
    await waitFor(() => expect(api.replyToReview).toHaveBeenCalledWith(11, 'Terima kasih, Bu Dewi!'));
    expect(await screen.findByText('Balasan terkirim')).toBeInTheDocument();
    await waitFor(() => expect(card('Ikan Salmon Segar')).toHaveTextContent('Balasan Anda'));
    expect(card('Ikan Salmon Segar')).toHaveTextContent('Terima kasih, Bu Dewi!');
    expect(
      within(card('Ikan Salmon Segar')).queryByRole('button', { name: 'Balas' }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal (a second reply) and keeps the text", async () => {
    const user = userEvent.setup();
    api.replyToReview.mockRejectedValue(reviewFailure('KP010', 'Ulasan ini sudah dibalas'));
    renderReviews();
    await screen.findByText('2 ulasan untuk produk Anda');
    const waiting = card('Ikan Salmon Segar');
    const field = within(waiting).getByRole('textbox', { name: /Balasan untuk Dewi Lestari/ });
    await user.type(field, 'Terima kasih');
    await user.click(within(waiting).getByRole('button', { name: 'Balas' }));
    expect(await screen.findByText('Ulasan ini sudah dibalas')).toBeInTheDocument();
    expect(field).toHaveValue('Terima kasih');
  });

  it('says when no product of the seller has a review yet', async () => {
    api.getSellerReviews.mockResolvedValue(reviewPage([]));
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'Belum ada ulasan' })).toBeInTheDocument();
  });
});
