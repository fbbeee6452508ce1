import assert from 'node:assert/strict';
import {
  buildSnapRequest,
  clip,
  ENABLED_PAYMENTS,
  expiryMinutes,
  jakartaTimestamp,
  SnapRequestError,
  sumOf,
  type OrderForSnap,
} from './snap-request.ts';

const NOW = new Date('2026-11-23T03:00:00.000Z');

function order(overrides: Partial<OrderForSnap> = {}): OrderForSnap {
  return {
    id: '3f1c2a52-8d7e-4b0f-9a61-2c5d8e7f9a10',
    order_number: 'KOP-20261123-000001',
    recipient_name: 'Dewi Lestari',
    phone: '081234567890',
    street: 'Jl. Melati No. 21',
    kelurahan: 'Cihapit',
    kecamatan: 'Bandung Wetan',
    city: 'Kota Bandung',
    postal_code: '40114',
    payment: { total: 195000, unique_code: 0, due_at: '2026-11-24T03:00:00.000Z' },
    lines: [
      {
        id: 11,
        product_id: 7,
        product_name: 'Kopi Arabika Gayo 250 g',
        unit_price: 75000,
        quantity: 2,
        shipment_id: 2,
      },
      {
        id: 12,
        product_id: null,
        product_name: 'Gula Aren',
        unit_price: '15000',
        quantity: 1,
        shipment_id: 1,
      },
    ],
    shipments: [
      { id: 2, seller_name: 'Toko Kopi Gayo', shipping_cost: 15000 },
      { id: 1, seller_name: null, shipping_cost: '15000' },
    ],
    ...overrides,
  };
}

const BUYER = { email: 'pembeli@koperasi.test', name: 'Pembeli Satu' };

Deno.test('the Snap transaction carries the payment total and items that add up to it', () => {
  const request = buildSnapRequest(order(), BUYER, { now: NOW });
  assert.deepEqual(request.transaction_details, { order_id: 'KOP-20261123-000001', gross_amount: 195000 });
  assert.deepEqual(request.item_details, [
    {
      id: 'produk-7',
      price: 75000,
      quantity: 2,
      name: 'Kopi Arabika Gayo 250 g',
      merchant_name: 'Toko Kopi Gayo',
    },
    { id: 'item-12', price: 15000, quantity: 1, name: 'Gula Aren' },
    { id: 'ongkir-1', price: 15000, quantity: 1, name: 'Ongkos kirim', category: 'Ongkos kirim' },
    {
      id: 'ongkir-2',
      price: 15000,
      quantity: 1,
      name: 'Ongkos kirim Toko Kopi Gayo',
      category: 'Ongkos kirim',
    },
  ]);
  assert.equal(sumOf(request.item_details), request.transaction_details.gross_amount);
  assert.deepEqual(request.enabled_payments, ENABLED_PAYMENTS);
  assert.equal(request.callbacks, undefined);
});

Deno.test('customer details come from the buyer and the shipping address', () => {
  const request = buildSnapRequest(order(), BUYER, { now: NOW });
  assert.deepEqual(request.customer_details, {
    first_name: 'Pembeli Satu',
    email: 'pembeli@koperasi.test',
    phone: '081234567890',
    shipping_address: {
      first_name: 'Dewi Lestari',
      phone: '081234567890',
      address: 'Jl. Melati No. 21, Cihapit, Bandung Wetan',
      city: 'Kota Bandung',
      postal_code: '40114',
      country_code: 'IDN',
    },
  });
  const nameless = buildSnapRequest(order(), { email: undefined, name: null }, { now: NOW });
  assert.equal(nameless.customer_details.first_name, 'Dewi Lestari');
  assert.equal('email' in nameless.customer_details, false);
});

Deno.test('the Snap expiry ends at the payment deadline, never after it', () => {
  const request = buildSnapRequest(order(), BUYER, { now: NOW });
  assert.deepEqual(request.expiry, {
    start_time: '2026-11-23 10:00:00 +0700',
    unit: 'minutes',
    duration: 1440,
  });
  assert.equal(expiryMinutes('2026-11-23T03:10:59.999Z', NOW), 10);
  assert.equal(expiryMinutes(null, NOW), null);
  assert.equal(expiryMinutes('not a date', NOW), null);
  assert.equal(jakartaTimestamp(new Date('2026-12-31T20:30:05Z')), '2027-01-01 03:30:05 +0700');
});

Deno.test('a deadline less than a minute away refuses the transaction', () => {
  for (const due_at of ['2026-11-23T03:00:59.000Z', '2026-11-22T03:00:00.000Z', null]) {
    assert.throws(
      () =>
        buildSnapRequest(order({ payment: { total: 195000, unique_code: 0, due_at } }), BUYER, { now: NOW }),
      (error: unknown) => error instanceof SnapRequestError && error.code === 'deadline_passed',
    );
  }
});

Deno.test('items that do not add up to the total are never sent', () => {
  assert.throws(
    () =>
      buildSnapRequest(
        order({ payment: { total: 195001, unique_code: 0, due_at: '2026-11-24T03:00:00Z' } }),
        BUYER,
        {
          now: NOW,
        },
      ),
    (error: unknown) => error instanceof SnapRequestError && error.code === 'amount_mismatch',
  );
});

Deno.test('a unique code and free shipping are itemised as they are', () => {
  const request = buildSnapRequest(
    order({
      payment: { total: 165123, unique_code: 123, due_at: '2026-11-24T03:00:00Z' },
      shipments: [
        { id: 2, seller_name: 'Toko Kopi Gayo', shipping_cost: 0 },
        { id: 1, seller_name: null, shipping_cost: 0 },
      ],
    }),
    BUYER,
    { now: NOW },
  );
  assert.deepEqual(
    request.item_details.map((item) => item.id),
    ['produk-7', 'item-12', 'kode-unik'],
  );
  assert.equal(sumOf(request.item_details), 165123);
});

Deno.test('names longer than Snap takes are clipped, and the finish URL is set when given', () => {
  const long = 'Keripik Singkong Balado Pedas Manis Khas Padang Ukuran Jumbo 1 kg';
  const request = buildSnapRequest(
    order({
      lines: [{ id: 11, product_id: 7, product_name: long, unit_price: 82500, quantity: 2, shipment_id: 2 }],
      payment: { total: 195000, unique_code: 0, due_at: '2026-11-24T03:00:00Z' },
    }),
    BUYER,
    { now: NOW, finishUrl: 'http://localhost:3000/orders/x' },
  );
  const name = request.item_details[0]!.name;
  assert.equal(Array.from(name).length, 50);
  assert.ok(name.endsWith('...'));
  assert.deepEqual(request.callbacks, { finish: 'http://localhost:3000/orders/x' });
  assert.equal(clip('Ongkos kirim ☕☕☕', 14), 'Ongkos kiri...');
  assert.equal(clip('  pendek  ', 50), 'pendek');
});
