import { setSupabaseClient } from '../../supabase/client';
import { getMemberStatus, getProductMemberShare, getProductMemberShares } from './member-share-service';

const rpc = jest.fn();
beforeEach(() => {
  rpc.mockReset();
  setSupabaseClient({ rpc } as never);
});
afterEach(() => setSupabaseClient(undefined));

const SHARE_ROW = {
  product_id: 7,
  division: 'Perikanan',
  producer_label: 'nelayan',
  price: 127500,
  commission_rate: 15,
  commission_amount: 19125,
  member_amount: 108375,
  member_percent: 85,
  seller_is_member: true,
};

describe('getProductMemberShares', () => {
  it('asks product_member_shares for the ids and maps its rows', async () => {
    rpc.mockResolvedValue({ data: [SHARE_ROW], error: null });
    await expect(getProductMemberShares([7, 99])).resolves.toEqual([
      {
        productId: 7,
        division: 'Perikanan',
        producerLabel: 'nelayan',
        price: 127500,
        commissionRate: 15,
        commissionAmount: 19125,
        memberAmount: 108375,
        memberPercent: 85,
        sellerIsMember: true,
      },
    ]);
    expect(rpc).toHaveBeenCalledWith('product_member_shares', { product_ids: [7, 99] });
  });

  it('asks nothing for no ids', async () => {
    await expect(getProductMemberShares([])).resolves.toEqual([]);
    expect(rpc).not.toHaveBeenCalled();
  });

  it('gives null for an unknown product and throws the database error as the cause', async () => {
    rpc.mockResolvedValueOnce({ data: [], error: null });
    await expect(getProductMemberShare(404)).resolves.toBeNull();
    const cause = { code: '22023', message: 'Paling banyak 200 produk sekaligus' };
    rpc.mockResolvedValueOnce({ data: null, error: cause });
    await expect(getProductMemberShare(1)).rejects.toMatchObject({
      message: 'Error getting member share: Paling banyak 200 produk sekaligus',
      cause,
    });
  });
});

describe('getMemberStatus', () => {
  it('says whether the person is a member today and since when', async () => {
    rpc.mockResolvedValueOnce({
      data: [{ profile_id: 'p1', is_member: true, member_since: '2026-01-15' }],
      error: null,
    });
    await expect(getMemberStatus('p1')).resolves.toEqual({ isMember: true, memberSince: '2026-01-15' });
    expect(rpc).toHaveBeenCalledWith('member_status', { profile_ids: ['p1'] });

    rpc.mockResolvedValueOnce({
      data: [{ profile_id: 'p2', is_member: false, member_since: null }],
      error: null,
    });
    await expect(getMemberStatus('p2')).resolves.toEqual({ isMember: false, memberSince: null });
  });
});
