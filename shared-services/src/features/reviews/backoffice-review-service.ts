import { getSupabase } from '../../supabase/client';
import { likePattern } from '../../api/like-pattern';
import { ReviewError } from './review-error';
import { reviewPhotoUrls } from './review-photos';
import type { BackofficeReview } from './review-model';
import { REVIEW_COLUMNS, toBackofficeReview, type BackofficeReviewRow } from './review-rows';

/*
 * The back office's side of the reviews: admins read every review (hidden ones too) with its reports and
 * hide or restore one with a reason (moderate_review); a seller reads the reviews of their products and
 * replies once (reply_review). RLS decides what a caller reads: everyone the visible reviews, admins all of
 * them and every report. Errors: 'Error getting reviews: <cause>', 'Error updating review: <cause>', as
 * ReviewError with the database's Indonesian sentence in `userMessage`.
 */

/** Which reviews the moderation list shows: all, those with a report, the hidden ones. */
export type ReviewModerationFilter = 'semua' | 'dilaporkan' | 'disembunyikan';

export interface BackofficeReviewPage {
  items: BackofficeReview[];
  total: number;
}

export interface ModerationReviewsQuery {
  filter: ReviewModerationFilter;
  /** part of the product's name */
  search?: string;
  /** 1-based */
  page: number;
  pageSize: number;
}

export interface SellerReviewsQuery {
  sellerId: string;
  page: number;
  pageSize: number;
}

/** the review's columns, its product and why it is hidden */
const BACKOFFICE_COLUMNS =
  `${REVIEW_COLUMNS}, hidden_reason, hidden_at, product:products!inner(id, name, seller_id)` as const;
const REPORT_COLUMNS = 'id, reason, created_at, reporter:profiles!reporter_id(full_name)' as const;
const MODERATION_COLUMNS = `${BACKOFFICE_COLUMNS}, reports:review_reports(${REPORT_COLUMNS})` as const;
/** the same, only the reviews with a report (an inner embed keeps the rows that have one) */
const REPORTED_COLUMNS = `${BACKOFFICE_COLUMNS}, reports:review_reports!inner(${REPORT_COLUMNS})` as const;

/**
 * SQLSTATEs whose message the review functions write for people: KP009 the line may not be reviewed,
 * KP010 already done (a second reply), KP011 the 30 days are over, KP012 review not found, 22023 invalid
 * input, 42501 not allowed.
 */
const USER_FACING_REVIEW_CODES = ['KP009', 'KP010', 'KP011', 'KP012', '22023', '42501'];

/** The error of a failed call: the database's own Indonesian sentence for people, when it wrote one. */
function reviewFailure(prefix: string, cause: { code?: string; message: string }): ReviewError {
  const code = cause.code ?? '';
  const english = code === '42501' && /^permission denied|row-level security/i.test(cause.message);
  const forPeople = USER_FACING_REVIEW_CODES.includes(code) && !english;
  return new ReviewError(prefix, cause, forPeople ? { [code]: cause.message } : {});
}

const range = (page: number, pageSize: number): [number, number] => {
  const from = (Math.max(1, page) - 1) * pageSize;
  return [from, from + pageSize - 1];
};

/** Admins: every review, newest first, filtered (reported, hidden) and searched by product name, paged. */
export async function getReviewsForModeration(query: ModerationReviewsQuery): Promise<BackofficeReviewPage> {
  const client = getSupabase();
  const columns = query.filter === 'dilaporkan' ? REPORTED_COLUMNS : MODERATION_COLUMNS;
  let request = client.from('product_reviews').select(columns, { count: 'exact' });
  if (query.filter === 'disembunyikan') request = request.eq('hidden', true);
  const search = query.search?.trim();
  if (search) request = request.ilike('product.name', likePattern(search));
  const { data, error, count } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(...range(query.page, query.pageSize));
  if (error) throw reviewFailure('Error getting reviews', error);
  const rows: BackofficeReviewRow[] = data ?? [];
  const photoUrl = await reviewPhotoUrls(client);
  return { items: rows.map((row) => toBackofficeReview(row, photoUrl)), total: count ?? rows.length };
}

/** A seller: the (visible) reviews of their products, newest first, paged. */
export async function getSellerReviews(query: SellerReviewsQuery): Promise<BackofficeReviewPage> {
  const client = getSupabase();
  const { data, error, count } = await client
    .from('product_reviews')
    .select(BACKOFFICE_COLUMNS, { count: 'exact' })
    .eq('product.seller_id', query.sellerId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(...range(query.page, query.pageSize));
  if (error) throw reviewFailure('Error getting reviews', error);
  const rows: BackofficeReviewRow[] = data ?? [];
  const photoUrl = await reviewPhotoUrls(client);
  return { items: rows.map((row) => toBackofficeReview(row, photoUrl)), total: count ?? 0 };
}

/** How many reviews have a report and are still shown (the dashboard's figure). */
export async function countReportedReviews(): Promise<number> {
  const { count, error } = await getSupabase()
    .from('product_reviews')
    .select('id, reported:review_reports!inner(id)', { count: 'exact', head: true })
    .eq('hidden', false);
  if (error) throw reviewFailure('Error getting reviews', error);
  return count ?? 0;
}

/** An admin hides a review (a reason is required) or shows it again (moderate_review). */
export async function moderateReview(reviewId: number, hidden: boolean, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('moderate_review', {
    review_id: reviewId,
    hidden,
    reason: reason.trim(),
  });
  if (error) throw reviewFailure('Error updating review', error);
}

/** The product's seller replies to a review, once (reply_review). */
export async function replyToReview(reviewId: number, reply: string): Promise<void> {
  const { error } = await getSupabase().rpc('reply_review', { review_id: reviewId, reply: reply.trim() });
  if (error) throw reviewFailure('Error updating review', error);
}
