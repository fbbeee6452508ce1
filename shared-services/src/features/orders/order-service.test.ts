import { setSupabaseClient } from '../../supabase/client';
import { isStockError, OrderError, orderErrorCode, orderErrorMessage } from './order-error';
import {
  cancelOnlineOrder,
  cancelOrder,
  getOrder,
  getOrdersForBackoffice,
  getPaymentEvents,
  getPaymentProofUrl,
  PAYMENT_NOT_PAYABLE_TEXT,
  PAYMENT_OFFLINE_TEXT,
  PAYMENT_SESSION_EXPIRED_TEXT,
  PAYMENT_UNAVAILABLE_TEXT,
  placeOrder,
  quoteOrder,
  reviewPayment,
  startOnlinePayment,
  updateShipment,
  uploadPaymentProof,
} from './order-service';
import { toOrder, toQuote, toShippingPayload, type OrderRow } from './order-model';
import { PAYMENT_PROOF_MESSAGES } from './payment-proof';

const ORDER_ID = '6f1d2c1e-8a1b-4c1e-9d1f-000000000001';

const PAYMENT_ROW = {
  status: 'menunggu_pembayaran',
  subtotal: 303000,
  shipping_cost: 30000,
  unique_code: 123,
  total: 333123,
  due_at: '2026-11-22T03:00:00.000Z',
  proof_path: null,
  proof_uploaded_at: null,
  rejection_reason: null,
  paid_at: null,
  reviewed_at: null,
  gateway_order_id: null,
  gateway_transaction_id: null,
  gateway_status: null,
  payment_type: null,
  refunded_at: null,
};

const SHIPMENT_ROW = {
  id: 12,
  seller_id: 's2',
  status: 'dikirim',
  subtotal: 48000,
  shipping_cost: 15000,
  courier: 'JNE',
  tracking_number: 'JP1234567890',
  released_at: '2026-11-21T04:00:00.000Z',
  shipped_at: '2026-11-21T05:00:00.000Z',
  received_at: null,
  cancelled_at: null,
  cancel_reason: null,
};

const ROW: OrderRow = {
  id: ORDER_ID,
  order_number: 'KOP-20261121-000007',
  buyer_id: 'buyer-1',
  status: 'dikirim',
  payment_method: 'bank_transfer',
  recipient_name: 'Dewi Lestari',
  phone: '081234567890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40114',
  notes: null,
  created_at: '2026-11-21T03:00:00.000Z',
  updated_at: '2026-11-21T05:00:00.000Z',
  buyer: { full_name: 'Dewi Lestari' },
  order_payments: { ...PAYMENT_ROW, status: 'dibayar', paid_at: '2026-11-21T04:00:00.000Z' },
  order_shipments: [
    {
      ...SHIPMENT_ROW,
      seller: { full_name: 'Siti Rahayu' },
      order_items: [
        {
          id: 9,
          product_id: 12,
          product_name: 'BBM Fresh Catalyst',
          product_image: null,
          unit_price: 48000,
          quantity: 1,
          line_total: 48000,
        },
      ],
    },
    {
      ...SHIPMENT_ROW,
      id: 11,
      seller_id: 's1',
      status: 'diproses',
      subtotal: 255000,
      courier: null,
      tracking_number: null,
      shipped_at: null,
      seller: { full_name: 'Budi Santoso' },
      order_items: [
        {
          id: 8,
          product_id: null,
          product_name: 'Ikan Salmon Segar',
          product_image: 'http://x/a.webp',
          unit_price: 127500,
          quantity: 2,
          line_total: 255000,
        },
      ],
    },
  ],
  order_status_events: [
    {
      id: 3,
      kind: 'payment',
      status: 'dibayar',
      shipment_id: null,
      note: null,
      changed_by: 'admin-1',
      changed_at: '2026-11-21T04:00:00.000Z',
      actor: { full_name: 'Admin Koperasi', role: 'admin' },
    },
    {
      id: 1,
      kind: 'order',
      status: 'menunggu_pembayaran',
      shipment_id: null,
      note: null,
      changed_by: 'buyer-1',
      changed_at: '2026-11-21T03:00:00.000Z',
      actor: { full_name: 'Dewi Lestari', role: 'buyer' },
    },
    {
      id: 4,
      kind: 'shipment',
      status: 'dikirim',
      shipment_id: 12,
      note: 'JNE JP1234567890',
      changed_by: null,
      changed_at: '2026-11-21T05:00:00.000Z',
      actor: null,
    },
  ],
};

const ORDER_TABLE_ROW = {
  id: ORDER_ID,
  order_number: ROW.order_number,
  buyer_id: 'buyer-1',
  status: 'menunggu_pembayaran',
  payment_method: 'bank_transfer',
  recipient_name: 'Dewi Lestari',
  phone: '081234567890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40114',
  notes: null,
  created_at: '2026-11-21T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
};

interface Calls {
  rpc: unknown[][];
  query: unknown[][];
  storage: unknown[][];
  functions: unknown[][];
}

/** A client whose rpc / from / storage / Edge Functions answer with these results; records the calls. */
function fakeClient(
  result: { data: unknown; error: unknown; count?: number },
  storageResult: { data: unknown; error: unknown } = { data: {}, error: null },
  functionResult: () => Promise<Response> = async () => Response.json({}),
) {
  const calls: Calls = { rpc: [], query: [], storage: [], functions: [] };
  const builder: Record<string, unknown> = {
    then: (resolve: (value: unknown) => void) => resolve(result),
  };
  for (const name of ['select', 'eq', 'order', 'limit', 'range']) {
    builder[name] = (...args: unknown[]) => {
      calls.query.push([name, ...args]);
      return builder;
    };
  }
  builder.maybeSingle = async () => result;
  const bucket = (name: string) => {
    const record =
      (method: string) =>
      async (...args: unknown[]) => {
        calls.storage.push([method, name, ...args]);
        return storageResult;
      };
    return {
      upload: record('upload'),
      remove: record('remove'),
      createSignedUrl: record('createSignedUrl'),
    };
  };
  const client = {
    rpc: async (...args: unknown[]) => {
      calls.rpc.push(args);
      return result;
    },
    from: (table: string) => {
      calls.query.push(['from', table]);
      return builder;
    },
    storage: async () => ({ from: bucket }),
    invokeFunction: async (...args: unknown[]) => {
      calls.functions.push(args);
      return functionResult();
    },
    auth: { getSession: async () => ({ data: { session: { user: { id: 'buyer-1' } } } }) },
  };
  setSupabaseClient(client as never);
  return calls;
}

afterEach(() => setSupabaseClient(undefined));

describe('toOrder', () => {
  it('maps payment, shipments with their lines and seller, and the history oldest first', () => {
    const order = toOrder(ROW);
    expect(order).toMatchObject({
      id: ORDER_ID,
      orderNumber: 'KOP-20261121-000007',
      buyerName: 'Dewi Lestari',
      status: 'dikirim',
      paymentMethod: 'bank_transfer',
      shipping: { recipientName: 'Dewi Lestari', postalCode: '40114', notes: '', city: 'Kota Bandung' },
      payment: {
        status: 'dibayar',
        subtotal: 303000,
        shippingCost: 30000,
        uniqueCode: 123,
        total: 333123,
        dueAt: '2026-11-22T03:00:00.000Z',
        proofPath: '',
        rejectionReason: '',
        paidAt: '2026-11-21T04:00:00.000Z',
      },
    });
    expect(order.shipments.map((s) => [s.id, s.sellerName, s.status, s.courier, s.trackingNumber])).toEqual([
      [11, 'Budi Santoso', 'diproses', '', ''],
      [12, 'Siti Rahayu', 'dikirim', 'JNE', 'JP1234567890'],
    ]);
    expect(order.shipments[0]).toMatchObject({
      subtotal: 255000,
      shippingCost: 15000,
      releasedAt: '2026-11-21T04:00:00.000Z',
      cancelReason: '',
      lines: [
        {
          id: 8,
          productId: null,
          productName: 'Ikan Salmon Segar',
          productImage: 'http://x/a.webp',
          unitPrice: 127500,
          quantity: 2,
          lineTotal: 255000,
        },
      ],
    });
    expect(order.shipments[1]!.lines[0]!.productImage).toBe('');
    expect(order.history.map((e) => [e.kind, e.status, e.shipmentId, e.note, e.changedByRole])).toEqual([
      ['order', 'menunggu_pembayaran', null, '', 'buyer'],
      ['payment', 'dibayar', null, '', 'admin'],
      ['shipment', 'dikirim', 12, 'JNE JP1234567890', null],
    ]);
  });

  it("gives a seller's view no payment", () => {
    expect(toOrder({ ...ROW, order_payments: null }).payment).toBeNull();
  });
});

describe('toQuote', () => {
  it('maps the per-seller split; without a province the fees and total are null', () => {
    const lines = [
      {
        product_id: 1,
        product_name: 'Salmon',
        unit_price: 127500,
        quantity: 2,
        line_total: 255000,
        stock: 40,
      },
    ];
    const shipment = { seller_id: 's1', seller_name: 'Budi', subtotal: 255000, lines };
    expect(
      toQuote({
        shipments: [{ ...shipment, shipping_cost: 15000 }],
        subtotal: 255000,
        shipping_cost: 15000,
        total: 270000,
      }),
    ).toEqual({
      shipments: [
        {
          sellerId: 's1',
          sellerName: 'Budi',
          subtotal: 255000,
          shippingCost: 15000,
          lines: [
            {
              productId: 1,
              productName: 'Salmon',
              unitPrice: 127500,
              quantity: 2,
              lineTotal: 255000,
              stock: 40,
            },
          ],
        },
      ],
      subtotal: 255000,
      shippingCost: 15000,
      total: 270000,
    });
    const unpriced = toQuote({
      shipments: [{ ...shipment, shipping_cost: null }],
      subtotal: 255000,
      shipping_cost: null,
      total: null,
    });
    expect(unpriced).toMatchObject({ shippingCost: null, total: null, shipments: [{ shippingCost: null }] });
    expect(toQuote(null)).toEqual({ shipments: [], subtotal: 0, shippingCost: null, total: null });
  });
});

describe('quoteOrder and placeOrder', () => {
  const address = {
    recipientName: ' Dewi Lestari ',
    phone: '0812-3456-7890',
    street: 'Jl. Melati No. 21',
    kelurahan: 'Cihapit',
    kecamatan: 'Bandung Wetan',
    city: 'Kota Bandung',
    province: 'Jawa Barat',
    postalCode: '40114',
    notes: '  ',
  };

  it('asks quote_order with the lines and the province (none when not chosen yet)', async () => {
    const calls = fakeClient({
      data: { shipments: [], subtotal: 0, shipping_cost: null, total: null },
      error: null,
    });
    await quoteOrder(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 0 },
      ],
      ' Jawa Barat ',
    );
    await quoteOrder([{ productId: 1, quantity: 1 }], null);
    expect(calls.rpc).toEqual([
      ['quote_order', { items: [{ product_id: 1, quantity: 2 }], province: 'Jawa Barat' }],
      ['quote_order', { items: [{ product_id: 1, quantity: 1 }], province: undefined }],
    ]);
    // an empty cart costs nothing and asks nobody
    expect(await quoteOrder([], 'Jawa Barat')).toEqual({
      shipments: [],
      subtotal: 0,
      shippingCost: null,
      total: null,
    });
    expect(calls.rpc).toHaveLength(2);
  });

  it('sends the lines with a quantity, the trimmed address and the method to place_order', async () => {
    const calls = fakeClient({ data: ORDER_TABLE_ROW, error: null });
    const placed = await placeOrder(
      [
        { productId: 12, quantity: 2 },
        { productId: 13, quantity: 0 },
      ],
      address,
      'cod',
    );
    expect(calls.rpc).toEqual([
      [
        'place_order',
        {
          items: [{ product_id: 12, quantity: 2 }],
          shipping: { ...toShippingPayload(address), recipient_name: 'Dewi Lestari', phone: '081234567890' },
          payment_method: 'cod',
        },
      ],
    ]);
    expect(toShippingPayload(address)).not.toHaveProperty('notes');
    expect(placed).toEqual({
      id: ORDER_ID,
      orderNumber: ROW.order_number,
      buyerId: 'buyer-1',
      status: 'menunggu_pembayaran',
      paymentMethod: 'bank_transfer',
      shipping: expect.objectContaining({ recipientName: 'Dewi Lestari' }),
      createdAt: ORDER_TABLE_ROW.created_at,
      updatedAt: ORDER_TABLE_ROW.updated_at,
    });
  });

  it('throws the stock error with the server sentence for people', async () => {
    fakeClient({
      data: null,
      error: {
        code: 'KP001',
        message: 'Stok tidak mencukupi untuk Ikan Salmon Segar',
        details: 'Stok tersedia: 3, jumlah dipesan: 4',
        hint: null,
      },
    });
    const error = await placeOrder([{ productId: 1, quantity: 4 }], address, 'bank_transfer').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OrderError);
    expect((error as OrderError).message).toBe(
      'Error creating order: Stok tidak mencukupi untuk Ikan Salmon Segar',
    );
    expect(isStockError(error)).toBe(true);
    expect(orderErrorMessage(error, 'Gagal membuat pesanan')).toBe(
      'Stok tidak mencukupi untuk Ikan Salmon Segar. Stok tersedia: 3, jumlah dipesan: 4.',
    );
  });

  it.each([
    ['KP005', 'Anda masih memiliki 3 pesanan yang belum dibayar.'],
    ['KP006', 'Pengiriman ke provinsi Papua belum tersedia'],
    ['KP007', 'Anda tidak dapat membeli produk Anda sendiri'],
    ['KP008', 'Batas waktu pembayaran sudah lewat'],
  ])('reads %s as the sentence for people', async (code, message) => {
    fakeClient({ data: null, error: { code, message, details: null, hint: null } });
    const error = await placeOrder([{ productId: 1, quantity: 1 }], address, 'cod').catch((e: unknown) => e);
    expect(orderErrorMessage(error, 'Gagal')).toBe(message);
    expect(orderErrorCode(error)).toBe(code);
  });

  it('keeps technical failures out of the toast', async () => {
    fakeClient({ data: null, error: { code: 'PGRST301', message: 'JWSError', details: null, hint: null } });
    const error = await placeOrder([{ productId: 1, quantity: 1 }], address, 'cod').catch((e: unknown) => e);
    expect(isStockError(error)).toBe(false);
    expect(orderErrorMessage(error, 'Gagal membuat pesanan')).toBe('Gagal membuat pesanan');
    expect(orderErrorMessage(new Error('x'), 'Gagal')).toBe('Gagal');
    const denied = new OrderError('Error', { code: '42501', message: 'permission denied for table orders' });
    expect(denied.userMessage).toBeNull();
  });
});

describe('reading orders', () => {
  it("answers 'Order not found' for an unknown or malformed id", async () => {
    fakeClient({ data: null, error: null });
    await expect(getOrder(ORDER_ID)).rejects.toThrow('Order not found');
    await expect(getOrder('12')).rejects.toThrow('Order not found');
    expect(orderErrorMessage(await getOrder('12').catch((e: unknown) => e), 'Gagal')).toBe(
      'Pesanan tidak ditemukan',
    );
  });

  it('lists for the back office: payment status through the inner payment embed, a seller through their shipments', async () => {
    let calls = fakeClient({ data: [ROW], error: null, count: 41 });
    const page = await getOrdersForBackoffice({
      paymentStatus: 'menunggu_verifikasi',
      page: 3,
      pageSize: 20,
    });
    expect(page).toMatchObject({ total: 41, page: 3, pageSize: 20, pageCount: 3 });
    expect(page.items.map((o) => o.id)).toEqual([ORDER_ID]);
    const select = calls.query.find(([name]) => name === 'select')!;
    expect(select[1]).toContain('order_payments!inner(');
    expect(select[2]).toEqual({ count: 'exact' });
    expect(calls.query).toContainEqual(['eq', 'order_payments.status', 'menunggu_verifikasi']);
    expect(calls.query).toContainEqual(['range', 40, 59]);

    calls = fakeClient({ data: [], error: null, count: 0 });
    await getOrdersForBackoffice({ sellerId: 's1', status: 'diproses' });
    const sellerSelect = calls.query.find(([name]) => name === 'select')!;
    expect(sellerSelect[1]).not.toContain('order_payments!inner');
    expect(sellerSelect[1]).toContain('order_shipments!inner(');
    expect(calls.query).toContainEqual(['eq', 'order_shipments.seller_id', 's1']);
    expect(calls.query).toContainEqual(['eq', 'status', 'diproses']);
    expect(sellerSelect[1]).not.toContain('shipment_filter');
    // newest first unless asked otherwise
    expect(calls.query.filter(([name]) => name === 'order')).toEqual([
      ['order', 'created_at', { ascending: false }],
      ['order', 'id', { ascending: false }],
    ]);
  });

  it('filters by shipment status through a second shipments embed, so the orders keep all their shipments', async () => {
    let calls = fakeClient({ data: [ROW], error: null, count: 1 });
    await getOrdersForBackoffice({ sellerId: 's1', shipmentStatus: 'dikirim' });
    const select = calls.query.find(([name]) => name === 'select')!;
    expect(select[1]).toContain('order_shipments!inner(');
    expect(select[1]).toContain('shipment_filter:order_shipments!inner(id)');
    expect(select[1]).not.toContain('order_payments!inner');
    expect(calls.query).toContainEqual(['eq', 'order_shipments.seller_id', 's1']);
    // the seller's own shipment has the status, not any shipment of the order
    expect(calls.query).toContainEqual(['eq', 'shipment_filter.status', 'dikirim']);
    expect(calls.query).toContainEqual(['eq', 'shipment_filter.seller_id', 's1']);

    calls = fakeClient({ data: [ROW], error: null, count: 1 });
    await getOrdersForBackoffice({ shipmentStatus: 'diproses', paymentStatus: 'dibayar' });
    const adminSelect = calls.query.find(([name]) => name === 'select')!;
    expect(adminSelect[1]).toContain('order_payments!inner(');
    expect(adminSelect[1]).toContain('shipment_filter:order_shipments!inner(id)');
    expect(calls.query).toContainEqual(['eq', 'shipment_filter.status', 'diproses']);
    expect(calls.query.some(([name, column]) => name === 'eq' && String(column).endsWith('seller_id'))).toBe(
      false,
    );
  });

  it('sorts the oldest first, or the proof waiting longest first (the verification queue)', async () => {
    let calls = fakeClient({ data: [ROW], error: null, count: 1 });
    await getOrdersForBackoffice({ sort: 'oldest' });
    expect(calls.query.filter(([name]) => name === 'order')).toEqual([
      ['order', 'created_at', { ascending: true }],
      ['order', 'id', { ascending: true }],
    ]);

    calls = fakeClient({ data: [ROW], error: null, count: 1 });
    await getOrdersForBackoffice({ paymentStatus: 'menunggu_verifikasi', sort: 'oldestProof' });
    expect(calls.query.filter(([name]) => name === 'order')).toEqual([
      ['order', 'order_payments(proof_uploaded_at)', { ascending: true, nullsFirst: false }],
      ['order', 'created_at', { ascending: true }],
      ['order', 'id', { ascending: true }],
    ]);
  });
});

describe('changes', () => {
  it('cancel_order, review_payment and update_shipment take what they need, trimmed', async () => {
    let calls = fakeClient({ data: { ...ORDER_TABLE_ROW, status: 'dibatalkan' }, error: null });
    expect((await cancelOrder(ORDER_ID)).status).toBe('dibatalkan');
    await cancelOrder(ORDER_ID, '  Salah alamat  ');
    expect(calls.rpc).toEqual([
      ['cancel_order', { order_id: ORDER_ID }],
      ['cancel_order', { order_id: ORDER_ID, reason: 'Salah alamat' }],
    ]);

    calls = fakeClient({ data: [{ ...PAYMENT_ROW, status: 'dibayar' }], error: null });
    expect((await reviewPayment(ORDER_ID, true)).status).toBe('dibayar');
    await reviewPayment(ORDER_ID, false, ' Nominal tidak sesuai ');
    expect(calls.rpc).toEqual([
      ['review_payment', { order_id: ORDER_ID, accept: true }],
      ['review_payment', { order_id: ORDER_ID, accept: false, reason: 'Nominal tidak sesuai' }],
    ]);

    calls = fakeClient({
      data: { ...SHIPMENT_ROW, order_id: ORDER_ID, created_at: '', updated_at: '' },
      error: null,
    });
    const sent = await updateShipment(12, {
      status: 'dikirim',
      courier: ' JNE ',
      trackingNumber: 'jp1234567890',
    });
    expect(sent).toMatchObject({ id: 12, status: 'dikirim', courier: 'JNE', trackingNumber: 'JP1234567890' });
    expect(sent).not.toHaveProperty('lines');
    await updateShipment(12, { status: 'diterima' });
    expect(calls.rpc).toEqual([
      [
        'update_shipment',
        {
          shipment_id: 12,
          status: 'dikirim',
          courier: 'JNE',
          tracking_number: 'jp1234567890',
          reason: undefined,
        },
      ],
      [
        'update_shipment',
        {
          shipment_id: 12,
          status: 'diterima',
          courier: undefined,
          tracking_number: undefined,
          reason: undefined,
        },
      ],
    ]);
  });

  it('refusals read as the server says', async () => {
    fakeClient({
      data: null,
      error: {
        code: 'KP003',
        message: 'Pesanan yang sudah dikirim tidak dapat dibatalkan',
        details: null,
        hint: null,
      },
    });
    const refused = await cancelOrder(ORDER_ID).catch((e: unknown) => e);
    expect(orderErrorMessage(refused, 'Gagal')).toBe('Pesanan yang sudah dikirim tidak dapat dibatalkan');
  });
});

describe('proof of transfer', () => {
  const pdf = (size = 10, name = 'Bukti Transfer (BCA).pdf', type = 'application/pdf') =>
    new File([new Uint8Array(size)], name, { type });

  it('refuses a file the bucket would refuse before sending anything', async () => {
    const calls = fakeClient({ data: null, error: null });
    const gif = await uploadPaymentProof(ORDER_ID, pdf(10, 'a.gif', 'image/gif')).catch((e: unknown) => e);
    expect(orderErrorMessage(gif, 'x')).toBe(PAYMENT_PROOF_MESSAGES.fileType);
    const big = await uploadPaymentProof(ORDER_ID, pdf(5_000_001)).catch((e: unknown) => e);
    expect(orderErrorMessage(big, 'x')).toBe(PAYMENT_PROOF_MESSAGES.tooLarge);
    expect(calls.storage).toEqual([]);
    expect(calls.rpc).toEqual([]);
  });

  it("uploads under the buyer's folder of the order, then submits the path", async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000);
    const calls = fakeClient({ data: { ...PAYMENT_ROW, status: 'menunggu_verifikasi' }, error: null });
    const payment = await uploadPaymentProof(ORDER_ID, pdf());
    const path = `buyer-1/${ORDER_ID}/1790000000000-Bukti-Transfer-BCA.pdf`;
    expect(calls.storage).toEqual([
      ['upload', 'payment-proofs', path, expect.any(File), { contentType: 'application/pdf', upsert: false }],
    ]);
    expect(calls.rpc).toEqual([['submit_payment_proof', { order_id: ORDER_ID, proof_path: path }]]);
    expect(payment.status).toBe('menunggu_verifikasi');
    jest.restoreAllMocks();
  });

  it('removes the file again when the payment refuses it', async () => {
    const calls = fakeClient({
      data: null,
      error: { code: 'KP008', message: 'Batas waktu pembayaran sudah lewat', details: null, hint: null },
    });
    const error = await uploadPaymentProof(ORDER_ID, pdf()).catch((e: unknown) => e);
    expect(orderErrorMessage(error, 'x')).toBe('Batas waktu pembayaran sudah lewat');
    expect(calls.storage.map(([method]) => method)).toEqual(['upload', 'remove']);
  });

  it('reads a proof through a signed link of an hour', async () => {
    const calls = fakeClient(
      { data: null, error: null },
      { data: { signedUrl: 'http://x/signed' }, error: null },
    );
    expect(await getPaymentProofUrl('buyer-1/o/1-a.pdf')).toBe('http://x/signed');
    expect(calls.storage).toEqual([['createSignedUrl', 'payment-proofs', 'buyer-1/o/1-a.pdf', 3600]]);
  });
});

describe('online payment', () => {
  const json =
    (body: unknown, status = 200) =>
    async () =>
      Response.json(body, { status });

  it('maps the gateway fields of a payment (no token)', () => {
    const online = toOrder({
      ...ROW,
      payment_method: 'online',
      order_payments: {
        ...PAYMENT_ROW,
        status: 'dibayar',
        unique_code: 0,
        total: 333000,
        gateway_order_id: ROW.order_number,
        gateway_transaction_id: 'trx-1',
        gateway_status: 'settlement',
        payment_type: 'qris',
      },
    });
    expect(online.paymentMethod).toBe('online');
    expect(online.payment).toMatchObject({
      uniqueCode: 0,
      gatewayOrderId: ROW.order_number,
      gatewayTransactionId: 'trx-1',
      gatewayStatus: 'settlement',
      paymentType: 'qris',
      refundedAt: null,
    });
    expect(online.payment).not.toHaveProperty('snapToken');
    expect(toOrder(ROW).payment).toMatchObject({ gatewayOrderId: '', paymentType: '', gatewayStatus: '' });
  });

  it('asks the payments function for the Snap transaction of the order', async () => {
    const calls = fakeClient(
      { data: null, error: null },
      undefined,
      json({ token: 'snap-token-1', redirect_url: 'http://gateway/pay/snap-token-1' }),
    );
    expect(await startOnlinePayment(ORDER_ID)).toEqual({
      token: 'snap-token-1',
      redirectUrl: 'http://gateway/pay/snap-token-1',
    });
    expect(calls.functions).toEqual([['payments/snap', { order_id: ORDER_ID }]]);
  });

  it('refuses without asking for a malformed id or without a session', async () => {
    const calls = fakeClient({ data: null, error: null });
    await expect(startOnlinePayment('42')).rejects.toMatchObject({ code: 'KP004' });
    setSupabaseClient({
      invokeFunction: jest.fn(),
      auth: { getSession: async () => ({ data: { session: null } }) },
    } as never);
    await expect(startOnlinePayment(ORDER_ID)).rejects.toMatchObject({
      code: '42501',
      userMessage: 'Silakan masuk terlebih dahulu',
    });
    expect(calls.functions).toEqual([]);
  });

  it.each([
    [
      'the database sentence of a refused order',
      json({ code: 'KP003', message: 'Pesanan ini tidak menunggu pembayaran online' }, 409),
      'Pesanan ini tidak menunggu pembayaran online',
    ],
    [
      'a nested error with a database code',
      json({ error: { code: 'KP008', message: 'Batas waktu pembayaran sudah lewat' } }, 400),
      'Batas waktu pembayaran sudah lewat',
    ],
    ['an expired session', json({ error: 'Invalid JWT' }, 401), PAYMENT_SESSION_EXPIRED_TEXT],
    ['an unknown order', json({ error: 'order not found' }, 404), 'Pesanan tidak ditemukan'],
    [
      'a function that is not there',
      json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404),
      PAYMENT_UNAVAILABLE_TEXT,
    ],
    ['a request the function refuses', json({ error: 'bad request' }, 422), PAYMENT_NOT_PAYABLE_TEXT],
    ['the gateway failing', json({ error: 'Midtrans answered 500' }, 502), PAYMENT_UNAVAILABLE_TEXT],
    ['a timeout', async () => new Response('upstream timeout', { status: 504 }), PAYMENT_UNAVAILABLE_TEXT],
    ['an answer without a token', json({ redirect_url: 'http://x' }), PAYMENT_UNAVAILABLE_TEXT],
    [
      'no answer at all',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      PAYMENT_OFFLINE_TEXT,
    ],
  ])('says %s in Indonesian', async (_case, answer, userMessage) => {
    fakeClient({ data: null, error: null }, undefined, answer);
    const failure = await startOnlinePayment(ORDER_ID).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OrderError);
    expect(failure).toMatchObject({ userMessage });
    expect(orderErrorMessage(failure, 'fallback')).toBe(userMessage);
  });

  it('cancels an online order through the payments function, then reads the order', async () => {
    const cancelled = { ...ROW, status: 'dibatalkan', payment_method: 'online' };
    const calls = fakeClient({ data: cancelled, error: null }, undefined, json({ status: 'dibatalkan' }));
    expect((await cancelOnlineOrder(ORDER_ID, '  Salah pilih  ')).status).toBe('dibatalkan');
    expect(calls.functions).toEqual([['payments/cancel', { order_id: ORDER_ID, reason: 'Salah pilih' }]]);
    expect(calls.query).toEqual(
      expect.arrayContaining([
        ['from', 'orders'],
        ['eq', 'id', ORDER_ID],
      ]),
    );
    expect(calls.rpc).toEqual([]);
  });

  it("says why an online order cannot be cancelled, in the function's words", async () => {
    const calls = fakeClient(
      { data: null, error: null },
      undefined,
      json({ code: 'KP003', message: 'Pesanan ini sudah dibayar dan tidak dapat dibatalkan' }, 409),
    );
    const failure = await cancelOnlineOrder(ORDER_ID).catch((error: unknown) => error);
    expect(orderErrorMessage(failure, 'fallback')).toBe(
      'Pesanan ini sudah dibayar dan tidak dapat dibatalkan',
    );
    expect(calls.query).toEqual([]);
  });

  it('reads the gateway notifications of an order, newest first', async () => {
    const calls = fakeClient({
      data: [
        {
          id: 7,
          gateway_order_id: ROW.order_number,
          transaction_status: 'settlement',
          status_code: '200',
          gross_amount: '333000.00',
          transaction_id: 'trx-1',
          payment_type: 'bank_transfer',
          fraud_status: 'accept',
          signature_valid: true,
          outcome: 'diterapkan',
          payload: { va_numbers: [{ bank: 'bca', va_number: '12345' }] },
          received_at: '2026-11-21T04:00:00.000Z',
        },
        {
          id: 6,
          gateway_order_id: ROW.order_number,
          transaction_status: null,
          status_code: null,
          gross_amount: null,
          transaction_id: null,
          payment_type: null,
          fraud_status: null,
          signature_valid: false,
          outcome: 'tanda_tangan_tidak_valid',
          payload: {},
          received_at: '2026-11-21T03:30:00.000Z',
        },
      ],
      error: null,
    });
    const events = await getPaymentEvents(ORDER_ID);
    expect(calls.query).toEqual([
      ['from', 'payment_notifications'],
      ['select', expect.stringContaining('signature_valid, outcome, payload, received_at')],
      ['eq', 'order_id', ORDER_ID],
      ['order', 'received_at', { ascending: false }],
      ['order', 'id', { ascending: false }],
    ]);
    expect(events).toEqual([
      {
        id: 7,
        receivedAt: '2026-11-21T04:00:00.000Z',
        gatewayOrderId: ROW.order_number,
        transactionStatus: 'settlement',
        statusCode: '200',
        grossAmount: 333000,
        transactionId: 'trx-1',
        paymentType: 'bank_transfer',
        bank: 'bca',
        fraudStatus: 'accept',
        signatureValid: true,
        outcome: 'diterapkan',
      },
      expect.objectContaining({
        id: 6,
        transactionStatus: '',
        grossAmount: null,
        bank: '',
        signatureValid: false,
        outcome: 'tanda_tangan_tidak_valid',
      }),
    ]);
    await expect(getPaymentEvents('x')).rejects.toMatchObject({ code: 'KP004' });
  });

  it('filters the back-office list by payment method', async () => {
    const calls = fakeClient({ data: [], error: null, count: 0 });
    await getOrdersForBackoffice({ paymentMethod: 'online' });
    expect(calls.query).toContainEqual(['eq', 'payment_method', 'online']);
  });
});
