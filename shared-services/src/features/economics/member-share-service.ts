import { getSupabase } from '../../supabase/client';
import type { MemberStatus, ProductMemberShare } from './economics-model';
import { toMemberStatus, toProductMemberShare } from './economics-rows';

/*
 * Price transparency and membership: how much of a product's price goes to the member who made it under
 * the commission in force now (product_member_shares), and whether people are members of the cooperative
 * today (member_status). Both are open to everyone. Errors: 'Error getting member share: <cause>',
 * 'Error getting member status: <cause>', with the database's error as `cause`.
 */

/**
 * The seller's share of each product's price, and whether the seller is a member (unknown products, and
 * products of sellers not verified, give no entry). At most 200 ids.
 */
export async function getProductMemberShares(productIds: number[]): Promise<ProductMemberShare[]> {
  if (productIds.length === 0) return [];
  const { data, error } = await getSupabase().rpc('product_member_shares', { product_ids: productIds });
  if (error) throw new Error(`Error getting member share: ${error.message}`, { cause: error });
  return (data ?? []).map(toProductMemberShare);
}

/** The member's share of one product's price, or null for an unknown product. */
export async function getProductMemberShare(productId: number): Promise<ProductMemberShare | null> {
  const [share] = await getProductMemberShares([productId]);
  return share ?? null;
}

/** Whether a person is a member of the cooperative today, and since when. */
export async function getMemberStatus(profileId: string): Promise<MemberStatus> {
  const { data, error } = await getSupabase().rpc('member_status', { profile_ids: [profileId] });
  if (error) throw new Error(`Error getting member status: ${error.message}`, { cause: error });
  return toMemberStatus(data, profileId);
}
