/**
 * The order services against the local Supabase server (real supabase-js, the fulfilment functions, RLS and
 * the private proof bucket): a buyer quotes and places an order from two sellers, uploads a proof of
 * transfer, an admin rejects and accepts it, each seller sees and ships only their own shipment, the buyer
 * confirms receipt; and who may cancel what.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../../../local-supabase/test/helpers/server';
import { setSupabaseClient, type KoperasiSupabaseClient } from '../../src/supabase/client';
import { appClient, signedInAppClient } from './app-client';
import { gifFile } from './backoffice-fixtures';
import { orderErrorCode, orderErrorMessage } from '../../src/features/orders/order-error';
import {
  cancelOrder,
  deleteShippingRate,
  getLastShippingAddress,
  getMyOrders,
  getOrder,
  getOrdersForBackoffice,
  getPaymentProofUrl,
  getShippingRates,
  placeOrder,
  quoteOrder,
  reviewPayment,
  saveShippingRate,
  updateShipment,
  uploadPaymentProof,
} from '../../src/features/orders/order-service';
import { canBuyerCancel, sellerShipmentActions } from '../../src/features/orders/order-status';
import { PAYMENT_PROOF_MESSAGES } from '../../src/features/orders/payment-proof';
import type { Order, OrdersPage, OrdersSort, ShippingAddress } from '../../src/features/orders/types';

const PASSWORD = 'Koperasi#2024';
const SELLER_ID = 'a1a1a1a1-0000-4000-8000-000000000002';
const SELLER2_ID = 'a1a1a1a1-0000-4000-8000-000000000004';
const BUYER_ID = 'a1a1a1a1-0000-4000-8000-000000000003';
const RUPIAH_PER_BASE_UNIT = 15000;
/** The seeded tariff of Jawa Barat. */
const JAWA_BARAT = 15000;

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
const rupiah = (product: ProductRow) => Math.round(product.price * RUPIAH_PER_BASE_UNIT);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => ({ code: orderErrorCode(error), message: orderErrorMessage(error, '(none)') }),
  );
const pdfFile = (name = 'Bukti Transfer BCA.pdf') =>
  new File([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], name, {
    type: 'application/pdf',
  });
const shipmentOf = (order: Order, sellerId: string) => {
  const shipment = order.shipments.find((s) => s.sellerId === sellerId);
  if (!shipment) throw new Error(`no shipment of ${sellerId}`);
  return shipment;
};

async function stocks(): Promise<[number, number]> {
  const { data, error } = await service
    .from('products')
    .select('id, stock')
    .in('id', [ofSeller.id, ofSeller2.id]);
  if (error) throw error;
  const rows: { id: number; stock: number }[] = data;
  const of = (id: number) => rows.find((row) => row.id === id)?.stock ?? NaN;
  return [of(ofSeller.id), of(ofSeller2.id)];
}

async function productOf(sellerId: string): Promise<ProductRow> {
  const { data, error } = await service
    .from('products')
    .select('id, name, price, stock')
    .eq('seller_id', sellerId)
    .gte('stock', 20)
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

describe('shipping tariffs', () => {
  it('everyone reads them; only an admin changes them', async () => {
    actAs(as.buyer);
    const rates = await getShippingRates();
    expect(rates).toContainEqual({ province: 'Jawa Barat', cost: JAWA_BARAT });
    expect(rates.map((r) => r.province)).toEqual([...rates.map((r) => r.province)].sort());
    expect(await failure(saveShippingRate({ province: 'Jawa Barat', cost: 1 }))).toEqual({
      code: '42501',
      message: 'Hanya admin yang dapat mengubah ongkos kirim',
    });
    expect((await failure(deleteShippingRate('Jawa Barat'))).code).toBe('KP004');

    actAs(as.admin);
    expect(await saveShippingRate({ province: 'Pulau Uji', cost: 99000 })).toEqual({
      province: 'Pulau Uji',
      cost: 99000,
    });
    expect(await saveShippingRate({ province: 'Pulau Uji', cost: 98000 })).toEqual({
      province: 'Pulau Uji',
      cost: 98000,
    });
    expect((await failure(saveShippingRate({ province: 'Pulau Uji', cost: 1.5 }))).code).toBe('22023');
    await deleteShippingRate('Pulau Uji');
    actAs(as.buyer);
    expect((await getShippingRates()).map((r) => r.province)).not.toContain('Pulau Uji');
    expect(rates).toContainEqual({ province: 'Jawa Barat', cost: JAWA_BARAT });
  });
});

describe('an order from two sellers', () => {
  let orderId: string;
  let placedAt: number;

  it('the checkout quotes one shipment per seller, each with the tariff of the province', async () => {
    actAs(as.buyer);
    const items = [
      { productId: ofSeller.id, quantity: 2 },
      { productId: ofSeller2.id, quantity: 1 },
    ];
    const subtotal = rupiah(ofSeller) * 2 + rupiah(ofSeller2);
    const quote = await quoteOrder(items, 'Jawa Barat');
    expect(quote).toMatchObject({ subtotal, shippingCost: 2 * JAWA_BARAT, total: subtotal + 2 * JAWA_BARAT });
    expect(quote.shipments.map((s) => [s.sellerId, s.sellerName, s.subtotal, s.shippingCost])).toEqual([
      [SELLER_ID, 'Budi Santoso', rupiah(ofSeller) * 2, JAWA_BARAT],
      [SELLER2_ID, 'Siti Rahayu', rupiah(ofSeller2), JAWA_BARAT],
    ]);
    expect(quote.shipments[0]!.lines).toEqual([
      {
        productId: ofSeller.id,
        productName: ofSeller.name,
        unitPrice: rupiah(ofSeller),
        quantity: 2,
        lineTotal: rupiah(ofSeller) * 2,
        stock: ofSeller.stock,
      },
    ]);

    const unpriced = await quoteOrder(items, null);
    expect(unpriced).toMatchObject({ subtotal, shippingCost: null, total: null });
    expect(unpriced.shipments.every((s) => s.shippingCost === null)).toBe(true);
    expect(await failure(quoteOrder(items, 'Atlantis'))).toEqual({
      code: 'KP006',
      message: 'Pengiriman ke provinsi Atlantis belum tersedia',
    });
  });

  it('refuses a province without a tariff and a seller buying their own product, changing nothing', async () => {
    actAs(as.buyer);
    const before = await stocks();
    expect(
      await failure(
        placeOrder([{ productId: ofSeller.id, quantity: 1 }], { ...ADDRESS, province: 'Atlantis' }, 'cod'),
      ),
    ).toEqual({ code: 'KP006', message: 'Pengiriman ke provinsi Atlantis belum tersedia' });
    actAs(as.seller);
    expect(
      await failure(placeOrder([{ productId: ofSeller.id, quantity: 1 }], ADDRESS, 'bank_transfer')),
    ).toEqual({ code: 'KP007', message: 'Anda tidak dapat membeli produk Anda sendiri' });
    expect(await stocks()).toEqual(before);
  });

  it('places one order with two shipments, a unique code and a payment deadline; the stock is taken', async () => {
    actAs(as.buyer);
    const before = await stocks();
    expect(await getLastShippingAddress()).toBeNull();
    const placed = await placeOrder(
      [
        { productId: ofSeller.id, quantity: 2 },
        { productId: ofSeller2.id, quantity: 1 },
      ],
      ADDRESS,
      'bank_transfer',
    );
    orderId = placed.id;
    placedAt = Date.parse(placed.createdAt);
    expect(placed.orderNumber).toMatch(/^KOP-\d{8}-\d{6}$/);
    expect(placed).toMatchObject({
      buyerId: BUYER_ID,
      status: 'menunggu_pembayaran',
      paymentMethod: 'bank_transfer',
      shipping: { ...ADDRESS, phone: '081234567890' },
    });
    expect(await stocks()).toEqual([before[0] - 2, before[1] - 1]);

    const order = await getOrder(orderId);
    const subtotal = rupiah(ofSeller) * 2 + rupiah(ofSeller2);
    const payment = order.payment!;
    expect(payment).toMatchObject({
      status: 'menunggu_pembayaran',
      subtotal,
      shippingCost: 2 * JAWA_BARAT,
      proofPath: '',
      paidAt: null,
    });
    expect(payment.uniqueCode).toBeGreaterThanOrEqual(1);
    expect(payment.uniqueCode).toBeLessThanOrEqual(999);
    expect(payment.total).toBe(subtotal + 2 * JAWA_BARAT + payment.uniqueCode);
    expect(Date.parse(payment.dueAt!) - placedAt).toBeGreaterThan(86_400_000 - 60_000);
    expect(Date.parse(payment.dueAt!) - placedAt).toBeLessThan(86_400_000 + 60_000);
    expect(
      order.shipments
        .map((s) => [s.sellerId, s.sellerName, s.status, s.releasedAt])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      [SELLER_ID, 'Budi Santoso', 'diproses', null],
      [SELLER2_ID, 'Siti Rahayu', 'diproses', null],
    ]);
    expect(shipmentOf(order, SELLER_ID)).toMatchObject({
      subtotal: rupiah(ofSeller) * 2,
      shippingCost: JAWA_BARAT,
    });
    expect(shipmentOf(order, SELLER_ID).lines).toEqual([
      expect.objectContaining({
        productId: ofSeller.id,
        productName: ofSeller.name,
        unitPrice: rupiah(ofSeller),
        quantity: 2,
        lineTotal: rupiah(ofSeller) * 2,
      }),
    ]);
    expect(order.history.map((e) => [e.kind, e.status, e.changedByName])).toEqual([
      ['order', 'menunggu_pembayaran', 'Dewi Lestari'],
      ['payment', 'menunggu_pembayaran', 'Dewi Lestari'],
    ]);
    expect((await getMyOrders()).map((o) => o.id)).toEqual([orderId]);
    expect(await getLastShippingAddress()).toEqual({ ...ADDRESS, phone: '081234567890', notes: '' });
  });

  it('the sellers do not see the order before it is paid', async () => {
    actAs(as.seller);
    // (the seed's orders of this seller are all received: only open shipments are listed here)
    expect((await getOrdersForBackoffice({ sellerId: SELLER_ID, shipmentStatus: 'diproses' })).items).toEqual(
      [],
    );
    expect((await failure(getOrder(orderId))).code).toBe('KP004');
    const order = await (async () => {
      actAs(as.admin);
      return getOrder(orderId);
    })();
    actAs(as.seller);
    expect(
      await failure(
        updateShipment(shipmentOf(order, SELLER_ID).id, {
          status: 'dikirim',
          courier: 'JNE',
          trackingNumber: 'JP0012345678',
        }),
      ),
    ).toEqual({
      code: 'KP004',
      message: 'Pesanan tidak ditemukan',
    });
  });

  it('the buyer uploads a proof of transfer into the private bucket; the payment waits for an admin', async () => {
    actAs(as.buyer);
    expect(await failure(uploadPaymentProof(orderId, gifFile()))).toEqual({
      code: '22023',
      message: PAYMENT_PROOF_MESSAGES.fileType,
    });
    const payment = await uploadPaymentProof(orderId, pdfFile());
    expect(payment.status).toBe('menunggu_verifikasi');
    expect(payment.proofPath).toMatch(new RegExp(`^${BUYER_ID}/${orderId}/\\d+-Bukti-Transfer-BCA\\.pdf$`));
    expect(payment.proofUploadedAt).not.toBeNull();

    const url = await getPaymentProofUrl(payment.proofPath);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect((await response.text()).startsWith('%PDF')).toBe(true);

    // while an admin checks it, the buyer can neither cancel nor upload again
    const order = await getOrder(orderId);
    expect(canBuyerCancel(order)).toBe(false);
    expect(await failure(cancelOrder(orderId))).toEqual({
      code: 'KP003',
      message: 'Bukti pembayaran sedang diverifikasi admin; pesanan belum dapat dibatalkan',
    });
    expect((await failure(uploadPaymentProof(orderId, pdfFile()))).code).toBe('KP003');
  });

  it('only the buyer and admins read the proof', async () => {
    actAs(as.admin);
    const { payment } = await getOrder(orderId);
    expect(await getPaymentProofUrl(payment!.proofPath)).toBeTruthy();
    actAs(as.seller);
    await expect(getPaymentProofUrl(payment!.proofPath)).rejects.toThrow();
  });

  it("the admin's queue lists the proofs to check; a rejection needs a reason and gives the buyer a new try", async () => {
    actAs(as.admin);
    const queue = await getOrdersForBackoffice({ paymentStatus: 'menunggu_verifikasi' });
    expect(queue.items.map((o) => o.id)).toEqual([orderId]);
    expect(queue.total).toBe(1);
    expect((await getOrdersForBackoffice({ paymentStatus: 'dibayar' })).items).toEqual([]);

    actAs(as.buyer);
    expect(await failure(reviewPayment(orderId, true))).toEqual({
      code: '42501',
      message: 'Hanya admin yang dapat memverifikasi pembayaran',
    });

    actAs(as.admin);
    expect(await failure(reviewPayment(orderId, false))).toEqual({
      code: '22023',
      message: 'Alasan penolakan wajib diisi (5 sampai 500 karakter)',
    });
    const rejected = await reviewPayment(orderId, false, 'Nominal transfer tidak sesuai');
    expect(rejected).toMatchObject({
      status: 'menunggu_pembayaran',
      rejectionReason: 'Nominal transfer tidak sesuai',
    });
    expect(Date.parse(rejected.dueAt!)).toBeGreaterThan(Date.now() + 86_400_000 - 60_000);

    actAs(as.buyer);
    const order = await getOrder(orderId);
    expect(order.payment!.rejectionReason).toBe('Nominal transfer tidak sesuai');
    expect(order.history.at(-1)).toMatchObject({
      kind: 'payment',
      status: 'menunggu_pembayaran',
      note: 'Nominal transfer tidak sesuai',
      changedByName: 'Admin Koperasi',
    });
    expect((await uploadPaymentProof(orderId, pdfFile('bukti-2.pdf'))).status).toBe('menunggu_verifikasi');
  });

  it('the admin accepts the payment: the order is paid and each shipment released to its seller', async () => {
    actAs(as.admin);
    const paid = await reviewPayment(orderId, true);
    expect(paid.status).toBe('dibayar');
    expect(paid.paidAt).not.toBeNull();
    expect(paid.rejectionReason).toBe('');
    expect(await failure(reviewPayment(orderId, true))).toMatchObject({ code: 'KP003' });
    const order = await getOrder(orderId);
    expect(order.status).toBe('diproses');
    expect(order.shipments.every((s) => s.releasedAt !== null)).toBe(true);
  });

  it('each seller sees only their own shipment and lines, never the payment', async () => {
    for (const [client, sellerId, product] of [
      [as.seller, SELLER_ID, ofSeller],
      [as.seller2, SELLER2_ID, ofSeller2],
    ] as const) {
      actAs(client);
      // the seed's received orders aside
      const listed = await getOrdersForBackoffice({ sellerId, shipmentStatus: 'diproses' });
      expect(listed.items.map((o) => o.id)).toEqual([orderId]);
      // RLS alone gives the same
      const order = await getOrder(orderId);
      for (const view of [listed.items[0]!, order]) {
        expect(view.payment).toBeNull();
        expect(view.shipments.map((s) => s.sellerId)).toEqual([sellerId]);
        expect(view.shipments[0]!.lines.map((l) => l.productId)).toEqual([product.id]);
        expect(
          view.history.every((e) => e.kind === 'shipment' && e.shipmentId === view.shipments[0]!.id),
        ).toBe(true);
        expect(view.shipping.recipientName).toBe('Dewi Lestari');
      }
      expect(sellerShipmentActions(order.shipments[0]!, order)).toEqual(['dikirim', 'dibatalkan']);
      // the payment queue is not theirs to see
      expect((await getOrdersForBackoffice({ paymentStatus: 'dibayar' })).items).toEqual([]);
    }
  });

  it('a seller ships with a courier and tracking number, only their own shipment', async () => {
    actAs(as.admin);
    const order = await getOrder(orderId);
    const mine = shipmentOf(order, SELLER_ID);
    const theirs = shipmentOf(order, SELLER2_ID);

    actAs(as.buyer);
    expect(
      await failure(
        updateShipment(mine.id, { status: 'dikirim', courier: 'JNE', trackingNumber: 'JP0012345678' }),
      ),
    ).toEqual({
      code: '42501',
      message: 'Hanya penjual atau admin yang dapat mengubah status pengiriman ini',
    });

    actAs(as.seller);
    expect(
      await failure(
        updateShipment(theirs.id, { status: 'dikirim', courier: 'JNE', trackingNumber: 'JP0012345678' }),
      ),
    ).toEqual({ code: 'KP004', message: 'Pesanan tidak ditemukan' });
    expect(await failure(updateShipment(mine.id, { status: 'dikirim', courier: 'JNE' }))).toEqual({
      code: '22023',
      message: 'Nomor resi wajib diisi',
    });
    expect(await failure(updateShipment(mine.id, { status: 'diterima' }))).toEqual({
      code: '42501',
      message: 'Hanya pembeli yang dapat mengonfirmasi pesanan diterima',
    });
    const sent = await updateShipment(mine.id, {
      status: 'dikirim',
      courier: ' JNE ',
      trackingNumber: 'jp-0012345678',
    });
    expect(sent).toMatchObject({
      id: mine.id,
      status: 'dikirim',
      courier: 'JNE',
      // spaces and dashes out, upper case, checked by JNE's format
      trackingNumber: 'JP0012345678',
    });
    expect(sent.shippedAt).not.toBeNull();

    actAs(as.buyer);
    let seen = await getOrder(orderId);
    expect(seen.status).toBe('diproses');
    expect(shipmentOf(seen, SELLER_ID)).toMatchObject({ courier: 'JNE', trackingNumber: 'JP0012345678' });
    expect(await failure(cancelOrder(orderId))).toEqual({
      code: 'KP003',
      message: 'Pesanan yang sudah dikirim tidak dapat dibatalkan',
    });

    actAs(as.seller2);
    await updateShipment(theirs.id, {
      status: 'dikirim',
      courier: 'SiCepat',
      trackingNumber: '004400123456',
    });
    actAs(as.buyer);
    seen = await getOrder(orderId);
    expect(seen.status).toBe('dikirim');
    expect(
      seen.history.filter((e) => e.kind === 'shipment' && e.status === 'dikirim').map((e) => e.note),
    ).toEqual(['JNE JP0012345678', 'SiCepat 004400123456']);
  });

  it('the buyer confirms each shipment received; the order is done', async () => {
    actAs(as.buyer);
    const order = await getOrder(orderId);
    const first = await updateShipment(shipmentOf(order, SELLER_ID).id, { status: 'diterima' });
    expect(first.status).toBe('diterima');
    expect((await getOrder(orderId)).status).toBe('dikirim');
    await updateShipment(shipmentOf(order, SELLER2_ID).id, { status: 'diterima' });
    const done = await getOrder(orderId);
    expect(done.status).toBe('selesai');
    expect(done.shipments.every((s) => s.status === 'diterima' && s.receivedAt !== null)).toBe(true);
    expect(done.history.filter((e) => e.kind === 'order').map((e) => [e.status, e.changedByRole])).toEqual([
      ['menunggu_pembayaran', 'buyer'],
      ['diproses', 'admin'],
      ['dikirim', 'seller'],
      ['selesai', 'buyer'],
    ]);
    expect(
      await failure(updateShipment(shipmentOf(order, SELLER_ID).id, { status: 'diterima' })),
    ).toMatchObject({
      code: 'KP003',
    });
  });
});

describe('cancelling', () => {
  it('a COD order is released at once; its seller cancels their shipment with a reason and the stock comes back', async () => {
    actAs(as.buyer);
    const before = await stocks();
    const placed = await placeOrder([{ productId: ofSeller.id, quantity: 3 }], ADDRESS, 'cod');
    expect(placed.status).toBe('diproses');
    const order = await getOrder(placed.id);
    expect(order.payment).toMatchObject({ status: 'bayar_di_tempat', uniqueCode: 0, dueAt: null });
    expect(order.payment!.total).toBe(rupiah(ofSeller) * 3 + JAWA_BARAT);
    expect(order.shipments[0]!.releasedAt).not.toBeNull();
    expect(await stocks()).toEqual([before[0] - 3, before[1]]);

    actAs(as.seller);
    const shipmentId = (await getOrder(placed.id)).shipments[0]!.id;
    expect(await failure(updateShipment(shipmentId, { status: 'dibatalkan' }))).toEqual({
      code: '22023',
      message: 'Alasan pembatalan wajib diisi (5 sampai 500 karakter)',
    });
    // a seller cannot cancel the whole order
    expect((await failure(cancelOrder(placed.id))).code).toBe('KP004');
    const cancelled = await updateShipment(shipmentId, {
      status: 'dibatalkan',
      reason: 'Stok rusak saat dikemas',
    });
    expect(cancelled).toMatchObject({ status: 'dibatalkan', cancelReason: 'Stok rusak saat dikemas' });
    expect(await stocks()).toEqual(before);

    actAs(as.buyer);
    const seen = await getOrder(placed.id);
    expect(seen.status).toBe('dibatalkan');
    expect(canBuyerCancel(seen)).toBe(false);
  });

  it('the buyer cancels an unpaid transfer (not twice), or a COD order until something has left', async () => {
    actAs(as.buyer);
    const before = await stocks();
    const transfer = await placeOrder([{ productId: ofSeller2.id, quantity: 2 }], ADDRESS, 'bank_transfer');
    expect(canBuyerCancel(await getOrder(transfer.id))).toBe(true);
    expect((await cancelOrder(transfer.id, 'Salah pilih produk')).status).toBe('dibatalkan');
    expect(await stocks()).toEqual(before);
    const cancelled = await getOrder(transfer.id);
    expect(cancelled.payment!.status).toBe('dibatalkan');
    expect(cancelled.shipments[0]).toMatchObject({
      status: 'dibatalkan',
      cancelReason: 'Salah pilih produk',
    });
    expect(await failure(cancelOrder(transfer.id))).toEqual({
      code: 'KP003',
      message: 'Pesanan sudah dibatalkan',
    });
    expect((await failure(uploadPaymentProof(transfer.id, pdfFile()))).code).toBe('KP003');

    const cod = await placeOrder(
      [
        { productId: ofSeller.id, quantity: 1 },
        { productId: ofSeller2.id, quantity: 1 },
      ],
      ADDRESS,
      'cod',
    );
    actAs(as.seller);
    const sellerView = await getOrder(cod.id);
    await updateShipment(sellerView.shipments[0]!.id, {
      status: 'dikirim',
      courier: 'JNT',
      trackingNumber: 'JT0000000001',
    });
    actAs(as.buyer);
    expect(canBuyerCancel(await getOrder(cod.id))).toBe(false);
    expect(await failure(cancelOrder(cod.id))).toEqual({
      code: 'KP003',
      message: 'Pesanan yang sudah dikirim tidak dapat dibatalkan',
    });
    actAs(as.admin);
    expect((await failure(cancelOrder(cod.id, 'Dibatalkan admin'))).code).toBe('KP003');

    actAs(as.buyer);
    const untouched = await placeOrder([{ productId: ofSeller2.id, quantity: 1 }], ADDRESS, 'cod');
    expect(canBuyerCancel(await getOrder(untouched.id))).toBe(true);
    expect((await cancelOrder(untouched.id)).status).toBe('dibatalkan');
  });

  it('an admin cancels a paid order while nothing has left, with a reason the buyer reads', async () => {
    actAs(as.buyer);
    const placed = await placeOrder([{ productId: ofSeller.id, quantity: 1 }], ADDRESS, 'bank_transfer');
    actAs(as.admin);
    await reviewPayment(placed.id, true);
    actAs(as.buyer);
    expect(canBuyerCancel(await getOrder(placed.id))).toBe(false);
    expect(await failure(cancelOrder(placed.id))).toEqual({
      code: 'KP003',
      message: 'Pesanan yang sudah dibayar hanya dapat dibatalkan oleh penjual atau admin',
    });
    actAs(as.admin);
    expect((await cancelOrder(placed.id, 'Penjual tidak dapat memenuhi pesanan')).status).toBe('dibatalkan');
    actAs(as.buyer);
    const seen = await getOrder(placed.id);
    expect(seen.shipments[0]).toMatchObject({
      status: 'dibatalkan',
      cancelReason: 'Penjual tidak dapat memenuhi pesanan',
    });
  });

  it('a buyer holds at most three unpaid orders', async () => {
    actAs(as.buyer);
    // open now: the COD order with one shipment sent
    const open = [
      await placeOrder([{ productId: ofSeller.id, quantity: 1 }], ADDRESS, 'bank_transfer'),
      await placeOrder([{ productId: ofSeller.id, quantity: 1 }], ADDRESS, 'bank_transfer'),
    ];
    const refused = await failure(
      placeOrder([{ productId: ofSeller.id, quantity: 1 }], ADDRESS, 'bank_transfer'),
    );
    expect(refused.code).toBe('KP005');
    expect(refused.message).toMatch(/^Anda masih memiliki 3 pesanan yang belum dibayar/);
    for (const order of open) await cancelOrder(order.id);
    expect((await placeOrder([{ productId: ofSeller.id, quantity: 1 }], ADDRESS, 'cod')).status).toBe(
      'diproses',
    );
  });

  it('a stranger reads nothing of an order', async () => {
    actAs(as.buyer);
    const [latest] = await getMyOrders();
    actAs(as.seller2);
    expect((await failure(getOrder(latest!.id))).code).toBe('KP004');
    expect((await getMyOrders()).map((o) => o.id)).not.toContain(latest!.id);
  });
});

describe("the back office's lists", () => {
  let rina: KoperasiSupabaseClient;
  const ids = (page: OrdersPage) => page.items.map((o) => o.id);

  beforeAll(async () => {
    // a buyer of their own, so the orders of the tests above do not count against the unpaid-orders limit
    const email = `rina.${Date.now()}@koperasi.test`;
    const { error } = await server.signUpConfirmed(appClient(server), {
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Rina Wati', phone: '081311112222', role: 'buyer' } },
    });
    if (error) throw error;
    rina = await signedInAppClient(server, email, PASSWORD);
  });

  it("a seller's tab lists the orders whose own shipment has that status; each order keeps its shipments", async () => {
    actAs(rina);
    const both = await placeOrder(
      [
        { productId: ofSeller.id, quantity: 1 },
        { productId: ofSeller2.id, quantity: 1 },
      ],
      ADDRESS,
      'cod',
    );
    actAs(as.seller);
    const mine = (await getOrder(both.id)).shipments[0]!;
    await updateShipment(mine.id, { status: 'dikirim', courier: 'JNE', trackingNumber: 'JP0007654321' });

    expect(ids(await getOrdersForBackoffice({ sellerId: SELLER_ID, shipmentStatus: 'dikirim' }))).toContain(
      both.id,
    );
    expect(
      ids(await getOrdersForBackoffice({ sellerId: SELLER_ID, shipmentStatus: 'diproses' })),
    ).not.toContain(both.id);
    actAs(as.seller2);
    const waiting = await getOrdersForBackoffice({ sellerId: SELLER2_ID, shipmentStatus: 'diproses' });
    expect(waiting.items.find((o) => o.id === both.id)?.shipments.map((s) => [s.sellerId, s.status])).toEqual(
      [[SELLER2_ID, 'diproses']],
    );
    expect(waiting.total).toBe(waiting.items.length);
    expect(
      ids(await getOrdersForBackoffice({ sellerId: SELLER2_ID, shipmentStatus: 'dikirim' })),
    ).not.toContain(both.id);

    // an admin: the orders with a shipment in that status, each with all its shipments
    actAs(as.admin);
    for (const shipmentStatus of ['diproses', 'dikirim'] as const) {
      const listed = (await getOrdersForBackoffice({ shipmentStatus, pageSize: 100 })).items.find(
        (o) => o.id === both.id,
      );
      expect(listed?.shipments.map((s) => [s.sellerId, s.status]).sort()).toEqual([
        [SELLER_ID, 'dikirim'],
        [SELLER2_ID, 'diproses'],
      ]);
    }
    expect(ids(await getOrdersForBackoffice({ shipmentStatus: 'diterima', pageSize: 100 }))).not.toContain(
      both.id,
    );
    // with sellerId, the status is that seller's shipment's, and the filters combine
    expect(
      ids(await getOrdersForBackoffice({ sellerId: SELLER_ID, shipmentStatus: 'diproses', pageSize: 100 })),
    ).not.toContain(both.id);
    const sent = await getOrdersForBackoffice({
      sellerId: SELLER_ID,
      shipmentStatus: 'dikirim',
      paymentStatus: 'bayar_di_tempat',
      status: 'diproses',
      pageSize: 100,
    });
    expect(sent.items.find((o) => o.id === both.id)?.shipments.map((s) => s.sellerId)).toEqual([SELLER_ID]);
  });

  it('the verification queue lists the proof waiting longest first', async () => {
    actAs(rina);
    // with the COD order above, three unpaid orders: the limit is not passed
    const first = await placeOrder([{ productId: ofSeller.id, quantity: 1 }], ADDRESS, 'bank_transfer');
    const second = await placeOrder([{ productId: ofSeller2.id, quantity: 1 }], ADDRESS, 'bank_transfer');
    await uploadPaymentProof(second.id, pdfFile());
    await uploadPaymentProof(first.id, pdfFile());

    actAs(as.admin);
    const queue = async (sort?: OrdersSort) =>
      ids(await getOrdersForBackoffice({ paymentStatus: 'menunggu_verifikasi', sort })).filter(
        (id) => id === first.id || id === second.id,
      );
    expect(await queue('oldestProof')).toEqual([second.id, first.id]);
    expect(await queue('oldest')).toEqual([first.id, second.id]);
    expect(await queue()).toEqual([second.id, first.id]);

    // a rejected proof uploaded again waits behind the one already there
    await reviewPayment(second.id, false, 'Nominal transfer tidak sesuai');
    actAs(rina);
    await uploadPaymentProof(second.id, pdfFile('bukti-ulang.pdf'));
    actAs(as.admin);
    expect(await queue('oldestProof')).toEqual([first.id, second.id]);
    expect(await queue('newest')).toEqual([second.id, first.id]);
  });
});
