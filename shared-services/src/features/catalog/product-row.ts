import type { ProductSummary } from './types';

/** The columns of a products row that a ProductSummary needs. */
export const PRODUCT_SUMMARY_COLUMNS =
  'id, name, price, category, category_id, division, description, images, rating, reviews, stock';

/** A products row as PostgREST returns it (numeric columns may arrive as strings). */
export interface ProductRow {
  id: number | string;
  name: string;
  price: number | string;
  category: string | null;
  category_id: number;
  division: string | null;
  description: string | null;
  images: string[] | null;
  rating: number | string;
  reviews: number;
  stock: number;
}

export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    id: String(row.id),
    name: row.name,
    price: Number(row.price),
    category: row.category ?? '',
    categoryId: Number(row.category_id),
    division: row.division ?? '',
    description: row.description ?? '',
    image: row.images?.[0] ?? '',
    rating: Number(row.rating),
    reviews: row.reviews ?? 0,
    stock: row.stock ?? 0,
  };
}

/** A product id as the database knows it (bigint), or null when the text cannot be one. */
export function productIdOf(id: string | number): number | null {
  const text = String(id).trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}
