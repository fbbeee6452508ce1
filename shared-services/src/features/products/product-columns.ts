// The select lists of a product, on their own: the shell's entry writes the first screen's reads with them
// (api/first-requests.ts) without the model's conversions.

/** The columns of a product card (catalogue, cart, wishlist). */
export const PRODUCT_SUMMARY_COLUMNS =
  'id, name, price, category, category_id, division, description, images, rating, reviews, stock' as const;

/** The columns of the product page and the back office's editor and list: the card's plus its seller. */
export const PRODUCT_DETAIL_COLUMNS =
  `${PRODUCT_SUMMARY_COLUMNS}, created_at, updated_at, seller_id, seller:profiles(id, full_name, reputation, avatar_url, seller_rating, seller_review_count)` as const;

/** The order of the back office's product table (newest first; the id breaks ties). */
export const PRODUCT_LIST_ORDER: ReadonlyArray<readonly [column: string, ascending: boolean]> = [
  ['created_at', false],
  ['id', false],
];
