/**
 * PostgREST conformance through the real supabase-js client against the local server: what the app relies on.
 * Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anyOf, anything } from './helpers/matchers';
import { startTestServer } from './helpers/server';
import { restClient, uniqueName } from './rest/clients';

jest.setTimeout(60_000);

let server: Awaited<ReturnType<typeof startTestServer>>;
let anon: SupabaseClient;
let service: SupabaseClient;
let sellerId: string;
const tag = uniqueName('konformasi');
const fixtureIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  anon = restClient(server.url, server.anonKey);
  service = restClient(server.url, server.serviceRoleKey);
  const seller = await service.from('profiles').select('id').eq('role', 'seller').limit(1).single();
  if (seller.error) throw new Error(JSON.stringify(seller.error));
  sellerId = seller.data.id;
  // three fixture products with known values, identified by `tag` in the description
  const { data, error } = await service
    .from('products')
    .insert([
      {
        name: 'Konformasi Alpha',
        price: 10.5,
        category_id: 1,
        description: `${tag} alpha salmon`,
        stock: 0,
        seller_id: sellerId,
      },
      {
        name: 'Konformasi Beta',
        price: 20,
        category_id: 1,
        description: `${tag} beta`,
        stock: 5,
        seller_id: sellerId,
      },
      {
        name: 'Konformasi Gamma',
        price: 30.25,
        category_id: 2,
        description: `${tag} gamma`,
        stock: 9,
        seller_id: sellerId,
      },
    ])
    .select('id');
  if (error) throw new Error(JSON.stringify(error));
  fixtureIds.push(...(data as Array<{ id: number }>).map((r) => r.id));
}, 120_000);

afterAll(async () => {
  if (service) await service.from('products').delete().ilike('description', `${tag}%`);
  await server?.close();
});

const fixtures = () => anon.from('products').select('name').ilike('description', `${tag}%`);
const names = (data: unknown) => (data as Array<{ name: string }>).map((r) => r.name);

describe('select and embeds', () => {
  it('lists products with the seller embedded, newest first, limit 24', async () => {
    const { data, error, status } = await anon
      .from('products')
      .select('*, seller:profiles(full_name)')
      .order('created_at', { ascending: false })
      .limit(24);
    expect(error).toBeNull();
    expect(status).toBe(200);
    const rows = data as Array<{
      id: number;
      created_at: string;
      seller: { full_name: string | null } | null;
    }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(24);
    expect(rows[0]?.seller).toEqual({ full_name: anything() });
    const times = rows.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
  it('embeds to-one via FK (categories) and to-many (products of a category)', async () => {
    const { data } = await anon
      .from('products')
      .select('name, categories(name, division)')
      .eq('id', fixtureIds[0] as number)
      .single();
    expect(data).toEqual({
      name: 'Konformasi Alpha',
      categories: { name: anyOf(String), division: anyOf(String) },
    });
    const cat = await anon.from('categories').select('id, products(name)').eq('id', 2).single();
    expect((cat.data as { products: Array<{ name: string }> }).products).toContainEqual({
      name: 'Konformasi Gamma',
    });
  });
  it('aliases columns and embedded filters on to-many', async () => {
    const { data } = await anon
      .from('categories')
      .select('nama:name, produk:products(name)')
      .eq('id', 1)
      .ilike('produk.name', 'Konformasi%')
      .order('name', { referencedTable: 'produk', ascending: false })
      .single();
    expect(data).toEqual({
      nama: anyOf(String),
      produk: [{ name: 'Konformasi Beta' }, { name: 'Konformasi Alpha' }],
    });
  });
  it('formats numeric and timestamptz like PostgREST', async () => {
    const res = await fetch(`${server.url}/rest/v1/products?select=price,created_at&id=eq.${fixtureIds[0]}`, {
      headers: { apikey: server.anonKey },
    });
    const text = await res.text();
    expect(text).toMatch(/"price":10\.50/);
    expect(text).toMatch(/"created_at":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00"/);
  });
  it('unknown relationship is PGRST200', async () => {
    const { error, status } = await anon.from('products').select('*, nope(*)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });
});

describe('filters', () => {
  it('eq, neq, gt, gte, lt, lte', async () => {
    expect(names((await fixtures().eq('price', 20)).data)).toEqual(['Konformasi Beta']);
    expect(names((await fixtures().neq('price', 20).order('price')).data)).toEqual([
      'Konformasi Alpha',
      'Konformasi Gamma',
    ]);
    expect(names((await fixtures().gt('price', 20)).data)).toEqual(['Konformasi Gamma']);
    expect(names((await fixtures().gte('price', 20).order('price')).data)).toEqual([
      'Konformasi Beta',
      'Konformasi Gamma',
    ]);
    expect(names((await fixtures().lt('price', 20)).data)).toEqual(['Konformasi Alpha']);
    expect(names((await fixtures().lte('price', 10.5)).data)).toEqual(['Konformasi Alpha']);
  });
  it('like, ilike with % and *', async () => {
    expect(names((await fixtures().like('name', '%Gamma')).data)).toEqual(['Konformasi Gamma']);
    expect(names((await fixtures().ilike('name', '%beta%')).data)).toEqual(['Konformasi Beta']);
    expect(names((await fixtures().ilike('name', '*ALPHA')).data)).toEqual(['Konformasi Alpha']);
  });
  it('is, in, not, or, match, contains', async () => {
    expect(names((await fixtures().in('price', [10.5, 30.25]).order('price')).data)).toEqual([
      'Konformasi Alpha',
      'Konformasi Gamma',
    ]);
    expect(names((await fixtures().not('stock', 'eq', 0).order('stock')).data)).toEqual([
      'Konformasi Beta',
      'Konformasi Gamma',
    ]);
    expect(names((await fixtures().not('category_id', 'in', '(1)')).data)).toEqual(['Konformasi Gamma']);
    expect(names((await fixtures().or('price.gt.25,name.ilike.*alpha*').order('price')).data)).toEqual([
      'Konformasi Alpha',
      'Konformasi Gamma',
    ]);
    expect(
      names((await fixtures().or('and(stock.gt.1,price.lt.25),stock.eq.0').order('price')).data),
    ).toEqual(['Konformasi Alpha', 'Konformasi Beta']);
    expect(names((await fixtures().match({ category_id: 1, stock: 5 })).data)).toEqual(['Konformasi Beta']);
    expect(names((await fixtures().contains('images', [])).data).length).toBe(3);
    expect(names((await fixtures().is('division', null)).data)).toEqual([]);
  });
  it('full text search', async () => {
    const { data, error } = await fixtures().textSearch('description', 'salmon', {
      config: 'simple',
      type: 'websearch',
    });
    expect(error).toBeNull();
    expect(names(data)).toEqual(['Konformasi Alpha']);
  });
  it('order with nullsFirst, range and limit', async () => {
    expect(names((await fixtures().order('stock', { ascending: false, nullsFirst: false })).data)).toEqual([
      'Konformasi Gamma',
      'Konformasi Beta',
      'Konformasi Alpha',
    ]);
    expect(names((await fixtures().order('price').range(1, 2)).data)).toEqual([
      'Konformasi Beta',
      'Konformasi Gamma',
    ]);
    expect(names((await fixtures().order('price').limit(1)).data)).toEqual(['Konformasi Alpha']);
  });
});

describe('count, head, single', () => {
  it('count=exact with a partial page gives 206 and the total', async () => {
    const { count, status, data } = await anon
      .from('products')
      .select('id', { count: 'exact' })
      .ilike('description', `${tag}%`)
      .limit(2);
    expect(count).toBe(3);
    expect(status).toBe(206);
    expect(data).toHaveLength(2);
  });
  it('head:true returns only the count', async () => {
    const { count, data, error } = await anon
      .from('products')
      .select('*', { count: 'exact', head: true })
      .ilike('description', `${tag}%`);
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(data).toBeNull();
  });
  it('single() gives an object, or 406 PGRST116; maybeSingle() gives null', async () => {
    const one = await anon
      .from('products')
      .select('name')
      .eq('id', fixtureIds[1] as number)
      .single();
    expect(one.data).toEqual({ name: 'Konformasi Beta' });
    const none = await anon.from('products').select('name').eq('id', -1).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await anon.from('products').select('name').eq('id', -1).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
    const many = await fixtures().single();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('mutations', () => {
  it('insert without select is 201 with no data; insert().select().single() returns the row', async () => {
    const bare = await service.from('categories').insert({ name: uniqueName('Kat'), division: 'Perikanan' });
    expect(bare.status).toBe(201);
    expect(bare.data).toBeNull();
    expect(bare.error).toBeNull();
    const name = uniqueName('Kat');
    const row = await service
      .from('categories')
      .insert({ name, division: 'Pertanian' })
      .select('id, name')
      .single();
    expect(row.status).toBe(201);
    expect(row.data).toEqual({ id: anyOf(Number), name });
    await service.from('categories').delete().like('name', 'Kat %');
  });
  it('bulk insert with missing keys (columns=) and defaultToNull:false', async () => {
    const a = uniqueName('Kat');
    const b = uniqueName('Kat');
    const { data, error } = await service
      .from('categories')
      .insert(
        [
          { name: a, division: 'Perikanan', description: 'ada' },
          { name: b, division: 'Perikanan' },
        ],
        { defaultToNull: false },
      )
      .select('name, description');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: a, description: 'ada' },
      { name: b, description: null },
    ]);
    await service.from('categories').delete().in('name', [a, b]);
  });
  it('upsert merges on conflict and ignores duplicates', async () => {
    const name = uniqueName('Kat');
    const first = await service
      .from('categories')
      .upsert({ name, division: 'Perikanan' }, { onConflict: 'name' })
      .select('id, division')
      .single();
    expect(first.error).toBeNull();
    const merged = await service
      .from('categories')
      .upsert({ name, division: 'Pertanian' }, { onConflict: 'name' })
      .select('id, division')
      .single();
    expect(merged.data).toEqual({ id: (first.data as { id: number }).id, division: 'Pertanian' });
    const ignored = await service
      .from('categories')
      .upsert({ name, division: 'Perikanan' }, { onConflict: 'name', ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    await service.from('categories').delete().eq('name', name);
  });
  it('update().eq() is 204; with select() returns rows; delete().eq()', async () => {
    const id = fixtureIds[2] as number;
    const upd = await service.from('products').update({ stock: 10 }).eq('id', id);
    expect(upd.status).toBe(204);
    expect(upd.error).toBeNull();
    const sel = await service.from('products').update({ stock: 11 }).eq('id', id).select('stock').single();
    expect(sel.data).toEqual({ stock: 11 });
    const created = await service
      .from('products')
      .insert({
        name: 'Konformasi Delta',
        price: 1,
        category_id: 1,
        description: `${tag} delta`,
        seller_id: sellerId,
      })
      .select('id')
      .single();
    const del = await service
      .from('products')
      .delete()
      .eq('id', (created.data as { id: number }).id);
    expect(del.status).toBe(204);
    const delSel = await service.from('products').delete().eq('id', -1).select();
    expect(delSel.data).toEqual([]);
  });
  it('update().select().single() matching 3 rows is 406 and is rolled back', async () => {
    const res = await service.from('products').update({ stock: 99 }).in('id', fixtureIds).select().single();
    expect(res.error?.code).toBe('PGRST116');
    const after = await anon.from('products').select('stock').in('id', fixtureIds).order('id');
    expect((after.data as Array<{ stock: number }>).map((r) => r.stock)).not.toContain(99);
  });
  it('anon cannot insert products: 401 42501; unfiltered delete is 21000', async () => {
    const res = await anon.from('products').insert({ name: 'x', price: 1, category_id: 1 });
    expect(res.status).toBe(401);
    expect(res.error).toEqual({ code: '42501', message: anyOf(String), details: null, hint: null });
    const del = await service.from('products').delete();
    expect(del.status).toBe(400);
    expect(del.error?.code).toBe('21000');
    expect((await fixtures()).data).toHaveLength(3);
  });
  it('anon can send a contact message (column grants, minimal return)', async () => {
    const res = await anon
      .from('contact_messages')
      .insert({ name: 'Tamu', email: 'tamu@example.com', message: uniqueName('halo') });
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
  });
  it('errors carry the Postgres code, details and PostgREST status', async () => {
    const dup = await service.from('categories').insert({ name: 'Ikan Segar', division: 'Perikanan' });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    expect(dup.error?.details).toMatch(/already exists/);
    const check = await service
      .from('products')
      .insert({ name: 'x', price: -1, category_id: 1, seller_id: sellerId });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const col = await service.from('products').insert({ nope: 1 } as never);
    expect(col.status).toBe(400);
    expect(col.error?.code).toBe('PGRST204');
    const table = await anon.from('nope').select();
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
  });
});

describe('rpc', () => {
  it('calls a scalar function', async () => {
    const { data, error } = await anon.rpc('is_admin');
    expect(error).toBeNull();
    expect(data).toBe(false);
    const get = await anon.rpc('is_admin', undefined, { get: true });
    expect(get.data).toBe(false);
  });
  it('unknown function is 404 PGRST202', async () => {
    const { error, status } = await anon.rpc('nope', { a: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});
