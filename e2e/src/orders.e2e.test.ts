/**
 * Orders on the production build against a fresh local stack, clicked through as each party would: a buyer
 * checks out products of two sellers by bank transfer (the summary per seller with its shipping fee), pays
 * the amount with its unique code and uploads the proof; the admin accepts it in 'Verifikasi Pembayaran'; each
 * seller sees only their own shipment (never the other seller's lines, never the payment) and sends it with a
 * tracking number; the buyer confirms both parcels and the order is done. Also: a rejected proof tells the
 * buyer why, a buyer cancels an unpaid order and the stock comes back, a stock refusal keeps the cart.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { SHELL } from './harness';
import {
  browser,
  enabledButton,
  page,
  productNamed,
  rpcAs,
  rupiah,
  SEED_USERS,
  signIn,
  stack,
  testImage,
  toast,
  useBrowserStack,
  waitForPath,
  type ProductRow,
  type Role,
} from './fixtures';

const VIEWPORT = { width: 1280, height: 900 };
useBrowserStack({ viewport: VIEWPORT });

const ADDRESS = {
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postalCode: '40114',
};
/** products.price is in the base unit; an order charges whole rupiah */
const RUPIAH_PER_BASE_UNIT = 15_000;

interface OrderRow {
  id: string;
  order_number: string;
  status: string;
  payment_method: string;
}
interface PaymentRow {
  status: string;
  subtotal: number;
  shipping_cost: number;
  unique_code: number;
  total: number;
  proof_path: string | null;
  rejection_reason: string | null;
}
interface ShipmentRow {
  id: number;
  seller_id: string;
  status: string;
  courier: string | null;
  tracking_number: string | null;
}
type ProductStock = Pick<ProductRow, 'id' | 'name' | 'stock' | 'price' | 'seller_id'>;

/** 'Rp 190.623', as the screens write whole rupiah (compared after `rupiah()`) */
const idr = (value: number) => `Rp ${value.toLocaleString('id-ID')}`;
const rupiahOf = (product: ProductStock) => Math.round(product.price * RUPIAH_PER_BASE_UNIT);
const textOf = async (locator: ReturnType<Page['getByTestId']>) => rupiah(await locator.textContent());

const stockOf = async (id: number) =>
  (await stack.admin<{ stock: number }[]>(`/rest/v1/products?select=stock&id=eq.${id}`))[0]!.stock;
const ordersOfBuyer = () =>
  stack.admin<OrderRow[]>(
    `/rest/v1/orders?select=id,order_number,status,payment_method&buyer_id=eq.${SEED_USERS.buyer.id}&order=created_at.desc`,
  );
const orderRow = async (id: string) =>
  (
    await stack.admin<OrderRow[]>(`/rest/v1/orders?select=id,order_number,status,payment_method&id=eq.${id}`)
  )[0]!;
const paymentOf = async (orderId: string) =>
  (await stack.admin<PaymentRow[]>(`/rest/v1/order_payments?select=*&order_id=eq.${orderId}`))[0]!;
const shipmentsOf = (orderId: string) =>
  stack.admin<ShipmentRow[]>(
    `/rest/v1/order_shipments?select=id,seller_id,status,courier,tracking_number&order_id=eq.${orderId}&order=id`,
  );
const tariffOf = async (province: string) =>
  (
    await stack.admin<{ cost: number }[]>(
      `/rest/v1/shipping_rates?select=cost&province=eq.${encodeURIComponent(province)}`,
    )
  )[0]!.cost;

/** The mail of this template for the address whose text passes `test` (the jobs run at once). */
const mailOf = (to: string, type: string, test?: (text: string) => boolean) =>
  stack.waitForMail(to, type, test);

/** An order placed through the API with the buyer's own session, for the flows that start after checkout. */
function placeOrderAsBuyer(items: { product_id: number; quantity: number }[], paymentMethod: string) {
  return rpcAs<OrderRow>('buyer', 'place_order', {
    items,
    shipping: {
      recipient_name: 'Dewi Lestari',
      phone: '081234567890',
      street: 'Jl. Melati No. 21',
      kelurahan: ADDRESS.kelurahan,
      kecamatan: ADDRESS.kecamatan,
      city: ADDRESS.city,
      province: ADDRESS.province,
      postal_code: ADDRESS.postalCode,
    },
    payment_method: paymentMethod,
  });
}

/** Pages of other parties (admin, sellers) in contexts of their own, closed after each test. */
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

async function addToCart(product: Pick<ProductRow, 'id' | 'name'>) {
  await page.goto(`${SHELL}/products/${product.id}`);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await toast(new RegExp(`${product.name} ditambahkan ke keranjang`));
}

async function checkoutFromCart() {
  await page.goto(`${SHELL}/cart`);
  await enabledButton('Lanjut ke Pembayaran');
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
  await waitForPath('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
}

async function fillAddress() {
  await page.getByLabel(/^Kelurahan\/Desa/).fill(ADDRESS.kelurahan);
  await page.getByLabel(/^Kecamatan/).fill(ADDRESS.kecamatan);
  await page.getByLabel(/^Kota\/Kabupaten/).fill(ADDRESS.city);
  await page.getByRole('combobox', { name: /^Provinsi/ }).selectOption(ADDRESS.province);
  await page.getByLabel(/^Kode Pos/).fill(ADDRESS.postalCode);
}

/** The buyer uploads a proof of transfer on the order page, through the file input. */
async function uploadProof(name: string) {
  await page.getByLabel('File bukti transfer').setInputFiles(testImage(name, 20_000));
  await page.getByTestId('proof-file').getByText(name).waitFor();
  await page.getByRole('button', { name: 'Unggah Bukti Transfer' }).click();
  await toast('Bukti transfer berhasil diunggah. Menunggu verifikasi admin.');
  await page.getByTestId('proof-waiting').waitFor();
}

/** The admin's card of one proof in 'Verifikasi Pembayaran', its image loaded. */
async function reviewCard(admin: Page, orderNumber: string) {
  const card = admin.getByRole('article', { name: orderNumber });
  const proof = card.getByRole('img', { name: `Bukti transfer pesanan ${orderNumber}` });
  await proof.waitFor();
  await proof.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0
      ? undefined
      : new Promise((resolve, reject) => {
          img.addEventListener('load', resolve);
          img.addEventListener('error', () => reject(new Error('the proof did not load')));
        }),
  );
  return card;
}

let salmon: ProductStock;
let tongkol: ProductStock;
beforeAll(async () => {
  const columns = 'id,name,stock,price,seller_id';
  salmon = await productNamed<ProductStock>('Ikan Salmon Segar', columns);
  tongkol = await productNamed<ProductStock>('Ikan Tongkol Segar', columns);
  // the flow needs one product of each seed seller
  expect(salmon.seller_id).toBe(SEED_USERS.seller.id);
  expect(tongkol.seller_id).toBe(SEED_USERS.seller2.id);
});

describe('an order from two sellers', () => {
  it('sends a visitor to sign in', async () => {
    await page.goto(`${SHELL}/checkout`);
    await waitForPath('/auth/login');
  });

  it('bank transfer with proof, verified by the admin, sent by each seller, received by the buyer', async () => {
    const stockBefore = { salmon: await stockOf(salmon.id), tongkol: await stockOf(tongkol.id) };
    const fee = await tariffOf(ADDRESS.province);
    const subtotal = rupiahOf(salmon) * 2 + rupiahOf(tongkol);

    // ---- the buyer: two salmon from Budi Santoso, one tongkol from Siti Rahayu
    await signIn('buyer', '/');
    await addToCart(salmon);
    await addToCart(salmon);
    await addToCart(tongkol);
    await checkoutFromCart();

    // the first order starts from the profile: name, phone and the address field by field (the street
    // line holds the street only, not the whole address)
    await page.getByText('Diisi dari profil Anda', { exact: false }).waitFor();
    expect(await page.getByLabel(/^Nama Penerima/).inputValue()).toBe(SEED_USERS.buyer.fullName);
    expect(await page.getByLabel(/^Nomor Telepon/).inputValue()).toBe(SEED_USERS.buyer.phone);
    expect(await page.getByLabel(/^Alamat \(jalan/).inputValue()).toBe('Jl. Melati No. 21');
    expect(await page.getByLabel(/^Kelurahan\/Desa/).inputValue()).toBe(ADDRESS.kelurahan);
    expect(await page.getByLabel(/^Kode Pos/).inputValue()).toBe(ADDRESS.postalCode);
    // emptied here to see the rules checked in the browser and the summary before a province
    await page.getByLabel(/^Kelurahan\/Desa/).fill('');
    await page.getByRole('combobox', { name: /^Provinsi/ }).selectOption('');

    // the summary as the order will be split: one part per seller; no shipping fee before a province
    const budiPart = page.getByRole('region', { name: 'Penjual Budi Santoso' });
    const sitiPart = page.getByRole('region', { name: 'Penjual Siti Rahayu' });
    expect(rupiah(await budiPart.getByRole('listitem', { name: salmon.name }).textContent())).toContain(
      `2 × ${idr(rupiahOf(salmon))}`,
    );
    await sitiPart.getByRole('listitem', { name: tongkol.name }).waitFor();
    expect(await budiPart.getByText(tongkol.name).count()).toBe(0);
    await page.getByTestId('checkout-shipping').filter({ hasText: 'Pilih provinsi tujuan' }).waitFor();
    expect(await textOf(page.getByTestId('checkout-total'))).toBe(idr(subtotal));

    // the rules are checked in the browser first
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page.getByText('Kelurahan/desa wajib diisi').waitFor();
    await page.getByText('Pilih metode pembayaran').waitFor();
    await fillAddress();

    // the province brings each seller's shipping fee
    await page
      .getByTestId('checkout-shipping')
      .filter({ hasText: idr(fee * 2) })
      .waitFor();
    for (const part of [budiPart, sitiPart])
      expect(rupiah(await part.textContent())).toContain(`Ongkos kirim${idr(fee)}`);
    expect(await page.getByText('Ongkos kirim (2 penjual)').count()).toBe(1);
    expect(await textOf(page.getByTestId('checkout-total'))).toBe(idr(subtotal + fee * 2));
    await page.getByRole('radio', { name: /Transfer Bank/ }).check();
    await page.getByText(/kode unik \(Rp 1–999\) ditambahkan ke jumlah transfer/).waitFor();
    await enabledButton('Buat Pesanan');
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();

    // the order page: the exact amount with its unique code, the countdown, where to transfer, the upload
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Pesanan Berhasil Dibuat' }).waitFor();
    const [order] = await ordersOfBuyer();
    expect(order).toMatchObject({ status: 'menunggu_pembayaran', payment_method: 'bank_transfer' });
    expect(page.url()).toBe(`${SHELL}/orders/${order!.id}`);
    const orderUrl = `${SHELL}/orders/${order!.id}`;
    const orderNumber = order!.order_number;
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);
    const payment = await paymentOf(order!.id);
    expect(payment).toMatchObject({ subtotal, shipping_cost: fee * 2, status: 'menunggu_pembayaran' });
    expect(payment.unique_code).toBeGreaterThanOrEqual(1);
    expect(payment.unique_code).toBeLessThanOrEqual(999);
    expect(payment.total).toBe(subtotal + fee * 2 + payment.unique_code);
    expect(await textOf(page.getByTestId('transfer-amount'))).toBe(idr(payment.total));
    expect(await page.getByTestId('unique-code').textContent()).toContain(
      `Sudah termasuk kode unik ${payment.unique_code}.`,
    );
    expect(await textOf(page.getByTestId('order-unique-code'))).toBe(idr(payment.unique_code));
    expect(await page.getByTestId('payment-deadline').textContent()).toContain('Bayar sebelum');
    expect(await page.getByRole('timer').textContent()).toMatch(/^sisa 23 jam \d+ menit$/);
    expect(await page.getByTestId('transfer-instructions').textContent()).toContain(
      'Bank BRI 0123-01-000123-30-1',
    );
    expect(await page.getByTestId('transfer-reference').textContent()).toBe(
      `Berita transfer: ${orderNumber}`,
    );
    expect(await stockOf(salmon.id)).toBe(stockBefore.salmon - 2);
    expect(await stockOf(tongkol.id)).toBe(stockBefore.tongkol - 1);

    // no seller has the order before it is paid
    const siti = await openAs('seller2', '/seller/orders');
    await siti.getByRole('heading', { level: 1, name: 'Pesanan Masuk' }).waitFor();
    await siti
      .getByRole('heading', { name: 'Belum ada pesanan masuk' })
      .or(siti.getByTestId('shipment-row').first())
      .waitFor();
    expect(await siti.getByText(orderNumber).count()).toBe(0);
    await siti.goto(`${SHELL}/seller/orders/${order!.id}`);
    await siti.getByText('Pesanan tidak ditemukan').waitFor();

    // the proof of transfer: a PNG through the file input
    await uploadProof('bukti-transfer.png');
    expect(await page.getByTestId('payment-status').textContent()).toBe('Menunggu Verifikasi');
    await page.getByRole('link', { name: /Lihat Bukti Transfer/ }).waitFor();
    const waiting = await paymentOf(order!.id);
    expect(waiting.status).toBe('menunggu_verifikasi');
    expect(waiting.proof_path).toMatch(
      new RegExp(`^${SEED_USERS.buyer.id}/${order!.id}/.+bukti-transfer\\.png$`),
    );

    // ---- the admin: 'Verifikasi Pembayaran' shows the proof beside the amount expected, and accepts it
    const admin = await openAs('admin', '/admin');
    await admin
      .getByRole('link')
      .filter({ has: admin.getByRole('heading', { name: 'Verifikasi Pembayaran' }) })
      .first()
      .click();
    await waitForPath('/admin/payments', admin);
    const card = await reviewCard(admin, orderNumber);
    expect(await textOf(card.getByTestId('expected-amount'))).toBe(idr(payment.total));
    expect(await card.textContent()).toContain(`termasuk kode unik ${payment.unique_code}`);
    expect(await card.textContent()).toContain(SEED_USERS.buyer.fullName);
    await card.getByRole('button', { name: 'Terima Pembayaran' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Konfirmasi' });
    expect(rupiah(await confirm.textContent())).toContain(`sebesar ${idr(payment.total)}`);
    await confirm.getByRole('button', { name: 'Ya, Terima' }).click();
    await toast('Pembayaran diterima; pesanan diteruskan ke penjual', admin);
    await card.waitFor({ state: 'detached' });
    expect((await paymentOf(order!.id)).status).toBe('dibayar');
    expect((await orderRow(order!.id)).status).toBe('diproses');

    // ---- each seller: only their own shipment, no payment; sent with courier and tracking number
    const sellers = [
      { role: 'seller2', page: siti, own: tongkol, other: salmon, name: 'Siti Rahayu' },
      { role: 'seller', page: null, own: salmon, other: tongkol, name: 'Budi Santoso' },
    ] as const;
    // [courier, as typed, as stored]: spaces and dashes out, upper case, checked by the courier's format
    const sent = {
      seller: ['JNE', 'JNE0011223344', 'JNE0011223344'],
      seller2: ['J&T Express', 'jp 7788-9900 11', 'JP7788990011'],
    } as const;
    for (const seller of sellers) {
      const [courier, typed, tracking] = sent[seller.role];
      const own = seller.page ?? (await openAs(seller.role, '/seller/orders'));
      if (seller.page) await own.goto(`${SHELL}/seller/orders`);
      const row = own.getByTestId('shipment-row').filter({ hasText: orderNumber });
      await row.waitFor();
      expect(await row.textContent()).toContain(seller.own.name);
      expect(await row.textContent()).not.toContain(seller.other.name);
      expect(rupiah(await row.textContent())).not.toContain(idr(payment.total));
      await row.getByRole('link', { name: `Detail pesanan ${orderNumber}` }).click();
      await waitForPath(`/seller/orders/${order!.id}`, own);
      await own.getByRole('heading', { level: 1, name: `Pesanan ${orderNumber}` }).waitFor();
      const shipment = own.getByRole('region', { name: 'Pengiriman Anda' });
      await shipment.getByText(seller.own.name).waitFor();
      const main = rupiah(await own.locator('#main').innerText());
      expect(main).not.toContain(seller.other.name);
      expect(main).not.toContain(seller.name === 'Budi Santoso' ? 'Siti Rahayu' : 'Budi Santoso');
      expect(main).not.toContain(idr(payment.total));
      expect(main).not.toMatch(/Kode unik|Bukti transfer|Total Pembayaran|Lunas/i);
      expect(main).toContain('Kota Bandung');

      await shipment.getByRole('button', { name: 'Tandai Dikirim' }).click();
      const dialog = own.getByRole('dialog', { name: 'Tandai Dikirim' });
      await dialog.getByRole('button', { name: 'Tandai Dikirim' }).click();
      await dialog.getByText('Pilih kurir pengiriman').waitFor();
      await dialog.getByText('Nomor resi wajib diisi').waitFor();
      await dialog.getByRole('combobox', { name: /^Kurir/ }).selectOption(courier);
      // a number too long is named too long, whole, never cut to fit
      const tooLong = `${tracking}${'9'.repeat(45 - tracking.length)}`;
      await dialog.getByLabel(/^Nomor resi/).fill(tooLong);
      await dialog.getByRole('button', { name: 'Tandai Dikirim' }).click();
      await dialog.getByText(/^Nomor resi .* huruf atau angka \(yang diisi 45 karakter\)$/).waitFor();
      expect(await dialog.getByLabel(/^Nomor resi/).inputValue()).toBe(tooLong);
      await dialog.getByLabel(/^Nomor resi/).fill(typed);
      await dialog.getByRole('button', { name: 'Tandai Dikirim' }).click();
      await toast('Pengiriman ditandai dikirim', own);
      await dialog.waitFor({ state: 'detached' });
      await shipment.getByText(tracking).waitFor();
      expect(await shipment.getByRole('button', { name: 'Tandai Dikirim' }).count()).toBe(0);
    }
    const shipments = await shipmentsOf(order!.id);
    expect(
      shipments.map(({ seller_id, status, courier, tracking_number }) => [
        seller_id,
        status,
        courier,
        tracking_number,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [SEED_USERS.seller.id, 'dikirim', sent.seller[0], sent.seller[2]],
        [SEED_USERS.seller2.id, 'dikirim', sent.seller2[0], sent.seller2[2]],
      ]),
    );
    expect((await orderRow(order!.id)).status).toBe('dikirim');

    // ---- the buyer: both parcels with their tracking numbers; 'Pesanan Diterima' on each, asked first
    await page.goto(orderUrl);
    await page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Dikirim');
    expect(rupiah(await page.getByTestId('payment-paid').textContent())).toContain(idr(payment.total));
    for (const [sellerName, role] of [
      ['Budi Santoso', 'seller'],
      ['Siti Rahayu', 'seller2'],
    ] as const) {
      const id = shipments.find((s) => s.seller_id === SEED_USERS[role].id)!.id;
      const part = page.getByRole('region', { name: `Penjual: ${sellerName}` });
      expect(await part.getByTestId(`shipment-status-${id}`).textContent()).toBe('Dikirim');
      expect(await part.getByTestId(`tracking-number-${id}`).textContent()).toBe(sent[role][2]);
      expect(await part.textContent()).toContain(sent[role][0]);
      await part.getByRole('button', { name: `Pesanan Diterima dari ${sellerName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Pesanan Diterima?' });
      expect(await dialog.textContent()).toContain(sellerName);
      await dialog.getByRole('button', { name: 'Ya, Sudah Diterima' }).click();
      await toast('Terima kasih! Pesanan dikonfirmasi sudah diterima.');
      await dialog.waitFor({ state: 'detached' });
      await part.getByTestId(`shipment-status-${id}`).filter({ hasText: 'Diterima' }).waitFor();
      expect(await part.getByRole('button', { name: /Pesanan Diterima/ }).count()).toBe(0);
    }
    await page.getByTestId('order-status').filter({ hasText: 'Selesai' }).waitFor();
    expect((await orderRow(order!.id)).status).toBe('selesai');

    // mail: the buyer got each tracking number; each seller heard of their paid shipment
    for (const [, , tracking] of Object.values(sent))
      await mailOf(SEED_USERS.buyer.email, 'pesanan_dikirim', (text) => text.includes(tracking));
    await mailOf(SEED_USERS.seller.email, 'pesanan_masuk', (text) => text.includes(orderNumber));
    await mailOf(SEED_USERS.seller2.email, 'pesanan_masuk', (text) => text.includes(orderNumber));
  });

  it('an admin rejects a proof with a reason: the buyer reads why and can upload another', async () => {
    const kopi = await productNamed<ProductStock>('Kopi Arabika Gayo 250 g', 'id,name,stock,price,seller_id');
    const order = await placeOrderAsBuyer([{ product_id: kopi.id, quantity: 1 }], 'bank_transfer');
    await signIn('buyer', `/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    await uploadProof('transfer-kopi.png');

    const admin = await openAs('admin', '/admin/payments');
    const card = await reviewCard(admin, order.order_number);
    await card.getByRole('button', { name: 'Tolak' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tolak Bukti Transfer' });
    // a reason is required
    await dialog.getByRole('button', { name: 'Tolak Pembayaran' }).click();
    await dialog.getByText('Alasan wajib diisi').waitFor();
    const reason = 'Nominal transfer tidak sesuai dengan tagihan';
    await dialog.getByLabel(/^Alasan penolakan/).fill(reason);
    await dialog.getByRole('button', { name: 'Tolak Pembayaran' }).click();
    await toast('Pembayaran ditolak; pembeli diminta mengunggah bukti baru', admin);
    await card.waitFor({ state: 'detached' });
    expect(await paymentOf(order.id)).toMatchObject({
      status: 'menunggu_pembayaran',
      rejection_reason: reason,
    });

    // the buyer: the reason, and the upload again
    await page.reload();
    const rejected = page.getByTestId('proof-rejected');
    await rejected.waitFor();
    expect(await rejected.textContent()).toContain(`Alasan: ${reason}`);
    expect(await page.getByTestId('payment-status').textContent()).toBe('Menunggu Pembayaran');
    await page.getByRole('timer').waitFor();
    await page.getByRole('button', { name: 'Pilih File' }).waitFor();
    await page.getByRole('link', { name: 'Lihat Pesanan Saya' }).click();
    await waitForPath('/profile');
    const listed = page.getByRole('article', { name: order.order_number });
    expect(await listed.getByTestId('payment-hint').textContent()).toMatch(
      /^Bukti transfer ditolak\. Transfer Rp/,
    );
    await mailOf(SEED_USERS.buyer.email, 'pembayaran_ditolak', (text) => text.includes(reason));

    // the verification queue is the admins' alone
    await page.goto(`${SHELL}/admin/payments`);
    await toast('Anda tidak memiliki akses ke halaman ini');
    await waitForPath('/');
  });

  it('a buyer cancels an unpaid order in Pesanan, asked first; the stock comes back', async () => {
    const madu = await productNamed<ProductStock>(
      'Madu Hutan Organik 500 g',
      'id,name,stock,price,seller_id',
    );
    const stockBefore = await stockOf(madu.id);
    const order = await placeOrderAsBuyer([{ product_id: madu.id, quantity: 3 }], 'bank_transfer');
    expect(await stockOf(madu.id)).toBe(stockBefore - 3);

    await signIn('buyer', '/profile?tab=pesanan');
    const card = page.getByRole('article', { name: order.order_number });
    expect(await card.getByTestId('order-status').textContent()).toBe('Menunggu Pembayaran');
    await card.getByText(`${madu.name} × 3`).waitFor();
    await card.getByRole('button', { name: `Batalkan pesanan ${order.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Batalkan Pesanan ${order.order_number}` });
    await dialog.getByText('Apakah Anda yakin ingin membatalkan pesanan ini?').waitFor();
    // 'Tidak' leaves it as it was
    await dialog.getByRole('button', { name: 'Tidak' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await orderRow(order.id)).status).toBe('menunggu_pembayaran');

    await card.getByRole('button', { name: `Batalkan pesanan ${order.order_number}` }).click();
    await dialog.getByLabel('Alasan (opsional)').fill('Salah pilih jumlah');
    await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await toast('Pesanan berhasil dibatalkan');
    await card.getByTestId('order-status').filter({ hasText: 'Dibatalkan' }).waitFor();
    expect(await card.getByRole('button', { name: /Batalkan/ }).count()).toBe(0);
    expect((await orderRow(order.id)).status).toBe('dibatalkan');
    expect((await paymentOf(order.id)).status).toBe('dibatalkan');
    expect(await stockOf(madu.id)).toBe(stockBefore);
  });

  it("shows the server's stock message and keeps the cart when the stock ran out meanwhile", async () => {
    const product = await productNamed<ProductStock>('BBM Fresh Catalyst', 'id,name,stock,price,seller_id');
    await signIn('buyer', '/');
    await addToCart(product);
    await checkoutFromCart();
    await fillAddress();
    await page.getByRole('radio', { name: /Bayar di Tempat \(COD\)/ }).check();
    await enabledButton('Buat Pesanan');
    // another buyer takes the last items while this one is still on the checkout page
    await stack.admin(`/rest/v1/products?id=eq.${product.id}`, { method: 'PATCH', body: { stock: 0 } });
    try {
      const ordersBefore = (await ordersOfBuyer()).length;
      await page.getByRole('button', { name: 'Buat Pesanan' }).click();
      await toast('Stok tidak mencukupi untuk BBM Fresh Catalyst. Stok tersedia: 0, jumlah dipesan: 1.');
      expect(page.url()).toBe(`${SHELL}/checkout`);
      await page.getByRole('listitem', { name: product.name }).getByText('Stok tersisa 0').waitFor();
      expect((await ordersOfBuyer()).length).toBe(ordersBefore);
      const cart = await page.evaluate(() => localStorage.getItem('koperasi.cart.v1'));
      expect(JSON.parse(cart ?? '[]')).toEqual([
        expect.objectContaining({ productId: product.id, quantity: 1 }),
      ]);
    } finally {
      await stack.admin(`/rest/v1/products?id=eq.${product.id}`, {
        method: 'PATCH',
        body: { stock: product.stock },
      });
    }
  });
});
