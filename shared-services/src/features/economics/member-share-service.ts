import { getSupabase } from '../../supabase/client';
import { EconomicsError } from './economics-error';

/*
 * What a buyer sees of the cooperative: the part of a price that goes to the member who produced it
 * (product_member_shares, from the commission in force now) and the signed-in person's own membership.
 */

export interface MemberShare {
  productId: number;
  /** 'nelayan', 'petani' or 'produsen' */
  producerLabel: string;
  /** whole rupiah */
  memberAmount: number;
  /** decimal text, e.g. '85' or '87.5' */
  memberPercent: string;
}

export async function getMemberShare(productId: number): Promise<MemberShare | null> {
  const { data, error } = await getSupabase().rpc('product_member_shares', { product_ids: [productId] });
  if (error) throw new EconomicsError('Error getting member share', error);
  const row = data?.[0];
  if (!row) return null;
  const percent = String(row.member_percent);
  return {
    productId: row.product_id,
    producerLabel: row.producer_label,
    memberAmount: Number(row.member_amount),
    memberPercent: percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent,
  };
}

export interface MyMembership {
  memberNumber: string;
  joinedAt: string;
}

/** The signed-in person's membership in force today (WIB), or null (RLS: one reads only one's own row). */
export async function getMyMembership(profileId: string): Promise<MyMembership | null> {
  const { data, error } = await getSupabase()
    .from('cooperative_members')
    .select('member_number, joined_at, left_at')
    .eq('profile_id', profileId)
    .maybeSingle();
  if (error) throw new EconomicsError('Error getting membership', error);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  if (!data || data.joined_at > today || (data.left_at && data.left_at <= today)) return null;
  return { memberNumber: data.member_number, joinedAt: data.joined_at };
}
