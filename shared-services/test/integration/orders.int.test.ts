/**
 * The order services against the local Supabase server (real supabase-js, the orders migration's RPCs and
 * RLS): a buyer places, reads and cancels orders; sellers and admins list, read and move them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../../../local-supabase/test/helpers/server';
import { setSupabaseClient, type KoperasiSupabaseClient } from '../../src/supabase/client';
import { signedInAppClient } from './app-client';
import { isStockError, OrderError, orderErrorMessage } from '../../src/features/orders/order-error';
import {
  cancelOrder,
  getLastShippingAddress,
  getMyOrders,
  getOrder,
  getOrdersForBackoffice,
  placeOrder,
  setOrderStatus,
} from '../../src/features/orders/order-service';
import type { ShippingAddress } from '../../src/features/orders/types';

const PASSWORD = 'Koperasi#2024';
const SELLER_ID = 'a1a1a1a1-0000-4000-8000-000000000002';
const SELLER2_ID = 'a1a1a1a1-0000-4000-8000-000000000004';
const BUYER_ID = 'a1a1a1a1-0000-4000-8000-000000000003';

const ADDRESS: ShippingAddress = {
  recipientName: 'Dewi Lestari',
  phone: '0812-3456-7890',
  street: 'Jl. Melati No. 21, RT 02/RW 05',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postalCode: '40114',
  notes: 'Titip di pos satpam',
};

interface ProductRow {
  id: number;
  name: string;
  price: number;
  stock: number;
}

let server: TestServer;
let service: SupabaseClient;
let as: Record<'admin' | 'seller' | 'seller2' | 'buyer', KoperasiSupabaseClient>;
let ofSeller: ProductRow;
let ofSeller2: ProductRow;

const actAs = (client: KoperasiSupabaseClient) => setSupabaseClient(client);

async function stockOf(id: number): Promise<number> {
  const { data, error } = await service.from('products').select('stock').eq('id', id).single();
  if (error) throw error;
  const row: { stock: number } = data;
  return row.stock;
}

async function productOf(sellerId: string): Promise<ProductRow> {
  const { data, error } = await service
    .from('products')
    .select('id, name, price, stock')
    .eq('seller_id', sellerId)
    .gte('stock', 10)
    .order('id')
    .limit(1)
    .single();
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  server = await startTestServer();
  service = server.client({ key: server.serviceRoleKey });
  const signIn = (email: string) => signedInAppClient(server, email, PASSWORD);
  as = {
    admin: await signIn('admin@koperasi.test'),
    seller: await signIn('penjual@koperasi.test'),
    seller2: await signIn('penjual2@koperasi.test'),
    buyer: await signIn('pembeli@koperasi.test'),
  };
  ofSeller = await productOf(SELLER_ID);
  ofSeller2 = await productOf(SELLER2_ID);
}, 120_000);

afterAll(async () => {
  setSupabaseClient(undefined);
  await server?.stop();
});

describe('orders', () => {
  let mixedId: string;
  let codId: string;

  it("a buyer places a bank transfer order: number, total at today's prices, stock taken", async () => {
    actAs(as.buyer);
    const before = [await stockOf(ofSeller.id), await stockOf(ofSeller2.id)];
    expect(await getLastShippingAddress()).toBeNull();
    const placed = await placeOrder(
      [
        { productId: ofSeller.id, quantity: 2 },
        { productId: ofSeller2.id, quantity: 1 },
      ],
      ADDRESS,
      'bank_transfer',
    );
    mixedId = placed.id;
    expect(placed.orderNumber).toMatch(/^KOP-\d{8}-\d{6}$/);
    expect(placed).toMatchObject({
      buyerId: BUYER_ID,
      status: 'menunggu_pembayaran',
      paymentMethod: 'bank_transfer',
      shippingCost: 0,
      shipping: { ...ADDRESS, phone: '081234567890' },
    });
    expect(placed.total).toBeCloseTo(ofSeller.price * 2 + ofSeller2.price, 2);
    expect([await stockOf(ofSeller.id), await stockOf(ofSeller2.id)]).toEqual([
      before[0]! - 2,
      before[1]! - 1,
    ]);
  });

  it('a cash-on-delivery order starts at diproses; the last address is remembered', async () => {
    actAs(as.buyer);
    const placed = await placeOrder(
      [{ productId: ofSeller.id, quantity: 1 }],
      { ...ADDRESS, notes: '' },
      'cod',
    );
    codId = placed.id;
    expect(placed.status).toBe('diproses');
    expect(await getLastShippingAddress()).toEqual({ ...ADDRESS, phone: '081234567890', notes: '' });
  });

  it('refuses more than the stock with a clear Indonesian message, and changes nothing', async () => {
    actAs(as.buyer);
    const stock = await stockOf(ofSeller2.id);
    const error = await placeOrder([{ productId: ofSeller2.id, quantity: stock + 1 }], ADDRESS, 'cod').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OrderError);
    expect(isStockError(error)).toBe(true);
    expect(orderErrorMessage(error, 'Gagal membuat pesanan')).toBe(
      `Stok tidak mencukupi untuk ${ofSeller2.name}. Stok tersedia: ${stock}, jumlah dipesan: ${stock + 1}.`,
    );
    expect(await stockOf(ofSeller2.id)).toBe(stock);
    expect((await getMyOrders()).map((o) => o.id)).toEqual([codId, mixedId]);
  });

  it('refuses an invalid address with the field named', async () => {
    actAs(as.buyer);
    const error = await placeOrder(
      [{ productId: ofSeller.id, quantity: 1 }],
      { ...ADDRESS, postalCode: '401' },
      'cod',
    ).catch((e: unknown) => e);
    expect(orderErrorMessage(error, 'x')).toBe('Kode pos harus 5 angka');
  });

  it('the buyer reads their orders newest first, with every line and the history', async () => {
    actAs(as.buyer);
    const orders = await getMyOrders();
    expect(orders.map((o) => o.id)).toEqual([codId, mixedId]);
    const mixed = orders[1]!;
    expect(mixed.buyerName).toBe('Dewi Lestari');
    expect(mixed.lines.map((l) => [l.productId, l.productName, l.quantity, l.sellerName])).toEqual(
      [
        [ofSeller.id, ofSeller.name, 2, 'Budi Santoso'],
        [ofSeller2.id, ofSeller2.name, 1, 'Siti Rahayu'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(mixed.lines.find((l) => l.sellerId === SELLER_ID)).toMatchObject({
      unitPrice: ofSeller.price,
      lineTotal: ofSeller.price * 2,
    });
    expect(mixed.history).toEqual([
      expect.objectContaining({
        status: 'menunggu_pembayaran',
        changedBy: BUYER_ID,
        changedByName: 'Dewi Lestari',
        changedByRole: 'buyer',
      }),
    ]);
    // another user's own list does not contain it
    actAs(as.seller2);
    expect((await getMyOrders()).map((o) => o.id)).not.toContain(mixedId);
  });

  it('each seller lists only orders with their products and only their own lines; the admin all', async () => {
    actAs(as.seller);
    const bySeller = await getOrdersForBackoffice({ sellerId: SELLER_ID });
    expect(bySeller.items.map((o) => o.id)).toEqual([codId, mixedId]);
    expect(bySeller.total).toBe(2);
    expect(bySeller.items[1]!.lines.map((l) => l.sellerId)).toEqual([SELLER_ID]);
    expect(bySeller.items[1]!.shipping.recipientName).toBe('Dewi Lestari');

    actAs(as.seller2);
    const bySeller2 = await getOrdersForBackoffice({ sellerId: SELLER2_ID });
    expect(bySeller2.items.map((o) => o.id)).toEqual([mixedId]);
    expect(bySeller2.items[0]!.lines.map((l) => l.sellerId)).toEqual([SELLER2_ID]);
    // without the filter RLS alone gives the same orders and lines
    expect((await getOrdersForBackoffice()).items.map((o) => o.id)).toEqual([mixedId]);

    actAs(as.admin);
    const all = await getOrdersForBackoffice();
    expect(all.items.map((o) => o.id)).toEqual([codId, mixedId]);
    expect(all.items[1]!.lines).toHaveLength(2);
  });

  it('filters the list by status and pages it', async () => {
    actAs(as.admin);
    expect((await getOrdersForBackoffice({ status: 'diproses' })).items.map((o) => o.id)).toEqual([codId]);
    expect((await getOrdersForBackoffice({ status: 'menunggu_pembayaran' })).items.map((o) => o.id)).toEqual([
      mixedId,
    ]);
    expect((await getOrdersForBackoffice({ status: 'selesai' })).items).toEqual([]);
    const first = await getOrdersForBackoffice({ pageSize: 1 });
    expect(first).toMatchObject({ total: 2, pageCount: 2 });
    expect((await getOrdersForBackoffice({ pageSize: 1, page: 2 })).items.map((o) => o.id)).toEqual([
      mixedId,
    ]);
    expect((await getOrdersForBackoffice({ pageSize: 1, page: 9 })).items).toEqual([]);
  });

  it('reads one order as the person may: seller with their lines, a stranger not at all', async () => {
    actAs(as.seller2);
    const order = await getOrder(mixedId);
    expect(order.lines.map((l) => l.sellerId)).toEqual([SELLER2_ID]);
    await expect(getOrder(codId)).rejects.toThrow('Order not found');
  });

  it('the seller moves the order on; each change names who and when; the buyer sees the new status', async () => {
    actAs(as.buyer);
    const refused = await setOrderStatus(codId, 'dikirim').catch((e: unknown) => e);
    expect(orderErrorMessage(refused, 'x')).toBe(
      'Hanya penjual atau admin yang dapat mengubah status pesanan',
    );

    actAs(as.seller);
    expect((await setOrderStatus(codId, 'dikirim')).status).toBe('dikirim');
    const skipped = await setOrderStatus(codId, 'dibatalkan').catch((e: unknown) => e);
    expect(orderErrorMessage(skipped, 'x')).toBe(
      'Status pesanan tidak dapat diubah dari dikirim ke dibatalkan',
    );
    actAs(as.admin);
    await setOrderStatus(codId, 'selesai');

    actAs(as.buyer);
    const order = await getOrder(codId);
    expect(order.status).toBe('selesai');
    expect(order.history.map((e) => [e.status, e.changedByName, e.changedByRole])).toEqual([
      ['diproses', 'Dewi Lestari', 'buyer'],
      ['dikirim', 'Budi Santoso', 'seller'],
      ['selesai', 'Admin Koperasi', 'admin'],
    ]);
    expect(order.history.every((e) => !Number.isNaN(Date.parse(e.changedAt)))).toBe(true);
  });

  it('the buyer cancels while awaiting payment and the stock comes back; not twice', async () => {
    actAs(as.buyer);
    const before = [await stockOf(ofSeller.id), await stockOf(ofSeller2.id)];
    expect((await cancelOrder(mixedId)).status).toBe('dibatalkan');
    expect([await stockOf(ofSeller.id), await stockOf(ofSeller2.id)]).toEqual([
      before[0]! + 2,
      before[1]! + 1,
    ]);
    const again = await cancelOrder(mixedId).catch((e: unknown) => e);
    expect(orderErrorMessage(again, 'x')).toBe('Pesanan hanya dapat dibatalkan selama menunggu pembayaran');
    expect((await getOrder(mixedId)).history.map((e) => e.status)).toEqual([
      'menunggu_pembayaran',
      'dibatalkan',
    ]);
  });
});
