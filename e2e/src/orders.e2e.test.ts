/**
 * The order flow on the production build against a fresh local stack: a buyer checks out from the cart
 * (bank transfer, then cash on delivery with the remembered address), sees the orders in 'Pesanan' and
 * cancels one (the stock comes back); a stock refusal keeps the cart; a seller moves an order to 'dikirim'
 * in the back office and the buyer sees the new status.
 */
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
  toast,
  useBrowserStack,
  type ProductRow,
} from './fixtures';

const ADDRESS = {
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postalCode: '40114',
};

interface OrderRow {
  id: string;
  order_number: string;
  status: string;
  payment_method: string;
  total: number;
  kelurahan: string;
}

useBrowserStack({ viewport: { width: 1280, height: 900 }, testTimeout: 120_000 });

type ProductStock = Pick<ProductRow, 'id' | 'name' | 'stock'>;

let salmon: ProductStock;
beforeAll(async () => {
  salmon = await productNamed<ProductStock>('Ikan Salmon Segar', 'id,name,stock');
});

const stockOf = async (id: number) =>
  (await stack.admin<{ stock: number }[]>(`/rest/v1/products?select=stock&id=eq.${id}`))[0]!.stock;
const ordersOfBuyer = () =>
  stack.admin<OrderRow[]>(
    `/rest/v1/orders?select=id,order_number,status,payment_method,total,kelurahan&buyer_id=eq.${SEED_USERS.buyer.id}&order=created_at.desc`,
  );

/** An order placed through the API with the buyer's own session (for the seller's side of the flow). */
function placeOrderAsBuyer(items: { product_id: number; quantity: number }[], paymentMethod: string) {
  return rpcAs<OrderRow>('buyer', 'place_order', {
    items,
    shipping: {
      recipient_name: 'Dewi Lestari',
      phone: '081234567890',
      street: 'Jl. Melati No. 21',
      kelurahan: 'Cihapit',
      kecamatan: 'Bandung Wetan',
      city: 'Kota Bandung',
      province: 'Jawa Barat',
      postal_code: '40114',
    },
    payment_method: paymentMethod,
  });
}

async function addSalmonToCart() {
  await page.goto(`${SHELL}/products/${salmon.id}`);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await toast(/Ikan Salmon Segar ditambahkan ke keranjang/);
}

async function checkoutFromCart() {
  await page.goto(`${SHELL}/cart`);
  await enabledButton('Lanjut ke Pembayaran');
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
  await page.waitForURL(`${SHELL}/checkout`);
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
}

async function placeFromCheckout() {
  const button = page.getByRole('button', { name: 'Buat Pesanan' });
  await enabledButton('Buat Pesanan');
  await button.click();
}

describe('checkout', () => {
  it('sends a visitor to sign in', async () => {
    await page.goto(`${SHELL}/checkout`);
    await page.waitForURL(`${SHELL}/auth/login`);
  });

  it('a buyer checks out from the cart, sees the order in Pesanan and cancels one; the stock comes back', async () => {
    const stockBefore = await stockOf(salmon.id);
    await signIn('buyer', '/');
    await addSalmonToCart();
    await checkoutFromCart();

    // the first order starts from the profile: name, phone and the address as the street line
    await page.getByText('Diisi dari profil Anda', { exact: false }).waitFor();
    expect(await page.getByLabel(/^Nama Penerima/).inputValue()).toBe(SEED_USERS.buyer.fullName);
    expect(await page.getByLabel(/^Nomor Telepon/).inputValue()).toBe(SEED_USERS.buyer.phone);
    expect(await page.getByLabel(/^Alamat \(jalan/).inputValue()).toBe(
      'Jl. Melati No. 21, Bandung, Jawa Barat',
    );
    expect(rupiah(await page.getByTestId('checkout-total').textContent())).toBe('Rp 127.500');

    // the rules are checked in the browser first
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page.getByText('Kelurahan/desa wajib diisi').waitFor();
    await page.getByText('Pilih metode pembayaran').waitFor();
    await page.getByLabel(/^Kelurahan\/Desa/).fill(ADDRESS.kelurahan);
    await page.getByLabel(/^Kecamatan/).fill(ADDRESS.kecamatan);
    await page.getByLabel(/^Kota\/Kabupaten/).fill(ADDRESS.city);
    await page.getByRole('combobox', { name: /^Provinsi/ }).selectOption(ADDRESS.province);
    await page.getByLabel(/^Kode Pos/).fill('4011');
    await page.getByRole('radio', { name: /Transfer Bank/ }).check();
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page.getByText('Kode pos harus 5 angka').waitFor();
    await page.getByLabel(/^Kode Pos/).fill(ADDRESS.postalCode);
    await placeFromCheckout();

    // the confirmation: order number, the amount and the transfer instructions from the site settings
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Pesanan Berhasil Dibuat' }).waitFor();
    const [transfer] = await ordersOfBuyer();
    expect(transfer).toMatchObject({
      status: 'menunggu_pembayaran',
      payment_method: 'bank_transfer',
      kelurahan: 'Cihapit',
    });
    expect(page.url()).toBe(`${SHELL}/orders/${transfer!.id}`);
    expect(await page.getByTestId('order-number').textContent()).toBe(transfer!.order_number);
    expect(transfer!.order_number).toMatch(/^KOP-\d{8}-\d{6}$/);
    expect(rupiah(await page.getByTestId('transfer-amount').textContent())).toBe('Rp 127.500');
    expect(await page.getByTestId('transfer-instructions').textContent()).toContain(
      'Bank BRI 0123-01-000123-30-1',
    );
    expect(await stockOf(salmon.id)).toBe(stockBefore - 1);

    // the cart is empty now
    await page.goto(`${SHELL}/cart`);
    await page.getByRole('heading', { name: 'Keranjang Kosong' }).waitFor();

    // a second order: cash on delivery, the address remembered from the first
    await addSalmonToCart();
    await checkoutFromCart();
    await page.getByText('Diisi dari alamat pesanan terakhir Anda. Ubah bila perlu.').waitFor();
    expect(await page.getByLabel(/^Kelurahan\/Desa/).inputValue()).toBe('Cihapit');
    expect(await page.getByRole('combobox', { name: /^Provinsi/ }).inputValue()).toBe('Jawa Barat');
    await page.getByRole('radio', { name: /Bayar di Tempat \(COD\)/ }).check();
    await placeFromCheckout();
    await page.getByRole('heading', { level: 1, name: 'Pesanan Berhasil Dibuat' }).waitFor();
    await page.getByText(/Siapkan uang tunai sebesar/).waitFor();
    const [cod] = await ordersOfBuyer();
    expect(cod).toMatchObject({ status: 'diproses', payment_method: 'cod' });
    expect(await stockOf(salmon.id)).toBe(stockBefore - 2);

    // 'Pesanan': both orders with their status; only the one awaiting payment can be cancelled
    await page.getByRole('link', { name: 'Lihat Pesanan Saya' }).click();
    await page.waitForURL(`${SHELL}/profile?tab=pesanan`);
    const transferCard = page.getByRole('article', { name: transfer!.order_number });
    const codCard = page.getByRole('article', { name: cod!.order_number });
    expect(await transferCard.getByTestId('order-status').textContent()).toBe('Menunggu Pembayaran');
    expect(await codCard.getByTestId('order-status').textContent()).toBe('Diproses');
    await transferCard.getByText('Ikan Salmon Segar').waitFor();
    expect(await codCard.getByRole('button', { name: /Batalkan/ }).count()).toBe(0);

    await transferCard.getByRole('button', { name: `Batalkan pesanan ${transfer!.order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Batalkan Pesanan ${transfer!.order_number}` });
    await dialog.getByText('Apakah Anda yakin ingin membatalkan pesanan ini?').waitFor();
    await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await toast('Pesanan berhasil dibatalkan');
    await transferCard.getByTestId('order-status').filter({ hasText: 'Dibatalkan' }).waitFor();
    expect((await ordersOfBuyer()).find((o) => o.id === transfer!.id)?.status).toBe('dibatalkan');
    expect(await stockOf(salmon.id)).toBe(stockBefore - 1);
  });

  it("shows the server's stock message and keeps the cart when the stock ran out meanwhile", async () => {
    const product = await productNamed<ProductStock>('BBM Fresh Catalyst', 'id,name,stock');
    await signIn('buyer', `/products/${product.id}`);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await toast(/BBM Fresh Catalyst ditambahkan ke keranjang/);
    await checkoutFromCart();
    await page.getByRole('radio', { name: /Bayar di Tempat \(COD\)/ }).check();
    await enabledButton('Buat Pesanan');
    // another buyer takes the last items while this one is still on the checkout page
    await stack.admin(`/rest/v1/products?id=eq.${product.id}`, { method: 'PATCH', body: { stock: 0 } });
    const ordersBefore = (await ordersOfBuyer()).length;
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await toast('Stok tidak mencukupi untuk BBM Fresh Catalyst. Stok tersedia: 0, jumlah dipesan: 1.');
    expect(page.url()).toBe(`${SHELL}/checkout`);
    await page.getByRole('listitem', { name: 'BBM Fresh Catalyst' }).getByText('Stok tersisa 0').waitFor();
    expect((await ordersOfBuyer()).length).toBe(ordersBefore);
    const cart = await page.evaluate(() => localStorage.getItem('koperasi.cart.v1'));
    expect(JSON.parse(cart ?? '[]')).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 1 }),
    ]);
    await stack.admin(`/rest/v1/products?id=eq.${product.id}`, {
      method: 'PATCH',
      body: { stock: product.stock },
    });
  });
});

describe('fulfilment', () => {
  it("a seller moves an order to 'dikirim'; each change is stamped; the buyer sees the new status", async () => {
    const order = await placeOrderAsBuyer([{ product_id: salmon.id, quantity: 2 }], 'bank_transfer');

    await signIn('seller', '/seller/orders');
    await page.getByRole('heading', { level: 1, name: 'Pesanan Masuk' }).waitFor();
    const row = page.getByTestId('order-row').filter({ hasText: order.order_number });
    await row.getByText('2 × Ikan Salmon Segar').waitFor();
    expect(await row.getByTestId('order-status').textContent()).toBe('Menunggu Pembayaran');

    // the status filter
    await page.getByRole('tab', { name: 'Dikirim' }).click();
    await page.waitForURL(`${SHELL}/seller/orders?status=dikirim`);
    await page.getByRole('heading', { name: 'Tidak ada pesanan Dikirim' }).waitFor();
    await page.getByRole('tab', { name: 'Menunggu Pembayaran' }).click();
    await row.waitFor();

    await row.getByRole('link', { name: `Detail pesanan ${order.order_number}` }).click();
    await page.waitForURL(`${SHELL}/seller/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Pesanan ${order.order_number}` }).waitFor();
    await page.getByRole('button', { name: 'Tandai Diproses' }).click();
    await toast('Status pesanan berhasil diperbarui');
    await page.getByRole('button', { name: 'Tandai Dikirim' }).click();
    const history = page.getByRole('list', { name: 'Riwayat status' });
    await history.getByText('Dikirim', { exact: true }).waitFor();
    await history
      .getByText(/oleh Budi Santoso \(Penjual\)/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Tandai Selesai' }).waitFor();
    expect(await page.getByRole('button', { name: 'Batalkan Pesanan' }).count()).toBe(0);

    const events = await stack.admin<{ status: string; changed_by: string }[]>(
      `/rest/v1/order_status_events?select=status,changed_by&order_id=eq.${order.id}&order=id`,
    );
    expect(events).toEqual([
      { status: 'menunggu_pembayaran', changed_by: SEED_USERS.buyer.id },
      { status: 'diproses', changed_by: SEED_USERS.seller.id },
      { status: 'dikirim', changed_by: SEED_USERS.seller.id },
    ]);

    // the buyer sees it
    const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const buyerPage = await buyerContext.newPage();
    await signIn('buyer', '/profile?tab=pesanan', buyerPage);
    const card = buyerPage.getByRole('article', { name: order.order_number });
    await card.getByTestId('order-status').filter({ hasText: 'Dikirim' }).waitFor();
    await card.getByRole('link', { name: `Lihat detail pesanan ${order.order_number}` }).click();
    await buyerPage.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
    await buyerPage
      .getByText(/oleh Budi Santoso \(Penjual\)/)
      .first()
      .waitFor();
    await buyerContext.close();
  });

  it('another seller does not see it; the admin sees every order', async () => {
    const order = await placeOrderAsBuyer([{ product_id: salmon.id, quantity: 1 }], 'cod');
    await signIn('seller2', '/seller/orders');
    await page.getByRole('heading', { level: 1, name: 'Pesanan Masuk' }).waitFor();
    await page.getByRole('heading', { name: 'Belum ada pesanan' }).waitFor();
    expect(await page.getByText(order.order_number).count()).toBe(0);
    await page.goto(`${SHELL}/seller/orders/${order.id}`);
    await page.getByText('Pesanan tidak ditemukan').waitFor();

    await signIn('admin', '/admin/orders?status=diproses');
    await page.getByRole('heading', { level: 1, name: 'Kelola Pesanan' }).waitFor();
    await page.getByTestId('order-row').filter({ hasText: order.order_number }).waitFor();
  });
});
