import type { QueryData } from '@supabase/supabase-js';
import { getSupabase, type KoperasiSupabaseClient } from '../../supabase/client';
import { likePattern } from '../../api/like-pattern';

/*
 * The back office's side of the reviews: admins read every review (hidden ones too) with its reports and
 * hide or restore one with a reason (moderate_review); a seller reads the reviews of their products and
 * replies once (reply_review). RLS decides what a caller reads: everyone the visible reviews, admins all of
 * them and every report. Errors: 'Error getting reviews: <cause>', 'Error updating review: <cause>', as
 * ReviewError with the database's Indonesian sentence in `userMessage`.
 */

/** The public bucket of the buyers' review photos; a review keeps the objects' paths. */
const REVIEW_PHOTOS_BUCKET = 'review-photos';

/** Which reviews the moderation list shows: all, those with a report, the hidden ones. */
export type ReviewModerationFilter = 'semua' | 'dilaporkan' | 'disembunyikan';

export interface ReviewReport {
  id: number;
  reason: string;
  reporterName: string;
  createdAt: string;
}

/** A review as the back office shows it. */
export interface BackofficeReview {
  id: number;
  productId: number;
  productName: string;
  authorName: string;
  rating: number;
  body: string;
  /** the photos' public URLs */
  photos: string[];
  createdAt: string;
  editedAt: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
  reply: string | null;
  repliedAt: string | null;
  /** the reports, oldest first (only admins read them; a seller's list has none) */
  reports: ReviewReport[];
}

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

const REVIEW_COLUMNS =
  'id, product_id, rating, body, photos, created_at, edited_at, hidden, hidden_reason, hidden_at, reply, replied_at, product:products!inner(id, name, seller_id), author:profiles!author_id(full_name)' as const;
const REPORT_COLUMNS = 'id, reason, created_at, reporter:profiles!reporter_id(full_name)' as const;
const MODERATION_COLUMNS = `${REVIEW_COLUMNS}, reports:review_reports(${REPORT_COLUMNS})` as const;
/** the same, only the reviews with a report (an inner embed keeps the rows that have one) */
const REPORTED_COLUMNS = `${REVIEW_COLUMNS}, reports:review_reports!inner(${REPORT_COLUMNS})` as const;

// the row types are what supabase-js infers from the select strings above
export const moderationQuery = (client: KoperasiSupabaseClient) =>
  client.from('product_reviews').select(MODERATION_COLUMNS);
type ModerationRow = QueryData<ReturnType<typeof moderationQuery>>[number];
type ReviewRow = Omit<ModerationRow, 'reports'> & { reports?: ModerationRow['reports'] };

/**
 * SQLSTATEs whose message the review functions write for people: KP009 the line may not be reviewed,
 * KP010 already done (a second reply), KP011 the 30 days are over, KP012 review not found, 22023 invalid
 * input, 42501 not allowed.
 */
const USER_FACING_REVIEW_CODES = ['KP009', 'KP010', 'KP011', 'KP012', '22023', '42501'];

/** The error a failed review call throws; `userMessage` is the database's sentence when it is for people. */
export class ReviewError extends Error {
  readonly code: string;
  readonly userMessage: string | null;

  constructor(prefix: string, cause: { code?: string; message: string }) {
    super(`${prefix}: ${cause.message}`);
    this.name = 'ReviewError';
    this.code = cause.code ?? '';
    const english = this.code === '42501' && /^permission denied|row-level security/i.test(cause.message);
    this.userMessage = USER_FACING_REVIEW_CODES.includes(this.code) && !english ? cause.message : null;
  }
}

/** The public URL of a review photo's path. */
type PhotoUrl = (path: string) => string;

async function photoUrls(client: KoperasiSupabaseClient): Promise<PhotoUrl> {
  const bucket = (await client.storage()).from(REVIEW_PHOTOS_BUCKET);
  return (path) => bucket.getPublicUrl(path).data.publicUrl;
}

function toReview(photoUrl: PhotoUrl, row: ReviewRow): BackofficeReview {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product?.name ?? '',
    authorName: row.author?.full_name || 'Pembeli',
    rating: row.rating,
    body: row.body,
    photos: row.photos.map(photoUrl),
    createdAt: row.created_at,
    editedAt: row.edited_at,
    hidden: row.hidden,
    hiddenReason: row.hidden_reason,
    hiddenAt: row.hidden_at,
    reply: row.reply,
    repliedAt: row.replied_at,
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

const range = (page: number, pageSize: number): [number, number] => {
  const from = (Math.max(1, page) - 1) * pageSize;
  return [from, from + pageSize - 1];
};

/** Escapes the wildcards of ILIKE and PostgREST's reserved characters in a search text. */
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
  if (error) throw new ReviewError('Error getting reviews', error);
  const rows: ModerationRow[] = data ?? [];
  const photoUrl = await photoUrls(client);
  return { items: rows.map((row) => toReview(photoUrl, row)), total: count ?? rows.length };
}

/** A seller: the (visible) reviews of their products, newest first, paged. */
export async function getSellerReviews(query: SellerReviewsQuery): Promise<BackofficeReviewPage> {
  const client = getSupabase();
  const { data, error, count } = await client
    .from('product_reviews')
    .select(REVIEW_COLUMNS, { count: 'exact' })
    .eq('product.seller_id', query.sellerId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(...range(query.page, query.pageSize));
  if (error) throw new ReviewError('Error getting reviews', error);
  const photoUrl = await photoUrls(client);
  return { items: (data ?? []).map((row) => toReview(photoUrl, row)), total: count ?? 0 };
}

/** How many reviews have a report and are still shown (the dashboard's figure). */
export async function countReportedReviews(): Promise<number> {
  const { count, error } = await getSupabase()
    .from('product_reviews')
    .select('id, reported:review_reports!inner(id)', { count: 'exact', head: true })
    .eq('hidden', false);
  if (error) throw new ReviewError('Error getting reviews', error);
  return count ?? 0;
}

/** An admin hides a review (a reason is required) or shows it again (moderate_review). */
export async function moderateReview(reviewId: number, hidden: boolean, reason: string): Promise<void> {
  const { error } = await getSupabase().rpc('moderate_review', {
    review_id: reviewId,
    hidden,
    reason: reason.trim(),
  });
  if (error) throw new ReviewError('Error updating review', error);
}

/** The product's seller replies to a review, once (reply_review). */
export async function replyToReview(reviewId: number, reply: string): Promise<void> {
  const { error } = await getSupabase().rpc('reply_review', { review_id: reviewId, reply: reply.trim() });
  if (error) throw new ReviewError('Error updating review', error);
}
