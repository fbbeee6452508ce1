/**
 * Seller verification (supabase/migrations/20261207000010_seller_verification.sql): a new seller's products
 * are read by nobody but the seller and admins until an admin approves the seller's application (NIK, KTP
 * photo in a private bucket, business, bank account, membership); refusal and suspension hide them, with
 * Indonesian mail through mail_outbox; the member's share line knows whether the seller is a member.
 * PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, PASSWORD, PNG_1X1, SHIPPING, makeClient, must, unique } from './rls/clients';

const world = useSignedInWorld();

interface Person {
  client: SupabaseClient;
  id: string;
  email: string;
}

interface Mail {
  template: string;
  subject: string;
  body: string;
}

interface Application {
  seller_id: string;
  status: string;
  review_reason: string | null;
  nik: string;
  bank_account_number: string;
}

interface RpcError {
  code: string;
  details: string | null;
  message: string;
}

async function newPerson(role: 'buyer' | 'seller', name: string): Promise<Person> {
  const client = makeClient(world.server.url, world.server.anonKey);
  const email = `${unique(role === 'seller' ? 'penjual-baru' : 'pembeli-baru')}@example.test`.toLowerCase();
  const { data, error } = await world.server.signUpConfirmed(client, {
    email,
    password: PASSWORD,
    options: { data: { full_name: name, role } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { client, id: data.user.id, email };
}

async function uploadKtp(seller: Person, folder = seller.id): Promise<{ path: string; error: unknown }> {
  const path = `${folder}/${Date.now()}-ktp.png`;
  const { error } = await seller.client.storage
    .from('seller-documents')
    .upload(path, PNG_1X1, { contentType: 'image/png' });
  return { path, error };
}

function application(path: string, change: Record<string, unknown> = {}) {
  return {
    legal_name: 'Rahmat Hidayat',
    nik: '3273 0101 0190 0003',
    ktp_photo_path: path,
    business_name: 'Tambak Udang Rahmat',
    division: 'Perikanan',
    bank_name: 'Bank Mandiri',
    bank_account_number: '130-00-1234567',
    bank_account_holder: 'Rahmat Hidayat',
    membership: 'ingin_anggota',
    ...change,
  };
}

function submit(client: SupabaseClient, args: Record<string, unknown>) {
  return client.rpc('submit_seller_application', args) as unknown as Promise<{
    data: Application | null;
    error: RpcError | null;
  }>;
}

function review(client: SupabaseClient, args: Record<string, unknown>) {
  return client.rpc('review_seller_application', args) as unknown as Promise<{
    data: Application | null;
    error: RpcError | null;
  }>;
}

function suspend(client: SupabaseClient, args: Record<string, unknown>) {
  return client.rpc('suspend_seller', args) as unknown as Promise<{
    data: Application | null;
    error: RpcError | null;
  }>;
}

async function newProduct(seller: Person, name: string): Promise<number> {
  const row = await must(
    seller.client
      .from('products')
      .insert({ name, price: 8.5, category_id: 1, description: 'Produk uji verifikasi', stock: 10 })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

async function visibleTo(client: SupabaseClient, productId: number): Promise<boolean> {
  const { data, error } = await client.from('products').select('id').eq('id', productId);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

async function outbox(recipient: string): Promise<Mail[]> {
  const { rows } = await world.sql<Mail>(
    'select template, subject, body from public.mail_outbox where recipient = $1 order by id',
    [recipient],
  );
  return rows;
}

describe('the seed', () => {
  it('has both sellers approved, Budi a member and Siti not, with their KTP photos in the private bucket', async () => {
    const { rows } = await world.sql<{
      seller_id: string;
      status: string;
      membership: string;
      photo: boolean;
    }>(
      `select a.seller_id, a.status, a.membership,
              exists (select 1 from storage.objects o
                       where o.bucket_id = 'seller-documents' and o.name = a.ktp_photo_path) as photo
         from public.seller_applications a order by a.seller_id`,
    );
    expect(rows).toEqual([
      { seller_id: ACCOUNTS.seller.id, status: 'disetujui', membership: 'anggota', photo: true },
      { seller_id: ACCOUNTS.seller2.id, status: 'disetujui', membership: 'bukan_anggota', photo: true },
    ]);
    const { data } = await world.as.anon.rpc('member_status', {
      profile_ids: [ACCOUNTS.seller.id, ACCOUNTS.seller2.id],
    });
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ profile_id: ACCOUNTS.seller.id, is_member: true }),
        expect.objectContaining({ profile_id: ACCOUNTS.seller2.id, is_member: false }),
      ]),
    );
  });

  it("names the seller's membership in each product's share, for every product a visitor sees", async () => {
    const products = await must(world.as.anon.from('products').select('id, seller_id'));
    const rows = products as { id: number; seller_id: string }[];
    expect(rows.length).toBeGreaterThan(20);
    const { data, error } = await world.as.anon.rpc('product_member_shares', {
      product_ids: rows.map((r) => r.id),
    });
    expect(error).toBeNull();
    const shares = data as { product_id: number; seller_is_member: boolean }[];
    expect(shares).toHaveLength(rows.length);
    for (const share of shares) {
      const seller = rows.find((r) => r.id === share.product_id)!.seller_id;
      expect({ seller, member: share.seller_is_member }).toEqual({
        seller,
        member: seller === ACCOUNTS.seller.id,
      });
    }
  });
});

describe('a new seller', () => {
  let seller: Person;
  let buyer: Person;
  let productId: number;
  let ktp: string;
  const name = unique('Udang Windu Verifikasi');

  beforeAll(async () => {
    seller = await newPerson('seller', 'Rahmat Hidayat');
    buyer = await newPerson('buyer', 'Pembeli Verifikasi');
    productId = await newProduct(seller, name);
  });

  it('prepares products that nobody else reads, through REST, search, counts, shares and checkout', async () => {
    expect(await visibleTo(seller.client, productId)).toBe(true);
    expect(await visibleTo(world.as.admin, productId)).toBe(true);
    for (const other of [world.as.anon, world.as.buyer, world.as.seller2, buyer.client]) {
      expect(await visibleTo(other, productId)).toBe(false);
    }
    const found = await world.as.anon.rpc('search_products', { q: name });
    expect(found.data).toEqual([]);
    const shares = await world.as.anon.rpc('product_member_shares', { product_ids: [productId] });
    expect(shares.data).toEqual([]);
    const quote = await buyer.client.rpc('quote_order', { items: [{ product_id: productId, quantity: 1 }] });
    expect(quote.error).toMatchObject({ code: 'KP002' });
    const placed = await buyer.client.rpc('place_order', {
      items: [{ product_id: productId, quantity: 1 }],
      shipping: SHIPPING,
      payment_method: 'cod',
    });
    expect(placed.error).toMatchObject({
      code: 'KP002',
      message: 'Produk tidak ditemukan atau sudah tidak dijual',
    });
    // the sidebar's count is the visitor's: the hidden product is not in it
    const { rows } = await world.sql<{ n: number }>(
      'select count(*)::int as n from public.products where category_id = 1',
    );
    const count = await must(
      world.as.anon.from('category_product_counts').select('product_count').eq('id', 1),
    );
    expect((count as { product_count: number }[])[0]!.product_count).toBe(rows[0]!.n - 1);
  });

  it('keeps the KTP photo private: the seller and admins read it, nobody else; only in their own folder', async () => {
    const own = await uploadKtp(seller);
    expect(own.error).toBeNull();
    ktp = own.path;
    expect((await uploadKtp(seller, ACCOUNTS.seller.id)).error).not.toBeNull();
    expect((await uploadKtp(buyer)).error).not.toBeNull();

    for (const reader of [seller.client, world.as.admin]) {
      expect((await reader.storage.from('seller-documents').download(ktp)).error).toBeNull();
    }
    for (const reader of [world.as.anon, world.as.buyer, world.as.seller, buyer.client]) {
      expect((await reader.storage.from('seller-documents').download(ktp)).error).not.toBeNull();
      expect((await reader.storage.from('seller-documents').createSignedUrl(ktp, 60)).error).not.toBeNull();
    }
    const open = await fetch(`${world.server.url}/storage/v1/object/public/seller-documents/${ktp}`);
    expect(open.status).toBe(400);
  });

  it('is told in Indonesian what is wrong with an application, field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nik: '12345' }, 'nik', 'NIK harus 16 digit angka'],
      [{ nik: '3273A10101900003' }, 'nik', 'NIK harus 16 digit angka'],
      [{ nik: '0000000000000000' }, 'nik', 'NIK tidak valid'],
      [{ legal_name: 'R' }, 'legal_name', 'Nama sesuai KTP wajib diisi (3 sampai 120 karakter)'],
      [
        { ktp_photo_path: `${seller.id}/tidak-ada.png` },
        'ktp_photo_path',
        'Foto KTP tidak ditemukan; unggah ulang fotonya',
      ],
      [
        { ktp_photo_path: 'a1a1a1a1-0000-4000-8000-000000000002/ktp-contoh.png' },
        'ktp_photo_path',
        'Foto KTP tidak ditemukan; unggah ulang fotonya',
      ],
      [
        { division: 'Peternakan' },
        'division',
        'Pilih divisi usaha: Perikanan, Pertanian, atau Teknologi Ramah Lingkungan',
      ],
      [
        { bank_account_number: '12ab' },
        'bank_account_number',
        'Nomor rekening harus 5 sampai 20 digit angka',
      ],
      [{ membership: 'ya' }, 'membership', 'Pilih status keanggotaan koperasi Anda'],
    ];
    for (const [change, field, message] of cases) {
      const { error } = await submit(seller.client, application(ktp, change));
      expect({ field, error }).toEqual({
        field,
        error: expect.objectContaining({ code: '22023', details: field, message }),
      });
    }
    // only sellers apply
    expect((await submit(buyer.client, application(ktp))).error).toMatchObject({ code: '42501' });
    expect((await submit(world.as.anon, application(ktp))).error).not.toBeNull();
    // and nobody writes the table directly
    const direct = await seller.client
      .from('seller_applications')
      .insert({ seller_id: seller.id, ...application(ktp), nik: '3273010101900003', status: 'disetujui' });
    expect(direct.error).not.toBeNull();
  });

  it('applies, is refused with a reason (mailed), corrects and is approved as a member (mailed); then shown', async () => {
    const sent = await submit(seller.client, application(ktp));
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({
      seller_id: seller.id,
      status: 'menunggu',
      nik: '3273010101900003',
      bank_account_number: '130001234567',
    });
    // the application: the seller and admins read it, nobody else
    expect(await must(seller.client.from('seller_applications').select('seller_id'))).toEqual([
      { seller_id: seller.id },
    ]);
    const seen = await must(
      world.as.admin.from('seller_applications').select('seller_id').eq('seller_id', seller.id),
    );
    expect(seen).toHaveLength(1);
    for (const other of [world.as.seller, world.as.buyer, buyer.client]) {
      expect(
        await must(other.from('seller_applications').select('seller_id').eq('seller_id', seller.id)),
      ).toEqual([]);
    }
    expect(await visibleTo(world.as.anon, productId)).toBe(false);

    // only admins decide; a refusal needs a reason
    for (const client of [seller.client, world.as.seller, world.as.buyer]) {
      expect((await review(client, { seller_id: seller.id, approve: true })).error).toMatchObject({
        code: '42501',
      });
    }
    expect((await review(world.as.admin, { seller_id: seller.id, approve: false })).error).toMatchObject({
      code: '22023',
      details: 'reason',
      message: 'Alasan penolakan wajib diisi (5 sampai 500 karakter)',
    });
    const refused = await review(world.as.admin, {
      seller_id: seller.id,
      approve: false,
      reason: 'Foto KTP buram, nomor NIK tidak terbaca',
    });
    expect(refused.error).toBeNull();
    expect(refused.data).toMatchObject({
      status: 'ditolak',
      review_reason: 'Foto KTP buram, nomor NIK tidak terbaca',
    });
    expect((await review(world.as.admin, { seller_id: seller.id, approve: true })).error).toMatchObject({
      code: '55000',
    });
    expect(await visibleTo(world.as.anon, productId)).toBe(false);
    const [refusal] = await outbox(seller.email);
    expect(refusal).toMatchObject({
      template: 'penjual_ditolak',
      subject: 'Pendaftaran penjual Anda belum dapat disetujui',
    });
    expect(refusal!.body).toContain('Halo Rahmat Hidayat,');
    expect(refusal!.body).toContain('Alasan: Foto KTP buram, nomor NIK tidak terbaca');
    expect(refusal!.body).toContain('{{SITE_URL}}/seller/verification');

    // corrected and sent again: waiting, the reason gone
    const again = await submit(seller.client, application(ktp, { membership: 'anggota' }));
    expect(again.data).toMatchObject({ status: 'menunggu', review_reason: null });

    const approved = await review(world.as.admin, {
      seller_id: seller.id,
      approve: true,
      member_number: unique('KOP'),
    });
    expect(approved.error).toBeNull();
    expect(approved.data).toMatchObject({ status: 'disetujui' });
    const mails = await outbox(seller.email);
    expect(mails.map((m) => m.template)).toEqual(['penjual_ditolak', 'penjual_disetujui']);
    expect(mails[1]).toMatchObject({ subject: 'Pendaftaran penjual Anda disetujui' });
    expect(mails[1]!.body).toContain('Produk Anda kini tampil untuk pembeli');

    for (const other of [world.as.anon, world.as.buyer, buyer.client]) {
      expect(await visibleTo(other, productId)).toBe(true);
    }
    const shares = await world.as.anon.rpc('product_member_shares', { product_ids: [productId] });
    expect(shares.data).toEqual([expect.objectContaining({ product_id: productId, seller_is_member: true })]);
    // an approved application changes only through an admin
    expect((await submit(seller.client, application(ktp))).error).toMatchObject({ code: '55000' });
  });

  it('is suspended by an admin: products hidden, the released shipment still shipped; reinstated: shown again', async () => {
    const placed = await buyer.client.rpc('place_order', {
      items: [{ product_id: productId, quantity: 1 }],
      shipping: SHIPPING,
      payment_method: 'cod',
    });
    expect(placed.error).toBeNull();
    const orderId = (placed.data as { id: string }).id;

    expect((await suspend(world.as.admin, { seller_id: seller.id, suspended: true })).error).toMatchObject({
      code: '22023',
      details: 'reason',
    });
    expect(
      (await suspend(world.as.seller, { seller_id: seller.id, suspended: true, reason: 'Uji penangguhan' }))
        .error,
    ).toMatchObject({ code: '42501' });
    const suspended = await suspend(world.as.admin, {
      seller_id: seller.id,
      suspended: true,
      reason: 'Banyak keluhan pembeli tentang kualitas produk',
    });
    expect(suspended.data).toMatchObject({ status: 'ditangguhkan' });
    for (const other of [world.as.anon, world.as.buyer, buyer.client]) {
      expect(await visibleTo(other, productId)).toBe(false);
    }
    expect(await visibleTo(seller.client, productId)).toBe(true);

    // the open shipment is still the seller's to ship, and the buyer follows it
    const shipment = await must(
      seller.client.from('order_shipments').select('id, status').eq('order_id', orderId),
    );
    const [open] = shipment as { id: number; status: string }[];
    expect(open).toMatchObject({ status: 'diproses' });
    const shipped = await seller.client.rpc('update_shipment', {
      shipment_id: open!.id,
      status: 'dikirim',
      courier: 'JNE',
      tracking_number: 'JNE0000000051',
    });
    expect(shipped.error).toBeNull();
    const seenByBuyer = await must(
      buyer.client.from('order_shipments').select('status').eq('order_id', orderId),
    );
    expect(seenByBuyer).toEqual([{ status: 'dikirim' }]);

    const lifted = await suspend(world.as.admin, { seller_id: seller.id, suspended: false });
    expect(lifted.data).toMatchObject({ status: 'disetujui' });
    expect(await visibleTo(world.as.anon, productId)).toBe(true);
    const templates = (await outbox(seller.email)).map((m) => m.template);
    expect(templates).toEqual(expect.arrayContaining(['penjual_ditangguhkan', 'penjual_diaktifkan']));
    const suspension = (await outbox(seller.email)).find((m) => m.template === 'penjual_ditangguhkan')!;
    expect(suspension.subject).toBe('Akun penjual Anda ditangguhkan');
    expect(suspension.body).toContain('Alasan: Banyak keluhan pembeli tentang kualitas produk');
    expect(suspension.body).toContain('tetap harus dikirim');
  });
});
