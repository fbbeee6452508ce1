/** handleRest against a real database (PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres). */
import { anyOf, stringContaining } from './helpers/matchers';
import { backend, setupEngineTest, USERS } from './rest/harness';

jest.setTimeout(60000);

let t: Awaited<ReturnType<typeof setupEngineTest>>;
beforeAll(async () => {
  t = await setupEngineTest();
});
afterAll(async () => {
  await t?.db.close();
});
const call: (typeof t)['call'] = (...args) => t.call(...args);
const OBJECT = { Accept: 'application/vnd.pgrst.object+json' };
const asAlice = { role: 'authenticated' as const, sub: USERS.alice };
const asBob = { role: 'authenticated' as const, sub: USERS.bob };

describe(`schema cache (${backend})`, () => {
  it('introspects tables, keys, FKs to other schemas and functions', () => {
    const cache = t.cache();
    expect(cache.tables.get('products')?.primaryKey).toEqual(['id']);
    expect(cache.tables.get('cheap_products')?.kind).toBe('view');
    expect(cache.tables.get('products')?.columnsByName.get('price')?.type).toBe('numeric(12,2)');
    expect(cache.foreignKeys.find((fk) => fk.table === 'profiles')).toMatchObject({
      refSchema: 'auth',
      refTable: 'users',
    });
    expect(cache.functions.get('add_numbers')).toHaveLength(2);
    expect(cache.functions.get('search_products')?.[0]).toMatchObject({
      returnsSet: true,
      returns: { kind: 'composite', relation: 'products' },
    });
    expect(cache.functions.get('touch')?.[0]?.returns.kind).toBe('void');
    expect(cache.functions.get('category_stats')?.[0]?.returns).toMatchObject({ kind: 'composite' });
  });
});

describe(`reads (${backend})`, () => {
  it('lists with a to-one embed, order and limit, formatting values like PostgREST', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id,title,price,big,created_at,seller:profiles(full_name)&order=created_at.desc&limit=2',
    });
    expect(r.status).toBe(200);
    expect(r.headers['Content-Range']).toBe('0-1/*');
    expect(r.text).toContain('"price":125000.50');
    expect(r.text).toContain('"big":9007199254740993');
    expect(r.text).toContain('"created_at":"2026-11-21T14:47:51.078+00:00"');
    expect(r.body).toEqual([
      expect.objectContaining({ id: 1, title: 'Salmon Segar', seller: { full_name: 'Alice Seller' } }),
      expect.objectContaining({ id: 2, seller: { full_name: 'Bob Seller' } }),
    ]);
  });
  it('embeds null for a missing to-one and arrays for to-many, nested', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id,seller:profiles(full_name),reviews(rating,author:profiles(full_name))&order=id',
    });
    const rows = r.body as Array<Record<string, unknown>>;
    expect(rows[3]).toEqual({ id: 4, seller: null, reviews: [] });
    expect(rows[0]?.reviews).toHaveLength(2);
    expect(rows[0]?.reviews).toContainEqual({ rating: 5, author: { full_name: 'Bob Seller' } });
  });
  it('supports star, aliases, casts and json paths', async () => {
    const r = await call('GET', 'products', {
      query: 'select=name:title,price::text,origin:data->>origin,data->weight->kg,id&id=eq.1',
    });
    expect(r.body).toEqual([{ name: 'Salmon Segar', price: '125000.50', origin: 'NO', kg: 2, id: 1 }]);
  });
  it('filters: eq neq gt gte lt lte like ilike(*) match imatch is in', async () => {
    const ids = async (query: string) =>
      (
        (await call('GET', 'products', { query: `select=id&order=id&${query}` })).body as Array<{
          id: number;
        }>
      ).map((r) => r.id);
    expect(await ids('category_id=eq.1')).toEqual([1, 3]);
    expect(await ids('category_id=neq.1')).toEqual([2, 4]);
    expect(await ids('price=gt.75')).toEqual([1, 4]);
    expect(await ids('price=gte.75')).toEqual([1, 2, 4]);
    expect(await ids('price=lt.75')).toEqual([3]);
    expect(await ids('price=lte.75')).toEqual([2, 3]);
    expect(await ids('title=like.*Segar')).toEqual([1]);
    expect(await ids('title=ilike.%25TUNA%25')).toEqual([3]);
    expect(await ids('title=ilike.*tuna*')).toEqual([3]);
    expect(await ids('title=match.^Kat')).toEqual([2]);
    expect(await ids('title=imatch.^kat')).toEqual([2]);
    expect(await ids('seller_id=is.null')).toEqual([4]);
    expect(await ids('seller_id=not.is.null')).toEqual([1, 2, 3]);
    expect(await ids('id=in.(1,3)')).toEqual([1, 3]);
    expect(await ids('id=not.in.(1,3)')).toEqual([2, 4]);
    expect(await ids('title=in.("Oli \\"Super\\", 1L",x)')).toEqual([4]);
    expect(await ids('title=eq.Oli "Super", 1L')).toEqual([4]);
    expect(await ids('title=like(any).{Salmon*,Tuna*}')).toEqual([1, 3]);
    expect(await ids('description=is.null')).toEqual([3]);
  });
  it('filters: arrays, jsonb, full text search', async () => {
    const ids = async (query: string) =>
      (
        (await call('GET', 'products', { query: `select=id&order=id&${query}` })).body as Array<{
          id: number;
        }>
      ).map((r) => r.id);
    expect(await ids('tags=cs.{ikan}')).toEqual([1, 3]);
    expect(await ids('tags=cd.{ikan,segar,kaleng}')).toEqual([1, 3, 4]);
    expect(await ids('tags=ov.{otomotif,kaleng}')).toEqual([2, 3]);
    expect(await ids('data=cs.{"origin":"NO"}')).toEqual([1]);
    expect(await ids('data->>origin=eq.ID')).toEqual([2]);
    expect(await ids('fts=fts(simple).salmon')).toEqual([1]);
    expect(await ids('fts=wfts(simple).ikan salmon')).toEqual([1]);
    expect(await ids('fts=plfts.penghemat')).toEqual([2]);
    expect(await ids('description=phfts(simple).salmon segar')).toEqual([1]);
    expect(await ids('title=not.fts(simple).salmon')).toEqual([2, 3, 4]);
  });
  it('logic trees: or, and, not, nested', async () => {
    const ids = async (query: string) =>
      (
        (await call('GET', 'products', { query: `select=id&order=id&${query}` })).body as Array<{
          id: number;
        }>
      ).map((r) => r.id);
    expect(await ids('or=(price.gt.100,title.ilike.*tuna*)')).toEqual([1, 3]);
    expect(await ids('or=(id.eq.4,and(category_id.eq.1,stock.gte.50))')).toEqual([3, 4]);
    expect(await ids('not.or=(id.eq.1,id.eq.2)')).toEqual([3, 4]);
    expect(await ids('and=(category_id.eq.2,or(stock.eq.0,title.eq."Oli \\"Super\\", 1L"))')).toEqual([2, 4]);
    expect(await ids('or=(id.in.(1,2),tags.cs.{kaleng})')).toEqual([1, 2, 3]);
    expect(await ids('or=(seller_id.is.null,id.not.in.(1,2,4))')).toEqual([3, 4]);
  });
  it('order with nulls, multiple terms, limit and offset', async () => {
    const ids = async (query: string) =>
      ((await call('GET', 'products', { query: `select=id&${query}` })).body as Array<{ id: number }>).map(
        (r) => r.id,
      );
    expect(await ids('order=seller_id.asc.nullsfirst,id.desc')).toEqual([4, 1, 3, 2]);
    expect(await ids('order=seller_id.desc.nullslast,id')).toEqual([2, 3, 1, 4]);
    expect(await ids('order=id&limit=2&offset=1')).toEqual([2, 3]);
  });
  it('embedded filters, order and limit; !inner filters parents', async () => {
    const r = await call('GET', 'products', {
      query:
        'select=id,reviews(rating)&reviews.rating=gte.4&reviews.order=rating.asc&reviews.limit=1&order=id&id=lte.3',
    });
    expect(r.body).toEqual([
      { id: 1, reviews: [{ rating: 4 }] },
      { id: 2, reviews: [] },
      { id: 3, reviews: [] },
    ]);
    const inner = await call('GET', 'products', {
      query: 'select=id,reviews!inner(rating)&reviews.rating=lte.2',
    });
    expect(inner.body).toEqual([{ id: 3, reviews: [{ rating: 2 }] }]);
    const innerOne = await call('GET', 'products', {
      query: 'select=id,category:categories!inner(name)&category.name=eq.Otomotif&order=id',
    });
    expect(innerOne.body).toEqual([
      { id: 2, category: { name: 'Otomotif' } },
      { id: 4, category: { name: 'Otomotif' } },
    ]);
  });
  it('related orders: by a column of a to-one embed (by alias, with its filters); PGRST108 and PGRST118', async () => {
    const ids = async (query: string) =>
      ((await call('GET', 'products', { query })).body as Array<{ id: number }>).map((r) => r.id);
    // sellers: 1 Alice, 2 and 3 Bob, 4 none
    const seller = 'select=id,seller:profiles(full_name)';
    expect(await ids(`${seller}&order=seller(full_name).desc.nullslast,id`)).toEqual([2, 3, 1, 4]);
    expect(await ids(`${seller}&order=seller(full_name).asc.nullsfirst,id.desc`)).toEqual([4, 1, 3, 2]);
    // a seller the embed's filter leaves out sorts as none, as PostgREST's lateral join does
    expect(
      await ids(`${seller}&seller.full_name=like.Bob*&order=seller(full_name).asc.nullsfirst,id`),
    ).toEqual([1, 4, 2, 3]);
    const notEmbedded = await call('GET', 'products', { query: 'select=id&order=profiles(full_name)' });
    expect(notEmbedded.status).toBe(400);
    expect(notEmbedded.error?.code).toBe('PGRST108');
    const toMany = await call('GET', 'products', {
      query: 'select=id,reviews(rating)&order=reviews(rating)',
    });
    expect(toMany.status).toBe(400);
    expect(toMany.error).toEqual({
      code: 'PGRST118',
      message: "A related order on 'reviews' is not possible",
      details: "'products' and 'reviews' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
  });
  it('embeds one relation twice: one to show, one aliased !inner to filter the parents on', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id,reviews(rating),top:reviews!inner(rating)&top.rating=eq.5&reviews.order=rating.desc',
    });
    expect(r.body).toEqual([{ id: 1, reviews: [{ rating: 5 }, { rating: 4 }], top: [{ rating: 5 }] }]);
  });
  it('disambiguates with !hint and reports PGRST200/201', async () => {
    const ambiguous = await call('GET', 'profiles', { query: 'select=*,messages(*)' });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const hinted = await call('GET', 'profiles', {
      ...asAlice,
      query: 'select=id,messages!sender_id(body)&id=eq.' + USERS.alice,
    });
    expect(hinted.status).toBe(200);
    const missing = await call('GET', 'products', { query: 'select=*,secrets(*)' });
    expect(missing.status).toBe(400);
    expect(missing.error).toEqual({
      code: 'PGRST200',
      message: anyOf(String),
      details: anyOf(String),
      hint: null,
    });
  });
  it('embeds by FK column name', async () => {
    const r = await call('GET', 'products', { query: 'select=id,seller_id(full_name)&id=eq.2' });
    expect(r.body).toEqual([{ id: 2, seller_id: { full_name: 'Bob Seller' } }]);
  });
  it('counts with Content-Range and 206', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id&order=id&limit=2',
      headers: { Prefer: 'count=exact' },
    });
    expect(r.status).toBe(206);
    expect(r.headers['Content-Range']).toBe('0-1/4');
    // count=planned is the planner's estimate (PostgREST): exact here once the table is analyzed
    await t.db.exec('analyze public.products');
    const all = await call('GET', 'products', { query: 'select=id', headers: { Prefer: 'count=planned' } });
    expect(all.status).toBe(200);
    expect(all.headers['Content-Range']).toBe('0-3/4');
    const none = await call('GET', 'products', { query: 'id=eq.999', headers: { Prefer: 'count=exact' } });
    expect(none.headers['Content-Range']).toBe('*/0');
    const empty = await call('GET', 'products', { query: 'id=eq.999' });
    expect(empty.headers['Content-Range']).toBe('*/*');
    const past = await call('GET', 'products', { query: 'offset=10', headers: { Prefer: 'count=exact' } });
    expect(past.status).toBe(416);
  });
  it('HEAD returns no body', async () => {
    const r = await call('HEAD', 'products', { headers: { Prefer: 'count=exact' } });
    expect(r.status).toBe(200);
    expect(r.text).toBeNull();
    expect(r.headers['Content-Range']).toBe('0-3/4');
  });
  it('object Accept returns an object or 406 PGRST116', async () => {
    const one = await call('GET', 'products', { query: 'select=id,title&id=eq.1', headers: OBJECT });
    expect(one.body).toEqual({ id: 1, title: 'Salmon Segar' });
    expect(one.headers['Content-Type']).toContain('application/vnd.pgrst.object+json');
    const none = await call('GET', 'products', { query: 'id=eq.999', headers: OBJECT });
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await call('GET', 'products', { headers: OBJECT });
    expect(many.error?.code).toBe('PGRST116');
  });
  it('reads views and respects RLS / grants', async () => {
    expect((await call('GET', 'cheap_products', { query: 'order=id' })).body).toHaveLength(3);
    const secret = await call('GET', 'secrets');
    expect(secret.status).toBe(401);
    expect(secret.error?.code).toBe('42501');
    const secretAuth = await call('GET', 'secrets', asAlice);
    expect(secretAuth.status).toBe(403);
    const messages = await call('GET', 'messages');
    expect(messages.status).toBe(401);
  });
});

describe(`errors (${backend})`, () => {
  it('maps unknown tables, columns, schemas and bad values', async () => {
    expect((await call('GET', 'nope')).error).toMatchObject({ code: 'PGRST205' });
    expect((await call('GET', 'nope')).status).toBe(404);
    const col = await call('GET', 'products', { query: 'select=nope' });
    expect(col.status).toBe(400);
    expect(col.error).toEqual({
      code: '42703',
      message: 'column products.nope does not exist',
      details: null,
      hint: null,
    });
    expect((await call('GET', 'products', { query: 'nope=eq.1' })).error?.code).toBe('42703');
    expect((await call('GET', 'products', { query: 'id=eq.abc' })).error?.code).toBe('22P02');
    expect((await call('GET', 'products', { query: 'id=xx.1' })).error?.code).toBe('PGRST100');
    const profile = await call('GET', 'products', { headers: { 'Accept-Profile': 'auth' } });
    expect(profile.status).toBe(406);
    expect(profile.error?.code).toBe('PGRST106');
    expect((await call('GET', 'auth.users')).error?.code).toBe('PGRST205');
    expect((await call('GET', 'products/1')).status).toBe(404);
    expect(
      (await call('GET', 'products', { query: 'select=id,reviews(*)&nothere.rating=eq.1' })).error?.code,
    ).toBe('PGRST108');
  });
});

describe(`mutations (${backend})`, () => {
  it('inserts one row: 201, minimal by default', async () => {
    const r = await call('POST', 'categories', { body: { name: 'Baru' }, role: 'service_role' });
    expect(r.status).toBe(201);
    expect(r.text).toBeNull();
    expect(r.headers['Content-Range']).toBe('*/*');
  });
  it('inserts with return=representation and select, default seller from auth.uid()', async () => {
    const r = await call('POST', 'products', {
      ...asAlice,
      query: 'select=id,title,price,seller:profiles(full_name)',
      body: { title: 'Kerapu', price: '99.9' },
      headers: { Prefer: 'return=representation' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual([{ id: 5, title: 'Kerapu', price: 99.9, seller: { full_name: 'Alice Seller' } }]);
    expect(r.text).toContain('"price":99.90');
  });
  it('bulk insert with columns= and missing=default, object Accept on insert', async () => {
    const r = await call('POST', 'products', {
      ...asAlice,
      query: 'columns="title","stock","seller_id"&select=title,stock,price',
      body: [
        { title: 'A', stock: 3, seller_id: USERS.alice },
        { title: 'B', seller_id: USERS.alice, extra: 'ignored' },
      ],
      headers: { Prefer: 'return=representation,missing=default' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual([
      { title: 'A', stock: 3, price: 0 },
      { title: 'B', stock: 0, price: 0 },
    ]);
    const nullMissing = await call('POST', 'categories', {
      role: 'service_role',
      query: 'columns="name","division"',
      body: [{ name: 'C1', division: 'X' }, { name: 'C2' }],
      headers: { Prefer: 'return=representation' },
    });
    expect((nullMissing.body as Array<{ division: string | null }>)[1]?.division).toBeNull();
    const single = await call('POST', 'categories', {
      role: 'service_role',
      body: { name: 'Single' },
      headers: { ...OBJECT, Prefer: 'return=representation' },
    });
    expect(single.body).toMatchObject({ name: 'Single' });
  });
  it('rejects mismatched keys, unknown columns, bad bodies', async () => {
    const mismatch = await call('POST', 'categories', {
      role: 'service_role',
      body: [{ name: 'x' }, { division: 'y' }],
    });
    expect(mismatch.error?.code).toBe('PGRST102');
    const unknown = await call('POST', 'categories', { role: 'service_role', body: { name: 'x', nope: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'categories' in the schema cache",
    });
    expect((await call('POST', 'categories', { role: 'service_role', body: 'text' })).error?.code).toBe(
      'PGRST102',
    );
    expect((await call('POST', 'categories', { role: 'service_role', body: [1, 2] })).error?.code).toBe(
      'PGRST102',
    );
  });
  it('maps constraint and RLS errors', async () => {
    const dup = await call('POST', 'categories', { role: 'service_role', body: { name: 'Ikan' } });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: '23505', details: stringContaining('already exists') });
    const fk = await call('POST', 'products', {
      role: 'service_role',
      body: { title: 'x', category_id: 999 },
    });
    expect(fk.status).toBe(409);
    const notNull = await call('POST', 'products', { role: 'service_role', body: { title: null } });
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
    const check = await call('POST', 'reviews', {
      ...asAlice,
      body: { product_id: 1, author_id: USERS.alice, rating: 9 },
    });
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
    const rls = await call('POST', 'products', { ...asAlice, body: { title: 'x', seller_id: USERS.bob } });
    expect(rls).toMatchObject({ status: 403, error: { code: '42501' } });
    const anon = await call('POST', 'products', { body: { title: 'x' } });
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
    const anonMinimal = await call('POST', 'messages', { body: { body: 'hello' } });
    expect(anonMinimal.status).toBe(201);
    const anonRepr = await call('POST', 'messages', {
      body: { body: 'hello' },
      headers: { Prefer: 'return=representation' },
    });
    expect(anonRepr).toMatchObject({ status: 401, error: { code: '42501' } });
  });
  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const merged = await call('POST', 'categories', {
      role: 'service_role',
      query: 'on_conflict=name',
      body: [
        { name: 'Ikan', division: 'Laut' },
        { name: 'Sayur', division: 'Pangan' },
      ],
      headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
    });
    expect(merged.status).toBe(201);
    expect(merged.body).toEqual([
      expect.objectContaining({ id: 1, name: 'Ikan', division: 'Laut' }),
      expect.objectContaining({ name: 'Sayur' }),
    ]);
    const ignored = await call('POST', 'categories', {
      role: 'service_role',
      body: { id: 1, name: 'Ikan Lagi' },
      headers: { Prefer: 'resolution=ignore-duplicates, return=representation' },
    });
    expect(ignored.body).toEqual([]);
    const byPk = await call('POST', 'categories', {
      role: 'service_role',
      body: { id: 2, name: 'Otomotif', division: 'Mesin' },
      headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
    });
    expect(byPk.body).toEqual([{ id: 2, name: 'Otomotif', division: 'Mesin' }]);
  });
  it('updates: 204 minimal, 200 representation, RLS silently filters, Content-Range', async () => {
    const minimal = await call('PATCH', 'products', { ...asAlice, query: 'id=eq.1', body: { stock: 11 } });
    expect(minimal.status).toBe(204);
    expect(minimal.headers['Content-Range']).toBe('0-0/*');
    const repr = await call('PATCH', 'products', {
      ...asAlice,
      query: 'id=eq.1&select=id,stock',
      body: { stock: 12 },
      headers: { Prefer: 'return=representation,count=exact' },
    });
    expect(repr).toMatchObject({ status: 200, body: [{ id: 1, stock: 12 }] });
    expect(repr.headers['Content-Range']).toBe('0-0/1');
    const foreign = await call('PATCH', 'products', {
      ...asAlice,
      query: 'id=eq.2',
      body: { stock: 99 },
      headers: { Prefer: 'return=representation' },
    });
    expect(foreign).toMatchObject({ status: 200, body: [] });
    const handOver = await call('PATCH', 'products', {
      ...asAlice,
      query: 'id=eq.1',
      body: { seller_id: USERS.bob },
    });
    expect(handOver).toMatchObject({ status: 403, error: { code: '42501' } });
    const stock = await call('GET', 'products', { query: 'select=stock,seller_id&id=in.(1,2)&order=id' });
    expect(stock.body).toEqual([
      { stock: 12, seller_id: USERS.alice },
      { stock: 0, seller_id: USERS.bob },
    ]);
  });
  it('update with object Accept and 0 rows: 406 and rolled back', async () => {
    const r = await call('PATCH', 'products', {
      ...asAlice,
      query: 'id=in.(1,5)',
      body: { stock: 1 },
      headers: { ...OBJECT, Prefer: 'return=representation' },
    });
    expect(r.status).toBe(406);
    expect(r.error?.code).toBe('PGRST116');
    expect(r.rolledBack).toBe(true);
    const after = await call('GET', 'products', { query: 'select=stock&id=eq.1', headers: OBJECT });
    expect(after.body).toEqual({ stock: 12 });
  });
  it('safeupdate: PATCH/DELETE without filters fail with 21000', async () => {
    const patch = await call('PATCH', 'products', { ...asAlice, body: { stock: 0 } });
    expect(patch).toMatchObject({
      status: 400,
      error: { code: '21000', message: 'UPDATE requires a WHERE clause' },
    });
    const del = await call('DELETE', 'products', { ...asAlice });
    expect(del).toMatchObject({
      status: 400,
      error: { code: '21000', message: 'DELETE requires a WHERE clause' },
    });
  });
  it('deletes: 204, representation, RLS', async () => {
    const foreign = await call('DELETE', 'products', {
      ...asBob,
      query: 'id=eq.5',
      headers: { Prefer: 'return=representation' },
    });
    expect(foreign).toMatchObject({ status: 200, body: [] });
    const own = await call('DELETE', 'products', {
      ...asAlice,
      query: 'id=eq.5',
      headers: { Prefer: 'count=exact' },
    });
    expect(own.status).toBe(204);
    expect(own.headers['Content-Range']).toBe('*/1');
    const repr = await call('DELETE', 'products', {
      ...asAlice,
      query: 'title=in.(A,B)&select=title&order=title',
      headers: { Prefer: 'return=representation' },
    });
    expect(repr.status).toBe(200);
    expect((repr.body as unknown[]).length).toBe(2);
  });
  it('Prefer tx=rollback rolls back', async () => {
    const r = await call('PATCH', 'products', {
      ...asAlice,
      query: 'id=eq.1',
      body: { stock: 500 },
      headers: { Prefer: 'tx=rollback' },
    });
    expect(r.rolledBack).toBe(true);
    expect((await call('GET', 'products', { query: 'select=stock&id=eq.1', headers: OBJECT })).body).toEqual({
      stock: 12,
    });
  });
});

describe(`rpc (${backend})`, () => {
  it('calls scalar functions with named args and resolves overloads by name', async () => {
    expect((await call('POST', 'rpc/add_numbers', { body: { a: 2, b: 3 } })).text).toBe('5');
    expect((await call('POST', 'rpc/add_numbers', { body: { a: 2 } })).text).toBe('3');
    expect((await call('POST', 'rpc/add_numbers', { body: { x: 'a', y: 'b' } })).text).toBe('"ab"');
    expect((await call('GET', 'rpc/add_numbers', { query: 'a=40&b=2' })).text).toBe('42');
    expect((await call('POST', 'rpc/tag_count', { body: { tags: ['a', 'b', 'c'] } })).text).toBe('3');
    expect((await call('GET', 'rpc/tag_count', { query: 'tags={a,b}' })).text).toBe('2');
    expect((await call('POST', 'rpc/echo_json', { body: { any: [1, { x: 2 }] } })).body).toEqual({
      any: [1, { x: 2 }],
    });
  });
  it('runs as the request role, never as the superuser', async () => {
    expect((await call('POST', 'rpc/whoami')).body).toBe('anon');
    expect((await call('POST', 'rpc/whoami', asAlice)).body).toBe('authenticated');
  });
  it('setof composite: filters, order, limit, count, embeds', async () => {
    const r = await call('POST', 'rpc/search_products', {
      body: { q: 'a' },
      query: 'select=id,title,seller:profiles(full_name)&category_id=eq.1&order=id.desc&limit=1',
      headers: { Prefer: 'count=exact' },
    });
    expect(r.status).toBe(206);
    expect(r.body).toEqual([{ id: 3, title: 'Tuna Kaleng', seller: { full_name: 'Bob Seller' } }]);
    expect(r.headers['Content-Range']).toBe('0-0/2');
    const table = await call('GET', 'rpc/category_stats', { query: 'order=category&products=gt.0' });
    expect(table.body).toEqual([
      { category: 'Ikan', products: 2 },
      { category: 'Otomotif', products: 2 },
    ]);
  });
  it('single composite gives an object; setof scalar gives an array; void gives 204', async () => {
    expect((await call('POST', 'rpc/first_product', { query: 'select=id,title' })).body).toEqual({
      id: 1,
      title: 'Salmon Segar',
    });
    expect((await call('POST', 'rpc/numbers', { body: { n: 5 }, query: 'limit=3' })).body).toEqual([1, 2, 3]);
    const v = await call('POST', 'rpc/touch', { role: 'service_role' });
    expect(v.status).toBe(204);
    expect(v.text).toBeNull();
  });
  it('errors: PGRST202, raise codes, PT codes, read-only GET', async () => {
    const missing = await call('POST', 'rpc/nope', { body: { a: 1 } });
    expect(missing).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const wrongArgs = await call('POST', 'rpc/add_numbers', { body: { zzz: 1 } });
    expect(wrongArgs.error?.code).toBe('PGRST202');
    expect((await call('POST', 'rpc/fail_payment')).status).toBe(402);
    const plain = await call('POST', 'rpc/fail_plain');
    expect(plain).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: 'plain failure', details: 'some detail', hint: 'some hint' },
    });
    const readOnly = await call('GET', 'rpc/create_category', { role: 'service_role', query: 'name=ro' });
    expect(readOnly).toMatchObject({ status: 405, error: { code: '25006' } });
    const created = await call('POST', 'rpc/create_category', {
      role: 'service_role',
      body: { name: 'rpc-made' },
    });
    expect(created.body).toMatchObject({ name: 'rpc-made' });
    expect((await call('DELETE', 'rpc/touch')).status).toBe(405);
  });
});
