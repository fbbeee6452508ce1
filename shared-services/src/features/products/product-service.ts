import { PRODUCTS_BUCKET } from '../../constants';
import { getSupabase } from '../../supabase/client';
import { loadSidebarDivisions } from '../catalog/catalog-service';
import { removeImages, uploadImages, type UploadImagesOptions } from '../storage/storage-service';
import type { Product, ProductInput } from './types';

const COLUMNS =
  'id, name, price, category_id, category, division, description, images, rating, reviews, stock, seller_id, created_at, updated_at, seller:profiles(id, full_name, reputation)';

interface ProductRow extends Omit<Product, 'seller' | 'price' | 'rating'> {
  price: number | string;
  rating: number | string;
  seller: { id: string; full_name: string | null; reputation: number | null } | null;
}

function toProduct(row: ProductRow): Product {
  const { seller, ...rest } = row;
  return {
    ...rest,
    price: Number(row.price),
    rating: Number(row.rating),
    images: row.images ?? [],
    seller: {
      id: seller?.id ?? row.seller_id,
      name: seller?.full_name ?? '',
      rating: seller?.reputation ?? 0,
    },
  };
}

function toRow(input: ProductInput) {
  return {
    name: input.name.trim(),
    price: input.price,
    category_id: input.category_id,
    description: input.description.trim(),
    stock: input.stock,
  };
}

/** Why an update or delete touched no row: RLS hides refused writes, so tell 'not found' from 'refused'. */
async function whyNoRow(id: number | string): Promise<string> {
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
    .insert({ ...toRow(input), images, rating: 0, reviews: 0 })
    .select('id')
    .single();
  if (error) {
    await removeImages(PRODUCTS_BUCKET, images).catch(() => undefined);
    throw new Error(`Error creating product: ${error.message}`);
  }
  loadSidebarDivisions.invalidate();
  return (data as { id: number }).id;
}

export async function getProduct(id: number | string): Promise<Product> {
  const { data, error } = await getSupabase().from('products').select(COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new Error(`Error getting product: ${error.message}`);
  if (!data) throw new Error('Product not found');
  return toProduct(data as unknown as ProductRow);
}

/** Every product, newest first (spec section 7). */
export async function getProducts(): Promise<Product[]> {
  const { data, error } = await getSupabase()
    .from('products')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(`Error getting products: ${error.message}`);
  return ((data ?? []) as unknown as ProductRow[]).map(toProduct);
}

/** The products of one seller, newest first. */
export async function getSellerProducts(sellerId: string): Promise<Product[]> {
  const { data, error } = await getSupabase()
    .from('products')
    .select(COLUMNS)
    .eq('seller_id', sellerId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(`Error getting products: ${error.message}`);
  return ((data ?? []) as unknown as ProductRow[]).map(toProduct);
}

/**
 * Updates a product: the new files are uploaded and their URLs appended to the kept ones (spec section 7),
 * with updated_at. Afterwards the stored files of the images that were dropped are removed.
 */
export async function updateProduct(
  id: number | string,
  input: ProductInput,
  newFiles: File[] = [],
  keptImages: string[] = [],
  options: UploadImagesOptions = {},
): Promise<void> {
  const supabase = getSupabase();
  const current = await supabase.from('products').select('images').eq('id', id).maybeSingle();
  if (current.error) throw new Error(`Error updating product: ${current.error.message}`);
  if (!current.data) throw new Error('Error updating product: Product not found');
  const previous = (current.data as { images: string[] | null }).images ?? [];

  let added: string[];
  try {
    added = await uploadImages(PRODUCTS_BUCKET, newFiles, options);
  } catch (error) {
    throw new Error(`Error updating product: ${(error as Error).message}`);
  }
  const images = [...keptImages, ...added];
  const { data, error } = await supabase
    .from('products')
    .update({ ...toRow(input), images, updated_at: new Date().toISOString() })
    .eq('id', id)
    .select('id');
  if (error || !data?.length) {
    await removeImages(PRODUCTS_BUCKET, added).catch(() => undefined);
    throw new Error(`Error updating product: ${error ? error.message : await whyNoRow(id)}`);
  }
  loadSidebarDivisions.invalidate();
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
export async function deleteProduct(id: number | string): Promise<void> {
  const supabase = getSupabase();
  const current = await supabase.from('products').select('images').eq('id', id).maybeSingle();
  if (current.error) throw new Error(`Error deleting product: ${current.error.message}`);
  if (!current.data) throw new Error('Error deleting product: Product not found');
  const { data, error } = await supabase.from('products').delete().eq('id', id).select('id');
  if (error) throw new Error(`Error deleting product: ${error.message}`);
  if (!data?.length) throw new Error(`Error deleting product: ${await whyNoRow(id)}`);
  loadSidebarDivisions.invalidate();
  // The product is gone; a file that cannot be removed only leaves an unused object behind.
  await removeImages(PRODUCTS_BUCKET, (current.data as { images: string[] | null }).images ?? []).catch(
    (cause: unknown) => console.warn('Gagal menghapus gambar produk', cause),
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
