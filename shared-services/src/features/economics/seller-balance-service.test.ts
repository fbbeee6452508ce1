import { setSupabaseClient } from '../../supabase/client';
import { getSellerBalanceSummary, getSellerLedger, getSellerPayouts } from './seller-balance-service';

/** A PostgREST query builder that records its calls and resolves to `result`. */
function builder(result: unknown) {
  const calls: unknown[][] = [];
  const chain: Record<string, unknown> = {};
  for (const name of ['select', 'eq', 'order', 'range'])
    chain[name] = (...args: unknown[]) => {
      calls.push([name, ...args]);
      return chain;
    };
  chain.then = (resolve: (value: unknown) => unknown) => Promise.resolve(result).then(resolve);
  return { chain, calls };
}

const rpc = jest.fn();
const from = jest.fn();
beforeEach(() => {
  rpc.mockReset();
  from.mockReset();
  setSupabaseClient({ rpc, from } as never);
});
afterEach(() => setSupabaseClient(undefined));

describe('getSellerBalanceSummary', () => {
  it("reads the signed-in seller's figures", async () => {
    rpc.mockResolvedValue({
      data: [
        {
          balance: 150000,
          pending: 48000,
          paid_total: 50000,
          credited_total: 200000,
          commission_total: 30000,
        },
      ],
      error: null,
    });
    await expect(getSellerBalanceSummary()).resolves.toEqual({
      balance: 150000,
      pending: 48000,
      paidTotal: 50000,
      creditedTotal: 200000,
      commissionTotal: 30000,
    });
    expect(rpc).toHaveBeenCalledWith('seller_balance_summary', {});
  });

  it('throws with the database error as the cause', async () => {
    const cause = { code: '42501', message: 'Tidak diizinkan' };
    rpc.mockResolvedValue({ data: null, error: cause });
    await expect(getSellerBalanceSummary()).rejects.toMatchObject({ cause });
  });
});

describe('getSellerLedger', () => {
  it("reads one page of the seller's ledger, newest first, with the order number and payout reference", async () => {
    const { chain, calls } = builder({
      data: [
        {
          id: 2,
          entry_type: 'pencairan',
          created_at: '2026-11-25T03:00:00Z',
          description: 'Pencairan',
          order_id: null,
          shipment_id: null,
          gross_amount: 0,
          commission_amount: 0,
          shipping_amount: 0,
          amount: -50000,
          balance_after: 58375,
          order: null,
          payout: { transfer_reference: 'TRF-001' },
        },
        {
          id: 1,
          entry_type: 'penjualan',
          created_at: '2026-11-24T03:00:00Z',
          description: 'Penjualan',
          order_id: 'o1',
          shipment_id: 5,
          gross_amount: 100000,
          commission_amount: 15000,
          shipping_amount: 23375,
          amount: 108375,
          balance_after: 108375,
          order: { order_number: 'KOP-20261124-0001' },
          payout: null,
        },
      ],
      error: null,
      count: 12,
    });
    from.mockReturnValue(chain);
    const page = await getSellerLedger({ sellerId: 's1', page: 2, pageSize: 10 });
    expect(from).toHaveBeenCalledWith('seller_ledger_entries');
    expect(calls).toEqual([
      ['select', expect.stringContaining('order:orders(order_number)'), { count: 'exact' }],
      ['eq', 'seller_id', 's1'],
      ['order', 'created_at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['range', 10, 19],
    ]);
    expect(page.total).toBe(12);
    expect(
      page.items.map((e) => [e.type, e.amount, e.balanceAfter, e.orderNumber, e.payoutReference]),
    ).toEqual([
      ['pencairan', -50000, 58375, null, 'TRF-001'],
      ['penjualan', 108375, 108375, 'KOP-20261124-0001', null],
    ]);
  });
});

describe('getSellerPayouts', () => {
  it("reads the seller's payouts, newest first", async () => {
    const { chain, calls } = builder({
      data: [{ id: 3, amount: 50000, transfer_reference: 'TRF-001', paid_on: '2026-11-25', note: null }],
      error: null,
    });
    from.mockReturnValue(chain);
    await expect(getSellerPayouts('s1')).resolves.toEqual([
      { id: 3, amount: 50000, transferReference: 'TRF-001', paidOn: '2026-11-25', note: null },
    ]);
    expect(from).toHaveBeenCalledWith('seller_payouts');
    expect(calls).toContainEqual(['eq', 'seller_id', 's1']);
  });
});
