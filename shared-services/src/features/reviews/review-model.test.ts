import { toServiceError } from '../../api/service-error';
import { ReviewError } from './review-error';
import {
  canReviewShipment,
  formatReviewDate,
  reviewDeadline,
  reviewerName,
  toReviewStats,
} from './review-model';
import { toBackofficeReview, toProductReview, type BackofficeReviewRow } from './review-rows';

describe('toReviewStats', () => {
  it('counts per star, totals and averages to one decimal', () => {
    expect(
      toReviewStats([
        { stars: 5, reviews: 2 },
        { stars: 4, reviews: 1 },
        { stars: 3, reviews: 0 },
        { stars: 2, reviews: 0 },
        { stars: 1, reviews: 0 },
      ]),
    ).toEqual({ count: 3, average: 4.7, perStar: [0, 0, 0, 1, 2] });
  });

  it('is all zeros without reviews', () => {
    expect(toReviewStats([])).toEqual({ count: 0, average: 0, perStar: [0, 0, 0, 0, 0] });
  });
});

describe('the 30 days after receipt', () => {
  const receivedAt = '2026-11-01T00:00:00.000Z';
  it('ends 30 days after the parcel arrived', () => {
    expect(reviewDeadline({ status: 'diterima', receivedAt })?.toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(canReviewShipment({ status: 'diterima', receivedAt }, new Date('2026-11-30T23:59:59Z'))).toBe(
      true,
    );
    expect(canReviewShipment({ status: 'diterima', receivedAt }, new Date('2026-12-01T00:00:01Z'))).toBe(
      false,
    );
  });

  it('has not started for a parcel still on its way', () => {
    expect(reviewDeadline({ status: 'dikirim', receivedAt: null })).toBeNull();
    expect(canReviewShipment({ status: 'dikirim', receivedAt: null })).toBe(false);
  });
});

it('writes a review date in Western Indonesian Time', () => {
  expect(formatReviewDate('2026-11-26T18:30:00.000Z')).toBe('27 November 2026');
  expect(formatReviewDate('nonsense')).toBe('');
});

describe('ReviewError', () => {
  const shown = (error: ReviewError) => toServiceError(error).userMessage;
  it("tells people why in Indonesian: the operation's own sentence first, else the code's", () => {
    expect(
      shown(
        new ReviewError(
          'Error reporting review',
          { code: 'KP010', message: 'x' },
          { KP010: 'Anda sudah melaporkan ulasan ini' },
        ),
      ),
    ).toBe('Anda sudah melaporkan ulasan ini');
    expect(shown(new ReviewError('Error submitting review', { code: 'KP009', message: 'x' }))).toBe(
      'Hanya pembeli yang sudah menerima barang ini yang dapat memberi ulasan',
    );
    expect(shown(new ReviewError('Error submitting review', { code: 'KP011', message: 'x' }))).toBe(
      'Batas waktu ulasan (30 hari setelah barang diterima) sudah lewat',
    );
    // invalid input: the database's own sentence
    expect(
      shown(new ReviewError('Error submitting review', { code: '22023', message: 'Paling banyak 3 foto' })),
    ).toBe('Paling banyak 3 foto');
  });
});

describe('one review model for the storefront and the back office', () => {
  const photoUrl = (path: string) => `https://cdn.test/review-photos/${path}`;
  const row: BackofficeReviewRow = {
    id: 7,
    order_item_id: 31,
    product_id: 5,
    author_id: 'buyer-1',
    rating: 4,
    body: 'Segar',
    photos: ['buyer-1/a.webp'],
    edit_count: 1,
    edited_at: '2026-11-22T03:00:00.000Z',
    hidden: true,
    hidden_reason: 'Iklan',
    hidden_at: '2026-11-23T03:00:00.000Z',
    reply: null,
    replied_at: null,
    created_at: '2026-11-21T03:00:00.000Z',
    author: { full_name: 'Dewi Lestari', avatar_url: null },
    product: { name: 'Ikan Salmon Segar' },
    reports: [
      { id: 3, reason: 'Kedua', created_at: '2026-11-24T03:00:00.000Z', reporter: null },
      { id: 2, reason: 'Pertama', created_at: '2026-11-23T03:00:00.000Z', reporter: { full_name: 'Rina' } },
    ],
  };

  it('maps a row the same way for both, the back office adding product, hiding and reports', () => {
    const review = toProductReview(row, photoUrl);
    expect(review).toEqual({
      id: 7,
      orderItemId: 31,
      productId: 5,
      authorId: 'buyer-1',
      authorName: 'Dewi Lestari',
      authorAvatarUrl: '',
      rating: 4,
      body: 'Segar',
      photoPaths: ['buyer-1/a.webp'],
      photos: ['https://cdn.test/review-photos/buyer-1/a.webp'],
      editCount: 1,
      editedAt: '2026-11-22T03:00:00.000Z',
      hidden: true,
      reply: null,
      repliedAt: null,
      createdAt: '2026-11-21T03:00:00.000Z',
    });
    expect(toBackofficeReview(row, photoUrl)).toEqual({
      ...review,
      productName: 'Ikan Salmon Segar',
      hiddenReason: 'Iklan',
      hiddenAt: '2026-11-23T03:00:00.000Z',
      reports: [
        { id: 2, reason: 'Pertama', reporterName: 'Rina', createdAt: '2026-11-23T03:00:00.000Z' },
        { id: 3, reason: 'Kedua', reporterName: 'Pengguna', createdAt: '2026-11-24T03:00:00.000Z' },
      ],
    });
  });

  it("names an author without a public name 'Pembeli'", () => {
    const nameless = toProductReview({ ...row, author: null }, photoUrl);
    expect(nameless.authorName).toBe('');
    expect(reviewerName(nameless)).toBe('Pembeli');
    expect(reviewerName({ authorName: '  ' })).toBe('Pembeli');
    expect(reviewerName(toProductReview(row, photoUrl))).toBe('Dewi Lestari');
  });
});
