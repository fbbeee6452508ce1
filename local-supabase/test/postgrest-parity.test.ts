/**
 * PostgREST 12/13 parity of the REST engine (issue 22): handleRest against a real database (PGlite by default,
 * PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres). The fixture tables are created by this file only.
 */
import { backend, setupEngineTest, USERS } from './rest/harness';

jest.setTimeout(60000);

const FIXTURE_SQL = `
create table public.collections (
  id int primary key,
  name text not null,
  parent_id int references public.collections (id)
);
insert into public.collections values (1, 'root', null), (2, 'a', 1), (3, 'b', 1), (4, 'aa', 2);
create table public.spans (id int primary key, r int4range not null);
insert into public.spans values (1, '[1,5)'), (2, '[5,10)'), (3, '[0,20)');
create table public.kv (
  id int primary key,
  name text not null,
  qty int not null default 7,
  note text default 'n/a'
);
insert into public.kv values (1, 'satu', 1, null), (2, 'dua', 2, null);
grant select on public.collections, public.spans to anon;
grant select, insert, update, delete on public.kv to anon;
`;

let t: Awaited<ReturnType<typeof setupEngineTest>>;
beforeAll(async () => {
  t = await setupEngineTest();
  await t.db.exec(FIXTURE_SQL);
  await t.reloadCache();
});
afterAll(async () => {
  await t?.db.close();
});
const call: (typeof t)['call'] = (...args) => t.call(...args);
const ids = (body: unknown) => (body as Array<{ id: number }>).map((r) => r.id);

describe(`wrong results (${backend})`, () => {
  it('nxl is &> (does not extend to the left of) and nxr is &< (does not extend to the right of)', async () => {
    const nxl = await call('GET', 'spans', { query: 'select=id&order=id&r=nxl.[3,4)' });
    expect(nxl.status).toBe(200);
    expect(ids(nxl.body)).toEqual([2]);
    const nxr = await call('GET', 'spans', { query: 'select=id&order=id&r=nxr.[3,8)' });
    expect(ids(nxr.body)).toEqual([1]);
    const notNxr = await call('GET', 'spans', { query: 'select=id&order=id&r=not.nxr.[3,8)' });
    expect(ids(notNxr.body)).toEqual([2, 3]);
  });

  it('a self-reference embeds the children by table name and the parent by FK column', async () => {
    const children = await call('GET', 'collections', {
      query: 'select=id,collections(id,name)&id=eq.1&collections.order=id',
    });
    expect(children.status).toBe(200);
    expect(children.body).toEqual([
      {
        id: 1,
        collections: [
          { id: 2, name: 'a' },
          { id: 3, name: 'b' },
        ],
      },
    ]);
    const parent = await call('GET', 'collections', { query: 'select=id,parent:parent_id(name)&id=eq.4' });
    expect(parent.body).toEqual([{ id: 4, parent: { name: 'a' } }]);
    const hinted = await call('GET', 'collections', {
      query: 'select=id,children:collections!parent_id(id)&id=eq.2',
    });
    expect(hinted.body).toEqual([{ id: 2, children: [{ id: 4 }] }]);
    const constraintHint = await call('GET', 'collections', {
      query: 'select=id,collections!collections_parent_id_fkey(id)&id=eq.2',
    });
    expect(constraintHint.status).toBe(400);
    expect(constraintHint.error?.code).toBe('PGRST200');
  });

  it('an embed selecting no columns is left out of the output and still filters with !inner', async () => {
    const plain = await call('GET', 'products', { query: 'select=id,profiles()&order=id' });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    const filtered = await call('GET', 'products', {
      query: 'select=id,title,profiles!inner()&profiles.full_name=eq.Bob Seller&order=id',
    });
    expect(filtered.body).toEqual([
      { id: 2, title: 'Katalis Bensin' },
      { id: 3, title: 'Tuna Kaleng' },
    ]);
    const nested = await call('GET', 'products', {
      query: 'select=id,reviews!inner(author:profiles!inner())&reviews.author.full_name=eq.Alice Seller',
    });
    expect(nested.body).toEqual([{ id: 3 }]);
  });

  it('an upsert answers 201 when it inserts a row and 200 when it only updates', async () => {
    const prefer = 'resolution=merge-duplicates,return=representation';
    const updated = await call('POST', 'kv', {
      headers: { Prefer: prefer },
      body: { id: 1, name: 'satu lagi' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual([{ id: 1, name: 'satu lagi', qty: 1, note: null }]);
    const minimal = await call('POST', 'kv', {
      query: 'on_conflict=id',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: [{ id: 2, name: 'dua lagi' }],
    });
    expect(minimal.status).toBe(200);
    expect(minimal.text).toBeNull();
    const mixed = await call('POST', 'kv', {
      query: 'on_conflict=id',
      headers: { Prefer: prefer },
      body: [
        { id: 2, name: 'dua' },
        { id: 10, name: 'sepuluh' },
      ],
    });
    expect(mixed.status).toBe(201);
    const ignored = await call('POST', 'kv', {
      headers: { Prefer: 'resolution=ignore-duplicates' },
      body: { id: 2, name: 'diabaikan' },
    });
    expect(ignored.status).toBe(201);
    const plainInsert = await call('POST', 'kv', { body: { id: 11, name: 'sebelas' } });
    expect(plainInsert.status).toBe(201);
    await call('DELETE', 'kv', { query: 'id=gte.10' });
  });

  it('count=planned is the planner estimate: HEAD answers 206 when it exceeds the rows', async () => {
    await t.db.exec(`
      create table public.estimates (id int primary key);
      insert into public.estimates select generate_series(1, 10);
      analyze public.estimates;
      delete from public.estimates where id > 5;
      grant select on public.estimates to anon;
    `);
    await t.reloadCache();
    const head = await call('HEAD', 'estimates', { headers: { Prefer: 'count=planned' } });
    expect(head.status).toBe(206);
    expect(head.text).toBeNull();
    expect(head.headers['Content-Range']).toBe('0-4/10');
    const exact = await call('HEAD', 'estimates', { headers: { Prefer: 'count=exact' } });
    expect(exact.status).toBe(200);
    expect(exact.headers['Content-Range']).toBe('0-4/5');
    const estimated = await call('GET', 'estimates', {
      query: 'select=id&id=lte.2',
      headers: { Prefer: 'count=estimated' },
    });
    expect(estimated.body).toEqual([{ id: 1 }, { id: 2 }]);
    expect(estimated.headers['Content-Range']).toMatch(/^0-1\/\d+$/);
  });
});

describe(`error shapes (${backend})`, () => {
  it('PGRST201 lists each candidate relationship as {cardinality, embedding, relationship}', async () => {
    const r = await call('GET', 'messages', {
      query: 'select=*,profiles(*)',
      role: 'authenticated',
      sub: USERS.alice,
    });
    expect(r.status).toBe(300);
    expect(r.error).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'messages' and 'profiles'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'messages with profiles',
          relationship: 'messages_sender_id_fkey using messages(sender_id) and profiles(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'messages with profiles',
          relationship: 'messages_recipient_id_fkey using messages(recipient_id) and profiles(id)',
        },
      ],
      hint: "Try changing 'profiles' to one of the following: 'profiles!messages_sender_id_fkey', 'profiles!messages_recipient_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    const reverse = await call('GET', 'profiles', { query: 'select=id,messages(id)' });
    expect(reverse.status).toBe(300);
    expect(reverse.error?.details).toEqual([
      {
        cardinality: 'one-to-many',
        embedding: 'profiles with messages',
        relationship: 'messages_sender_id_fkey using profiles(id) and messages(sender_id)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'profiles with messages',
        relationship: 'messages_recipient_id_fkey using profiles(id) and messages(recipient_id)',
      },
    ]);
  });

  it('PGRST200 names the hint it searched with', async () => {
    const r = await call('GET', 'products', { query: 'select=*,profiles!nope(*)' });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'products' and 'profiles' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'products' and 'profiles' using the hint 'nope' in the schema 'public', but no matches were found.",
    });
  });

  it('PGRST202 words details and hint as PostgREST does', async () => {
    const post = await call('POST', 'rpc/add_numbers', { body: { b: 1, a: 2, c: 3 } });
    expect(post.status).toBe(404);
    expect(post.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numbers(a, b, c) in the schema cache',
      details:
        'Searched for the function public.add_numbers with parameters a, b, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers(a, b)',
    });
    const typo = await call('POST', 'rpc/add_number', { body: { a: 1 } });
    expect(typo.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_number(a) in the schema cache',
      details:
        'Searched for the function public.add_number with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers',
    });
    const get = await call('GET', 'rpc/zzzzqqq');
    expect(get.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.zzzzqqq without parameters in the schema cache',
      details:
        'Searched for the function public.zzzzqqq without parameters, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('PGRST203 lists the candidate functions', async () => {
    await t.db.exec(`
      create function public.pick(a int, b int default 0) returns text language sql as $fn$ select 'int' $fn$;
      create function public.pick(a text, c text default '') returns text language sql as $fn$ select 'text' $fn$;
      grant execute on function public.pick(int, int), public.pick(text, text) to anon;
    `);
    await t.reloadCache();
    const r = await call('POST', 'rpc/pick', { body: { a: 1 } });
    expect(r.status).toBe(300);
    expect(r.error?.code).toBe('PGRST203');
    expect(r.error?.message).toMatch(/^Could not choose the best candidate function between: /);
    expect(r.error?.message).toContain('public.pick(a => integer, b => integer)');
    expect(r.error?.message).toContain('public.pick(a => text, c => text)');
    expect(r.error?.hint).toBe(
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
    const byName = await call('POST', 'rpc/pick', { body: { a: 'x', c: 'y' } });
    expect(byName.status).toBe(200);
    expect(byName.body).toBe('text');
    const other = await call('POST', 'rpc/pick', { body: { a: 1, b: 2 } });
    expect(other.body).toBe('int');
  });
});
