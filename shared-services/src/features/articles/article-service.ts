import { ARTICLES_BUCKET, DEFAULT_ARTICLE_AUTHOR } from '../../constants';
import { getSupabase } from '../../supabase/client';
import type { TablesUpdate } from '../../supabase/database.types';
import { removeImages, uploadImage, type UploadProgressHandler } from '../storage/storage-service';
import {
  ARTICLE_COLUMNS,
  toArticle,
  toArticleWrite,
  type Article,
  type ArticleInput,
  type ArticleStatus,
} from './article-model';

/** The publish date and the status it implies: a date in the future is scheduled. */
function schedule(
  publishDate: string | null | undefined,
  now = new Date(),
): { publish_date: string; status: ArticleStatus } {
  const date = publishDate ? new Date(publishDate) : now;
  const valid = Number.isNaN(date.getTime()) ? now : date;
  return {
    publish_date: valid.toISOString(),
    status: valid.getTime() > now.getTime() ? 'scheduled' : 'published',
  };
}

/** Why an update or delete touched no row: RLS hides refused writes, so tell 'not found' from 'refused'. */
async function whyNoRow(id: number): Promise<string> {
  const { data } = await getSupabase().from('articles').select('id').eq('id', id).maybeSingle();
  return data ? `permission denied for article ${id}` : 'Article not found';
}

/**
 * Creates an article: uploads its image to the 'articles' bucket, then inserts it with the author 'Admin'
 * and its publish date (now unless given), and returns the new id.
 */
export async function createArticle(
  input: ArticleInput,
  file: File | null,
  onProgress?: UploadProgressHandler,
): Promise<number> {
  let image: string | null = null;
  try {
    if (file) image = await uploadImage(ARTICLES_BUCKET, file, onProgress);
  } catch (error) {
    throw new Error(`Error creating article: ${(error as Error).message}`);
  }
  const { data, error } = await getSupabase()
    .from('articles')
    .insert({
      ...toArticleWrite(input),
      ...schedule(input.publishDate),
      image,
      author: DEFAULT_ARTICLE_AUTHOR,
    })
    .select('id')
    .single();
  if (error) {
    if (image) await removeImages(ARTICLES_BUCKET, [image]).catch(() => undefined);
    throw new Error(`Error creating article: ${error.message}`);
  }
  return data.id;
}

export async function getArticle(id: number): Promise<Article> {
  const { data, error } = await getSupabase()
    .from('articles')
    .select(ARTICLE_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`Error getting article: ${error.message}`);
  if (!data) throw new Error('Article not found');
  return toArticle(data);
}

/** Every article the caller may read (admins: all, including scheduled ones), newest first. */
export async function getArticles(): Promise<Article[]> {
  const { data, error } = await getSupabase()
    .from('articles')
    .select(ARTICLE_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(`Error getting articles: ${error.message}`);
  return (data ?? []).map(toArticle);
}

/**
 * Updates an article with updated_at. The image is uploaded and replaced only when a new file was chosen;
 * otherwise the current URL is kept. The replaced file is removed afterwards.
 */
export async function updateArticle(
  id: number,
  input: ArticleInput,
  file?: File | null,
  onProgress?: UploadProgressHandler,
): Promise<void> {
  const supabase = getSupabase();
  const current = await supabase.from('articles').select('image').eq('id', id).maybeSingle();
  if (current.error) throw new Error(`Error updating article: ${current.error.message}`);
  if (!current.data) throw new Error('Error updating article: Article not found');
  const previous = current.data.image;

  let image = previous;
  try {
    if (file) image = await uploadImage(ARTICLES_BUCKET, file, onProgress);
  } catch (error) {
    throw new Error(`Error updating article: ${(error as Error).message}`);
  }
  const row: TablesUpdate<'articles'> = {
    ...toArticleWrite(input),
    image,
    updated_at: new Date().toISOString(),
  };
  if (input.publishDate !== undefined) Object.assign(row, schedule(input.publishDate));
  const { data, error } = await supabase.from('articles').update(row).eq('id', id).select('id');
  if (error || !data?.length) {
    if (file && image) await removeImages(ARTICLES_BUCKET, [image]).catch(() => undefined);
    throw new Error(`Error updating article: ${error ? error.message : await whyNoRow(id)}`);
  }
  if (file && previous && previous !== image) {
    await removeImages(ARTICLES_BUCKET, [previous]).catch((cause: unknown) =>
      console.warn('Gagal menghapus gambar lama', cause),
    );
  }
}

/** Deletes an article: selects its image, removes the stored file, then deletes the row. */
export async function deleteArticle(id: number): Promise<void> {
  const supabase = getSupabase();
  const current = await supabase.from('articles').select('image').eq('id', id).maybeSingle();
  if (current.error) throw new Error(`Error deleting article: ${current.error.message}`);
  if (!current.data) throw new Error('Error deleting article: Article not found');
  const image = current.data.image;
  try {
    if (image) await removeImages(ARTICLES_BUCKET, [image]);
  } catch (error) {
    throw new Error(`Error deleting article: ${(error as Error).message}`);
  }
  const { data, error } = await supabase.from('articles').delete().eq('id', id).select('id');
  if (error) throw new Error(`Error deleting article: ${error.message}`);
  if (!data?.length) throw new Error(`Error deleting article: ${await whyNoRow(id)}`);
}

/** The number of articles the caller may read (dashboard tile). */
export async function countArticles(): Promise<number> {
  const { count, error, status, statusText } = await getSupabase()
    .from('articles')
    .select('id', { count: 'exact', head: true });
  // a HEAD answer has no body: the status line is the cause
  if (error) throw new Error(`Error getting articles: ${error.message || `${status} ${statusText}`}`);
  return count ?? 0;
}
