import { getSupabase } from '../../supabase/client';
import { parseId } from '../../ids';
import { PRODUCT_SUMMARY_COLUMNS, toProductSummary, type ProductSummary } from '../products/product-model';

/*
 * The signed-in buyer's wishlist (table wishlist_items, owner-only by RLS). Errors are rethrown as
 * 'Error getting wishlist: <cause>', 'Error updating wishlist: <cause>'.
 */

export const NOT_SIGNED_IN = 'Not signed in';

async function currentUserId(): Promise<string> {
  const { data } = await getSupabase().auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error(NOT_SIGNED_IN);
  return id;
}

function databaseIdOf(productId: number): number {
  const id = parseId(productId);
  if (id === null) throw new Error(`invalid product id "${productId}"`);
  return id;
}

/** The ids of the products on the wishlist (to mark cards), newest first. */
export async function getWishlistProductIds(): Promise<number[]> {
  const { data, error } = await getSupabase()
    .from('wishlist_items')
    .select('product_id')
    .order('created_at', { ascending: false });
  if (error) throw new Error(`Error getting wishlist: ${error.message}`);
  return (data ?? []).map((row) => row.product_id);
}

/** The wishlist's products, most recently saved first. */
export async function getWishlist(): Promise<ProductSummary[]> {
  const { data, error } = await getSupabase()
    .from('wishlist_items')
    .select(`product_id, created_at, product:products(${PRODUCT_SUMMARY_COLUMNS})` as const)
    .order('created_at', { ascending: false });
  if (error) throw new Error(`Error getting wishlist: ${error.message}`);
  return (data ?? []).flatMap(({ product }) => (product ? [toProductSummary(product)] : []));
}

/** Saves a product on the wishlist; saving it twice is not an error. */
export async function addToWishlist(productId: number): Promise<void> {
  const userId = await currentUserId();
  const { error } = await getSupabase()
    .from('wishlist_items')
    .insert({ user_id: userId, product_id: databaseIdOf(productId) });
  if (error && error.code !== '23505') throw new Error(`Error updating wishlist: ${error.message}`);
}

/** Takes a product off the wishlist (nothing happens when it was not on it). */
export async function removeFromWishlist(productId: number): Promise<void> {
  const userId = await currentUserId();
  const { error } = await getSupabase()
    .from('wishlist_items')
    .delete()
    .eq('user_id', userId)
    .eq('product_id', databaseIdOf(productId));
  if (error) throw new Error(`Error updating wishlist: ${error.message}`);
}
