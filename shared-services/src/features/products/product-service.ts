import { PRODUCTS_BUCKET } from '../../constants';
import { getSupabase } from '../../supabase/client';
import { removeImages, uploadImages, type UploadImagesOptions } from '../storage/storage-service';
import { getCatalogProduct } from '../catalog/catalog-service';
import {
  PRODUCT_DETAIL_COLUMNS,
  toProductDetail,
  toProductWrite,
  type ProductDetail,
  type ProductInput,
} from './product-model';
import { PRODUCT_LIST_ORDER } from './product-columns';

/** Why an update or delete touched no row: RLS hides refused writes, so tell 'not found' from 'refused'. */
async function whyNoRow(id: number): Promise<string> {
  const { data } = await getSupabase().from('products').select('id').eq('id', id).maybeSingle();
  return data ? `permission denied for product ${id}` : 'Product not found';
}

/**
 * Creates a product of the signed-in user (the database sets seller_id to them): uploads the images to the
 * 'products' bucket, then inserts with rating 0 and reviews 0, and returns the new id.
 */
export async function createProduct(
  input: ProductInput,
  files: File[] = [],
  options: UploadImagesOptions = {},
): Promise<number> {
  let images: string[] = [];
  try {
    images = await uploadImages(PRODUCTS_BUCKET, files, options);
  } catch (error) {
    throw new Error(`Error creating product: ${(error as Error).message}`);
  }
  const { data, error } = await getSupabase()
    .from('products')
    .insert({ ...toProductWrite(input), images, rating: 0, reviews: 0 })
    .select('id')
    .single();
  if (error) {
    await removeImages(PRODUCTS_BUCKET, images).catch(() => undefined);
    throw new Error(`Error creating product: ${error.message}`);
  }
  return data.id;
}

/** One product with its seller (the editor's form); 'Product not found' when there is none. */
export const getProduct: (id: number) => Promise<ProductDetail> = getCatalogProduct;

/** Every product, newest first. */
export async function getProducts(): Promise<ProductDetail[]> {
  let query = getSupabase().from('products').select(PRODUCT_DETAIL_COLUMNS);
  for (const [column, ascending] of PRODUCT_LIST_ORDER) query = query.order(column, { ascending });
  const { data, error } = await query;
  if (error) throw new Error(`Error getting products: ${error.message}`);
  return (data ?? []).map(toProductDetail);
}

/** The products of one seller, newest first. */
export async function getSellerProducts(sellerId: string): Promise<ProductDetail[]> {
  let query = getSupabase().from('products').select(PRODUCT_DETAIL_COLUMNS).eq('seller_id', sellerId);
  for (const [column, ascending] of PRODUCT_LIST_ORDER) query = query.order(column, { ascending });
  const { data, error } = await query;
  if (error) throw new Error(`Error getting products: ${error.message}`);
  return (data ?? []).map(toProductDetail);
}

/**
 * Updates a product: the new files are uploaded and their URLs appended to the kept ones, with updated_at.
 * Afterwards the stored files of the images that were dropped are removed.
 */
export async function updateProduct(
  id: number,
  input: ProductInput,
  newFiles: File[] = [],
  keptImages: string[] = [],
  options: UploadImagesOptions = {},
): Promise<void> {
  const supabase = getSupabase();
  const current = await supabase.from('products').select('images').eq('id', id).maybeSingle();
  if (current.error) throw new Error(`Error updating product: ${current.error.message}`);
  if (!current.data) throw new Error('Error updating product: Product not found');
  const previous = current.data.images;

  let added: string[];
  try {
    added = await uploadImages(PRODUCTS_BUCKET, newFiles, options);
  } catch (error) {
    throw new Error(`Error updating product: ${(error as Error).message}`);
  }
  const images = [...keptImages, ...added];
  const { data, error } = await supabase
    .from('products')
    .update({ ...toProductWrite(input), images, updated_at: new Date().toISOString() })
    .eq('id', id)
    .select('id');
  if (error || !data?.length) {
    await removeImages(PRODUCTS_BUCKET, added).catch(() => undefined);
    throw new Error(`Error updating product: ${error ? error.message : await whyNoRow(id)}`);
  }
  const dropped = previous.filter((url) => !images.includes(url));
  // The product is saved; a file that cannot be removed only leaves an unused object behind.
  await removeImages(PRODUCTS_BUCKET, dropped).catch((cause: unknown) =>
    console.warn('Gagal menghapus gambar lama', cause),
  );
}

/**
 * Deletes a product: selects its images, deletes the row, then removes each stored file by the last path
 * segment of its URL. The row goes first so a refused delete (RLS, an order line pointing at it) never
 * leaves a product without its pictures.
 */
export async function deleteProduct(id: number): Promise<void> {
  const supabase = getSupabase();
  const current = await supabase.from('products').select('images').eq('id', id).maybeSingle();
  if (current.error) throw new Error(`Error deleting product: ${current.error.message}`);
  if (!current.data) throw new Error('Error deleting product: Product not found');
  const { data, error } = await supabase.from('products').delete().eq('id', id).select('id');
  if (error) throw new Error(`Error deleting product: ${error.message}`);
  if (!data?.length) throw new Error(`Error deleting product: ${await whyNoRow(id)}`);
  // The product is gone; a file that cannot be removed only leaves an unused object behind.
  await removeImages(PRODUCTS_BUCKET, current.data.images).catch((cause: unknown) =>
    console.warn('Gagal menghapus gambar produk', cause),
  );
}

/** The number of products (dashboard tile); with a seller id, only that seller's. */
export async function countProducts(sellerId?: string): Promise<number> {
  let query = getSupabase().from('products').select('id', { count: 'exact', head: true });
  if (sellerId) query = query.eq('seller_id', sellerId);
  const { count, error, status, statusText } = await query;
  // a HEAD answer has no body: the status line is the cause
  if (error) throw new Error(`Error getting products: ${error.message || `${status} ${statusText}`}`);
  return count ?? 0;
}
