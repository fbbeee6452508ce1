import { getSupabase } from '../../supabase/client';
import { randomFileName } from '../storage/storage-service';
import { ReviewError } from './review-error';
import { reviewPhotoUrls } from './review-photos';
import { REVIEW_COLUMNS, toProductReview, type ReviewRow } from './review-rows';
import {
  REVIEW_MESSAGES,
  REVIEW_PHOTOS_BUCKET,
  REVIEWS_PAGE_SIZE,
  toReviewStats,
  type ProductReview,
  type ReviewPage,
  type ReviewSort,
  type ReviewStats,
} from './review-model';

export { REVIEW_MESSAGES };

/** Rows as the screens show them; the storage client loads only for rows with photos. */
async function shownReviews(rows: readonly ReviewRow[]): Promise<ProductReview[]> {
  const photoUrl = rows.some((row) => row.photos.length > 0)
    ? await reviewPhotoUrls(getSupabase())
    : () => '';
  return rows.map((row) => toProductReview(row, photoUrl));
}

const SORTS: Record<ReviewSort, { column: 'created_at' | 'rating'; ascending: boolean }[]> = {
  newest: [{ column: 'created_at', ascending: false }],
  highest: [
    { column: 'rating', ascending: false },
    { column: 'created_at', ascending: false },
  ],
  lowest: [
    { column: 'rating', ascending: true },
    { column: 'created_at', ascending: false },
  ],
};

export interface ProductReviewsQuery {
  productId: number;
  sort?: ReviewSort;
  /** how many of the first reviews to read (the list grows with 'Muat lebih banyak') */
  limit?: number;
}

/** The visible reviews of a product, the first `limit` in the chosen order, and how many there are. */
export async function getProductReviews({
  productId,
  sort = 'newest',
  limit = REVIEWS_PAGE_SIZE,
}: ProductReviewsQuery): Promise<ReviewPage> {
  let request = getSupabase()
    .from('product_reviews')
    .select(REVIEW_COLUMNS, { count: 'exact' })
    .eq('product_id', productId)
    .eq('hidden', false);
  for (const { column, ascending } of SORTS[sort]) request = request.order(column, { ascending });
  const { data, error, count } = await request.order('id', { ascending: false }).range(0, limit - 1);
  if (error) throw new ReviewError('Error getting reviews', error);
  const rows: ReviewRow[] = data ?? [];
  return { items: await shownReviews(rows), total: count ?? rows.length };
}

/** The product's visible reviews in figures (product_review_stats: count per star). */
export async function getProductReviewStats(productId: number): Promise<ReviewStats> {
  const { data, error } = await getSupabase().rpc('product_review_stats', { product_id: productId });
  if (error) throw new ReviewError('Error getting review stats', error);
  return toReviewStats(data ?? []);
}

/** The signed-in user's own reviews of these order lines (hidden ones included: the author reads them). */
export async function getMyLineReviews(orderItemIds: readonly number[]): Promise<ProductReview[]> {
  if (orderItemIds.length === 0) return [];
  const client = getSupabase();
  const { data: session } = await client.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) return [];
  const { data, error } = await client
    .from('product_reviews')
    .select(REVIEW_COLUMNS)
    .eq('author_id', userId)
    .in('order_item_id', [...orderItemIds]);
  if (error) throw new ReviewError('Error getting reviews', error);
  return shownReviews(data ?? []);
}

async function signedInUserId(): Promise<string> {
  const { data } = await getSupabase().auth.getSession();
  const userId = data.session?.user.id;
  if (!userId)
    throw new ReviewError(
      'Error saving review',
      { code: '42501', message: 'not signed in' },
      {
        '42501': REVIEW_MESSAGES.notSignedIn,
      },
    );
  return userId;
}

/**
 * Uploads review photos into the user's own folder of the review-photos bucket, one after the other, and
 * returns their object paths; when one fails the ones already stored are removed again.
 */
export async function uploadReviewPhotos(files: readonly File[]): Promise<string[]> {
  if (files.length === 0) return [];
  const userId = await signedInUserId();
  const bucket = (await getSupabase().storage()).from(REVIEW_PHOTOS_BUCKET);
  const paths: string[] = [];
  try {
    for (const file of files) {
      const path = `${userId}/${randomFileName(file)}`;
      const { error } = await bucket.upload(path, file, {
        contentType: file.type || undefined,
        upsert: false,
        cacheControl: '3600',
      });
      if (error) throw new ReviewError('Error uploading review photo', error);
      paths.push(path);
    }
  } catch (error) {
    if (paths.length) await bucket.remove(paths).catch(() => undefined);
    throw error;
  }
  return paths;
}

export interface ReviewInput {
  rating: number;
  body: string;
  /** stored photos the review keeps (object paths; edit only) */
  keptPhotos?: string[];
  /** new photos, uploaded first */
  newPhotos?: File[];
}

async function withPhotos<T>(input: ReviewInput, save: (photos: string[]) => Promise<T>): Promise<T> {
  const uploaded = await uploadReviewPhotos(input.newPhotos ?? []);
  try {
    return await save([...(input.keptPhotos ?? []), ...uploaded]);
  } catch (error) {
    // the review was not saved: its new photos would be orphans
    if (uploaded.length) {
      const bucket = (await getSupabase().storage()).from(REVIEW_PHOTOS_BUCKET);
      await bucket.remove(uploaded).catch(() => undefined);
    }
    throw error;
  }
}

/** The buyer reviews one received line (submit_review), photos uploaded first. */
export async function submitReview(orderItemId: number, input: ReviewInput): Promise<ProductReview> {
  return withPhotos(input, async (photos) => {
    const { data, error } = await getSupabase().rpc('submit_review', {
      order_item_id: orderItemId,
      rating: input.rating,
      body: input.body,
      photos,
    });
    if (error)
      throw new ReviewError('Error submitting review', error, { KP010: REVIEW_MESSAGES.alreadyReviewed });
    return (await shownReviews([data]))[0]!;
  });
}

/** The author changes their review, once (edit_review); photos left out are removed from storage. */
export async function editReview(review: ProductReview, input: ReviewInput): Promise<ProductReview> {
  const saved = await withPhotos(input, async (photos) => {
    const { data, error } = await getSupabase().rpc('edit_review', {
      review_id: review.id,
      rating: input.rating,
      body: input.body,
      photos,
    });
    if (error) throw new ReviewError('Error editing review', error, { KP010: REVIEW_MESSAGES.alreadyEdited });
    return (await shownReviews([data]))[0]!;
  });
  const dropped = review.photoPaths.filter((path) => !saved.photoPaths.includes(path));
  if (dropped.length) {
    const bucket = (await getSupabase().storage()).from(REVIEW_PHOTOS_BUCKET);
    await bucket.remove(dropped).catch(() => undefined);
  }
  return saved;
}

/** A signed-in user reports a review, once (report_review). */
export async function reportReview(reviewId: number, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('report_review', { review_id: reviewId, reason });
  if (error)
    throw new ReviewError('Error reporting review', error, { KP010: REVIEW_MESSAGES.alreadyReported });
}
