/**
 * The cooperative's economics on the production build, clicked through as each party would: the admin sets
 * the fisheries commission and makes the buyer a member; the buyer (a member) buys a seller-member's salmon
 * cash on delivery; the seller ships; the buyer receives. Then the seller's balance holds the sale minus the
 * commission plus the shipping fee, both members' patronage (purchases, sales) grew by the goods' value, the
 * admin records a payout against the balance, and the book year's SHU report shares a rule's pool among the
 * members, to the rupiah, with a CSV download.
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { SHELL } from './harness';
import {
  browser,
  enabledButton,
  page,
  productNamed,
  rowsOnlyWith,
  rpcAs,
  rupiah,
  SEED_USERS,
  signIn,
  stack,
  toast,
  useBrowserStack,
  waitForPath,
  type ProductRow,
  type Role,
} from './fixtures';

const VIEWPORT = { width: 1280, height: 900 };
useBrowserStack({ viewport: VIEWPORT });

const RUPIAH_PER_BASE_UNIT = 15_000;
const idr = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;
const YEAR = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()),
);
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

interface Estimate {
  purchases: number;
  sales: number;
  total: number;
}
interface Balance {
  balance: number;
  pending: number;
  paid_total: number;
}

const others: BrowserContext[] = [];
afterEach(async () => {
  for (const context of others.splice(0)) await context.close();
});
async function openAs(role: Role, target: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  others.push(context);
  const other = await context.newPage();
  await signIn(role, target, other);
  return other;
}

const estimateOf = async (role: Role) =>
  (await rpcAs<Estimate[]>(role, 'my_shu_estimate', { year: YEAR }))[0]!;
async function balanceOf(): Promise<Balance> {
  const [row] = await rpcAs<Balance[]>('admin', 'seller_balance_summary', {
    seller_id: SEED_USERS.seller.id,
  });
  return {
    balance: Number(row!.balance),
    pending: Number(row!.pending),
    paid_total: Number(row!.paid_total),
  };
}
const textOf = async (on: Page, testId: string) => rupiah(await on.getByTestId(testId).first().textContent());
/** A figure card of 'Saldo Saya' ('Saldo', 'Menunggu', ...). */
const figure = (on: Page, label: string) =>
  on.getByTestId('balance-figure').filter({ has: on.getByText(label, { exact: true }) });
const figureText = async (on: Page, label: string) => rupiah(await figure(on, label).textContent());

/** The member's 'SHU Saya' tab shows these purchases and sales. */
async function expectPatronage(on: Page, figures: { purchases: number; sales: number }) {
  await on.goto(`${SHELL}/profile?tab=shu`);
  await on
    .getByTestId('shu-purchases')
    .filter({ hasText: idr(figures.purchases) })
    .waitFor();
  expect(await textOf(on, 'shu-sales')).toBe(idr(figures.sales));
}

let salmon: Pick<ProductRow, 'id' | 'name' | 'price' | 'seller_id'>;
beforeAll(async () => {
  salmon = await productNamed('Ikan Salmon Segar', 'id,name,price,seller_id');
  expect(salmon.seller_id).toBe(SEED_USERS.seller.id);
  // the seller is a member already; the buyer becomes one on screen
  await rpcAs('admin', 'set_member', {
    profile_id: SEED_USERS.seller.id,
    member_number: 'KOP-0101',
    joined_at: `${YEAR}-01-02`,
  });
});

it('commission, a member buys, the seller ships, the buyer receives; balance, patronage, payout and SHU follow', async () => {
  const price = Math.round(salmon.price * RUPIAH_PER_BASE_UNIT);
  const commission = Math.round(price * 0.1);
  const fee = (
    await stack.admin<{ cost: number }[]>(`/rest/v1/shipping_rates?select=cost&province=eq.Jawa%20Barat`)
  )[0]!.cost;

  // ---- the admin: 10 % on fisheries from now
  const admin = await openAs('admin', '/admin/commission');
  await admin.getByRole('heading', { level: 1, name: 'Komisi per Divisi' }).waitFor();
  expect(rupiah(await admin.getByTestId('commission-Perikanan').textContent())).toContain('0%');
  await admin.getByRole('combobox', { name: /Divisi/ }).click();
  await admin.getByRole('option', { name: 'Perikanan' }).click();
  await admin.getByLabel(/Komisi \(%\)/).fill('10');
  await admin.getByLabel(/Catatan/).fill('Keputusan rapat pengurus');
  await admin.getByRole('button', { name: 'Simpan Komisi' }).click();
  await toast('Komisi baru disimpan', admin);
  await admin.getByTestId('commission-Perikanan').filter({ hasText: '10%' }).waitFor();
  expect(await admin.getByTestId('commission-history-row').first().textContent()).toContain('Berlaku');

  // ---- the admin makes the buyer a member
  await admin.goto(`${SHELL}/admin/members`);
  await admin.getByRole('heading', { level: 1, name: 'Keanggotaan' }).waitFor();
  await admin.getByRole('searchbox', { name: 'Cari nama' }).fill('Dewi');
  await rowsOnlyWith('Dewi', 'main tbody tr', admin);
  await admin.getByRole('button', { name: 'Jadikan anggota Dewi Lestari' }).click();
  const memberDialog = admin.getByRole('dialog', { name: 'Jadikan Anggota' });
  await memberDialog.getByLabel(/Nomor anggota/).fill('KOP-0102');
  await memberDialog.getByLabel(/Tanggal bergabung/).fill(`02/01/${YEAR}`);
  await memberDialog.getByRole('button', { name: 'Simpan' }).click();
  await toast('Data keanggotaan disimpan', admin);
  await admin
    .getByTestId('member-row')
    .filter({ hasText: 'KOP-0102' })
    .filter({ hasText: 'Anggota aktif' })
    .waitFor();

  const before = {
    buyer: await estimateOf('buyer'),
    seller: await estimateOf('seller'),
    balance: await balanceOf(),
  };

  // ---- the buyer, now a member, buys one salmon cash on delivery
  await signIn('buyer', `/products/${salmon.id}`);
  await page.getByRole('heading', { level: 1, name: salmon.name }).waitFor();
  // the price says what of it goes to the member who caught it, at the rate in force now
  await page
    .getByTestId('member-share')
    .filter({ hasText: `${idr(price - commission)} (90%) untuk nelayan anggota` })
    .waitFor();
  // and the buyer's menu says they are a member now
  await page.getByRole('button', { name: /^Menu pengguna/ }).click();
  await page.getByTestId('member-badge').filter({ hasText: 'Anggota Koperasi' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await toast(new RegExp(`${salmon.name} ditambahkan ke keranjang`));
  await page.goto(`${SHELL}/cart`);
  await enabledButton('Lanjut ke Pembayaran');
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
  await waitForPath('/checkout');
  await page.getByLabel(/^Kelurahan\/Desa/).fill('Cihapit');
  await page.getByLabel(/^Kecamatan/).fill('Bandung Wetan');
  await page.getByLabel(/^Kota\/Kabupaten/).fill('Kota Bandung');
  await page.getByRole('combobox', { name: /^Provinsi/ }).selectOption('Jawa Barat');
  await page.getByLabel(/^Kode Pos/).fill('40114');
  await page.getByRole('radio', { name: /Bayar di Tempat \(COD\)/ }).check();
  await enabledButton('Buat Pesanan');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  const orderUrl = page.url();
  const [line] = await stack.admin<{ commission_rate: number }[]>(
    `/rest/v1/order_items?select=commission_rate&order_id=eq.${orderId}`,
  );
  expect(Number(line!.commission_rate)).toBe(10);

  // ---- the seller ships it
  const seller = await openAs('seller', `/seller/orders/${orderId}`);
  const shipment = seller.getByRole('region', { name: 'Pengiriman Anda' });
  await shipment.getByRole('button', { name: 'Tandai Dikirim' }).click();
  const sendDialog = seller.getByRole('dialog', { name: 'Tandai Dikirim' });
  await sendDialog.getByRole('combobox', { name: /^Kurir/ }).selectOption('JNE');
  await sendDialog.getByLabel(/^Nomor resi/).fill('JNE5566778899');
  await sendDialog.getByRole('button', { name: 'Tandai Dikirim' }).click();
  await toast('Pengiriman ditandai dikirim', seller);

  // on its way: pending for the seller, nothing credited yet
  await seller.goto(`${SHELL}/seller/balance`);
  await seller.getByRole('heading', { level: 1, name: 'Saldo Saya' }).waitFor();
  expect(await figureText(seller, 'Saldo')).toContain(idr(before.balance.balance));
  const credit = price - commission + fee;
  expect(await figureText(seller, 'Menunggu')).toContain(idr(before.balance.pending + credit));

  // ---- the buyer receives it
  await page.goto(orderUrl);
  await page.getByRole('button', { name: 'Pesanan Diterima dari Budi Santoso' }).click();
  await page
    .getByRole('dialog', { name: 'Pesanan Diterima?' })
    .getByRole('button', { name: 'Ya, Sudah Diterima' })
    .click();
  await toast('Terima kasih! Pesanan dikonfirmasi sudah diterima.');

  // ---- the seller's balance: goods − 10 % commission + the shipping fee, with the movement
  await seller.reload();
  await figure(seller, 'Saldo')
    .filter({ hasText: idr(before.balance.balance + credit) })
    .waitFor();
  expect(await figureText(seller, 'Menunggu')).toContain(idr(before.balance.pending));
  const movement = seller.getByTestId('ledger-row').first();
  const movementText = rupiah(await movement.textContent());
  expect(movementText).toContain('Penjualan');
  expect(movementText).toContain(idr(commission));
  expect(movementText).toContain(`+${idr(credit)}`);

  // ---- both members' patronage grew by the goods' value (no shipping)
  await expectPatronage(page, { purchases: before.buyer.purchases + price, sales: before.buyer.sales });
  await expectPatronage(seller, { purchases: before.seller.purchases, sales: before.seller.sales + price });

  // ---- the admin pays the seller out
  await admin.goto(`${SHELL}/admin/balances`);
  await admin.getByRole('heading', { level: 1, name: 'Saldo Penjual' }).waitFor();
  const budi = admin.getByTestId('balance-row').filter({ hasText: 'Budi Santoso' });
  await budi
    .getByTestId('balance-amount')
    .filter({ hasText: idr(before.balance.balance + credit) })
    .waitFor();
  await budi.getByRole('button', { name: 'Catat pencairan untuk Budi Santoso' }).click();
  const payoutDialog = admin.getByRole('dialog', { name: 'Catat Pencairan' });
  const amount = payoutDialog.getByLabel(/Jumlah pencairan/);
  await amount.fill(String(before.balance.balance + credit + 1));
  await payoutDialog.getByLabel(/Nomor referensi transfer/).fill('TRF-E2E-0001');
  await payoutDialog.getByRole('button', { name: 'Simpan Pencairan' }).click();
  await payoutDialog.getByText('Jumlah pencairan melebihi saldo penjual').waitFor();
  await amount.fill('100000');
  await payoutDialog.getByRole('button', { name: 'Simpan Pencairan' }).click();
  await toast('Pencairan dicatat', admin);
  await budi
    .getByTestId('balance-amount')
    .filter({ hasText: idr(before.balance.balance + credit - 100_000) })
    .waitFor();
  await admin.getByTestId('payout-row').filter({ hasText: 'TRF-E2E-0001' }).waitFor();
  const after = await balanceOf();
  expect(after.paid_total).toBe(before.balance.paid_total + 100_000);
  // the ledger still sums to the orders and payouts it came from
  expect(await rpcAs<unknown[]>('admin', 'economics_check', {})).toEqual([]);

  // the CSV export is a real download with the balance in whole rupiah
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`saldo-penjual-${TODAY}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Nama Penjual');
  expect(csv).toContain(`Budi Santoso,KOP-0101,`);
  expect(csv).toContain(`,${before.balance.balance + credit - 100_000},`);

  // ---- the SHU of the year: the RAT's rule, then the report shares the members' pool to the rupiah
  await rpcAs('admin', 'save_shu_rule', {
    year: YEAR,
    shu_total: 1_000_001,
    allocations: [
      { name: 'Cadangan', percent: 40 },
      {
        name: 'Jasa Anggota',
        percent: 40,
        components: [
          { name: 'Jasa Usaha', percent: 70, base: 'purchases_and_sales' },
          { name: 'Jasa Modal', percent: 30, base: 'capital' },
        ],
      },
      { name: 'Dana Pengurus', percent: 10 },
      { name: 'Dana Pendidikan', percent: 5 },
      { name: 'Dana Sosial', percent: 5 },
    ],
  });
  await admin.goto(`${SHELL}/admin/shu?tahun=${YEAR}`);
  await admin.getByRole('heading', { level: 1, name: 'Pembagian SHU' }).waitFor();
  const table = admin.getByRole('table', { name: 'Pembagian SHU per anggota' });
  const dewi = table.getByRole('row').filter({ hasText: 'KOP-0102' });
  await dewi.waitFor();
  const buyerAfter = await estimateOf('buyer');
  const sellerAfter = await estimateOf('seller');
  expect(buyerAfter.purchases).toBe(before.buyer.purchases + price);
  expect(rupiah(await dewi.textContent())).toContain(idr(buyerAfter.total));
  const budiShare = table.getByRole('row').filter({ hasText: 'KOP-0101' });
  expect(rupiah(await budiShare.textContent())).toContain(idr(sellerAfter.total));
  // no capital recorded: the jasa modal pool stays undistributed; jasa usaha (70 % of 40 %) goes to members whole
  const usahaPool = Math.round(1_000_001 * 0.4 * 0.7);
  expect(rupiah(await admin.getByTestId('shu-distribution-total').textContent())).toContain(idr(usahaPool));
  // and the member sees the same figure
  await page.goto(`${SHELL}/profile?tab=shu`);
  await page
    .getByTestId('shu-total')
    .filter({ hasText: idr(buyerAfter.total) })
    .waitFor();
});

it("the member's share line does not move the page when it loads, on a phone and in a narrow product column", async () => {
  const salmon = await productNamed('Ikan Salmon Segar');
  // 360: a phone, where the amount and "untuk nelayan anggota" do not fit on one line; 1024: the detail column
  // beside the sidebar, as narrow; 1280: one line
  for (const width of [360, 1024, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    others.push(context);
    const phone = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await phone.route('**/rest/v1/rpc/product_member_shares*', async (route) => {
      await held;
      await route.continue();
    });
    await phone.goto(`${SHELL}/products/${salmon.id}`);
    const stock = phone.locator('[data-remote]').getByText(/^Stok: /);
    await phone.getByRole('status', { name: 'Memuat bagian untuk anggota' }).waitFor();
    const loading = await stock.boundingBox();
    release();
    await phone
      .getByTestId('member-share')
      .getByText(/untuk nelayan anggota/)
      .waitFor();
    const loaded = await stock.boundingBox();
    expect({ width, top: loaded?.y }).toEqual({ width, top: loading?.y });
    expect(loading?.y).toBeGreaterThan(0);
  }
});
