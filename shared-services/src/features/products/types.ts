/** A product (spec section 3) as the database keeps it, with its seller. */
export interface Product {
  id: number;
  name: string;
  /** base unit: shown as rupiah after multiplying by RUPIAH_PER_BASE_UNIT */
  price: number;
  category_id: number;
  /** the category's name (kept in sync with category_id by the database) */
  category: string;
  /** the category's division */
  division: string;
  description: string;
  /** public image URLs, first one is the cover */
  images: string[];
  rating: number;
  reviews: number;
  stock: number;
  seller_id: string;
  /** the seller's public profile: name and reputation (as rating) */
  seller: ProductSeller;
  created_at: string;
  updated_at: string;
}

export interface ProductSeller {
  id: string;
  name: string;
  rating: number;
}

/** The fields of the product form. The division follows the category in the database. */
export interface ProductInput {
  name: string;
  price: number;
  category_id: number;
  description: string;
  stock: number;
}
