import type { Tables } from '../../supabase/database.types';
import type { BackofficeReview, ProductReview } from './review-model';

/*
 * A review's row and its one mapping to the model (review-model.ts), for the storefront's and the back
 * office's review services alike. Apart from the model so that what the services alone need loads with them,
 * not with every page (the model's types and rules are on the home page through the package's index).
 */

/** The columns of a review every screen reads, with its author's public name and picture. */
export const REVIEW_COLUMNS =
  'id, order_item_id, product_id, author_id, rating, body, photos, edit_count, edited_at, hidden, reply, replied_at, created_at, author:profiles!product_reviews_author_id_fkey(full_name, avatar_url)' as const;

/** A review's row as REVIEW_COLUMNS read it (submit_review and edit_review answer the row without its author). */
export type ReviewRow = Pick<
  Tables<'product_reviews'>,
  | 'id'
  | 'order_item_id'
  | 'product_id'
  | 'author_id'
  | 'rating'
  | 'body'
  | 'photos'
  | 'edit_count'
  | 'edited_at'
  | 'hidden'
  | 'reply'
  | 'replied_at'
  | 'created_at'
> & { author?: { full_name: string | null; avatar_url: string | null } | null };

/** The back office's row: the review's, its product, why it is hidden, and (admins) its reports. */
export type BackofficeReviewRow = ReviewRow &
  Pick<Tables<'product_reviews'>, 'hidden_reason' | 'hidden_at'> & {
    product?: { name: string } | null;
    reports?: readonly {
      id: number;
      reason: string;
      created_at: string;
      reporter: { full_name: string | null } | null;
    }[];
  };

/** A stored photo's public URL (the review-photos bucket's). */
export type ReviewPhotoUrl = (path: string) => string;

/** A review's row as the screens show it (its photos' paths turned into public URLs). */
export function toProductReview(row: ReviewRow, photoUrl: ReviewPhotoUrl): ProductReview {
  return {
    id: row.id,
    orderItemId: row.order_item_id,
    productId: row.product_id,
    authorId: row.author_id,
    authorName: row.author?.full_name ?? '',
    authorAvatarUrl: row.author?.avatar_url ?? '',
    rating: row.rating,
    body: row.body,
    photoPaths: row.photos,
    photos: row.photos.map(photoUrl),
    editCount: row.edit_count,
    editedAt: row.edited_at,
    hidden: row.hidden,
    reply: row.reply,
    repliedAt: row.replied_at,
    createdAt: row.created_at,
  };
}

/** The back office's review: the review as everywhere, with its product, hiding and reports (oldest first). */
export function toBackofficeReview(row: BackofficeReviewRow, photoUrl: ReviewPhotoUrl): BackofficeReview {
  return {
    ...toProductReview(row, photoUrl),
    productName: row.product?.name ?? '',
    hiddenReason: row.hidden_reason,
    hiddenAt: row.hidden_at,
    reports: [...(row.reports ?? [])]
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      .map((report) => ({
        id: report.id,
        reason: report.reason,
        reporterName: report.reporter?.full_name || 'Pengguna',
        createdAt: report.created_at,
      })),
  };
}
