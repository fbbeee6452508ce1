import { formatDate } from '../../dates';
import type { Shipment } from '../orders/types';

/** Review limits, as the database checks them (product_reviews, submit_review, edit_review). */
export const REVIEW_MAX_BODY = 1000;
export const REVIEW_MAX_PHOTOS = 3;
/** A received line may be reviewed this many days after its shipment arrived. */
export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_REPORT_MAX_REASON = 500;
/** The public bucket of review photos; each user uploads under '<their id>/'. */
export const REVIEW_PHOTOS_BUCKET = 'review-photos';
/** Reviews per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

export type ReviewSort = 'newest' | 'highest' | 'lowest';

/** One review as the screens show it. */
export interface ProductReview {
  id: number;
  orderItemId: number;
  productId: number;
  authorId: string;
  /** the author's public display name ('' when they have none) */
  authorName: string;
  authorAvatarUrl: string;
  rating: number;
  body: string;
  /** stored object paths in the review-photos bucket ('<uid>/<name>') */
  photoPaths: string[];
  /** their public URLs, in the same order */
  photos: string[];
  /** how often the author changed it: 0 or 1 (once only) */
  editCount: number;
  editedAt: string | null;
  /** hidden by an admin (only the author sees it then) */
  hidden: boolean;
  /** the seller's one reply */
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

export interface ReviewPage {
  items: ProductReview[];
  total: number;
}

/** A report of a review, as the back office shows it (only admins read reports). */
export interface ReviewReport {
  id: number;
  reason: string;
  /** the reporter's public name, 'Pengguna' when they have none */
  reporterName: string;
  createdAt: string;
}

/** A review as the back office shows it: the review, its product, why it is hidden, its reports. */
export interface BackofficeReview extends ProductReview {
  productName: string;
  hiddenReason: string | null;
  hiddenAt: string | null;
  /** the reports, oldest first (only admins read them; a seller's list has none) */
  reports: ReviewReport[];
}

/** The name a review shows: the author's public name, 'Pembeli' when they have none. */
export const reviewerName = (review: Pick<ProductReview, 'authorName'>): string =>
  review.authorName.trim() || 'Pembeli';

/** A product's visible reviews in figures: count, average stars and how many gave each star. */
export interface ReviewStats {
  count: number;
  /** rounded to one decimal; 0 when there is no review */
  average: number;
  /** index 0 is 1 star ... index 4 is 5 stars */
  perStar: [number, number, number, number, number];
}

export function toReviewStats(rows: readonly { stars: number; reviews: number }[]): ReviewStats {
  const perStar: ReviewStats['perStar'] = [0, 0, 0, 0, 0];
  for (const row of rows) if (row.stars >= 1 && row.stars <= 5) perStar[row.stars - 1] = Number(row.reviews);
  const count = perStar.reduce((sum, n) => sum + n, 0);
  const total = perStar.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return { count, average: count ? Math.round((total / count) * 10) / 10 : 0, perStar };
}

/** The last day a line of this shipment may be reviewed, or null when it is not received. */
export function reviewDeadline(shipment: Pick<Shipment, 'status' | 'receivedAt'>): Date | null {
  if (shipment.status !== 'diterima' || !shipment.receivedAt) return null;
  const received = new Date(shipment.receivedAt).getTime();
  if (Number.isNaN(received)) return null;
  return new Date(received + REVIEW_WINDOW_DAYS * 86_400_000);
}

/** True while the buyer may still review the lines of this shipment: received, within 30 days. */
export function canReviewShipment(
  shipment: Pick<Shipment, 'status' | 'receivedAt'>,
  now: Date = new Date(),
): boolean {
  const deadline = reviewDeadline(shipment);
  return deadline !== null && now.getTime() <= deadline.getTime();
}

/** A review's day as people in Indonesia read it, in Western Indonesian Time as orders are: '20 November 2026'. */
export function formatReviewDate(iso: string): string {
  return formatDate(iso);
}

/** The operations' own sentences for 'already done' (KP010). */
export const REVIEW_MESSAGES = {
  alreadyReviewed: 'Anda sudah memberi ulasan untuk barang ini',
  alreadyEdited: 'Ulasan hanya dapat diubah satu kali',
  alreadyReported: 'Anda sudah melaporkan ulasan ini',
  notSignedIn: 'Silakan masuk terlebih dahulu',
} as const;
