import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import {
  order,
  orderLine,
  payment,
  shipment,
} from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { OrderDetail } from './order-detail';
import { ReviewDialog } from './review-dialog';
import { REVIEW_EDITED_TEXT, REVIEW_SENT_TEXT } from './use-line-reviews';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getMyLineReviews: jest.fn(),
  submitReview: jest.fn(),
  editReview: jest.fn(),
}));
jest.setTimeout(60000);

const api = services as jest.Mocked<typeof services>;
const { ReviewError, REVIEW_MESSAGES } = jest.requireActual<typeof services>('@koperasi/shared-services');

const BUYER: services.User = {
  id: 'buyer-1',
  email: 'pembeli@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 0,
  phone: '',
};

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => new File([PNG_HEAD, new Uint8Array(500)], name, { type: 'image/png' });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A COD order whose one parcel (two lines) arrived `receivedDaysAgo` days ago. */
const received = (receivedDaysAgo = 2) =>
  order({
    status: 'selesai',
    paymentMethod: 'cod',
    payment: payment({ status: 'bayar_di_tempat', uniqueCode: 0, dueAt: null }),
    shipments: [
      shipment({
        status: 'diterima',
        courier: 'JNE',
        trackingNumber: 'JNE-1',
        shippedAt: daysAgo(receivedDaysAgo + 1),
        receivedAt: daysAgo(receivedDaysAgo),
        lines: [
          orderLine(),
          orderLine({ id: 3, productId: 3, productName: 'Beras Organik', quantity: 1, lineTotal: 60_000 }),
        ],
      }),
    ],
  });

const review = (overrides: Partial<services.ProductReview> = {}): services.ProductReview => ({
  id: 7,
  orderItemId: 1,
  productId: 1,
  authorId: BUYER.id,
  authorName: 'Dewi Lestari',
  authorAvatarUrl: '',
  rating: 5,
  body: 'Salmonnya segar',
  photoPaths: ['buyer-1/a.png'],
  photos: ['http://storage/review-photos/buyer-1/a.png'],
  editCount: 0,
  editedAt: null,
  hidden: false,
  reply: null,
  repliedAt: null,
  createdAt: daysAgo(1),
  ...overrides,
});

/**
 * Clicks a star as a pointer does. MUI's Rating clears the value on a click at (0, 0), which is how it tells
 * a keyboard's space from a mouse; jsdom's clicks all happen there.
 */
async function chooseStars(user: ReturnType<typeof userEvent.setup>, within_: HTMLElement, name: string) {
  const target = within(within_).getByRole('radio', { name });
  await user.pointer({ keys: '[MouseLeft]', target, coords: { clientX: 10, clientY: 10 } });
}

function renderOrder(o: services.Order) {
  return renderWithProviders(<OrderDetail order={o} settings={null} />, {
    preloadedState: { auth: { user: BUYER, loading: false } },
  });
}

beforeEach(() => {
  jest
    .spyOn(console, 'error')
    .mockImplementation((...args) => process.env.DEBUG_TEST && console.log(...args));
  api.getMyLineReviews.mockResolvedValue([]);
});

describe('reviews on the order page', () => {
  it("'Beri Ulasan' on each received line: stars required, text with its counter, a photo, then 'Ulasan Anda'", async () => {
    const user = userEvent.setup();
    api.submitReview.mockResolvedValue(review());
    renderOrder(received());
    const write = await screen.findByRole('button', { name: 'Beri Ulasan Ikan Salmon Segar' });
    expect(screen.getByRole('button', { name: 'Beri Ulasan Beras Organik' })).toBeInTheDocument();
    expect(api.getMyLineReviews).toHaveBeenCalledWith([1, 3]);
    await user.click(write);

    const dialog = screen.getByRole('dialog', { name: 'Beri Ulasan' });
    expect(within(dialog).getByText('Ikan Salmon Segar')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await within(dialog).findByText('Pilih 1 sampai 5 bintang')).toBeInTheDocument();
    expect(api.submitReview).not.toHaveBeenCalled();

    // the stars are radios with Indonesian names
    await chooseStars(user, dialog, '5 bintang, Sangat baik');
    expect(within(dialog).getByRole('radio', { name: '5 bintang, Sangat baik' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Ulasan (opsional)'), 'Salmonnya segar');
    expect(within(dialog).getByTestId('review-body-count')).toHaveTextContent('15/1.000');
    await user.upload(within(dialog).getByLabelText('Foto (opsional)'), png('salmon.png'));
    expect(await within(dialog).findByRole('img', { name: 'Gambar baru salmon.png' })).toBeInTheDocument();

    api.getMyLineReviews.mockResolvedValue([review()]);
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await screen.findByText(REVIEW_SENT_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.submitReview).toHaveBeenCalledWith(1, {
      rating: 5,
      body: 'Salmonnya segar',
      newPhotos: [expect.objectContaining({ name: 'salmon.png' })],
    });
    const line = await screen.findByTestId('line-review-1');
    expect(within(line).getByText('Ulasan Anda')).toBeInTheDocument();
    expect(within(line).getByRole('img', { name: '5 dari 5 bintang' })).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Ubah Ulasan Ikan Salmon Segar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Beri Ulasan Ikan Salmon Segar' })).not.toBeInTheDocument();
  });

  it('says why a review is refused (already reviewed: KP010) and keeps what the buyer wrote', async () => {
    const user = userEvent.setup();
    api.submitReview.mockRejectedValue(
      new ReviewError(
        'Error submitting review',
        { code: 'KP010', message: 'Anda sudah memberi ulasan untuk barang ini' },
        { KP010: REVIEW_MESSAGES.alreadyReviewed },
      ),
    );
    renderOrder(received());
    await user.click(await screen.findByRole('button', { name: 'Beri Ulasan Beras Organik' }));
    const dialog = screen.getByRole('dialog', { name: 'Beri Ulasan' });
    await chooseStars(user, dialog, '3 bintang, Cukup');
    await user.type(within(dialog).getByLabelText('Ulasan (opsional)'), 'Biasa saja');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await screen.findByText('Anda sudah memberi ulasan untuk barang ini')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Beri Ulasan' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ulasan (opsional)')).toHaveValue('Biasa saja');
  });

  it('maps the review errors to Indonesian sentences (KP009, KP011 and a generic KP010)', () => {
    const messageOf = (code: string) =>
      services.toServiceError(new ReviewError('Error submitting review', { code, message: 'x' })).userMessage;
    expect(messageOf('KP009')).toBe('Hanya pembeli yang sudah menerima barang ini yang dapat memberi ulasan');
    expect(messageOf('KP011')).toBe('Batas waktu ulasan (30 hari setelah barang diterima) sudah lewat');
    expect(messageOf('KP010')).toBe(services.SERVER_ERROR_MESSAGES.alreadyDone);
  });

  it('offers no review after the 30 days, nor on a line still on its way', async () => {
    const { unmount } = renderOrder(received(31));
    await waitFor(() => expect(api.getMyLineReviews).toHaveBeenCalled());
    expect(screen.getByText('Ikan Salmon Segar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Beri Ulasan/ })).not.toBeInTheDocument();
    unmount();

    api.getMyLineReviews.mockClear();
    renderOrder(
      order({ status: 'dikirim', shipments: [shipment({ status: 'dikirim', shippedAt: daysAgo(1) })] }),
    );
    expect(screen.getByText('Ikan Salmon Segar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Beri Ulasan/ })).not.toBeInTheDocument();
    expect(api.getMyLineReviews).not.toHaveBeenCalled();
  });

  it("'Ubah Ulasan' once: the form holds the review, the kept photo goes back as its path; then no more edits", async () => {
    const user = userEvent.setup();
    api.getMyLineReviews.mockResolvedValue([review()]);
    api.editReview.mockResolvedValue(review({ rating: 4, editCount: 1 }));
    renderOrder(received());
    await user.click(await screen.findByRole('button', { name: 'Ubah Ulasan Ikan Salmon Segar' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Ulasan' });
    expect(within(dialog).getByText(/Ulasan hanya dapat diubah satu kali/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ulasan (opsional)')).toHaveValue('Salmonnya segar');
    expect(within(dialog).getByRole('radio', { name: '5 bintang, Sangat baik' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'Gambar tersimpan 1' })).toBeInTheDocument();
    await chooseStars(user, dialog, '4 bintang, Baik');

    api.getMyLineReviews.mockResolvedValue([review({ rating: 4, editCount: 1 })]);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText(REVIEW_EDITED_TEXT)).toBeInTheDocument();
    expect(api.editReview).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), {
      rating: 4,
      body: 'Salmonnya segar',
      newPhotos: [],
      keptPhotos: ['buyer-1/a.png'],
    });
    const line = screen.getByTestId('line-review-1');
    expect(await within(line).findByRole('img', { name: '4 dari 5 bintang' })).toBeInTheDocument();
    expect(within(line).queryByRole('button', { name: /Ubah Ulasan/ })).not.toBeInTheDocument();
    expect(within(line).getByText('(diubah)')).toBeInTheDocument();
  });
});

describe('ReviewDialog', () => {
  it('refuses a text over 1,000 characters and a fourth photo', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <ReviewDialog open productName="Ikan Salmon Segar" onSubmit={onSubmit} onClose={jest.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Beri Ulasan' });
    await chooseStars(user, dialog, '4 bintang, Baik');
    const body = within(dialog).getByLabelText('Ulasan (opsional)');
    await user.click(body);
    await user.paste('a'.repeat(1001));
    expect(within(dialog).getByTestId('review-body-count')).toHaveTextContent('1.001/1.000');
    expect(await within(dialog).findByText('Ulasan paling banyak 1.000 karakter')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Foto (opsional)'), [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
    ]);
    expect(
      await within(dialog).findByText('4.png: Terlalu banyak file (maksimal 3 gambar)'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /^Gambar baru/ })).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Pilih Gambar' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Kirim Ulasan' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
