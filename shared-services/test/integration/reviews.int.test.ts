/**
 * The review services against the local Supabase server (real supabase-js, RLS and the review functions), on
 * the seed's reviews: the storefront's and the back office's reads go through one review model, so a review
 * reads the same on the product page, in the seller's list and in the admin's moderation; hiding, reporting
 * and replying, with the database's sentences for people.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../../../local-supabase/test/helpers/server';
import { errorMessageFor } from '../../src/api/error-messages';
import { setSupabaseClient, type KoperasiSupabaseClient } from '../../src/supabase/client';
import {
  getReviewsForModeration,
  getSellerReviews,
  moderateReview,
  replyToReview,
} from '../../src/features/reviews/backoffice-review-service';
import { getProductReviews, reportReview } from '../../src/features/reviews/review-service';
import type { ProductReview } from '../../src/features/reviews/review-model';
import { appClient, signedInAppClient } from './app-client';

const PASSWORD = 'Koperasi#2024';
const SELLER_ID = 'a1a1a1a1-0000-4000-8000-000000000002';
const REVIEW_FIELDS: (keyof ProductReview)[] = [
  'id',
  'orderItemId',
  'productId',
  'authorId',
  'authorName',
  'authorAvatarUrl',
  'rating',
  'body',
  'photoPaths',
  'photos',
  'editCount',
  'editedAt',
  'hidden',
  'reply',
  'repliedAt',
  'createdAt',
];

let server: TestServer;
let service: SupabaseClient;
let as: Record<'visitor' | 'admin' | 'seller' | 'buyer', KoperasiSupabaseClient>;

const actAs = (client: KoperasiSupabaseClient) => setSupabaseClient(client);
const shown = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => errorMessageFor(error, '(none)'),
  );

/** A seeded review of the seller's products: unreplied when asked, the newest first. */
async function seededReview(replied: boolean): Promise<{ id: number; product_id: number }> {
  const query = service
    .from('product_reviews')
    .select('id, product_id, products!inner(seller_id)')
    .eq('products.seller_id', SELLER_ID)
    .eq('hidden', false);
  const { data, error } = await (replied ? query.not('reply', 'is', null) : query.is('reply', null))
    .order('id', { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  server = await startTestServer();
  service = server.client({ key: server.serviceRoleKey });
  const signIn = (email: string) => signedInAppClient(server, email, PASSWORD);
  as = {
    visitor: appClient(server),
    admin: await signIn('admin@koperasi.test'),
    seller: await signIn('penjual@koperasi.test'),
    buyer: await signIn('pembeli@koperasi.test'),
  };
}, 120_000);

afterAll(async () => {
  setSupabaseClient(undefined);
  await server?.stop();
});

it('reads a review the same on the product page, in the seller list and in moderation', async () => {
  const seeded = await seededReview(true);
  actAs(as.visitor);
  const onPage = (await getProductReviews({ productId: seeded.product_id, limit: 100 })).items.find(
    (review) => review.id === seeded.id,
  );
  expect(onPage).toBeDefined();
  expect(onPage!.authorName).not.toBe('');
  expect(onPage!.reply).not.toBeNull();

  actAs(as.seller);
  const sellerPage = await getSellerReviews({ sellerId: SELLER_ID, page: 1, pageSize: 1000 });
  const inSellerList = sellerPage.items.find((review) => review.id === seeded.id);
  actAs(as.admin);
  const moderation = await getReviewsForModeration({ filter: 'semua', page: 1, pageSize: 1000 });
  const inModeration = moderation.items.find((review) => review.id === seeded.id);
  for (const review of [inSellerList, inModeration]) {
    expect(review).toBeDefined();
    // the fields every screen shares are one mapping of one row
    for (const field of REVIEW_FIELDS) expect([field, review![field]]).toEqual([field, onPage![field]]);
    expect(review!.productName).not.toBe('');
    expect(review!.hiddenReason).toBeNull();
  }
  // the seller reads only the reviews of their own products
  const { data: own } = await service.from('products').select('id').eq('seller_id', SELLER_ID);
  const ownIds = new Set((own ?? []).map((product: { id: number }) => product.id));
  expect(sellerPage.items.length).toBeGreaterThan(0);
  expect(sellerPage.items.every((review) => ownIds.has(review.productId))).toBe(true);
  expect(sellerPage.items.every((review) => review.reports.length === 0)).toBe(true);
});

it('a report reaches moderation; a hidden review leaves the product page and is listed as hidden', async () => {
  const seeded = await seededReview(false);
  actAs(as.buyer);
  await reportReview(seeded.id, 'Isinya iklan toko lain');
  expect(await shown(reportReview(seeded.id, 'Lagi'))).toBe('Anda sudah melaporkan ulasan ini');

  actAs(as.admin);
  const reported = await getReviewsForModeration({ filter: 'dilaporkan', page: 1, pageSize: 1000 });
  const withReport = reported.items.find((review) => review.id === seeded.id);
  expect(withReport?.reports).toEqual([
    expect.objectContaining({ reason: 'Isinya iklan toko lain', reporterName: 'Dewi Lestari' }),
  ]);

  await moderateReview(seeded.id, true, 'Berisi iklan');
  const hidden = await getReviewsForModeration({ filter: 'disembunyikan', page: 1, pageSize: 1000 });
  expect(hidden.items.find((review) => review.id === seeded.id)).toMatchObject({
    hidden: true,
    hiddenReason: 'Berisi iklan',
  });
  actAs(as.visitor);
  const page = await getProductReviews({ productId: seeded.product_id, limit: 100 });
  expect(page.items.map((review) => review.id)).not.toContain(seeded.id);

  // only an admin hides: the database's sentence for people
  actAs(as.seller);
  expect(await shown(moderateReview(seeded.id, false, 'Tampilkan'))).toBe(
    'Hanya admin yang dapat menyembunyikan ulasan',
  );
  actAs(as.admin);
  await moderateReview(seeded.id, false, 'Sudah diperiksa');
  actAs(as.visitor);
  const again = await getProductReviews({ productId: seeded.product_id, limit: 100 });
  expect(again.items.map((review) => review.id)).toContain(seeded.id);
});

it('the seller replies once; a second reply gets the database sentence', async () => {
  const seeded = await seededReview(false);
  actAs(as.seller);
  await replyToReview(seeded.id, 'Terima kasih atas ulasannya');
  expect(await shown(replyToReview(seeded.id, 'Sekali lagi'))).toBe('Ulasan ini sudah dibalas');
  const page = await getSellerReviews({ sellerId: SELLER_ID, page: 1, pageSize: 1000 });
  expect(page.items.find((review) => review.id === seeded.id)).toMatchObject({
    reply: 'Terima kasih atas ulasannya',
    repliedAt: expect.any(String),
  });
});
