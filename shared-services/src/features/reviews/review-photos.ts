import type { KoperasiSupabaseClient } from '../../supabase/client';
import { REVIEW_PHOTOS_BUCKET } from './review-model';
import type { ReviewPhotoUrl } from './review-rows';

/** The public URL of a stored review photo (the storage client loads on first use). */
export async function reviewPhotoUrls(client: KoperasiSupabaseClient): Promise<ReviewPhotoUrl> {
  const bucket = (await client.storage()).from(REVIEW_PHOTOS_BUCKET);
  return (path) => bucket.getPublicUrl(path).data.publicUrl;
}
