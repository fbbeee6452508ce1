/**
 * SHU per book year (supabase/migrations/20261126000020_cooperative_economics.sql) through the real
 * supabase-js client: versioned rules (one-level and two-level), members' trade and capital, the
 * largest-remainder distribution to the rupiah, the year's reports, closing a year, the member's own
 * estimate, and who reads or writes what.
 *
 * Trades are made directly through the admin database connection (an order, one received shipment and one
 * line, received on a chosen day), so each book year holds exactly the figures the hand computation in the
 * comments uses. Members of one scenario leave on 1 January of the next year, so scenarios never overlap.
 * Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, PASSWORD, makeClient, unique } from './rls/clients';

interface RpcError {
  code: string;
  message: string;
  details: string | null;
}

interface Person {
  client: SupabaseClient;
  id: string;
}

interface ReportRow {
  member_id: string;
  member_number: string;
  full_name: string;
  purchases: number;
  sales: number;
  transactions: number;
  capital: number;
  jasa_usaha: number;
  jasa_modal: number;
  total: number;
  lines: Array<{ line_no: number; name: string; base: string; amount: number }>;
}

interface PoolRow {
  line_no: number;
  parent_line_no: number | null;
  name: string;
  percent: number;
  base: string | null;
  pool: number;
  distributed: number;
  undistributed: number;
}

// Siti Rahayu: the seed's seller who is not a member (Budi Santoso is one, since 30 days before the seed)
const NON_MEMBER_SELLER = ACCOUNTS.seller2.id;
const NON_MEMBER_BUYER = ACCOUNTS.buyer.id;

const world = useSignedInWorld();

// ---------------------------------------------------------------------------------------------
// fixtures
// ---------------------------------------------------------------------------------------------

async function newPerson(name: string): Promise<Person> {
  const client = makeClient(world.server.url, world.server.anonKey);
  const { data, error } = await world.server.signUpConfirmed(client, {
    email: `${unique('anggota')}@example.test`.toLowerCase(),
    password: PASSWORD,
    options: { data: { full_name: name, role: 'buyer' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { client, id: data.user.id };
}

async function admin<T>(fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await world.as.admin.rpc(fn, args);
  if (error) throw new Error(`${fn} failed: ${JSON.stringify(error)}`);
  return data as T;
}

/** a member of the cooperative from `joined` until `left` (exclusive) */
async function member(name: string, number: string, joined: string, left: string | null): Promise<Person> {
  const person = await newPerson(name);
  await admin('set_member', {
    profile_id: person.id,
    member_number: number,
    joined_at: joined,
    left_at: left,
  });
  return person;
}

async function capital(person: Person, kind: 'pokok' | 'wajib', amount: number, paidOn: string) {
  await admin('record_capital', { member_id: person.id, kind, amount, paid_on: paidOn });
}

/**
 * One trade: `buyer` bought goods worth `amount` from `seller`; the shipment has `status` and was received
 * at `receivedAt` (WIB, UTC+7).
 */
async function trade(
  buyer: string,
  seller: string,
  amount: number,
  receivedAt: string,
  status: 'diterima' | 'dikirim' = 'diterima',
) {
  const order = await world.sql<{ id: string }>(
    `insert into public.orders (order_number, buyer_id, status, payment_method, recipient_name, phone, street,
                                kelurahan, kecamatan, city, province, postal_code, created_at)
     values ($1, $2, $3, 'cod', 'Anggota', '081234567890', 'Jl. Melati', 'Cihapit', 'Bandung Wetan',
             'Kota Bandung', 'Jawa Barat', '40114', $4::timestamptz - interval '3 days') returning id`,
    [unique('SHU'), buyer, status === 'diterima' ? 'selesai' : 'dikirim', `${receivedAt}+07`],
  );
  const orderId = order.rows[0]!.id;
  const shipment = await world.sql<{ id: number }>(
    `insert into public.order_shipments (order_id, seller_id, status, subtotal, released_at, shipped_at, received_at)
     values ($1, $2, $3, $4, $5::timestamptz - interval '3 days', $5::timestamptz - interval '2 days',
             case when $3 = 'diterima' then $5::timestamptz end) returning id`,
    [orderId, seller, status, amount, `${receivedAt}+07`],
  );
  await world.sql(
    `insert into public.order_items (order_id, product_id, seller_id, product_name, unit_price, quantity, shipment_id)
     values ($1, null, $2, 'Barang Anggota', $3, 1, $4)`,
    [orderId, seller, amount, shipment.rows[0]!.id],
  );
}

function numbers(row: ReportRow): ReportRow {
  return {
    ...row,
    purchases: Number(row.purchases),
    sales: Number(row.sales),
    transactions: Number(row.transactions),
    capital: Number(row.capital),
    jasa_usaha: Number(row.jasa_usaha),
    jasa_modal: Number(row.jasa_modal),
    total: Number(row.total),
    lines: row.lines.map((l) => ({ ...l, amount: Number(l.amount) })),
  };
}

async function report(year: number): Promise<ReportRow[]> {
  return (await admin<ReportRow[]>('shu_distribution_report', { year })).map(numbers);
}

async function pools(year: number): Promise<PoolRow[]> {
  return (await admin<PoolRow[]>('shu_allocation_report', { year })).map((p) => ({
    ...p,
    percent: Number(p.percent),
    pool: Number(p.pool),
    distributed: Number(p.distributed),
    undistributed: Number(p.undistributed),
  }));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** the parts of a report row a hand computation gives */
const figures = (r: ReportRow) => ({
  member_number: r.member_number,
  purchases: r.purchases,
  sales: r.sales,
  capital: r.capital,
  jasa_usaha: r.jasa_usaha,
  jasa_modal: r.jasa_modal,
  total: r.total,
});

const TEXTBOOK_RULE = [
  { name: 'Cadangan', percent: 40 },
  {
    name: 'Jasa Anggota',
    percent: 40,
    components: [
      { name: 'Jasa Usaha', percent: 70, base: 'purchases' },
      { name: 'Jasa Modal', percent: 30, base: 'capital' },
    ],
  },
  { name: 'Dana Pengurus', percent: 10 },
  { name: 'Dana Pendidikan', percent: 5 },
  { name: 'Dana Sosial', percent: 5 },
];

// ---------------------------------------------------------------------------------------------
// the textbook example: two-level rule, book year 2015
// ---------------------------------------------------------------------------------------------
describe('a two-level rule: the textbook example (2015)', () => {
  /*
   * SHU Rp 10.000.000. RAT: cadangan 40 %, jasa anggota 40 % (jasa usaha 70 %, jasa modal 30 %),
   * dana pengurus 10 %, dana pendidikan 5 %, dana sosial 5 %.
   *   pools: cadangan 4.000.000, jasa anggota 4.000.000 -> jasa usaha 2.800.000, jasa modal 1.200.000,
   *          pengurus 1.000.000, pendidikan 500.000, sosial 500.000 (sum 10.000.000)
   * Members (jasa usaha on purchases; jasa modal on simpanan pokok + wajib at 31-12-2015):
   *   A-01 Ani   purchases 4.000.000  capital 100.000 + 400.000 = 500.000
   *   A-02 Budi  purchases 3.000.000  capital 100.000 + 200.000 = 300.000
   *   A-03 Citra purchases 1.500.000  capital 100.000 + 100.000 = 200.000
   *   A-04 Dodi  purchases   500.000  capital 100.000           = 100.000   (member from 1-7-2015)
   *   total      9.000.000                                      1.100.000
   * Jasa usaha 2.800.000 x purchases / 9.000.000:
   *   Ani 1.244.444,44  Budi 933.333,33  Citra 466.666,67  Dodi 155.555,56
   *   floors sum 2.799.998: 2 rupiah left, to the largest fractions: Citra (,67) and Dodi (,56)
   *   -> Ani 1.244.444  Budi 933.333  Citra 466.667  Dodi 155.556  (sum 2.800.000)
   * Jasa modal 1.200.000 x capital / 1.100.000:
   *   Ani 545.454,55  Budi 327.272,73  Citra 218.181,82  Dodi 109.090,91
   *   floors sum 1.199.997: 3 rupiah left: Dodi (,91), Citra (,82), Budi (,73)
   *   -> Ani 545.454  Budi 327.273  Citra 218.182  Dodi 109.091  (sum 1.200.000)
   * Totals: Ani 1.789.898  Budi 1.260.606  Citra 684.849  Dodi 264.647  (sum 4.000.000)
   * Not counted: Dodi's purchase before he joined, a purchase by a non-member, a purchase received in 2014,
   * one still on its way, and capital paid in 2016.
   */
  let ani: Person;
  let budi: Person;

  beforeAll(async () => {
    ani = await member('Ani', 'A-01', '2014-03-01', '2016-01-01');
    budi = await member('Budi', 'A-02', '2015-01-01', '2016-01-01');
    const citra = await member('Citra', 'A-03', '2015-01-01', '2016-01-01');
    const dodi = await member('Dodi', 'A-04', '2015-07-01', '2016-01-01');
    await capital(ani, 'pokok', 100000, '2014-03-01');
    await capital(ani, 'wajib', 250000, '2015-01-10');
    await capital(ani, 'wajib', 150000, '2015-12-31');
    await capital(ani, 'wajib', 999000, '2016-01-05');
    await capital(budi, 'pokok', 100000, '2015-01-01');
    await capital(budi, 'wajib', 200000, '2015-06-30');
    await capital(citra, 'pokok', 100000, '2015-01-01');
    await capital(citra, 'wajib', 150000, '2015-02-01');
    await capital(citra, 'wajib', -50000, '2015-11-01');
    await capital(dodi, 'pokok', 100000, '2015-07-01');

    await trade(ani.id, NON_MEMBER_SELLER, 2500000, '2015-01-01 00:30');
    await trade(ani.id, NON_MEMBER_SELLER, 1500000, '2015-12-31 23:30');
    await trade(budi.id, NON_MEMBER_SELLER, 3000000, '2015-08-17 10:00');
    await trade(citra.id, NON_MEMBER_SELLER, 1500000, '2015-04-01 09:00');
    await trade(dodi.id, NON_MEMBER_SELLER, 500000, '2015-07-01 08:00');
    // none of these count
    await trade(dodi.id, NON_MEMBER_SELLER, 7777777, '2015-06-30 23:59');
    await trade(NON_MEMBER_BUYER, NON_MEMBER_SELLER, 8888888, '2015-05-05 10:00');
    await trade(ani.id, NON_MEMBER_SELLER, 6666666, '2014-12-31 23:59');
    await trade(budi.id, NON_MEMBER_SELLER, 5555555, '2015-09-09 09:00', 'dikirim');

    await admin('save_shu_rule', { year: 2015, shu_total: 10000000, allocations: TEXTBOOK_RULE });
  }, 120_000);

  it('splits the SHU into pools that sum to it', async () => {
    expect((await pools(2015)).map((p) => [p.name, p.pool, p.distributed, p.undistributed])).toEqual([
      ['Cadangan', 4000000, 0, 0],
      ['Jasa Anggota', 4000000, 4000000, 0],
      ['Jasa Usaha', 2800000, 2800000, 0],
      ['Jasa Modal', 1200000, 1200000, 0],
      ['Dana Pengurus', 1000000, 0, 0],
      ['Dana Pendidikan', 500000, 0, 0],
      ['Dana Sosial', 500000, 0, 0],
    ]);
  });

  it("gives each member the hand-computed SHU to the rupiah, the shares summing to the members' pool", async () => {
    const rows = await report(2015);
    expect(rows.map(figures)).toEqual([
      {
        member_number: 'A-01',
        purchases: 4000000,
        sales: 0,
        capital: 500000,
        jasa_usaha: 1244444,
        jasa_modal: 545454,
        total: 1789898,
      },
      {
        member_number: 'A-02',
        purchases: 3000000,
        sales: 0,
        capital: 300000,
        jasa_usaha: 933333,
        jasa_modal: 327273,
        total: 1260606,
      },
      {
        member_number: 'A-03',
        purchases: 1500000,
        sales: 0,
        capital: 200000,
        jasa_usaha: 466667,
        jasa_modal: 218182,
        total: 684849,
      },
      {
        member_number: 'A-04',
        purchases: 500000,
        sales: 0,
        capital: 100000,
        jasa_usaha: 155556,
        jasa_modal: 109091,
        total: 264647,
      },
    ]);
    expect(sum(rows.map((r) => r.jasa_usaha))).toBe(2800000);
    expect(sum(rows.map((r) => r.jasa_modal))).toBe(1200000);
    expect(sum(rows.map((r) => r.total))).toBe(4000000);
    expect(rows[0]!.full_name).toBe('Ani');
    expect(rows[0]!.transactions).toBe(4000000);
    expect(rows[0]!.lines).toEqual([
      { line_no: 3, name: 'Jasa Usaha', base: 'purchases', amount: 1244444 },
      { line_no: 4, name: 'Jasa Modal', base: 'capital', amount: 545454 },
    ]);
  });

  it("the member's own estimate is the admin's figure; a member reads only their own rows", async () => {
    const { data, error } = await budi.client.rpc('my_shu_estimate', { year: 2015 });
    expect(error).toBeNull();
    const [own] = data as Array<ReportRow & { book_year: number; rule_year: number; is_final: boolean }>;
    expect(own).toMatchObject({ book_year: 2015, rule_year: 2015, rule_version: 1, is_final: false });
    const adminRow = (await report(2015)).find((r) => r.member_number === 'A-02')!;
    expect(figures(numbers(own!))).toEqual(figures(adminRow));

    const members = await budi.client.from('cooperative_members').select('member_number');
    expect(members.data).toEqual([{ member_number: 'A-02' }]);
    const entries = await budi.client.from('member_capital_entries').select('member_id, amount');
    expect(entries.data!.length).toBe(2);
    expect(entries.data!.every((e) => (e as { member_id: string }).member_id === budi.id)).toBe(true);
    // the reports are the admin's
    for (const fn of ['shu_distribution_report', 'shu_allocation_report', 'close_shu_year']) {
      expect((await budi.client.rpc(fn, { year: 2015 })).error).toMatchObject({ code: '42501' });
      expect((await world.as.seller.rpc(fn, { year: 2015 })).error).toMatchObject({ code: '42501' });
    }
    // a profile that is not a member has no estimate: an empty answer, not an error
    expect(await world.as.buyer.rpc('my_shu_estimate', { year: 2015 })).toMatchObject({
      error: null,
      data: [],
    });
    expect(await world.as.buyer.rpc('my_shu_estimate')).toMatchObject({ error: null, data: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// one-level rule, book year 2016
// ---------------------------------------------------------------------------------------------
describe('a one-level rule (2016)', () => {
  /*
   * SHU Rp 1.000.001. RAT: cadangan 50 %, jasa usaha 30 % of SHU on sales, jasa modal 20 % of SHU on capital.
   *   exact pools 500.000,5 / 300.000,3 / 200.000,2; floors sum 1.000.000; the 1 rupiah left goes to the
   *   largest fraction (,5): cadangan 500.001, jasa usaha 300.000, jasa modal 200.000.
   * Members selling through the cooperative (sales base; purchases do not count here):
   *   S-1 Eko   sales 100.000  capital 50.000
   *   S-2 Fajar sales 200.000  capital 50.000
   *   S-3 Gita  sales 400.000  capital 50.000   (Gita also buys 900.000: not a sale)
   * Jasa usaha 300.000 x sales / 700.000: 42.857,14 / 85.714,29 / 171.428,57; floors 299.999;
   *   1 rupiah to the largest fraction (Gita ,57) -> 42.857 / 85.714 / 171.429
   * Jasa modal 200.000 / 3 = 66.666,67 each; floors 199.998; 2 rupiah left, all fractions equal: the tie goes
   *   by member number, S-1 and S-2 -> 66.667 / 66.667 / 66.666
   * Totals: Eko 109.524  Fajar 152.381  Gita 238.095  (sum 500.000)
   */
  beforeAll(async () => {
    const eko = await member('Eko', 'S-1', '2016-01-01', '2017-01-01');
    const fajar = await member('Fajar', 'S-2', '2016-01-01', '2017-01-01');
    const gita = await member('Gita', 'S-3', '2016-01-01', '2017-01-01');
    for (const person of [gita, eko, fajar]) await capital(person, 'pokok', 50000, '2016-01-02');
    await trade(NON_MEMBER_BUYER, eko.id, 100000, '2016-02-01 10:00');
    await trade(NON_MEMBER_BUYER, fajar.id, 150000, '2016-03-01 10:00');
    await trade(NON_MEMBER_BUYER, fajar.id, 50000, '2016-03-02 10:00');
    await trade(NON_MEMBER_BUYER, gita.id, 400000, '2016-04-01 10:00');
    await trade(gita.id, NON_MEMBER_SELLER, 900000, '2016-05-01 10:00');
    await admin('save_shu_rule', {
      year: 2016,
      shu_total: 1000001,
      allocations: [
        { name: 'Cadangan', percent: 50 },
        { name: 'Jasa Usaha', percent: 30, base: 'sales' },
        { name: 'Jasa Modal', percent: 20, base: 'capital' },
      ],
    });
  }, 120_000);

  it('pools and members match the hand computation to the rupiah', async () => {
    expect((await pools(2016)).map((p) => [p.name, p.pool, p.distributed])).toEqual([
      ['Cadangan', 500001, 0],
      ['Jasa Usaha', 300000, 300000],
      ['Jasa Modal', 200000, 200000],
    ]);
    const rows = await report(2016);
    expect(rows.map(figures)).toEqual([
      {
        member_number: 'S-1',
        purchases: 0,
        sales: 100000,
        capital: 50000,
        jasa_usaha: 42857,
        jasa_modal: 66667,
        total: 109524,
      },
      {
        member_number: 'S-2',
        purchases: 0,
        sales: 200000,
        capital: 50000,
        jasa_usaha: 85714,
        jasa_modal: 66667,
        total: 152381,
      },
      {
        member_number: 'S-3',
        purchases: 900000,
        sales: 400000,
        capital: 50000,
        jasa_usaha: 171429,
        jasa_modal: 66666,
        total: 238095,
      },
    ]);
    expect(sum(rows.map((r) => r.total))).toBe(500000);
  });
});

// ---------------------------------------------------------------------------------------------
// versions, purchases_and_sales, closing, book year 2017
// ---------------------------------------------------------------------------------------------
describe('versions and closing (2017)', () => {
  /*
   * Version 1: SHU 5.000.000; version 2 (the RAT's later decision, in force): SHU 6.000.000 with
   * cadangan 25 %, jasa anggota 60 % (jasa usaha 75 % on purchases and sales, jasa modal 25 % on capital),
   * pengurus 10 %, sosial 5 %.
   *   pools: 1.500.000 / 3.600.000 (2.700.000 + 900.000) / 600.000 / 300.000
   * H-1 Hadi buys 300.000 from H-2 Intan (both members): Hadi purchases 300.000, Intan sales 300.000;
   *   Hadi also sells 100.000 to a non-member: his sale counts (he is the member).
   *   Bases: Hadi 400.000, Intan 300.000 (total 700.000).
   * Jasa usaha 2.700.000 x 4/7 = 1.542.857,14; x 3/7 = 1.157.142,86; floors 2.699.999 -> Intan +1:
   *   Hadi 1.542.857, Intan 1.157.143.
   * Jasa modal: only Intan has capital (10.000): she gets all 900.000.
   * Totals: Hadi 1.542.857, Intan 2.057.143 (sum 3.600.000).
   */
  let hadi: Person;
  let intan: Person;

  beforeAll(async () => {
    hadi = await member('Hadi', 'H-1', '2017-01-01', '2018-01-01');
    intan = await member('Intan', 'H-2', '2017-01-01', '2018-01-01');
    await capital(intan, 'wajib', 10000, '2017-06-01');
    await trade(hadi.id, intan.id, 300000, '2017-03-03 12:00');
    await trade(NON_MEMBER_BUYER, hadi.id, 100000, '2017-04-04 12:00');
    const allocations = (shu: number) => ({
      year: 2017,
      shu_total: shu,
      allocations: [
        { name: 'Cadangan', percent: 25 },
        {
          name: 'Jasa Anggota',
          percent: 60,
          components: [
            { name: 'Jasa Usaha', percent: 75, base: 'purchases_and_sales' },
            { name: 'Jasa Modal', percent: 25, base: 'capital' },
          ],
        },
        { name: 'Dana Pengurus', percent: 10 },
        { name: 'Dana Sosial', percent: 5 },
      ],
    });
    await admin('save_shu_rule', allocations(5000000));
    const second = await admin<{ version: number }>('save_shu_rule', allocations(6000000));
    expect(second.version).toBe(2);
  }, 120_000);

  it('the latest version is in force; closing stores the same figures, final for the member', async () => {
    const live = await report(2017);
    expect(live.map(figures)).toEqual([
      {
        member_number: 'H-1',
        purchases: 300000,
        sales: 100000,
        capital: 0,
        jasa_usaha: 1542857,
        jasa_modal: 0,
        total: 1542857,
      },
      {
        member_number: 'H-2',
        purchases: 0,
        sales: 300000,
        capital: 10000,
        jasa_usaha: 1157143,
        jasa_modal: 900000,
        total: 2057143,
      },
    ]);

    const closed = await admin<{ year: number }>('close_shu_year', { year: 2017 });
    expect(closed.year).toBe(2017);
    expect(await report(2017)).toEqual(live);

    // a closed year takes no new rule and cannot be closed again
    const again = await world.as.admin.rpc('save_shu_rule', {
      year: 2017,
      shu_total: 1,
      allocations: TEXTBOOK_RULE,
    });
    expect(again.error).toMatchObject({ code: 'KP016' });
    expect((await world.as.admin.rpc('close_shu_year', { year: 2017 })).error).toMatchObject({
      code: 'KP016',
    });

    const { data } = await intan.client.rpc('my_shu_estimate', { year: 2017 });
    const [own] = data as Array<ReportRow & { is_final: boolean; rule_version: number }>;
    expect(own).toMatchObject({ is_final: true, rule_version: 2 });
    expect(figures(numbers(own!))).toEqual(figures(live[1]!));

    // stored lines: the member reads their own only, and nobody changes them
    const shares = await intan.client.from('shu_member_shares').select('member_number, total');
    const stored = (shares.data ?? []) as Array<{ member_number: string; total: number }>;
    expect(stored.map((r) => [r.member_number, Number(r.total)])).toEqual([['H-2', 2057143]]);
    expect((await hadi.client.from('shu_member_shares').select('member_number')).data).toEqual([
      { member_number: 'H-1' },
    ]);
    expect((await world.as.seller.from('shu_member_shares').select('member_number')).data).toEqual([]);
    await expect(world.sql('update public.shu_member_shares set total = total + 1')).rejects.toMatchObject({
      code: 'KP015',
    });
    await expect(world.sql('delete from public.shu_rule_lines')).rejects.toMatchObject({ code: 'KP015' });
  });
});

// ---------------------------------------------------------------------------------------------
// the current year: the member's running estimate
// ---------------------------------------------------------------------------------------------
describe("the current year's estimate", () => {
  it('uses the latest earlier rule until the year has its own, and always matches the admin report', async () => {
    const year = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()),
    );
    const jaka = await member('Jaka', 'J-1', `${year}-01-01`, null);
    const kartika = await member('Kartika', 'J-2', `${year}-01-01`, null);
    await capital(jaka, 'pokok', 100000, `${year}-01-01`);
    await trade(jaka.id, NON_MEMBER_SELLER, 250000, `${year}-01-02 10:00`);
    await trade(kartika.id, NON_MEMBER_SELLER, 750000, `${year}-01-03 10:00`);

    /*
     * No rule for this year yet: the estimate applies 2017's rule (SHU 6.000.000, version 2) to this year's
     * figures. Jasa usaha 2.700.000 on purchases and sales: Jaka 250.000 of 1.000.000 -> 675.000, Kartika
     * 2.025.000; jasa modal 900.000: Jaka is the only one with capital -> 900.000.
     */
    const first = await jaka.client.rpc('my_shu_estimate');
    expect(first.error).toBeNull();
    const [estimate] = first.data as Array<
      ReportRow & { book_year: number; rule_year: number; is_final: boolean }
    >;
    expect(estimate).toMatchObject({
      book_year: year,
      rule_year: 2017,
      is_final: false,
      member_number: 'J-1',
    });
    expect(figures(numbers(estimate!))).toEqual({
      member_number: 'J-1',
      purchases: 250000,
      sales: 0,
      capital: 100000,
      jasa_usaha: 675000,
      jasa_modal: 900000,
      total: 1575000,
    });
    expect((await world.as.admin.rpc('shu_distribution_report', { year })).error).toMatchObject({
      code: 'KP017',
    });

    // with this year's own rule, the member's estimate and the admin's report agree for every member
    await admin('save_shu_rule', { year, shu_total: 3333333, allocations: TEXTBOOK_RULE });
    const rows = await report(year);
    expect(sum(rows.map((r) => r.jasa_usaha))).toBe(933333);
    for (const [person, number] of [
      [jaka, 'J-1'],
      [kartika, 'J-2'],
    ] as const) {
      const { data } = await person.client.rpc('my_shu_estimate', { year });
      const [own] = data as Array<ReportRow & { rule_year: number }>;
      expect(own!.rule_year).toBe(year);
      expect(figures(numbers(own!))).toEqual(figures(rows.find((r) => r.member_number === number)!));
    }
    // the current year cannot be closed yet
    expect((await world.as.admin.rpc('close_shu_year', { year })).error).toMatchObject({ code: 'KP016' });
  });
});

// ---------------------------------------------------------------------------------------------
// input checks and permissions of the writes
// ---------------------------------------------------------------------------------------------
describe('rules, members and capital: checks', () => {
  const save = (client: SupabaseClient, allocations: unknown, year = 2030) =>
    client.rpc('save_shu_rule', { year, shu_total: 1000, allocations }) as unknown as Promise<{
      error: RpcError | null;
    }>;

  it('refuses rules whose percents do not sum to exactly 100 or whose lines are malformed', async () => {
    const bad: unknown[] = [
      [],
      [{ name: 'Cadangan', percent: 99.9999 }],
      [
        { name: 'Cadangan', percent: 60 },
        { name: 'Jasa', percent: 40, components: [{ name: 'JU', percent: 90, base: 'sales' }] },
      ],
      [{ name: 'Jasa', percent: 100, components: [{ name: 'JU', percent: 100 }] }],
      [
        {
          name: 'Jasa',
          percent: 100,
          base: 'sales',
          components: [{ name: 'JU', percent: 100, base: 'sales' }],
        },
      ],
      [{ name: 'Jasa', percent: 100, base: 'laba' }],
      [{ name: 'Jasa', percent: 100.00001 }],
      [{ percent: 100 }],
      [
        { name: 'A', percent: 50 },
        { name: 'a', percent: 50 },
      ],
      [{ name: 'A', percent: '100' }],
      'bukan daftar',
    ];
    for (const allocations of bad) {
      const { error } = await save(world.as.admin, allocations);
      expect({ allocations, code: error?.code, details: error?.details }).toEqual({
        allocations,
        code: '22023',
        details: 'allocations',
      });
    }
    expect((await save(world.as.admin, TEXTBOOK_RULE, 1999)).error).toMatchObject({
      code: '22023',
      details: 'year',
    });
    const fractional = await world.as.admin.rpc('save_shu_rule', {
      year: 2030,
      shu_total: 10.5,
      allocations: TEXTBOOK_RULE,
    });
    expect(fractional.error).toMatchObject({ code: '22023', details: 'shu_total' });
    const message = (await save(world.as.admin, [{ name: 'Cadangan', percent: 90 }])).error!.message;
    expect(message).toBe('Jumlah persentase alokasi harus tepat 100 persen (sekarang 90 persen)');
    expect((await save(world.as.seller, TEXTBOOK_RULE)).error).toMatchObject({ code: '42501' });
    expect((await save(world.as.buyer, TEXTBOOK_RULE)).error).toMatchObject({ code: '42501' });
    expect((await save(world.as.anon, TEXTBOOK_RULE)).error).not.toBeNull();
    const stored = await world.sql<{ n: string }>(
      'select count(*)::text as n from public.shu_rules where year = 2030',
    );
    expect(stored.rows[0]!.n).toBe('0');
  });

  it('member numbers are unique; capital withdrawals never exceed the simpanan; only admins write', async () => {
    const lina = await member('Lina', 'L-1', '2020-01-01', null);
    const other = await newPerson('Lain');
    const taken = await world.as.admin.rpc('set_member', {
      profile_id: other.id,
      member_number: 'L-1',
      joined_at: '2020-01-01',
    });
    expect(taken.error).toMatchObject({ code: 'KP013', details: 'member_number' });
    const backwards = await world.as.admin.rpc('set_member', {
      profile_id: other.id,
      member_number: 'L-2',
      joined_at: '2020-01-01',
      left_at: '2019-01-01',
    });
    expect(backwards.error).toMatchObject({ code: '22023', details: 'left_at' });

    await capital(lina, 'wajib', 20000, '2020-02-01');
    const withdraw = (amount: number) =>
      world.as.admin.rpc('record_capital', {
        member_id: lina.id,
        kind: 'wajib',
        amount,
        paid_on: '2020-03-01',
      });
    expect((await withdraw(-20001)).error).toMatchObject({ code: 'KP019', details: 'amount' });
    expect((await withdraw(-20000)).error).toBeNull();
    const notMember = await world.as.admin.rpc('record_capital', {
      member_id: other.id,
      kind: 'pokok',
      amount: 1,
      paid_on: '2020-01-01',
    });
    expect(notMember.error).toMatchObject({ code: 'KP017' });
    expect(
      (
        await world.as.admin.rpc('record_capital', {
          member_id: lina.id,
          kind: 'sukarela',
          amount: 1,
          paid_on: '2020-01-01',
        })
      ).error,
    ).toMatchObject({ code: '22023', details: 'kind' });
    for (const client of [world.as.seller, lina.client]) {
      const write = await client.rpc('record_capital', {
        member_id: lina.id,
        kind: 'pokok',
        amount: 1,
        paid_on: '2020-01-01',
      });
      expect(write.error).toMatchObject({ code: '42501' });
      const insert = await client
        .from('member_capital_entries')
        .insert({ member_id: lina.id, kind: 'pokok', amount: 1, paid_on: '2020-01-01' });
      expect(insert.error).toMatchObject({ code: '42501' });
    }
    // other members' capital is not visible
    expect((await other.client.from('member_capital_entries').select('id')).data).toEqual([]);
    // Siti Rahayu (seller2) is not a member: she reads no row (Budi, a member since the seed, reads his own)
    expect((await world.as.seller2.from('cooperative_members').select('profile_id')).data).toEqual([]);
    expect((await world.as.seller.from('cooperative_members').select('profile_id')).data).toEqual([
      { profile_id: ACCOUNTS.seller.id },
    ]);

    // the public badge: today's membership only, no member number
    const { data } = await world.as.anon.rpc('member_status', { profile_ids: [lina.id, other.id] });
    expect(data).toEqual(
      expect.arrayContaining([
        { profile_id: lina.id, is_member: true, member_since: '2020-01-01' },
        { profile_id: other.id, is_member: false, member_since: null },
      ]),
    );
    // every admin action is in the audit log, which only admins read
    const audit = await world.as.admin
      .from('economics_audit_log')
      .select('action')
      .eq('action', 'record_capital');
    expect(audit.data!.length).toBeGreaterThanOrEqual(2);
    expect((await lina.client.from('economics_audit_log').select('id')).data).toEqual([]);
  });
});
