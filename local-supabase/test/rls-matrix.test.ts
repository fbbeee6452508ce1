/**
 * RLS matrix: for anon, a buyer, a seller, a second seller and an admin, every table and bucket of
 * supabase/migrations, each action asserted allowed or denied through the real supabase-js client.
 *
 * "Denied" means: an error, or no effect (RLS-filtered UPDATE/DELETE silently touch 0 rows, as on hosted).
 * Every verdict is checked through the service-role client (which bypasses RLS), never only by what the
 * actor's own response says. Fixtures are fresh rows per case, so cases don't depend on each other.
 *
 * Runs on PGlite by default, and on the PostgreSQL server with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anyOf } from './helpers/matchers';
import { startTestServer } from './helpers/server';
import {
  ACCOUNTS,
  ACTORS,
  PNG_1X1,
  idOf,
  makeClient,
  must,
  signedInClients,
  unique,
  type Actor,
} from './rls/clients';

type Verdict = 'allow' | 'deny';
type Matrix = Record<Actor, Verdict>;

const only = (...allowed: Actor[]): Matrix =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed.includes(a) ? 'allow' : 'deny'])) as Matrix;
const signedIn = only('buyer', 'seller', 'seller2', 'admin');

const SELLER = ACCOUNTS.seller.id;
const SELLER2 = ACCOUNTS.seller2.id;
const BUYER = ACCOUNTS.buyer.id;

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<Actor, SupabaseClient>;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  service = makeClient(server.url, server.serviceRoleKey);
  as = await signedInClients(server.url, server.anonKey);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------------------------------------
// fixture helpers (service role)
// ---------------------------------------------------------------------------------------------
async function newProduct(sellerId: string): Promise<number> {
  const row = await must(
    service
      .from('products')
      .insert({
        name: unique('Produk Uji'),
        price: 1.5,
        category_id: 1,
        description: 'uji',
        seller_id: sellerId,
      })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

async function productRow(id: number) {
  const { data } = await service.from('products').select('*').eq('id', id).maybeSingle();
  return data as Record<string, unknown> | null;
}

async function newCategory(): Promise<number> {
  const row = await must(
    service
      .from('categories')
      .insert({ name: unique('Kategori Uji'), division: 'Pertanian' })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

async function newArticle(status: 'published' | 'scheduled' = 'published'): Promise<number> {
  const publish_date =
    status === 'scheduled' ? new Date(Date.now() + 86_400_000 * 7).toISOString() : undefined;
  const row = await must(
    service
      .from('articles')
      .insert({
        title: unique('Artikel Uji'),
        type: 'news',
        content: 'isi',
        status,
        ...(publish_date ? { publish_date } : {}),
      })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

async function newMessage(): Promise<number> {
  const row = await must(
    service
      .from('contact_messages')
      .insert({ name: 'Uji', email: 'uji@contoh.id', message: 'Halo' })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

async function exists(table: string, id: number | string): Promise<boolean> {
  const { data } = await service.from(table).select('id').eq('id', id).maybeSingle();
  return data !== null;
}

async function readField(table: string, id: number | string, column: string): Promise<unknown> {
  const { data } = await service.from(table).select(column).eq('id', id).single();
  return (data as unknown as Record<string, unknown>)[column];
}

const verdict = (ok: boolean): Verdict => (ok ? 'allow' : 'deny');

// ---------------------------------------------------------------------------------------------
// categories
// ---------------------------------------------------------------------------------------------
describe('categories', () => {
  it.each(ACTORS)('select: %s', async (actor) => {
    const { data, error } = await as[actor]
      .from('categories')
      .select('id, name, division')
      .order('id')
      .overrideTypes<{ id: number; name: string; division: string }[], { merge: false }>();
    expect(error).toBeNull();
    expect(data!.slice(0, 9).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  const write = only('admin');
  it.each(ACTORS)('insert: %s', async (actor) => {
    const name = unique('Kategori Baru');
    await as[actor].from('categories').insert({ name, division: 'Perikanan' });
    const { data } = await service.from('categories').select('id').eq('name', name);
    expect(verdict(data!.length === 1)).toBe(write[actor]);
  });

  it.each(ACTORS)('update: %s', async (actor) => {
    const id = await newCategory();
    await as[actor].from('categories').update({ description: 'diubah' }).eq('id', id);
    expect(verdict((await readField('categories', id, 'description')) === 'diubah')).toBe(write[actor]);
  });

  it.each(ACTORS)('delete: %s', async (actor) => {
    const id = await newCategory();
    await as[actor].from('categories').delete().eq('id', id);
    expect(verdict(!(await exists('categories', id)))).toBe(write[actor]);
  });
});

// ---------------------------------------------------------------------------------------------
// products
// ---------------------------------------------------------------------------------------------
describe('products', () => {
  it.each(ACTORS)('select with the seller embedded: %s', async (actor) => {
    const { data, error } = await as[actor]
      .from('products')
      .select('id, name, division, seller:profiles(full_name)')
      .eq('name', 'Ikan Salmon Segar')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'Ikan Salmon Segar',
      division: 'Perikanan',
      seller: { full_name: 'Budi Santoso' },
    });
  });

  it('the catalogue has at least three products in each of the nine categories', async () => {
    const { data } = await as.anon
      .from('products')
      .select('category_id')
      .overrideTypes<{ category_id: number }[], { merge: false }>();
    const perCategory = new Map<number, number>();
    for (const row of data!) perCategory.set(row.category_id, (perCategory.get(row.category_id) ?? 0) + 1);
    for (let id = 1; id <= 9; id += 1) expect(perCategory.get(id) ?? 0).toBeGreaterThanOrEqual(3);
  });

  const insertOwn = only('seller', 'seller2', 'admin');
  it.each(ACTORS)('insert for oneself: %s', async (actor) => {
    const name = unique('Produk Baru');
    const { error } = await as[actor]
      .from('products')
      .insert({ name, price: 2, category: 'Ikan Olahan', division: 'Teknologi', description: 'baru' });
    const { data } = await service
      .from('products')
      .select('seller_id, category_id, division')
      .eq('name', name);
    expect(verdict(!error && data!.length === 1)).toBe(insertOwn[actor]);
    if (data!.length === 1) {
      // seller_id defaults to the caller; the category decides the division
      expect(data![0]).toEqual({ seller_id: idOf(actor), category_id: 2, division: 'Perikanan' });
    }
  });

  const insertForOther = only('admin');
  it.each(ACTORS)('insert on behalf of another seller: %s', async (actor) => {
    const name = unique('Produk Titipan');
    const other = actor === 'seller2' ? SELLER : SELLER2;
    await as[actor]
      .from('products')
      .insert({ name, price: 2, category_id: 1, description: 'x', seller_id: other });
    const { data } = await service.from('products').select('id').eq('name', name);
    expect(verdict(data!.length === 1)).toBe(insertForOther[actor]);
  });

  // seller A's product
  const changeSellersProduct = only('seller', 'admin');
  it.each(ACTORS)("update seller A's product: %s", async (actor) => {
    const id = await newProduct(SELLER);
    await as[actor].from('products').update({ price: 9.75, stock: 3 }).eq('id', id);
    expect(verdict(Number((await productRow(id))!.price) === 9.75)).toBe(changeSellersProduct[actor]);
  });

  it.each(ACTORS)("delete seller A's product: %s", async (actor) => {
    const id = await newProduct(SELLER);
    await as[actor].from('products').delete().eq('id', id);
    expect(verdict(!(await exists('products', id)))).toBe(changeSellersProduct[actor]);
  });

  const reassign = only('admin');
  it.each(ACTORS)("hand seller A's product to seller B: %s", async (actor) => {
    const id = await newProduct(SELLER);
    await as[actor].from('products').update({ seller_id: SELLER2 }).eq('id', id);
    expect(verdict((await productRow(id))!.seller_id === SELLER2)).toBe(reassign[actor]);
  });

  it('seller A gets an RLS error (not a silent no-op) when handing the product away', async () => {
    const id = await newProduct(SELLER);
    const { error } = await as.seller.from('products').update({ seller_id: SELLER2 }).eq('id', id);
    expect(error?.code).toBe('42501');
  });

  it("seller B's update of seller A's product affects nothing and returns []", async () => {
    const id = await newProduct(SELLER);
    const { data, error } = await as.seller2
      .from('products')
      .update({ name: 'dibajak' })
      .eq('id', id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  // derived from the visible reviews (20261126000016_reviews.sql): nobody writes them through the API
  const rating = only();
  it.each(ACTORS)('change rating/reviews: %s', async (actor) => {
    const id = await newProduct(SELLER);
    await as[actor].from('products').update({ rating: 5, reviews: 999 }).eq('id', id);
    expect(verdict(Number((await productRow(id))!.rating) === 5)).toBe(rating[actor]);
  });

  it('stock cannot go below zero', async () => {
    const id = await newProduct(SELLER);
    const { error } = await as.seller.from('products').update({ stock: -1 }).eq('id', id);
    expect(error?.code).toBe('23514');
  });
});

// ---------------------------------------------------------------------------------------------
// articles
// ---------------------------------------------------------------------------------------------
describe('articles', () => {
  it.each(ACTORS)('select a published article: %s', async (actor) => {
    const id = await newArticle('published');
    const { data } = await as[actor].from('articles').select('id').eq('id', id);
    expect(data).toHaveLength(1);
  });

  const seesScheduled = only('admin');
  it.each(ACTORS)('select a scheduled (future) article: %s', async (actor) => {
    const id = await newArticle('scheduled');
    const { data } = await as[actor].from('articles').select('id').eq('id', id);
    expect(verdict((data ?? []).length === 1)).toBe(seesScheduled[actor]);
  });

  it('the seeded scheduled article is invisible to anon and visible to the admin', async () => {
    type Article = { title: string; status: string };
    const anon = await as.anon
      .from('articles')
      .select('title, status')
      .overrideTypes<Article[], { merge: false }>();
    const admin = await as.admin
      .from('articles')
      .select('title, status')
      .overrideTypes<Article[], { merge: false }>();
    expect(anon.data!.some((a) => a.status === 'scheduled')).toBe(false);
    expect(admin.data!.some((a) => a.status === 'scheduled')).toBe(true);
    expect(anon.data!.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Panen Raya Ikan Nila', 'Diskon 20% Produk Organik']),
    );
  });

  const write = only('admin');
  it.each(ACTORS)('insert: %s', async (actor) => {
    const title = unique('Berita Baru');
    await as[actor].from('articles').insert({ title, type: 'promo', content: 'promo' });
    const { data } = await service.from('articles').select('author, author_id').eq('title', title);
    expect(verdict(data!.length === 1)).toBe(write[actor]);
    if (data!.length === 1) expect(data![0]).toEqual({ author: 'Admin', author_id: ACCOUNTS.admin.id });
  });

  it.each(ACTORS)('update: %s', async (actor) => {
    const id = await newArticle();
    await as[actor].from('articles').update({ content: 'diubah' }).eq('id', id);
    expect(verdict((await readField('articles', id, 'content')) === 'diubah')).toBe(write[actor]);
  });

  it.each(ACTORS)('delete: %s', async (actor) => {
    const id = await newArticle();
    await as[actor].from('articles').delete().eq('id', id);
    expect(verdict(!(await exists('articles', id)))).toBe(write[actor]);
  });
});

// ---------------------------------------------------------------------------------------------
// site_settings
// ---------------------------------------------------------------------------------------------
describe('site_settings', () => {
  it.each(ACTORS)('select: %s', async (actor) => {
    const { data, error } = await as[actor].from('site_settings').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 1, site_name: anyOf(String), email: anyOf(String) });
  });

  const write = only('admin');
  it.each(ACTORS)('update: %s', async (actor) => {
    const phone = unique('+62');
    await as[actor].from('site_settings').update({ phone }).eq('id', 1);
    expect(verdict((await readField('site_settings', 1, 'phone')) === phone)).toBe(write[actor]);
  });

  it.each(ACTORS)('insert a second row: %s', async (actor) => {
    const { error } = await as[actor].from('site_settings').insert({ id: 2, site_name: 'Lain' });
    expect(error).not.toBeNull();
    expect(await exists('site_settings', 2)).toBe(false);
  });

  it.each(ACTORS)('delete: %s', async (actor) => {
    await as[actor].from('site_settings').delete().eq('id', 1);
    expect(await exists('site_settings', 1)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// shipping_rates (tariffs): everyone reads, admins write
// ---------------------------------------------------------------------------------------------
describe('shipping_rates', () => {
  async function newRate(): Promise<string> {
    const province = unique('Provinsi Uji');
    await must(service.from('shipping_rates').insert({ province, cost: 10000 }).select('province'));
    return province;
  }
  const costOf = async (province: string) => {
    const { data } = await service
      .from('shipping_rates')
      .select('cost')
      .eq('province', province)
      .maybeSingle();
    return data ? Number(data.cost) : null;
  };
  const write = only('admin');

  it.each(ACTORS)('select: %s', async (actor) => {
    const { data, error } = await as[actor]
      .from('shipping_rates')
      .select('province, cost')
      .eq('province', 'Jawa Barat');
    expect(error).toBeNull();
    expect(data).toEqual([{ province: 'Jawa Barat', cost: 15000 }]);
  });

  it.each(ACTORS)('insert: %s', async (actor) => {
    const province = unique('Provinsi Baru');
    await as[actor].from('shipping_rates').insert({ province, cost: 5000 });
    expect(verdict((await costOf(province)) === 5000)).toBe(write[actor]);
  });

  it.each(ACTORS)('update: %s', async (actor) => {
    const province = await newRate();
    await as[actor].from('shipping_rates').update({ cost: 1 }).eq('province', province);
    expect(verdict((await costOf(province)) === 1)).toBe(write[actor]);
  });

  it.each(ACTORS)('delete: %s', async (actor) => {
    const province = await newRate();
    await as[actor].from('shipping_rates').delete().eq('province', province);
    expect(verdict((await costOf(province)) === null)).toBe(write[actor]);
  });
});

// ---------------------------------------------------------------------------------------------
// contact_messages
// ---------------------------------------------------------------------------------------------
describe('contact_messages', () => {
  it.each(ACTORS)('insert (send the contact form): %s', async (actor) => {
    const message = unique('Pesan');
    const { error } = await as[actor]
      .from('contact_messages')
      .insert({ name: 'Pengirim', email: 'kirim@contoh.id', message });
    expect(error).toBeNull();
    const { data } = await service.from('contact_messages').select('user_id').eq('message', message);
    expect(data).toEqual([{ user_id: idOf(actor) }]);
  });

  it('an invalid e-mail or an empty message is rejected', async () => {
    const bad = await as.anon
      .from('contact_messages')
      .insert({ name: 'X', email: 'bukan-email', message: 'Halo' });
    const empty = await as.anon
      .from('contact_messages')
      .insert({ name: 'X', email: 'x@contoh.id', message: '  ' });
    expect(bad.error?.code).toBe('23514');
    expect(empty.error?.code).toBe('23514');
  });

  const admin = only('admin');
  it.each(ACTORS)('select: %s', async (actor) => {
    const id = await newMessage();
    const { data } = await as[actor].from('contact_messages').select('id').eq('id', id);
    expect(verdict((data ?? []).length === 1)).toBe(admin[actor]);
  });

  it.each(ACTORS)('update (mark as read): %s', async (actor) => {
    const id = await newMessage();
    await as[actor].from('contact_messages').update({ is_read: true }).eq('id', id);
    expect(verdict((await readField('contact_messages', id, 'is_read')) === true)).toBe(admin[actor]);
  });

  it.each(ACTORS)('delete: %s', async (actor) => {
    const id = await newMessage();
    await as[actor].from('contact_messages').delete().eq('id', id);
    expect(verdict(!(await exists('contact_messages', id)))).toBe(admin[actor]);
  });
});

// ---------------------------------------------------------------------------------------------
// profiles (public fields) and profile_contacts (phone, address)
// ---------------------------------------------------------------------------------------------
describe('profiles', () => {
  it.each(ACTORS)("select another user's public fields: %s", async (actor) => {
    const { data, error } = await as[actor]
      .from('profiles')
      .select('id, full_name, role, reputation, avatar_url')
      .eq('id', SELLER)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: SELLER, full_name: 'Budi Santoso', role: 'seller' });
  });

  it.each(['buyer', 'seller', 'seller2', 'admin'] as const)(
    "select('*') of the own profile: %s",
    async (actor) => {
      const { data, error } = await as[actor]
        .from('profiles')
        .select('*')
        .eq('id', ACCOUNTS[actor].id)
        .single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: ACCOUNTS[actor].id, role: actor === 'seller2' ? 'seller' : actor });
      expect(data).not.toHaveProperty('phone');
    },
  );

  it.each(['buyer', 'seller', 'seller2', 'admin'] as const)(
    'own profile with the private fields embedded: %s',
    async (actor) => {
      const { data, error } = await as[actor]
        .from('profiles')
        .select('*, profile_contacts(phone, address)')
        .eq('id', ACCOUNTS[actor].id)
        .single();
      expect(error).toBeNull();
      expect((data as { profile_contacts: { phone: string } }).profile_contacts.phone).toMatch(/^0812/);
    },
  );

  const ownUpdate = signedIn;
  it.each(ACTORS)('update own full_name: %s', async (actor) => {
    const target = idOf(actor) ?? BUYER;
    const before = await readField('profiles', target, 'full_name');
    const name = unique('Nama');
    await as[actor].from('profiles').update({ full_name: name }).eq('id', target);
    const changed = (await readField('profiles', target, 'full_name')) === name;
    await service.from('profiles').update({ full_name: before }).eq('id', target);
    expect(verdict(changed)).toBe(ownUpdate[actor]);
  });

  const otherUpdate = only('admin');
  it.each(ACTORS)("update another user's full_name: %s", async (actor) => {
    const target = actor === 'seller2' ? SELLER : SELLER2;
    const before = await readField('profiles', target, 'full_name');
    await as[actor].from('profiles').update({ full_name: 'Dibajak' }).eq('id', target);
    const changed = (await readField('profiles', target, 'full_name')) === 'Dibajak';
    await service.from('profiles').update({ full_name: before }).eq('id', target);
    expect(verdict(changed)).toBe(otherUpdate[actor]);
  });

  it.each(['buyer', 'seller', 'seller2'] as const)('%s cannot make themselves admin', async (actor) => {
    const { error } = await as[actor].from('profiles').update({ role: 'admin' }).eq('id', ACCOUNTS[actor].id);
    expect(error?.code).toBe('42501');
    expect(await readField('profiles', ACCOUNTS[actor].id, 'role')).toBe(
      actor === 'seller2' ? 'seller' : actor,
    );
  });

  // reputation is derived from reviews and sales (20261126000017_review_reputation.sql): admins included
  it.each(['buyer', 'seller', 'seller2', 'admin'] as const)(
    '%s cannot change their own reputation',
    async (actor) => {
      const before = await readField('profiles', ACCOUNTS[actor].id, 'reputation');
      const { error } = await as[actor]
        .from('profiles')
        .update({ reputation: 9999 })
        .eq('id', ACCOUNTS[actor].id);
      expect(error?.code).toBe('42501');
      expect(await readField('profiles', ACCOUNTS[actor].id, 'reputation')).toBe(before);
    },
  );

  it('anon cannot change anyone’s role', async () => {
    await as.anon.from('profiles').update({ role: 'admin' }).eq('id', BUYER);
    expect(await readField('profiles', BUYER, 'role')).toBe('buyer');
  });

  it('an admin changes the role of another user, but not their reputation', async () => {
    const before = await readField('profiles', BUYER, 'reputation');
    const refused = await as.admin.from('profiles').update({ role: 'seller', reputation: 5 }).eq('id', BUYER);
    expect(refused.error?.code).toBe('42501');
    expect(await readField('profiles', BUYER, 'role')).toBe('buyer');
    expect(await readField('profiles', BUYER, 'reputation')).toBe(before);
    const { error } = await as.admin.from('profiles').update({ role: 'seller' }).eq('id', BUYER);
    expect(error).toBeNull();
    expect(await readField('profiles', BUYER, 'role')).toBe('seller');
    await as.admin.from('profiles').update({ role: 'buyer' }).eq('id', BUYER);
    expect(await readField('profiles', BUYER, 'role')).toBe('buyer');
  });

  it.each(ACTORS)('insert a profile: %s', async (actor) => {
    const { error } = await as[actor]
      .from('profiles')
      .insert({ id: '0f0f0f0f-0000-4000-8000-000000000000', full_name: 'X' });
    expect(error).not.toBeNull();
  });

  it.each(ACTORS)('delete a profile: %s', async (actor) => {
    const target = idOf(actor) ?? BUYER;
    await as[actor].from('profiles').delete().eq('id', target);
    expect(await exists('profiles', target)).toBe(true);
  });
});

describe('profile_contacts (phone, address)', () => {
  const readOther = only('admin');
  it.each(ACTORS)("read another user's phone and address: %s", async (actor) => {
    const target = actor === 'seller' ? SELLER2 : SELLER;
    const { data } = await as[actor].from('profile_contacts').select('phone, address').eq('id', target);
    expect(verdict((data ?? []).length === 1)).toBe(readOther[actor]);
  });

  it.each(ACTORS)("another user's phone through the profiles embed: %s", async (actor) => {
    const target = actor === 'seller' ? SELLER2 : SELLER;
    const { data } = await as[actor]
      .from('profiles')
      .select('id, profile_contacts(phone)')
      .eq('id', target)
      .single();
    const contacts =
      (data as { profile_contacts: { phone: string } | null } | null)?.profile_contacts ?? null;
    expect(verdict(contacts !== null)).toBe(readOther[actor]);
  });

  it.each(ACTORS)('select * on profiles never exposes a phone: %s', async (actor) => {
    const { data } = await as[actor].from('profiles').select('*');
    expect(data!.length).toBeGreaterThanOrEqual(4);
    for (const row of data!) {
      expect(row).not.toHaveProperty('phone');
      expect(row).not.toHaveProperty('address');
    }
  });

  it.each(ACTORS)('update own phone and address: %s', async (actor) => {
    const target = idOf(actor) ?? BUYER;
    const before = await readField('profile_contacts', target, 'address');
    const address = unique('Jl. Uji');
    await as[actor].from('profile_contacts').update({ address }).eq('id', target);
    const changed = (await readField('profile_contacts', target, 'address')) === address;
    await service.from('profile_contacts').update({ address: before }).eq('id', target);
    expect(verdict(changed)).toBe(signedIn[actor]);
  });

  it.each(ACTORS)("update another user's address: %s", async (actor) => {
    const target = actor === 'seller' ? SELLER2 : SELLER;
    const before = await readField('profile_contacts', target, 'address');
    await as[actor].from('profile_contacts').update({ address: 'Dibajak' }).eq('id', target);
    const changed = (await readField('profile_contacts', target, 'address')) === 'Dibajak';
    await service.from('profile_contacts').update({ address: before }).eq('id', target);
    expect(verdict(changed)).toBe(readOther[actor]);
  });
});

// ---------------------------------------------------------------------------------------------
// storage buckets
// ---------------------------------------------------------------------------------------------
async function upload(client: SupabaseClient, bucket: string, path: string) {
  return client.storage.from(bucket).upload(path, PNG_1X1, { contentType: 'image/png', upsert: false });
}

async function objectExists(bucket: string, path: string): Promise<boolean> {
  const response = await fetch(`${server.url}/storage/v1/object/public/${bucket}/${path}`);
  await response.arrayBuffer();
  return response.status === 200;
}

/** uploads a file as `owner` (through the API, so owner_id is set) and returns its path */
async function fileOf(owner: Actor | 'service', bucket: string, folder = ''): Promise<string> {
  const path = `${folder}${unique('berkas')}.png`;
  const client = owner === 'service' ? service : as[owner];
  const { error } = await upload(client, bucket, path);
  if (error) throw new Error(`fixture upload failed: ${JSON.stringify(error)}`);
  return path;
}

describe('storage: products bucket', () => {
  const uploaders = only('seller', 'seller2', 'admin');
  it.each(ACTORS)('upload: %s', async (actor) => {
    const path = `${unique('produk')}.png`;
    const { error } = await upload(as[actor], 'products', path);
    expect(verdict(!error && (await objectExists('products', path)))).toBe(uploaders[actor]);
    if (error) expect(error).toMatchObject({ statusCode: '403' });
  });

  it.each(ACTORS)('public read without any header: %s', async (actor) => {
    const path = await fileOf('seller', 'products');
    void actor;
    const response = await fetch(`${server.url}/storage/v1/object/public/products/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('getPublicUrl of a seeded image is served', async () => {
    const { data } = as.anon.storage.from('products').getPublicUrl('ikan-salmon-segar.webp');
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/webp/);
  });

  const removeSellersFile = only('seller', 'admin');
  it.each(ACTORS)("remove seller A's file: %s", async (actor) => {
    const path = await fileOf('seller', 'products');
    const { error } = await as[actor].storage.from('products').remove([path]);
    expect(error).toBeNull();
    expect(verdict(!(await objectExists('products', path)))).toBe(removeSellersFile[actor]);
  });

  it.each(ACTORS)('overwrite (upsert) seller A’s file: %s', async (actor) => {
    const path = await fileOf('seller', 'products');
    const { error } = await as[actor].storage
      .from('products')
      .upload(path, PNG_1X1, { contentType: 'image/png', upsert: true });
    expect(verdict(!error)).toBe(removeSellersFile[actor]);
  });
});

describe('storage: articles bucket', () => {
  const admins = only('admin');
  it.each(ACTORS)('upload: %s', async (actor) => {
    const path = `${unique('artikel')}.png`;
    const { error } = await upload(as[actor], 'articles', path);
    expect(verdict(!error && (await objectExists('articles', path)))).toBe(admins[actor]);
  });

  it.each(ACTORS)('remove: %s', async (actor) => {
    const path = await fileOf('admin', 'articles');
    await as[actor].storage.from('articles').remove([path]);
    expect(verdict(!(await objectExists('articles', path)))).toBe(admins[actor]);
  });

  it('anyone reads an article image', async () => {
    const path = await fileOf('admin', 'articles');
    expect(await objectExists('articles', path)).toBe(true);
  });
});

describe('storage: avatars bucket', () => {
  it.each(ACTORS)('upload into the own folder: %s', async (actor) => {
    const folder = `${idOf(actor) ?? BUYER}/`;
    const path = `${folder}${unique('avatar')}.png`;
    const { error } = await upload(as[actor], 'avatars', path);
    expect(verdict(!error && (await objectExists('avatars', path)))).toBe(signedIn[actor]);
  });

  const intoOther = only('admin');
  it.each(ACTORS)("upload into another user's folder: %s", async (actor) => {
    const other = actor === 'seller' ? SELLER2 : SELLER;
    const path = `${other}/${unique('avatar')}.png`;
    const { error } = await upload(as[actor], 'avatars', path);
    expect(verdict(!error && (await objectExists('avatars', path)))).toBe(intoOther[actor]);
  });

  it.each(ACTORS)("remove another user's avatar: %s", async (actor) => {
    const owner: Actor = actor === 'seller' ? 'seller2' : 'seller';
    const path = await fileOf(owner, 'avatars', `${ACCOUNTS[owner === 'seller' ? 'seller' : 'seller2'].id}/`);
    await as[actor].storage.from('avatars').remove([path]);
    expect(verdict(!(await objectExists('avatars', path)))).toBe(intoOther[actor]);
  });

  it.each(['buyer', 'seller', 'seller2', 'admin'] as const)('remove the own avatar: %s', async (actor) => {
    const path = await fileOf(actor, 'avatars', `${ACCOUNTS[actor].id}/`);
    const { data, error } = await as[actor].storage.from('avatars').remove([path]);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(await objectExists('avatars', path)).toBe(false);
  });

  it('a file that is not an allowed image type is refused in every bucket', async () => {
    for (const bucket of ['products', 'articles', 'avatars']) {
      const { error } = await as.admin.storage
        .from(bucket)
        .upload(`${ACCOUNTS.admin.id}/${unique('x')}.gif`, PNG_1X1, { contentType: 'image/gif' });
      expect(error).toMatchObject({ statusCode: '415' });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// seed sanity seen through the API
// ---------------------------------------------------------------------------------------------
describe('seed', () => {
  it('has the four demo accounts with their roles', async () => {
    const { data } = await as.anon
      .from('profiles')
      .select('id, role')
      .in(
        'id',
        Object.values(ACCOUNTS).map((a) => a.id),
      )
      .order('id');
    expect(data).toEqual([
      { id: ACCOUNTS.admin.id, role: 'admin' },
      { id: ACCOUNTS.seller.id, role: 'seller' },
      { id: ACCOUNTS.buyer.id, role: 'buyer' },
      { id: ACCOUNTS.seller2.id, role: 'seller' },
    ]);
  });

  it('a sign-up asking for the admin role becomes a buyer; phone lands in profile_contacts', async () => {
    const client = makeClient(server.url, server.anonKey);
    const email = `${unique('baru')}@koperasi.test`;
    const { data, error } = await client.auth.signUp({
      email,
      password: 'Rahasia#2024',
      options: { data: { full_name: 'Pengguna Baru', phone: '081299998888', role: 'admin' } },
    });
    expect(error).toBeNull();
    const id = data.user!.id;
    expect(await readField('profiles', id, 'role')).toBe('buyer');
    expect(await readField('profiles', id, 'full_name')).toBe('Pengguna Baru');
    expect(await readField('profile_contacts', id, 'phone')).toBe('081299998888');
  });
});
