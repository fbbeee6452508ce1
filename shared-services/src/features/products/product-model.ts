import type { QueryData } from '@supabase/supabase-js';
import type { KoperasiSupabaseClient } from '../../supabase/client';
import type { TablesInsert } from '../../supabase/database.types';
import { rupiahToBasePrice } from '../../money';
import { PRODUCT_DETAIL_COLUMNS, PRODUCT_SUMMARY_COLUMNS } from './product-columns';

export { PRODUCT_DETAIL_COLUMNS, PRODUCT_SUMMARY_COLUMNS };

// The row types are what supabase-js infers from the select strings above: a column added to a string
// and to the migration shows up here without a hand-written row type.
export const productSummaryQuery = (client: KoperasiSupabaseClient) =>
  client.from('products').select(PRODUCT_SUMMARY_COLUMNS);
export const productDetailQuery = (client: KoperasiSupabaseClient) =>
  client.from('products').select(PRODUCT_DETAIL_COLUMNS);
export type ProductSummaryRow = QueryData<ReturnType<typeof productSummaryQuery>>[number];
export type ProductDetailRow = QueryData<ReturnType<typeof productDetailQuery>>[number];

/** A product as a card shows it. */
export interface ProductSummary {
  id: number;
  name: string;
  /** base unit: shown as rupiah after multiplying by RUPIAH_PER_BASE_UNIT */
  price: number;
  /** the category's name (kept in sync with categoryId by the database) */
  category: string;
  categoryId: number;
  /** the category's division, '' when unknown */
  division: string;
  description: string;
  /** the cover image URL, '' when the product has none */
  image: string;
  /** the product's star rating, 0 to 5 */
  rating: number;
  reviews: number;
  stock: number;
}

/** The seller's public profile as a product shows it. */
export interface ProductSeller {
  id: string;
  name: string;
  reputation: number;
  /** '' when none */
  avatarUrl: string;
  /** the average stars of the visible reviews of all the seller's products, one decimal; 0 without reviews */
  rating: number;
  reviewCount: number;
}

/** One product with everything its page and the back office's editor show. */
export interface ProductDetail extends ProductSummary {
  /** public image URLs, the first one is the cover */
  images: string[];
  seller: ProductSeller;
  /** ISO timestamps */
  createdAt: string;
  updatedAt: string;
}

/** The fields of the product form. The division follows the category in the database. */
export interface ProductInput {
  name: string;
  /** whole rupiah, as people type it; stored in the base unit (toProductWrite) */
  priceRupiah: number;
  categoryId: number;
  description: string;
  stock: number;
}

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    category: row.category ?? '',
    categoryId: row.category_id,
    division: row.division ?? '',
    description: row.description,
    image: row.images[0] ?? '',
    rating: Number(row.rating),
    reviews: row.reviews,
    stock: row.stock,
  };
}

export function toProductDetail(row: ProductDetailRow): ProductDetail {
  return {
    ...toProductSummary(row),
    images: row.images,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    seller: {
      id: row.seller?.id ?? row.seller_id,
      name: row.seller?.full_name ?? '',
      reputation: row.seller?.reputation ?? 0,
      avatarUrl: row.seller?.avatar_url ?? '',
      rating: Number(row.seller?.seller_rating ?? 0),
      reviewCount: row.seller?.seller_review_count ?? 0,
    },
  };
}

/** The product form's fields as the products table takes them (insert and update): the price in the base unit. */
export function toProductWrite(
  input: ProductInput,
): Pick<TablesInsert<'products'>, 'name' | 'price' | 'category_id' | 'description' | 'stock'> {
  return {
    name: input.name.trim(),
    price: rupiahToBasePrice(input.priceRupiah),
    category_id: input.categoryId,
    description: input.description.trim(),
    stock: input.stock,
  };
}
