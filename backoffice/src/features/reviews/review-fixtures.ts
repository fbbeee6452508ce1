import type { BackofficeReview, BackofficeReviewPage } from '@koperasi/shared-services';

/** A review as the back office's service returns it. */
export const review = (overrides: Partial<BackofficeReview> = {}): BackofficeReview => ({
  id: 11,
  orderItemId: 31,
  productId: 7,
  productName: 'Ikan Salmon Segar',
  authorId: 'buyer-1',
  authorName: 'Dewi Lestari',
  authorAvatarUrl: '',
  rating: 4,
  body: 'Salmonnya segar dan dikemas rapi.',
  photoPaths: ['buyer-1/foto-1.webp'],
  photos: ['http://127.0.0.1:54321/storage/v1/object/public/review-photos/buyer-1/foto-1.webp'],
  createdAt: '2026-11-21T03:00:00.000Z',
  editCount: 0,
  editedAt: null,
  hidden: false,
  hiddenReason: null,
  hiddenAt: null,
  reply: null,
  repliedAt: null,
  reports: [],
  ...overrides,
});

export const reviewPage = (items: BackofficeReview[], total = items.length): BackofficeReviewPage => ({
  items,
  total,
});

/** A failed review call as the service throws it: the database's sentence for people. */
export const reviewFailure = (code: string, userMessage: string) =>
  Object.assign(new Error(`Error updating review: ${userMessage}`), {
    name: 'ReviewError',
    code,
    userMessage,
  });
