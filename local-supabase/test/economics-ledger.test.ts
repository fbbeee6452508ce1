/**
 * The sellers' ledger (supabase/migrations/20261126000020_cooperative_economics.sql) through the real
 * supabase-js client: commission per division snapshotted on order lines, a credit per received shipment
 * (value minus commission, shipping passed through), payouts that never exceed the balance, immutable
 * ledger rows, the member's share of a price, and who reads or writes what.
 *
 * Orders go through the real flow (place_order COD, update_shipment dikirim by the seller, diterima by the
 * buyer). The expected amounts are computed here from the rates the test set, never read back from the
 * database's own snapshot. Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, makeClient, must, PASSWORD, SHIPPING, type Actor, unique } from './rls/clients';

interface RpcError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}
type Rpc<T> = Promise<{ data: T | null; error: RpcError | null }>;

interface Buyer {
  client: SupabaseClient;
  id: string;
}

interface LedgerEntry {
  id: number;
  seller_id: string;
  entry_type: 'penjualan' | 'pencairan';
  shipment_id: number | null;
  payout_id: number | null;
  gross_amount: number;
  commission_amount: number;
  shipping_amount: number;
  amount: number;
  balance_after: number;
}

interface Summary {
  balance: number;
  pending: number;
  paid_total: number;
  credited_total: number;
  commission_total: number;
}

/** the seed's tariff for Jawa Barat: each seller's shipment pays it, and it reaches the seller untouched */
const RATE_JAWA_BARAT = 15000;

const SELLER = ACCOUNTS.seller.id;
const SELLER2 = ACCOUNTS.seller2.id;
/** seed categories: 1 Ikan Segar (Perikanan), 4 Produk Organik (Pertanian), 7 Solusi Solar (Teknologi) */
const CATEGORY = { Perikanan: 1, Pertanian: 4, 'Teknologi Ramah Lingkungan': 7 } as const;
type Division = keyof typeof CATEGORY;

const world = useSignedInWorld();

beforeAll(async () => {
  // the concurrent tests hold many open COD orders per buyer
  await world.sql('update public.site_settings set max_unpaid_orders = 20');
});

// ---------------------------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------------------------

async function newBuyer(): Promise<Buyer> {
  const client = makeClient(world.server.url, world.server.anonKey);
  const { data, error } = await world.server.signUpConfirmed(client, {
    email: `${unique('pembeli-buku')}@example.test`.toLowerCase(),
    password: PASSWORD,
    options: { data: { full_name: 'Pembeli Buku Besar', role: 'buyer' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { client, id: data.user.id };
}

/** a product of `sellerId` in `division` costing `rupiah` (stored in the base unit: rupiah / 15000) */
async function newProduct(sellerId: string, division: Division, rupiah: number): Promise<number> {
  const row = await must(
    world.service
      .from('products')
      .insert({
        name: unique('Produk Komisi'),
        price: rupiah / 15000,
        category_id: CATEGORY[division],
        description: 'uji',
        seller_id: sellerId,
        stock: 500,
      })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

async function setRate(division: Division, rate: number): Promise<void> {
  const { error } = await world.as.admin.rpc('set_commission_rate', { division, rate_percent: rate });
  if (error) throw new Error(`set_commission_rate failed: ${JSON.stringify(error)}`);
}

async function placeCod(buyer: Buyer, items: Array<{ product_id: number; quantity: number }>) {
  const { data, error } = (await buyer.client.rpc('place_order', {
    items,
    shipping: SHIPPING,
    payment_method: 'cod',
  })) as { data: { id: string } | null; error: RpcError | null };
  if (error || !data) throw new Error(`place_order failed: ${JSON.stringify(error)}`);
  const shipments = (await must(
    world.service.from('order_shipments').select('id, seller_id').eq('order_id', data.id).order('id'),
  )) as Array<{ id: number; seller_id: string }>;
  return { orderId: data.id, shipments };
}

const sellerClient = (sellerId: string) => (sellerId === SELLER ? world.as.seller : world.as.seller2);

/** the seller sends the shipment, the buyer confirms it received */
async function sendAndReceive(buyer: Buyer, shipment: { id: number; seller_id: string }) {
  const sent = await sellerClient(shipment.seller_id).rpc('update_shipment', {
    shipment_id: shipment.id,
    status: 'dikirim',
    courier: 'JNE',
    tracking_number: `JNE${String(shipment.id).padStart(10, '0')}`,
  });
  if (sent.error) throw new Error(`dikirim failed: ${JSON.stringify(sent.error)}`);
  const received = await buyer.client.rpc('update_shipment', {
    shipment_id: shipment.id,
    status: 'diterima',
  });
  if (received.error) throw new Error(`diterima failed: ${JSON.stringify(received.error)}`);
}

/** round half up of numerator / denominator, both non-negative integers */
function roundHalfUp(numerator: number, denominator: number): number {
  const floor = Math.floor(numerator / denominator);
  return 2 * (numerator - floor * denominator) >= denominator ? floor + 1 : floor;
}

/**
 * What a shipment credits its seller: goods minus commission plus the shipping fee. Rates are in percent
 * with at most two decimals, so the commission is round(sum(line x rate x 100) / 10000), in integers.
 */
function expectedCredit(lines: Array<{ rupiah: number; quantity: number; rate: number }>): number {
  const goods = lines.reduce((sum, l) => sum + l.rupiah * l.quantity, 0);
  const commission = roundHalfUp(
    lines.reduce((sum, l) => sum + l.rupiah * l.quantity * Math.round(l.rate * 100), 0),
    10000,
  );
  return goods - commission + RATE_JAWA_BARAT;
}

async function ledgerOf(sellerId: string): Promise<LedgerEntry[]> {
  const rows = (await must(
    world.service.from('seller_ledger_entries').select('*').eq('seller_id', sellerId).order('id'),
  )) as LedgerEntry[];
  return rows.map((r) => ({
    ...r,
    gross_amount: Number(r.gross_amount),
    commission_amount: Number(r.commission_amount),
    shipping_amount: Number(r.shipping_amount),
    amount: Number(r.amount),
    balance_after: Number(r.balance_after),
  }));
}

async function summaryOf(client: SupabaseClient, sellerId?: string): Promise<Summary> {
  const { data, error } = (await client.rpc(
    'seller_balance_summary',
    sellerId ? { seller_id: sellerId } : {},
  )) as { data: Summary[] | null; error: RpcError | null };
  if (error || !data?.[0]) throw new Error(`seller_balance_summary failed: ${JSON.stringify(error)}`);
  const s = data[0];
  return {
    balance: Number(s.balance),
    pending: Number(s.pending),
    paid_total: Number(s.paid_total),
    credited_total: Number(s.credited_total),
    commission_total: Number(s.commission_total),
  };
}

async function checkProblems(): Promise<unknown[]> {
  const { data, error } = await world.as.admin.rpc('economics_check');
  if (error) throw new Error(`economics_check failed: ${JSON.stringify(error)}`);
  return data as unknown[];
}

function payout(client: SupabaseClient, sellerId: string, amount: number, reference = unique('TRF')) {
  return client.rpc('record_payout', {
    seller_id: sellerId,
    amount,
    transfer_reference: reference,
    paid_on: '2026-01-15',
  }) as unknown as Rpc<{ id: number; amount: number }>;
}

// ---------------------------------------------------------------------------------------------
// credits
// ---------------------------------------------------------------------------------------------
describe('credits of received shipments', () => {
  it('under concurrent orders and receipts, the ledger sums to the received shipments minus commission', async () => {
    await setRate('Perikanan', 15);
    await setRate('Pertanian', 12.5);
    await setRate('Teknologi Ramah Lingkungan', 7.25);
    const fish = await newProduct(SELLER, 'Perikanan', 127500);
    const solar = await newProduct(SELLER, 'Teknologi Ramah Lingkungan', 19500);
    const rice = await newProduct(SELLER2, 'Pertanian', 30000);
    const before = {
      [SELLER]: (await ledgerOf(SELLER)).length,
      [SELLER2]: (await ledgerOf(SELLER2)).length,
    };
    const buyers = await Promise.all(Array.from({ length: 6 }, () => newBuyer()));

    // six buyers order at once, each from both sellers (quantity i + 1 of each product)
    const orders = await Promise.all(
      buyers.map((buyer, i) =>
        placeCod(buyer, [
          { product_id: fish, quantity: i + 1 },
          { product_id: solar, quantity: 2 * i + 1 },
          { product_id: rice, quantity: i + 2 },
        ]),
      ),
    );
    // every shipment sent and received at once; the last buyer's shipments stay on their way
    await Promise.all(
      orders
        .slice(0, 5)
        .flatMap((order, i) => order.shipments.map((shipment) => sendAndReceive(buyers[i]!, shipment))),
    );

    const expected: Record<string, number[]> = { [SELLER]: [], [SELLER2]: [] };
    orders.slice(0, 5).forEach((_, i) => {
      expected[SELLER]!.push(
        expectedCredit([
          { rupiah: 127500, quantity: i + 1, rate: 15 },
          { rupiah: 19500, quantity: 2 * i + 1, rate: 7.25 },
        ]),
      );
      expected[SELLER2]!.push(expectedCredit([{ rupiah: 30000, quantity: i + 2, rate: 12.5 }]));
    });
    // e.g. the first order's seller shipment: 127.500 + 19.500 = 147.000 goods; commission
    // 127.500 x 15% + 19.500 x 7,25% = 19.125 + 1.413,75 = 20.538,75 -> 20.539; credit 147.000 - 20.539 + 15.000
    expect(expected[SELLER]![0]).toBe(141461);

    for (const seller of [SELLER, SELLER2]) {
      const credits = (await ledgerOf(seller)).slice(before[seller]);
      expect(credits).toHaveLength(5);
      expect(credits.every((c) => c.entry_type === 'penjualan')).toBe(true);
      expect(credits.map((c) => c.amount).sort((a, b) => a - b)).toEqual(
        [...expected[seller]!].sort((a, b) => a - b),
      );
      for (const c of credits) {
        expect(c.amount).toBe(c.gross_amount - c.commission_amount + c.shipping_amount);
        expect(c.shipping_amount).toBe(RATE_JAWA_BARAT);
      }
      // the running balance is the running sum, and the summary's balance is the last one
      const all = await ledgerOf(seller);
      let running = 0;
      for (const entry of all) {
        running += entry.amount;
        expect(entry.balance_after).toBe(running);
      }
      const summary = await summaryOf(world.as.admin, seller);
      expect(summary.balance).toBe(running);
      expect(summary.credited_total - summary.paid_total).toBe(running);
    }

    // the shipments still on their way are pending, not in the balance
    const pendingOrder = orders[5]!;
    const sellerPending = await summaryOf(world.as.seller);
    expect(sellerPending.pending).toBeGreaterThanOrEqual(
      expectedCredit([
        { rupiah: 127500, quantity: 6, rate: 15 },
        { rupiah: 19500, quantity: 11, rate: 7.25 },
      ]),
    );
    expect(pendingOrder.shipments).toHaveLength(2);
    await Promise.all(pendingOrder.shipments.map((s) => sendAndReceive(buyers[5]!, s)));
    expect((await summaryOf(world.as.seller)).pending).toBe(
      sellerPending.pending -
        expectedCredit([
          { rupiah: 127500, quantity: 6, rate: 15 },
          { rupiah: 19500, quantity: 11, rate: 7.25 },
        ]),
    );

    expect(await checkProblems()).toEqual([]);
  });

  it('a commission change never touches earlier orders', async () => {
    await setRate('Perikanan', 10);
    const fish = await newProduct(SELLER, 'Perikanan', 100000);
    const buyer = await newBuyer();
    const early = await placeCod(buyer, [{ product_id: fish, quantity: 1 }]);
    await setRate('Perikanan', 20);
    const late = await placeCod(buyer, [{ product_id: fish, quantity: 1 }]);
    // the early order is received only after the change: it keeps the rate of its placing
    await sendAndReceive(buyer, late.shipments[0]!);
    await sendAndReceive(buyer, early.shipments[0]!);

    const lines = (await must(
      world.service
        .from('order_items')
        .select('order_id, division, commission_rate')
        .in('order_id', [early.orderId, late.orderId]),
    )) as Array<{ order_id: string; division: string; commission_rate: number }>;
    expect(lines.find((l) => l.order_id === early.orderId)).toMatchObject({ division: 'Perikanan' });
    expect(Number(lines.find((l) => l.order_id === early.orderId)!.commission_rate)).toBe(10);
    expect(Number(lines.find((l) => l.order_id === late.orderId)!.commission_rate)).toBe(20);

    const ledger = await ledgerOf(SELLER);
    const credit = (shipmentId: number) => ledger.find((e) => e.shipment_id === shipmentId)!;
    expect(credit(early.shipments[0]!.id)).toMatchObject({
      gross_amount: 100000,
      commission_amount: 10000,
      amount: 105000,
    });
    expect(credit(late.shipments[0]!.id)).toMatchObject({
      gross_amount: 100000,
      commission_amount: 20000,
      amount: 95000,
    });

    // a new rate cannot start in the past, and a line's snapshot cannot be rewritten, not even by the owner
    const backdated = await world.as.admin.rpc('set_commission_rate', {
      division: 'Perikanan',
      rate_percent: 5,
      effective_from: '2020-01-01T00:00:00Z',
    });
    expect(backdated.error).toMatchObject({ code: '22023', details: 'effective_from' });
    await expect(
      world.sql('update public.order_items set commission_rate = 0 where order_id = $1', [early.orderId]),
    ).rejects.toMatchObject({ code: 'KP015' });
    expect(await checkProblems()).toEqual([]);
  });

  it("the member's share of a price under the commission in force", async () => {
    await setRate('Perikanan', 15);
    await setRate('Pertanian', 12.5);
    const fish = await newProduct(SELLER, 'Perikanan', 127500);
    const rice = await newProduct(SELLER2, 'Pertanian', 30000);
    const { data, error } = await world.as.anon.rpc('product_member_shares', {
      product_ids: [fish, rice, 999999999],
    });
    expect(error).toBeNull();
    const rows = (data as Array<Record<string, unknown>>).map((r) => ({
      ...r,
      price: Number(r.price),
      commission_rate: Number(r.commission_rate),
      commission_amount: Number(r.commission_amount),
      member_amount: Number(r.member_amount),
      member_percent: Number(r.member_percent),
    }));
    // Rp 127.500 at 15 %: commission 19.125, "Rp 108.375 (85%) untuk nelayan anggota"
    expect(rows).toEqual([
      {
        product_id: fish,
        division: 'Perikanan',
        producer_label: 'nelayan',
        price: 127500,
        commission_rate: 15,
        commission_amount: 19125,
        member_amount: 108375,
        member_percent: 85,
        // Budi Santoso is a member since the seed; Siti Rahayu is not
        seller_is_member: true,
      },
      {
        product_id: rice,
        division: 'Pertanian',
        producer_label: 'petani',
        price: 30000,
        commission_rate: 12.5,
        commission_amount: 3750,
        member_amount: 26250,
        member_percent: 87.5,
        seller_is_member: false,
      },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// payouts
// ---------------------------------------------------------------------------------------------
describe('payouts', () => {
  it('debit the ledger and never exceed the balance, even concurrently', async () => {
    const { balance } = await summaryOf(world.as.admin, SELLER2);
    expect(balance).toBeGreaterThan(100000);
    // more than the balance in one go: refused, nothing written
    const tooMuch = await payout(world.as.admin, SELLER2, balance + 1);
    expect(tooMuch.error).toMatchObject({ code: 'KP014', details: 'amount' });
    expect(tooMuch.error!.message).toBe('Jumlah pencairan melebihi saldo penjual');

    // ten payouts of a quarter of the balance at once: exactly four go through
    const quarter = Math.floor(balance / 4);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => payout(world.as.admin, SELLER2, quarter)),
    );
    const succeeded = results.filter((r) => !r.error);
    const refused = results.filter((r) => r.error);
    expect(succeeded).toHaveLength(4);
    expect(refused.every((r) => r.error!.code === 'KP014')).toBe(true);

    const after = await summaryOf(world.as.seller2);
    expect(after.balance).toBe(balance - 4 * quarter);
    const debits = (await ledgerOf(SELLER2)).filter((e) => e.entry_type === 'pencairan');
    expect(debits.slice(-4).map((d) => d.amount)).toEqual([-quarter, -quarter, -quarter, -quarter]);
    expect(after.balance).toBeGreaterThanOrEqual(0);

    // the rest exactly: balance 0, then nothing more
    const rest = await payout(world.as.admin, SELLER2, after.balance);
    expect(rest.error).toBeNull();
    expect((await summaryOf(world.as.seller2)).balance).toBe(0);
    expect((await payout(world.as.admin, SELLER2, 1)).error).toMatchObject({ code: 'KP014' });
    expect(await checkProblems()).toEqual([]);
  });

  it('refuse bad input, a reference used twice, and anyone but an admin', async () => {
    const { balance } = await summaryOf(world.as.admin, SELLER);
    expect(balance).toBeGreaterThan(10);
    const reference = unique('TRF-BCA');
    expect((await payout(world.as.admin, SELLER, 1, reference)).error).toBeNull();
    expect((await payout(world.as.admin, SELLER, 1, reference)).error).toMatchObject({
      code: 'KP018',
      details: 'transfer_reference',
    });
    expect((await payout(world.as.admin, SELLER, 1.5)).error).toMatchObject({
      code: '22023',
      details: 'amount',
    });
    expect((await payout(world.as.admin, SELLER, 0)).error).toMatchObject({
      code: '22023',
      details: 'amount',
    });
    expect((await payout(world.as.admin, SELLER, 1, 'x')).error).toMatchObject({
      code: '22023',
      details: 'transfer_reference',
    });
    const future = await world.as.admin.rpc('record_payout', {
      seller_id: SELLER,
      amount: 1,
      transfer_reference: unique('TRF'),
      paid_on: '2999-01-01',
    });
    expect(future.error).toMatchObject({ code: '22023', details: 'paid_on' });
    expect((await payout(world.as.admin, '00000000-0000-4000-8000-000000000000', 1)).error).toMatchObject({
      code: 'KP017',
    });
    for (const actor of ['seller', 'seller2', 'buyer'] as const) {
      expect((await payout(world.as[actor], SELLER, 1)).error).toMatchObject({ code: '42501' });
    }
    expect((await payout(world.as.anon, SELLER, 1)).error).not.toBeNull();
    const paid = (await ledgerOf(SELLER)).filter((e) => e.entry_type === 'pencairan');
    expect(paid).toHaveLength(1);
    expect(await checkProblems()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// immutability and who reads or writes what
// ---------------------------------------------------------------------------------------------
describe('ledger rows are immutable', () => {
  it('no update, delete or truncate, by the world.service role or the database owner', async () => {
    const [entry] = await ledgerOf(SELLER);
    expect(entry).toBeDefined();
    const update = await world.service
      .from('seller_ledger_entries')
      .update({ amount: 1 })
      .eq('id', entry!.id);
    expect(update.error).toMatchObject({ code: 'KP015' });
    const remove = await world.service.from('seller_ledger_entries').delete().eq('id', entry!.id);
    expect(remove.error).toMatchObject({ code: 'KP015' });
    for (const statement of [
      `update public.seller_ledger_entries set amount = amount + 1 where id = ${entry!.id}`,
      `delete from public.seller_ledger_entries where id = ${entry!.id}`,
      'truncate public.seller_ledger_entries cascade',
      'update public.seller_payouts set amount = amount + 1',
      'delete from public.seller_payouts',
      'delete from public.commission_rates',
    ]) {
      await expect(world.sql(statement)).rejects.toMatchObject({ code: 'KP015' });
    }
    // the admin through the API: no write privilege at all
    const byAdmin = await world.as.admin
      .from('seller_ledger_entries')
      .update({ amount: 1 })
      .eq('id', entry!.id);
    expect(byAdmin.error).toMatchObject({ code: '42501' });
    expect((await ledgerOf(SELLER))[0]).toEqual(entry);
  });
});

describe('who reads and writes', () => {
  it('a seller reads only their own ledger, balance and payouts; admins all', async () => {
    const ownIds = (await ledgerOf(SELLER)).map((e) => e.id);
    const read = async (actor: Actor, table: string) => {
      const { data, error } = await world.as[actor].from(table).select('*');
      return { rows: (data ?? []) as Array<{ seller_id: string }>, error };
    };
    const seller = await read('seller', 'seller_ledger_entries');
    expect(seller.rows.map((r) => (r as unknown as { id: number }).id).sort((a, b) => a - b)).toEqual(ownIds);
    for (const table of ['seller_ledger_entries', 'seller_balances', 'seller_payouts']) {
      expect((await read('seller', table)).rows.every((r) => r.seller_id === SELLER)).toBe(true);
      expect((await read('seller2', table)).rows.every((r) => r.seller_id === SELLER2)).toBe(true);
      expect((await read('buyer', table)).rows).toEqual([]);
      expect((await read('anon', table)).rows).toEqual([]);
      const admin = await read('admin', table);
      expect(new Set(admin.rows.map((r) => r.seller_id))).toEqual(new Set([SELLER, SELLER2]));
    }
    // another seller's summary, and the admin report, are the admin's
    expect((await world.as.seller.rpc('seller_balance_summary', { seller_id: SELLER2 })).error).toMatchObject(
      {
        code: '42501',
      },
    );
    expect((await world.as.seller.rpc('seller_balances_report')).error).toMatchObject({ code: '42501' });
    expect((await world.as.seller.rpc('economics_check')).error).toMatchObject({ code: '42501' });
    const report = await world.as.admin.rpc('seller_balances_report');
    expect(report.error).toBeNull();
    const rows = report.data as Array<{
      seller_id: string;
      balance: number;
      credited_total: number;
      paid_total: number;
    }>;
    for (const seller of [SELLER, SELLER2]) {
      const row = rows.find((r) => r.seller_id === seller)!;
      const summary = await summaryOf(world.as.admin, seller);
      expect(Number(row.balance)).toBe(summary.balance);
      expect(Number(row.credited_total) - Number(row.paid_total)).toBe(summary.balance);
    }
  });

  it('no one but an admin writes rates, members or payouts; not even directly through the tables', async () => {
    for (const actor of ['buyer', 'seller', 'seller2'] as const) {
      const rate = await world.as[actor].rpc('set_commission_rate', {
        division: 'Perikanan',
        rate_percent: 1,
      });
      expect(rate.error).toMatchObject({ code: '42501' });
      const member = await world.as[actor].rpc('set_member', {
        profile_id: ACCOUNTS[actor].id,
        member_number: unique('X'),
        joined_at: '2020-01-01',
      });
      expect(member.error).toMatchObject({ code: '42501' });
    }
    expect(
      (await world.as.anon.rpc('set_commission_rate', { division: 'Perikanan', rate_percent: 1 })).error,
    ).not.toBeNull();
    const direct: Array<[string, Record<string, unknown>]> = [
      ['commission_rates', { division: 'Perikanan', rate_percent: 1 }],
      [
        'cooperative_members',
        { profile_id: ACCOUNTS.buyer.id, member_number: 'Z-1', joined_at: '2020-01-01' },
      ],
      [
        'seller_payouts',
        { seller_id: SELLER, amount: 1, transfer_reference: 'LANGSUNG', paid_on: '2026-01-01' },
      ],
      ['seller_balances', { seller_id: ACCOUNTS.buyer.id }],
    ];
    for (const actor of ['buyer', 'seller', 'admin'] as const) {
      for (const [table, row] of direct) {
        const { error } = await world.as[actor].from(table).insert(row);
        expect({ actor, table, code: error?.code }).toEqual({ actor, table, code: '42501' });
      }
    }
    const members = await world.sql<{ n: string }>(
      "select count(*)::text as n from public.cooperative_members where member_number = 'Z-1'",
    );
    expect(members.rows[0]!.n).toBe('0');
    // the rates themselves are public
    const rates = await world.as.anon.from('commission_rates').select('division, rate_percent');
    expect(rates.error).toBeNull();
    expect((rates.data ?? []).length).toBeGreaterThan(0);
  });
});
