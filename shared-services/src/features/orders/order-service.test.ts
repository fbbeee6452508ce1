import { setSupabaseClient } from '../../supabase/client';
import { isStockError, OrderError, orderErrorMessage } from './order-error';
import { cancelOrder, getOrder, placeOrder, setOrderStatus, toShippingPayload } from './order-service';
import { toOrder, type OrderRow } from './order-model';

const ROW: OrderRow = {
  id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000001',
  order_number: 'KOP-20261121-000007',
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
  subtotal: 27.7,
  shipping_cost: 0,
  total: 27.7,
  created_at: '2026-11-21T03:00:00.000Z',
  updated_at: '2026-11-21T04:00:00.000Z',
  buyer: { full_name: 'Dewi Lestari' },
  order_items: [
    {
      id: 9,
      product_id: 12,
      seller_id: 's2',
      product_name: 'Kopi',
      product_image: null,
      unit_price: 2.2,
      quantity: 1,
      line_total: 2.2,
      seller: { full_name: 'Siti Rahayu' },
    },
    {
      id: 8,
      product_id: null,
      seller_id: 's1',
      product_name: 'Salmon',
      product_image: 'http://x/a.webp',
      unit_price: 8.5,
      quantity: 3,
      line_total: 25.5,
      seller: { full_name: 'Budi Santoso' },
    },
  ],
  order_status_events: [
    {
      id: 2,
      status: 'diproses',
      changed_by: 's1',
      changed_at: '2026-11-21T04:00:00.000Z',
      actor: { full_name: 'Budi Santoso', role: 'seller' },
    },
    {
      id: 1,
      status: 'menunggu_pembayaran',
      changed_by: 'buyer-1',
      changed_at: '2026-11-21T03:00:00.000Z',
      actor: { full_name: 'Dewi Lestari', role: 'buyer' },
    },
    { id: 3, status: 'dikirim', changed_by: null, changed_at: '2026-11-21T05:00:00.000Z', actor: null },
  ],
};

/** A client whose rpc / from answer once with this result; records the calls. */
function fakeClient(result: { data: unknown; error: unknown }) {
  const calls: { rpc: unknown[][]; filters: unknown[][] } = { rpc: [], filters: [] };
  const builder: Record<string, unknown> = {};
  for (const name of ['select', 'eq', 'order', 'limit', 'range']) {
    builder[name] = (...args: unknown[]) => {
      calls.filters.push([name, ...args]);
      return builder;
    };
  }
  builder.maybeSingle = async () => result;
  const client = {
    rpc: async (...args: unknown[]) => {
      calls.rpc.push(args);
      return result;
    },
    from: () => builder,
    auth: { getSession: async () => ({ data: { session: { user: { id: 'buyer-1' } } } }) },
  };
  setSupabaseClient(client as never);
  return calls;
}

afterEach(() => setSupabaseClient(undefined));

describe('toOrder', () => {
  it('maps a row with numbers, names, lines by id and the history oldest first', () => {
    const order = toOrder(ROW);
    expect(order).toMatchObject({
      id: ROW.id,
      orderNumber: 'KOP-20261121-000007',
      buyerName: 'Dewi Lestari',
      status: 'menunggu_pembayaran',
      paymentMethod: 'bank_transfer',
      subtotal: 27.7,
      shippingCost: 0,
      total: 27.7,
      shipping: { recipientName: 'Dewi Lestari', postalCode: '40114', notes: '', city: 'Kota Bandung' },
    });
    expect(order.lines).toEqual([
      {
        id: 8,
        productId: null,
        sellerId: 's1',
        sellerName: 'Budi Santoso',
        productName: 'Salmon',
        productImage: 'http://x/a.webp',
        unitPrice: 8.5,
        quantity: 3,
        lineTotal: 25.5,
      },
      {
        id: 9,
        productId: 12,
        sellerId: 's2',
        sellerName: 'Siti Rahayu',
        productName: 'Kopi',
        productImage: '',
        unitPrice: 2.2,
        quantity: 1,
        lineTotal: 2.2,
      },
    ]);
    expect(order.history.map((e) => [e.status, e.changedByName, e.changedByRole])).toEqual([
      ['menunggu_pembayaran', 'Dewi Lestari', 'buyer'],
      ['diproses', 'Budi Santoso', 'seller'],
      ['dikirim', '', null],
    ]);
  });
});

describe('placeOrder', () => {
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

  it('sends the lines with a quantity, the trimmed address and the method to place_order', async () => {
    const calls = fakeClient({ data: ROW, error: null });
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
    expect(placed).toMatchObject({ id: ROW.id, orderNumber: ROW.order_number, total: 27.7 });
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

describe('status changes and reading one order', () => {
  it('cancel_order and set_order_status return the order; their refusals read as the server says', async () => {
    let calls = fakeClient({ data: { ...ROW, status: 'dibatalkan' }, error: null });
    expect((await cancelOrder(ROW.id)).status).toBe('dibatalkan');
    expect(calls.rpc).toEqual([['cancel_order', { order_id: ROW.id }]]);

    calls = fakeClient({ data: [{ ...ROW, status: 'dikirim' }], error: null });
    expect((await setOrderStatus(ROW.id, 'dikirim')).status).toBe('dikirim');
    expect(calls.rpc).toEqual([['set_order_status', { order_id: ROW.id, status: 'dikirim' }]]);

    fakeClient({
      data: null,
      error: {
        code: 'KP003',
        message: 'Pesanan hanya dapat dibatalkan selama menunggu pembayaran',
        details: 'Status saat ini: diproses',
        hint: null,
      },
    });
    const refused = await cancelOrder(ROW.id).catch((e: unknown) => e);
    expect(orderErrorMessage(refused, 'Gagal')).toBe(
      'Pesanan hanya dapat dibatalkan selama menunggu pembayaran',
    );
  });

  it("answers 'Order not found' for an unknown or malformed id", async () => {
    fakeClient({ data: null, error: null });
    await expect(getOrder(ROW.id)).rejects.toThrow('Order not found');
    await expect(getOrder('12')).rejects.toThrow('Order not found');
    expect(orderErrorMessage(await getOrder('12').catch((e: unknown) => e), 'Gagal')).toBe(
      'Pesanan tidak ditemukan',
    );
  });
});
