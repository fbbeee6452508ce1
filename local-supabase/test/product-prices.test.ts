/**
 * Prices in rupiah (issue 17): a seller's product saved with the price the product form converts from the
 * rupiah typed (shared-services' rupiahToBasePrice, as its toProductWrite does) reads back as the same rupiah and is
 * quoted and ordered at exactly that amount per unit, whatever the quantity. Through the real supabase-js
 * clients; PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { basePriceToRupiah, rupiahToBasePrice } from '../../shared-services/src/money';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, must, unique } from './rls/clients';

const SHIPPING = {
  recipient_name: 'Dewi Lestari',
  phone: '081234567890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40114',
};
/** the seed's tariff for Jawa Barat, whole rupiah */
const RATE_JAWA_BARAT = 15000;

interface QuoteLine {
  product_id: number;
  unit_price: number;
  quantity: number;
  line_total: number;
}
interface Quote {
  subtotal: number;
  total: number;
  shipments: { subtotal: number; lines: QuoteLine[] }[];
}

const world = useSignedInWorld();

beforeAll(async () => {
  // this file places several orders as the demo buyer
  await must(world.service.from('site_settings').update({ max_unpaid_orders: 20 }).eq('id', 1).select('id'));
});

/** A product of a seller at a price typed in rupiah, saved as the product form saves it. */
async function productAt(
  rupiah: number,
  stock = 5000,
  seller: SupabaseClient = world.as.seller,
): Promise<{ id: number; price: number }> {
  const row = await must(
    seller
      .from('products')
      .insert({
        name: unique(`Harga ${rupiah}`),
        price: rupiahToBasePrice(rupiah),
        category_id: 1,
        description: 'Produk uji harga',
        stock,
        images: [],
        rating: 0,
        reviews: 0,
      })
      .select('id, price')
      .single<{ id: number; price: number }>(),
  );
  if (!row) throw new Error('no product');
  return row;
}

async function quote(items: { product_id: number; quantity: number }[]): Promise<Quote> {
  const { data, error } = await world.as.buyer.rpc('quote_order', { items, province: 'Jawa Barat' });
  if (error) throw new Error(`quote_order failed: ${JSON.stringify(error)}`);
  return data as Quote;
}

async function placeCod(items: { product_id: number; quantity: number }[]): Promise<string> {
  const { data, error } = await world.as.buyer.rpc('place_order', {
    items,
    shipping: SHIPPING,
    payment_method: 'cod',
  });
  if (error) throw new Error(`place_order failed: ${JSON.stringify(error)}`);
  return (data as { id: string }).id;
}

describe('product prices typed in rupiah', () => {
  it('stores Rp 85.000 in the base unit and reads it back as Rp 85.000', async () => {
    const product = await productAt(85000);
    expect(product.price).toBe(5.66667);
    expect(basePriceToRupiah(product.price)).toBe(85000);
    const { data, error } = await world.as.anon.rpc('price_rupiah', { p_price: product.price });
    expect(error).toBeNull();
    expect(data).toBe(85000);
  });

  it('keeps every amount exact to the rupiah, up to Rp 10.000.000.000 and beyond', async () => {
    const amounts = [0, 1, 2, 5, 10, 999, 15001, 85000, 99_999, 1_234_567, 10_000_000_000, 999_999_999_999];
    for (const rupiah of amounts) {
      const product = await productAt(rupiah, 1);
      const stored = await must(
        world.service.from('products').select('price').eq('id', product.id).single<{ price: number }>(),
      );
      expect([rupiah, basePriceToRupiah(stored?.price ?? Number.NaN)]).toEqual([rupiah, rupiah]);
    }
  });

  it('quotes and orders each unit at the product page’s rupiah, whatever the quantity', async () => {
    // 85000 is 5.66667 base units = 85000.05 rupiah before rounding: 10 of them must still cost 850 000
    const a = await productAt(85000);
    const b = await productAt(10_001);
    const items = [
      { product_id: a.id, quantity: 10 },
      { product_id: b.id, quantity: 7 },
    ];
    const quoted = await quote(items);
    const lines = quoted.shipments.flatMap((shipment) => shipment.lines);
    expect(
      lines.map(({ product_id, unit_price, quantity, line_total }) => [
        product_id,
        unit_price,
        quantity,
        line_total,
      ]),
    ).toEqual([
      [a.id, 85000, 10, 850000],
      [b.id, 10001, 7, 70007],
    ]);
    expect(quoted.subtotal).toBe(920007);
    expect(quoted.total).toBe(920007 + RATE_JAWA_BARAT);

    const orderId = await placeCod(items);
    const ordered = await must(
      world.service
        .from('order_items')
        .select('product_id, unit_price, quantity, line_total')
        .eq('order_id', orderId)
        .order('product_id'),
    );
    expect(ordered).toEqual([
      { product_id: a.id, unit_price: 85000, quantity: 10, line_total: 850000 },
      { product_id: b.id, unit_price: 10001, quantity: 7, line_total: 70007 },
    ]);
    const shipments = await must(
      world.service.from('order_shipments').select('subtotal').eq('order_id', orderId),
    );
    expect(shipments).toEqual([{ subtotal: 920007 }]);
    const payment = await must(
      world.service.from('order_payments').select('subtotal, total').eq('order_id', orderId).single(),
    );
    expect(payment).toEqual({ subtotal: 920007, total: 920007 + RATE_JAWA_BARAT });
  });

  it('charges a big price exactly (Rp 10.000.000.000 x 3)', async () => {
    const product = await productAt(10_000_000_000, 3);
    const quoted = await quote([{ product_id: product.id, quantity: 3 }]);
    expect(quoted.subtotal).toBe(30_000_000_000);
    const orderId = await placeCod([{ product_id: product.id, quantity: 3 }]);
    const payment = await must(
      world.service.from('order_payments').select('subtotal').eq('order_id', orderId).single(),
    );
    expect(payment).toEqual({ subtotal: 30_000_000_000 });
  });

  it('orders lines of several sellers each at their own rupiah', async () => {
    const mine = await productAt(33_333);
    const theirs = await productAt(7, 100, world.as.seller2);
    const orderId = await placeCod([
      { product_id: mine.id, quantity: 3 },
      { product_id: theirs.id, quantity: 99 },
    ]);
    const shipments = await must(
      world.service
        .from('order_shipments')
        .select('seller_id, subtotal')
        .eq('order_id', orderId)
        .order('subtotal'),
    );
    expect(shipments).toEqual([
      { seller_id: ACCOUNTS.seller2.id, subtotal: 693 },
      { seller_id: ACCOUNTS.seller.id, subtotal: 99_999 },
    ]);
  });
});
