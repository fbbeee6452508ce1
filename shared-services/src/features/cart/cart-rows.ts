import { PRODUCT_SUMMARY_COLUMNS, toProductSummary, type ProductSummaryRow } from '../products/product-model';
import { toCartProduct, type CartItem } from './cart-slice';

/* The server's cart lines (cart_items) and their one mapping to the cart's lines (cart-slice.ts). */

/** Each line with its product's current name, price and image, in the cart's order. */
export const CART_COLUMNS = `product_id, quantity, product:products(${PRODUCT_SUMMARY_COLUMNS})` as const;

export interface CartRow {
  product_id: number;
  quantity: number;
  product: ProductSummaryRow | null;
}

/** The lines whose product still exists, each with its product as the cart takes it. */
export function toCartItems(rows: readonly CartRow[]): CartItem[] {
  return rows.flatMap(({ product, quantity }) =>
    product ? [{ ...toCartProduct(toProductSummary(product)), quantity }] : [],
  );
}
