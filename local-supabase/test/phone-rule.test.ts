/**
 * The phone rule in the database (migration 20261123000009): public.is_valid_phone, the profile's phone
 * (profile_contacts) and an order's shipping phone (orders, through place_order) refuse anything but an
 * Indonesian mobile or landline number with 400 / 22023 'Nomor telepon tidak valid', for any writer.
 * Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, makeClient, must, signedInClients, type Actor } from './rls/clients';

const BUYER = ACCOUNTS.buyer.id;
const SHIPPING = {
  recipient_name: 'Dewi Lestari',
  phone: '0812-3456-7890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40114',
};

let server: TestServer;
let service: SupabaseClient;
let as: Record<Actor, SupabaseClient>;

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0 } });
  service = makeClient(server.url, server.serviceRoleKey);
  as = await signedInClients(server.url, server.anonKey);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const GOOD = ['081234567890', '0812-3456-7890', '+62 812 3456 7890', '6281234567890', '(021) 555-0123'];
const BAD = ['12ab', '0812', '08abcdefghij', '0123456789', '+1 555 123 4567', '0800123456'];

describe('public.is_valid_phone', () => {
  it('is the forms rule', async () => {
    for (const phone of [...GOOD, ...BAD]) {
      const { data } = await service.rpc('is_valid_phone', { p_phone: phone });
      expect({ phone, valid: data }).toEqual({ phone, valid: GOOD.includes(phone) });
    }
  });
});

describe('profile_contacts.phone', () => {
  it.each(BAD)(
    'refuses %p with 400 Nomor telepon tidak valid, for the owner and the service role',
    async (phone) => {
      const before = await must(service.from('profile_contacts').select('phone').eq('id', BUYER).single());
      for (const client of [as.buyer, service]) {
        const { error, status } = await client.from('profile_contacts').update({ phone }).eq('id', BUYER);
        expect(status).toBe(400);
        expect(error).toMatchObject({ code: '22023', message: 'Nomor telepon tidak valid' });
      }
      const upsert = await as.buyer
        .from('profile_contacts')
        .upsert({ id: BUYER, phone }, { onConflict: 'id' });
      expect(upsert.status).toBe(400);
      expect(await must(service.from('profile_contacts').select('phone').eq('id', BUYER).single())).toEqual(
        before,
      );
    },
  );

  it('keeps a valid number as typed, and never empties a number once given', async () => {
    for (const phone of GOOD) {
      const { error } = await as.buyer.from('profile_contacts').update({ phone }).eq('id', BUYER);
      expect(error).toBeNull();
      expect(await must(service.from('profile_contacts').select('phone').eq('id', BUYER).single())).toEqual({
        phone,
      });
    }
    const last = GOOD[GOOD.length - 1];
    for (const phone of ['  ', null]) {
      const emptied = await as.buyer.from('profile_contacts').update({ phone }).eq('id', BUYER);
      expect(emptied.status).toBe(400);
      expect(emptied.error).toMatchObject({ code: '22023', message: 'Nomor telepon wajib diisi' });
      expect(await must(service.from('profile_contacts').select('phone').eq('id', BUYER).single())).toEqual({
        phone: last,
      });
    }
    await must(service.from('profile_contacts').update({ phone: '081200000003' }).eq('id', BUYER));
  });

  it('drops a forged sign-up number instead of failing the sign-up', async () => {
    const email = `telepon-${Date.now()}@example.test`;
    const created = await service.auth.admin.createUser({
      email,
      password: 'Rahasia#2024',
      email_confirm: true,
      user_metadata: { full_name: 'Nomor Palsu', phone: '12ab' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(await must(service.from('profile_contacts').select('phone').eq('id', id).single())).toEqual({
      phone: null,
    });
    const good = await service.auth.admin.createUser({
      email: `telepon-baik-${Date.now()}@example.test`,
      password: 'Rahasia#2024',
      email_confirm: true,
      user_metadata: { full_name: 'Nomor Baik', phone: '0812 3456 7890' },
    });
    expect(
      await must(service.from('profile_contacts').select('phone').eq('id', good.data.user!.id).single()),
    ).toEqual({ phone: '0812 3456 7890' });
  });
});

describe('orders.phone', () => {
  it('place_order refuses a number the old pattern let through, with 400 and changing nothing', async () => {
    const { count: before } = await service.from('orders').select('id', { count: 'exact', head: true });
    for (const phone of ['0123456789', '+62 0812 3456 7890', '12ab']) {
      const { error, status } = await as.buyer.rpc('place_order', {
        items: [{ product_id: 1, quantity: 1 }],
        shipping: { ...SHIPPING, phone },
        payment_method: 'bank_transfer',
      });
      expect({ phone, status }).toEqual({ phone, status: 400 });
      expect(error).toMatchObject({ code: '22023', message: 'Nomor telepon tidak valid' });
    }
    const { count: after } = await service.from('orders').select('id', { count: 'exact', head: true });
    expect(after).toBe(before);
  });

  it('a direct write of a bad phone is refused too', async () => {
    const placed = await as.buyer.rpc('place_order', {
      items: [{ product_id: 1, quantity: 1 }],
      shipping: SHIPPING,
      payment_method: 'bank_transfer',
    });
    expect(placed.error).toBeNull();
    const order = placed.data as { id: string; phone: string };
    expect(order.phone).toBe('081234567890');
    const { error, status } = await service.from('orders').update({ phone: '0812' }).eq('id', order.id);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'Nomor telepon tidak valid' });
    await must(as.buyer.rpc('cancel_order', { order_id: order.id }));
  });
});
