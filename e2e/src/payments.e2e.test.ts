/**
 * Online payment on the production build against a fresh local stack, through the local Midtrans stand-in: the
 * buyer checks out with 'Bayar Online (QRIS, Virtual Account, e-Wallet)', the Snap window opens over the order
 * page, the buyer picks QRIS and pays, and the order page shows 'Lunas' without a reload (the gateway told the
 * payments Edge Function, which told the database); the admin sees the gateway's notifications on the order.
 * Also: a payment finished outside the window (the buyer closed it while the QR code waited) reaches the open
 * page by itself, and a notification with a forged signature is refused and changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { SHELL, SUPABASE_URL } from './harness';
import {
  browser,
  enabledButton,
  page,
  productNamed,
  signIn,
  stack,
  toast,
  useBrowserStack,
  waitForPath,
  type ProductRow,
} from './fixtures';

const VIEWPORT = { width: 1280, height: 900 };
useBrowserStack({ viewport: VIEWPORT });

const ONLINE = 'Bayar Online (QRIS, Virtual Account, e-Wallet)';
const ADDRESS = {
  kelurahan: 'Sukajadi',
  kecamatan: 'Sukajadi',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postalCode: '40162',
};

interface OrderRow {
  id: string;
  order_number: string;
  status: string;
  payment_method: string;
}
interface PaymentRow {
  status: string;
  total: number;
  paid_at: string | null;
  gateway_status: string | null;
  payment_type: string | null;
}
interface NotificationRow {
  transaction_status: string | null;
  outcome: string;
}
type Stocked = Pick<ProductRow, 'id' | 'name' | 'stock'>;

/** Screenshots of each step when E2E_SCREENSHOTS names a folder (for people to look at, not asserted). */
async function shot(name: string, on: Page = page) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await on.screenshot({ path: path.join(folder, `payments-${name}-${on.viewportSize()?.width}.png`) });
}

const latestOrder = async (): Promise<OrderRow> =>
  (
    await stack.admin<OrderRow[]>(
      '/rest/v1/orders?select=id,order_number,status,payment_method&order=created_at.desc&limit=1',
    )
  )[0]!;
const orderRow = async (id: string) =>
  (
    await stack.admin<OrderRow[]>(`/rest/v1/orders?select=id,order_number,status,payment_method&id=eq.${id}`)
  )[0]!;
const paymentOf = async (orderId: string) =>
  (
    await stack.admin<PaymentRow[]>(
      `/rest/v1/order_payments?select=status,total,paid_at,gateway_status,payment_type&order_id=eq.${orderId}`,
    )
  )[0]!;
const notificationsOf = (orderId: string) =>
  stack.admin<NotificationRow[]>(
    `/rest/v1/payment_notifications?select=transaction_status,outcome&order_id=eq.${orderId}&order=id`,
  );
const stockOf = async (id: number) =>
  (await stack.admin<{ stock: number }[]>(`/rest/v1/products?select=stock&id=eq.${id}`))[0]!.stock;

async function checkoutOnline(product: Stocked) {
  await signIn('buyer', `/products/${product.id}`);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await toast(new RegExp(`${product.name} ditambahkan ke keranjang`));
  await page.goto(`${SHELL}/cart`);
  await enabledButton('Lanjut ke Pembayaran');
  await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
  await waitForPath('/checkout');
  await page.getByLabel(/^Kelurahan\/Desa/).fill(ADDRESS.kelurahan);
  await page.getByLabel(/^Kecamatan/).fill(ADDRESS.kecamatan);
  await page.getByLabel(/^Kota\/Kabupaten/).fill(ADDRESS.city);
  await page.getByRole('combobox', { name: /^Provinsi/ }).selectOption(ADDRESS.province);
  await page.getByLabel(/^Kode Pos/).fill(ADDRESS.postalCode);
  await page.getByRole('radio', { name: ONLINE }).check();
  await shot('checkout');
  await enabledButton('Buat Pesanan');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const order = await latestOrder();
  expect(page.url()).toBe(`${SHELL}/orders/${order.id}`);
  expect(order).toMatchObject({ status: 'menunggu_pembayaran', payment_method: 'online' });
  return order;
}

/** The stand-in's payment page inside the Snap overlay (an iframe named as Midtrans names its own). */
async function snapFrame(): Promise<Frame> {
  const element = page.locator('iframe#snap-midtrans');
  await element.waitFor();
  const frame = await element.elementHandle().then((handle) => handle?.contentFrame());
  if (!frame) throw new Error('the Snap window has no page');
  await frame.getByRole('heading', { name: 'Pilih metode pembayaran' }).waitFor();
  return frame;
}

/** A notification as Midtrans sends it, to the payments function, signed with a key that is not the server's. */
function forgedNotification(orderNumber: string, grossAmount: string) {
  return fetch(`${SUPABASE_URL}/functions/v1/payments/notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      transaction_time: '2026-11-23 10:00:00',
      transaction_status: 'settlement',
      transaction_id: 'f0f0f0f0-0000-4000-8000-000000000000',
      status_message: 'midtrans payment notification',
      status_code: '200',
      signature_key: 'ab'.repeat(64),
      payment_type: 'qris',
      order_id: orderNumber,
      merchant_id: 'G000000000',
      gross_amount: grossAmount,
      fraud_status: 'accept',
      currency: 'IDR',
    }),
  });
}

let salmon: Stocked;
beforeAll(async () => {
  salmon = await productNamed<Stocked>('Ikan Salmon Segar', 'id,name,stock');
});

describe('paying online', () => {
  it('QRIS in the Snap window: the order page turns Lunas by itself and the admin sees the notifications', async () => {
    const stockBefore = await stockOf(salmon.id);
    const order = await checkoutOnline(salmon);

    // the Snap window opens over the order page at once, with the order's own amount
    const frame = await snapFrame();
    const payment = await paymentOf(order.id);
    expect(payment.status).toBe('menunggu_pembayaran');
    expect((await frame.locator('body').textContent())?.replace(/\s/g, ' ')).toContain(
      `Rp ${payment.total.toLocaleString('id-ID')}`,
    );
    await shot('snap-choose');
    await frame.getByRole('button', { name: 'QRIS' }).click();
    await frame.getByRole('img', { name: 'Kode QR pembayaran' }).waitFor();
    await shot('snap-qris');
    await frame.getByRole('button', { name: 'Bayar', exact: true }).click();
    await frame.getByRole('heading', { name: 'Pembayaran berhasil' }).waitFor();

    // the window closes by itself; the page, never reloaded, shows the order paid and how
    const navigations: string[] = [];
    page.on('framenavigated', (navigated) => {
      if (navigated === page.mainFrame()) navigations.push(navigated.url());
    });
    await page.locator('iframe#snap-midtrans').waitFor({ state: 'detached' });
    const paid = page.getByTestId('payment-paid');
    await paid.waitFor();
    expect(await paid.textContent()).toContain('Lunas');
    expect(await page.getByTestId('payment-type').textContent()).toBe('QRIS');
    expect(navigations).toEqual([]);
    await shot('paid');

    // the database agrees: paid through the gateway, stock taken once, every notification audited
    expect(await paymentOf(order.id)).toMatchObject({
      status: 'dibayar',
      gateway_status: 'settlement',
      payment_type: 'qris',
    });
    expect((await orderRow(order.id)).status).not.toBe('menunggu_pembayaran');
    expect(await stockOf(salmon.id)).toBe(stockBefore - 1);
    const notifications = await notificationsOf(order.id);
    expect(notifications.map((n) => n.transaction_status)).toEqual(['pending', 'settlement']);

    // the admin's order detail lists the gateway's notifications
    const adminContext = await browser.newContext({ viewport: VIEWPORT });
    try {
      const admin = await adminContext.newPage();
      await signIn('admin', `/admin/orders/${order.id}`, admin);
      const history = admin.getByRole('region', { name: 'Riwayat Pembayaran Online' });
      await history.waitFor();
      await history
        .getByText(/settlement|Lunas|Berhasil/i)
        .first()
        .waitFor();
      await history.scrollIntoViewIfNeeded();
      await shot('admin-history', admin);
    } finally {
      await adminContext.close();
    }
  });

  it('a payment finished after the window was closed reaches the open order page without a reload', async () => {
    const order = await checkoutOnline(salmon);
    const frame = await snapFrame();
    await frame.getByRole('button', { name: 'QRIS' }).click();
    await frame.getByRole('img', { name: 'Kode QR pembayaran' }).waitFor();
    await page.getByRole('button', { name: 'Tutup pembayaran' }).click();
    await page.locator('iframe#snap-midtrans').waitFor({ state: 'detached' });

    // the page says through which channel it waits, and offers the window again
    await page.getByTestId('online-payment-pending').filter({ hasText: 'QRIS' }).waitFor();
    await page.getByRole('button', { name: 'Bayar Sekarang' }).waitFor();
    await shot('waiting');

    // the buyer pays with a banking app: the stand-in settles and notifies the function
    const paid = await fetch(`${SUPABASE_URL}/__midtrans/transactions/${order.order_number}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    await page.getByTestId('payment-paid').waitFor();
    expect((await paymentOf(order.id)).status).toBe('dibayar');
  });

  it('a notification with a forged signature is refused and changes nothing', async () => {
    const order = await checkoutOnline(salmon);
    await snapFrame();
    const before = await paymentOf(order.id);
    const notificationsBefore = await notificationsOf(order.id);

    const answer = await forgedNotification(order.order_number, `${before.total}.00`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toEqual(expect.objectContaining({ error: expect.anything() }));

    // an unknown order is refused the same way
    const unknown = await forgedNotification('KOP-00000000-XXXX', '1000.00');
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);

    expect(await paymentOf(order.id)).toEqual(before);
    expect((await orderRow(order.id)).status).toBe('menunggu_pembayaran');
    // refused notifications are audited, never applied
    const after = await notificationsOf(order.id);
    expect(after.length).toBeGreaterThanOrEqual(notificationsBefore.length);
    expect(after.slice(notificationsBefore.length).every((n) => n.outcome !== 'diterapkan')).toBe(true);
  });

  it('the buyer cancels an online order: the stock comes back and the QR code can no longer be paid', async () => {
    const order = await checkoutOnline(salmon);
    const frame = await snapFrame();
    await frame.getByRole('button', { name: 'QRIS' }).click();
    await frame.getByRole('img', { name: 'Kode QR pembayaran' }).waitFor();
    await page.getByRole('button', { name: 'Tutup pembayaran' }).click();
    await page.locator('iframe#snap-midtrans').waitFor({ state: 'detached' });
    const stockBefore = await stockOf(salmon.id);

    await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, Batalkan' }).click();
    await toast('Pesanan berhasil dibatalkan');
    expect((await orderRow(order.id)).status).toBe('dibatalkan');
    expect((await paymentOf(order.id)).status).toBe('dibatalkan');
    expect(await stockOf(salmon.id)).toBe(stockBefore + 1);

    // Midtrans' transaction was cancelled too: the buyer's banking app can no longer pay it
    const transaction = (await (
      await fetch(`${SUPABASE_URL}/__midtrans/transactions/${order.order_number}`)
    ).json()) as { status: string };
    expect(transaction.status).toBe('cancel');
    const late = await fetch(`${SUPABASE_URL}/__midtrans/transactions/${order.order_number}/pay`, {
      method: 'POST',
    });
    expect(late.status).toBe(412);
    expect((await paymentOf(order.id)).status).toBe('dibatalkan');
  });
});
