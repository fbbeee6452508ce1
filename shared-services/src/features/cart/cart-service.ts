import { getSupabase } from '../../supabase/client';
import type { CartItem } from './cart-slice';
import { CART_COLUMNS, toCartItems } from './cart-rows';

/*
 * The signed-in buyer's cart on the server (table cart_items, owner-only by RLS, and merge_cart(lines)).
 * Errors are rethrown as 'Error getting cart: <cause>' and 'Error updating cart: <cause>'.
 */

/** A line as the browser sends it to be merged. */
export interface CartLineInput {
  productId: number;
  quantity: number;
}

/** The account's cart. */
export async function getServerCart(): Promise<CartItem[]> {
  const { data, error } = await getSupabase()
    .from('cart_items')
    .select(CART_COLUMNS)
    .order('id')
    .order('product_id');
  if (error) throw new Error(`Error getting cart: ${error.message}`);
  return toCartItems(data ?? []);
}

/**
 * Merges the browser's lines into the account's cart (the quantities of a product on both are added, up to
 * 999) and returns the account's whole cart.
 */
export async function mergeServerCart(
  lines: readonly CartLineInput[],
  mergeKey?: string,
): Promise<CartItem[]> {
  const { data, error } = await getSupabase()
    .rpc('merge_cart', {
      lines: lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
      ...(mergeKey && { merge_key: mergeKey }),
    })
    .select(CART_COLUMNS)
    .order('id')
    .order('product_id');
  if (error) throw new Error(`Error updating cart: ${error.message}`);
  return toCartItems(data ?? []);
}

/**
 * Writes changed lines: a quantity sets the line (adding it when new), null removes it. The upserts go in
 * product order, so two writers of the same cart take the rows' locks in the same order.
 */
export async function saveServerCartLines(
  userId: string,
  changes: ReadonlyMap<number, number | null>,
): Promise<void> {
  const upserts = [...changes]
    .flatMap(([productId, quantity]) =>
      quantity === null ? [] : [{ user_id: userId, product_id: productId, quantity }],
    )
    .sort((a, b) => a.product_id - b.product_id);
  const removed = [...changes].flatMap(([productId, quantity]) => (quantity === null ? [productId] : []));
  const supabase = getSupabase();
  if (upserts.length > 0) {
    const { error } = await supabase.from('cart_items').upsert(upserts, { onConflict: 'user_id,product_id' });
    if (error) throw new Error(`Error updating cart: ${error.message}`);
  }
  if (removed.length > 0) {
    const { error } = await supabase
      .from('cart_items')
      .delete()
      .eq('user_id', userId)
      .in('product_id', removed);
    if (error) throw new Error(`Error updating cart: ${error.message}`);
  }
}

/** Empties the account's cart. */
export async function clearServerCart(userId: string): Promise<void> {
  const { error } = await getSupabase().from('cart_items').delete().eq('user_id', userId);
  if (error) throw new Error(`Error updating cart: ${error.message}`);
}
