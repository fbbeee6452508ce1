/**
 * PostgREST 12/13 parity of the REST engine (issue 22): handleRest against a real database (PGlite by default,
 * PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres). The fixture tables are created by this file only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrator';
import { PGliteDatabase } from '../src/db/pglite-database';
import { PostgresDatabase } from '../src/db/postgres-database';
import { readApiToml } from '../src/rest-api/api-config';
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
create table public.labels (id int primary key, name text not null);
create table public.product_labels (
  product_id bigint references public.products (id),
  label_id int references public.labels (id),
  primary key (product_id, label_id)
);
insert into public.labels values (1, 'segar'), (2, 'impor'), (3, 'promo');
insert into public.product_labels values (1, 1), (1, 2), (3, 3);
create view public.product_cards as select id, title, seller_id, category_id from public.products;
create function public.title_upper(public.products) returns text language sql stable as
  $fn$ select upper($1.title) $fn$;
create function public.seller_of(public.products) returns setof public.profiles rows 1 language sql stable as
  $fn$ select * from public.profiles where id = $1.seller_id $fn$;
create function public.same_category(public.products) returns setof public.products language sql stable as
  $fn$ select * from public.products p where p.category_id = $1.category_id and p.id <> $1.id $fn$;
grant select on public.labels, public.product_labels, public.product_cards to anon;
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

describe(`preferences, ranges and media types (${backend})`, () => {
  it('Prefer: missing=default fills the columns an object leaves out with their defaults', async () => {
    const r = await call('POST', 'kv', {
      query: 'columns=id,name,qty,note',
      headers: { Prefer: 'missing=default,return=representation' },
      body: [
        { id: 20, name: 'dua puluh' },
        { id: 21, name: 'dua satu', qty: 3, note: null },
      ],
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual([
      { id: 20, name: 'dua puluh', qty: 7, note: 'n/a' },
      { id: 21, name: 'dua satu', qty: 3, note: null },
    ]);
    expect(r.headers['Preference-Applied']).toContain('missing=default');
    const nulls = await call('POST', 'kv', {
      query: 'columns=id,name,qty',
      body: [{ id: 22, name: 'tanpa qty' }],
    });
    expect(nulls.status).toBe(400);
    expect(nulls.error?.code).toBe('23502');
    await call('DELETE', 'kv', { query: 'id=gte.20' });
  });

  it('Prefer: handling=strict, max-affected=N fails with PGRST124 past N rows and rolls back', async () => {
    const over = await call('PATCH', 'kv', {
      query: 'id=in.(1,2)',
      headers: { Prefer: 'handling=strict,max-affected=1' },
      body: { note: 'terlalu banyak' },
    });
    expect(over.status).toBe(400);
    expect(over.error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    expect(over.rolledBack).toBe(true);
    const notes = await call('GET', 'kv', { query: 'select=note&id=in.(1,2)' });
    expect(notes.body).toEqual([{ note: null }, { note: null }]);
    const within = await call('PATCH', 'kv', {
      query: 'id=in.(1,2)',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: { note: 'cukup' },
    });
    expect(within.status).toBe(204);
    const lenient = await call('DELETE', 'kv', {
      query: 'id=in.(1,2)&note=eq.tidak-ada',
      headers: { Prefer: 'max-affected=0' },
    });
    expect(lenient.status).toBe(204);
    const deleting = await call('DELETE', 'kv', {
      query: 'note=eq.cukup',
      headers: { Prefer: 'handling=strict,max-affected=1' },
    });
    expect(deleting.error?.code).toBe('PGRST124');
    await call('PATCH', 'kv', { query: 'id=in.(1,2)', body: { note: null } });
  });

  it('Prefer with handling=strict rejects preferences it does not know (PGRST122)', async () => {
    const r = await call('GET', 'kv', { headers: { Prefer: 'handling=strict, foo=bar' } });
    expect(r.status).toBe(400);
    expect(r.error).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo=bar',
      hint: null,
    });
    const lenient = await call('GET', 'kv', { query: 'select=id&order=id', headers: { Prefer: 'foo=bar' } });
    expect(lenient.status).toBe(200);
  });

  it('the Range header pages a read like limit/offset, intersected with them', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id&order=id',
      headers: { Range: '1-2', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(r.status).toBe(206);
    expect(ids(r.body)).toEqual([2, 3]);
    expect(r.headers['Content-Range']).toBe('1-2/4');
    const open = await call('GET', 'products', { query: 'select=id&order=id', headers: { Range: '2-' } });
    expect(ids(open.body)).toEqual([3, 4]);
    expect(open.headers['Content-Range']).toBe('2-3/*');
    const both = await call('GET', 'products', {
      query: 'select=id&order=id&limit=2',
      headers: { Range: '1-5' },
    });
    expect(ids(both.body)).toEqual([2]);
    const bad = await call('GET', 'products', { query: 'select=id', headers: { Range: '3-1' } });
    expect(bad.status).toBe(416);
    expect(bad.error).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
    });
    const past = await call('GET', 'products', {
      query: 'select=id',
      headers: { Range: '10-12', Prefer: 'count=exact' },
    });
    expect(past.status).toBe(416);
    expect(past.error?.details).toBe('An offset of 10 was requested, but there are only 4 rows.');
  });

  it('nulls=stripped leaves null fields out of arrays and objects', async () => {
    const array = await call('GET', 'products', {
      query: 'select=id,description,seller:profiles(full_name)&id=in.(3,4)&order=id',
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(array.status).toBe(200);
    expect(array.headers['Content-Type']).toBe(
      'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8',
    );
    expect(array.body).toEqual([
      { id: 3, seller: { full_name: 'Bob Seller' } },
      { id: 4, description: 'Oli mesin (sintetis)' },
    ]);
    const object = await call('GET', 'products', {
      query: 'select=id,description&id=eq.3',
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(object.body).toEqual({ id: 3 });
    expect(object.headers['Content-Type']).toBe(
      'application/vnd.pgrst.object+json; nulls=stripped; charset=utf-8',
    );
  });

  it('Accept: text/csv answers a header line and one record per row', async () => {
    const r = await call('GET', 'collections', {
      query: 'select=id,name,parent_id&order=id',
      headers: { Accept: 'text/csv' },
    });
    expect(r.status).toBe(200);
    expect(r.headers['Content-Type']).toBe('text/csv; charset=utf-8');
    expect(r.text).toBe('id,name,parent_id\n1,root,\n2,a,1\n3,b,1\n4,aa,2');
    const quoted = await call('GET', 'products', {
      query: 'select=id,title&id=eq.4',
      headers: { Accept: 'text/csv' },
    });
    expect(quoted.text).toBe('id,title\n4,"Oli ""Super"", 1L"');
  });

  it('Accept: application/geo+json answers a FeatureCollection of ST_AsGeoJSON of each row', async () => {
    // a stand-in for PostGIS's st_asgeojson(record): the engine's part is the collection and the media type
    await t.db.exec(`
      create function public.st_asgeojson(r record) returns text language plpgsql as
        $fn$ begin return json_build_object('type', 'Feature', 'properties', to_json(r))::text; end $fn$;
      grant execute on function public.st_asgeojson(record) to anon;
    `);
    const r = await call('GET', 'kv', {
      query: 'select=id,name&order=id&limit=2',
      headers: { Accept: 'application/geo+json' },
    });
    expect(r.status).toBe(200);
    expect(r.headers['Content-Type']).toBe('application/geo+json; charset=utf-8');
    expect(r.body).toEqual({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { id: 1, name: 'satu lagi' } },
        { type: 'Feature', properties: { id: 2, name: 'dua' } },
      ],
    });
    await t.db.exec('drop function public.st_asgeojson(record)');
  });

  it('counts RPC results with Content-Range (Prefer: count=exact on GET and POST)', async () => {
    const post = await call('POST', 'rpc/numbers', { body: { n: 5 }, headers: { Prefer: 'count=exact' } });
    expect(post.status).toBe(200);
    expect(post.body).toEqual([1, 2, 3, 4, 5]);
    expect(post.headers['Content-Range']).toBe('0-4/5');
    const page = await call('GET', 'rpc/numbers', {
      query: 'n=5&limit=2&offset=1',
      headers: { Prefer: 'count=exact' },
    });
    expect(page.status).toBe(206);
    expect(page.body).toEqual([2, 3]);
    expect(page.headers['Content-Range']).toBe('1-2/5');
    const uncounted = await call('GET', 'rpc/numbers', { query: 'n=3' });
    expect(uncounted.headers['Content-Range']).toBe('0-2/*');
    const scalar = await call('POST', 'rpc/add_numbers', {
      body: { a: 1, b: 2 },
      headers: { Prefer: 'count=exact' },
    });
    expect(scalar.body).toBe(3);
    expect(scalar.headers['Content-Range']).toBe('0-0/1');
    const rows = await call('GET', 'rpc/search_products', {
      query: 'q=a&select=id&order=id&limit=1',
      headers: { Prefer: 'count=exact' },
    });
    expect(rows.status).toBe(206);
    expect(rows.headers['Content-Range']).toBe('0-0/3');
  });

  it('Accept-Profile / Content-Profile pick an exposed schema (PGRST106 otherwise, Content-Profile echoed)', async () => {
    const single = await call('GET', 'products', { query: 'select=id&limit=1' });
    expect(single.headers['Content-Profile']).toBeUndefined();
    const bad = await call('GET', 'products', { headers: { 'Accept-Profile': 'auth' } });
    expect(bad.status).toBe(406);
    expect(bad.error).toMatchObject({
      code: 'PGRST106',
      message: 'The schema must be one of the following: public',
      details: null,
      hint: null,
    });
    const rest = { schemas: ['public', 'api'] };
    const listed = await call('POST', 'products', {
      headers: { 'Content-Profile': 'storage' },
      body: {},
      rest,
    });
    expect(listed.error?.message).toBe('The schema must be one of the following: public, api');
    const read = await call('GET', 'products', {
      query: 'select=id&order=id&limit=1',
      headers: { 'Accept-Profile': 'public' },
      rest,
    });
    expect(read.status).toBe(200);
    expect(read.headers['Content-Profile']).toBe('public');
    const rpc = await call('POST', 'rpc/numbers', {
      body: { n: 1 },
      headers: { 'Content-Profile': 'public' },
      rest,
    });
    expect(rpc.headers['Content-Profile']).toBe('public');
    // a write names its schema with Content-Profile; Accept-Profile on a write is not the schema header
    const write = await call('PATCH', 'kv', {
      query: 'id=eq.-1',
      body: { note: 'x' },
      headers: { 'Accept-Profile': 'auth' },
      rest,
    });
    expect(write.status).toBe(204);
    expect(write.headers['Content-Profile']).toBe('public');
  });

  it('[api] max_rows caps every read and RPC result', async () => {
    const rest = { maxRows: 2 };
    const r = await call('GET', 'products', {
      query: 'select=id&order=id',
      headers: { Prefer: 'count=exact' },
      rest,
    });
    expect(r.status).toBe(206);
    expect(ids(r.body)).toEqual([1, 2]);
    expect(r.headers['Content-Range']).toBe('0-1/4');
    const smaller = await call('GET', 'products', { query: 'select=id&order=id&limit=1', rest });
    expect(ids(smaller.body)).toEqual([1]);
    const offset = await call('GET', 'products', { query: 'select=id&order=id&offset=1', rest });
    expect(ids(offset.body)).toEqual([2, 3]);
    const rpc = await call('POST', 'rpc/numbers', { body: { n: 5 }, rest });
    expect(rpc.body).toEqual([1, 2]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-api-toml-'));
    const file = path.join(dir, 'config.toml');
    fs.writeFileSync(file, '[api]\nenabled = true\nschemas = ["public", "api"]\nmax_rows = 1000\n');
    expect(readApiToml(file)).toEqual({ maxRows: 1000, schemas: ['public', 'api'] });
    fs.writeFileSync(file, '[api]\nmax_rows = -1\n');
    expect(readApiToml(file)).toEqual({});
    expect(readApiToml(path.join(dir, 'missing.toml'))).toEqual({});
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a function with one unnamed json parameter receives the whole body', async () => {
    const r = await call('POST', 'rpc/echo_json', { body: { a: 1, b: [true, null] } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ a: 1, b: [true, null] });
  });

  it('the key "" names an unnamed parameter of a body type; other unnamed parameters are not callable', async () => {
    await t.db.exec(`
      create function public.shape(bool) returns int language sql as 'select 1';
      create function public.shape(int) returns int language sql as 'select 2';
      create function public.shape(text) returns text language sql as $fn$ select 'teks:' || $1 $fn$;
      create function public.only_int(int) returns int language sql as 'select 1';
      create function public.only_text(text) returns int language sql as 'select 3';
      create function public.maybe() returns int language sql as 'select 1';
      create function public.maybe(text default 'x') returns text language sql as $fn$ select 'teks' $fn$;
      create function public.maybe(int default 1) returns int language sql as 'select 2';
      grant execute on all functions in schema public to anon;
    `);
    await t.reloadCache();
    // the text overload takes "" (a boolean is passed as its text); the bool and int ones are not callable
    const text = await call('POST', 'rpc/shape', { body: { '': 'a' } });
    expect(text.status).toBe(200);
    expect(text.body).toBe('teks:a');
    const bool = await call('POST', 'rpc/shape', { body: { '': true } });
    expect(bool.body).toBe('teks:true');
    // a function whose only parameter is an unnamed int is not in the schema cache: the hint names another
    const onlyInt = await call('POST', 'rpc/only_int', { body: { '': 1 } });
    expect(onlyInt.status).toBe(404);
    expect(onlyInt.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.only_int() in the schema cache',
      details:
        'Searched for the function public.only_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.only_text',
    });
    // no arguments: () and (text default) both fit; the candidates are listed fewest parameters first
    const ambiguous = await call('POST', 'rpc/maybe', { body: {} });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.message).toBe(
      'Could not choose the best candidate function between: public.maybe(), public.maybe( => text)',
    );
    const chosen = await call('POST', 'rpc/maybe', { body: { '': 'y' } });
    expect(chosen.body).toBe('teks');
  });

  it('a function of a row is no RPC by "": PGRST202 without a hint made of an empty parameter list', async () => {
    const r = await call('POST', 'rpc/title_upper', { body: {} });
    expect(r.status).toBe(404);
    expect(r.error?.code).toBe('PGRST202');
    expect(r.error?.hint).toBeNull();
    const row = await call('POST', 'rpc/title_upper', { body: { '': { id: 1, title: 'x' } } });
    expect(row.status).toBe(404);
    expect(row.error?.message).toBe('Could not find the function public.title_upper() in the schema cache');
  });

  it('PGRST203 lists candidates with the same number of parameters in the order of their parameter lists', async () => {
    await t.db.exec(`
      create function public.clash(a text) returns int language sql as 'select 1';
      create function public.clash(a int) returns text language sql as $fn$ select 'x' $fn$;
      grant execute on all functions in schema public to anon;
    `);
    await t.reloadCache();
    const r = await call('POST', 'rpc/clash', { body: { a: 'test' } });
    expect(r.error?.message).toBe(
      'Could not choose the best candidate function between: public.clash(a => integer), public.clash(a => text)',
    );
  });

  it('Prefer: missing=default takes an identity column from its sequence, which advances for every row', async () => {
    await t.db.exec(`
      create table public.tickets (id bigint generated by default as identity primary key, label text);
      grant select, insert, delete on public.tickets to anon;
      grant usage on all sequences in schema public to anon;
    `);
    await t.reloadCache();
    const r = await call('POST', 'tickets', {
      query: 'columns=id,label&select=id,label',
      headers: { Prefer: 'missing=default,return=representation' },
      body: [{ id: 100 }, { label: 'kedua' }],
    });
    expect(r.status).toBe(201);
    // the first row's default was worked out too: the second row gets the sequence's second value
    expect(r.body).toEqual([
      { id: 100, label: null },
      { id: 2, label: 'kedua' },
    ]);
  });

  it('Prefer: handling=strict, max-affected=N holds for a function returning rows too (PGRST124, rolled back)', async () => {
    await t.db.exec(`
      create function public.rename_kv(prefix text) returns setof public.kv language sql as
        $fn$ update public.kv set note = prefix || id::text returning * $fn$;
      grant execute on function public.rename_kv(text) to anon;
    `);
    await t.reloadCache();
    const over = await call('POST', 'rpc/rename_kv', {
      body: { prefix: 'rpc-' },
      headers: { Prefer: 'handling=strict,max-affected=1' },
    });
    expect(over.status).toBe(400);
    expect(over.error?.code).toBe('PGRST124');
    expect(over.error?.details).toBe('The query affects 2 rows');
    expect(over.rolledBack).toBe(true);
    const notes = await call('GET', 'kv', { query: 'select=note&id=in.(1,2)&order=id' });
    expect(notes.body).toEqual([{ note: null }, { note: null }]);
    const within = await call('POST', 'rpc/rename_kv', {
      query: 'select=id',
      body: { prefix: 'rpc-' },
      headers: { Prefer: 'handling=strict,max-affected=2,tx=rollback' },
    });
    expect(within.status).toBe(200);
  });
});

describe(`embedding (${backend})`, () => {
  it('embeds by foreign-key constraint name', async () => {
    const r = await call('GET', 'messages', {
      query: 'select=id,sender:profiles!messages_sender_id_fkey(full_name)',
      role: 'authenticated',
      sub: USERS.alice,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([]);
    const byName = await call('GET', 'products', {
      query: 'select=id,seller:profiles!products_seller_id_fkey(full_name)&id=eq.1',
    });
    expect(byName.body).toEqual([{ id: 1, seller: { full_name: 'Alice Seller' } }]);
  });

  it('embeds many-to-many through a junction table, both ways and by junction hint', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id,labels(name)&id=in.(1,3)&order=id&labels.order=name',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { id: 1, labels: [{ name: 'impor' }, { name: 'segar' }] },
      { id: 3, labels: [{ name: 'promo' }] },
    ]);
    const reverse = await call('GET', 'labels', { query: 'select=name,products(id)&id=eq.2' });
    expect(reverse.body).toEqual([{ name: 'impor', products: [{ id: 1 }] }]);
    const hinted = await call('GET', 'products', {
      query: 'select=id,labels!product_labels(name)&id=eq.3',
    });
    expect(hinted.body).toEqual([{ id: 3, labels: [{ name: 'promo' }] }]);
    const inner = await call('GET', 'products', {
      query: 'select=id,labels!inner()&labels.name=eq.promo',
    });
    expect(inner.body).toEqual([{ id: 3 }]);
  });

  it('embeds views through the foreign keys of their base columns', async () => {
    const r = await call('GET', 'product_cards', {
      query: 'select=id,seller:profiles(full_name),categories(name)&id=eq.1',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 1, seller: { full_name: 'Alice Seller' }, categories: { name: 'Ikan' } }]);
    const reverse = await call('GET', 'categories', {
      query: 'select=id,product_cards(id)&id=eq.2&product_cards.order=id',
    });
    expect(reverse.body).toEqual([{ id: 2, product_cards: [{ id: 2 }, { id: 4 }] }]);
  });

  it('spreads the columns of a to-one embed into the parent, and of a to-many one as arrays (PostgREST 13)', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id,...profiles(seller_name:full_name,role)&id=in.(1,4)&order=id',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { id: 1, seller_name: 'Alice Seller', role: 'seller' },
      { id: 4, seller_name: null, role: null },
    ]);
    const nested = await call('GET', 'reviews', {
      query: 'select=rating,...products(title,...categories(category:name))&product_id=eq.3',
    });
    expect(nested.body).toEqual([{ rating: 2, title: 'Tuna Kaleng', category: 'Ikan' }]);
    // to-many: each column becomes the array of the related rows' values, in the embed's order
    const many = await call('GET', 'categories', {
      query: 'select=id,...products(product_id:id,title)&products.order=id.desc&order=id',
    });
    expect(many.status).toBe(200);
    expect(many.body).toEqual([
      { id: 1, product_id: [3, 1], title: ['Tuna Kaleng', 'Salmon Segar'] },
      { id: 2, product_id: [4, 2], title: ['Oli "Super", 1L', 'Katalis Bensin'] },
      { id: 3, product_id: [], title: [] },
    ]);
  });

  it('aggregates group by the columns of a to-one spread and may aggregate inside it', async () => {
    const rest = { aggregatesEnabled: true };
    const perCategory = await call('GET', 'products', {
      query: 'select=n:count(),...categories(category:name,ids:id.sum())',
      rest,
    });
    expect(perCategory.status).toBe(200);
    const byName = (a: { category: string }, b: { category: string }) => a.category.localeCompare(b.category);
    expect((perCategory.body as Array<{ category: string }>).sort(byName)).toEqual([
      { n: 2, category: 'Ikan', ids: 2 },
      { n: 2, category: 'Otomotif', ids: 4 },
    ]);
    // an embed in an aggregating level is grouped by as well
    const embedded = await call('GET', 'products', {
      query: 'select=stock.sum(),categories(name)',
      rest,
    });
    expect(embedded.status).toBe(200);
    const byEmbed = (a: { categories: { name: string } }, b: { categories: { name: string } }) =>
      a.categories.name.localeCompare(b.categories.name);
    expect((embedded.body as Array<{ categories: { name: string } }>).sort(byEmbed)).toEqual([
      { sum: 110, categories: { name: 'Ikan' } },
      { sum: 5, categories: { name: 'Otomotif' } },
    ]);
    // an aggregate in a spread needs an aggregating level; a to-many spread cannot be grouped by (PGRST119)
    const many = await call('GET', 'categories', { query: 'select=count(),...products(title)', rest });
    expect(many.status).toBe(400);
    expect(many.error?.code).toBe('PGRST119');
  });

  it('computed fields are selectable, filterable and orderable like columns', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id,title_upper&title_upper=like.*A*&order=title_upper.desc',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { id: 3, title_upper: 'TUNA KALENG' },
      { id: 1, title_upper: 'SALMON SEGAR' },
      { id: 2, title_upper: 'KATALIS BENSIN' },
    ]);
    const star = await call('GET', 'products', { query: 'select=*&id=eq.1' });
    expect(Object.keys((star.body as object[])[0] as object)).not.toContain('title_upper');
  });

  it('computed relationships embed like foreign keys (rows 1 makes them to-one)', async () => {
    const r = await call('GET', 'products', {
      query: 'select=id,seller_of(full_name),same_category(id)&id=eq.1',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: 1, seller_of: { full_name: 'Alice Seller' }, same_category: [{ id: 3 }] }]);
    const none = await call('GET', 'products', { query: 'select=id,seller_of(full_name)&id=eq.4' });
    expect(none.body).toEqual([{ id: 4, seller_of: null }]);
  });
});

describe(`aggregates and explain (${backend})`, () => {
  it('aggregates are off by default: PGRST123', async () => {
    const r = await call('GET', 'products', { query: 'select=price.sum()' });
    expect(r.status).toBe(400);
    expect(r.error).toEqual({
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
      details: null,
      hint: null,
    });
    const count = await call('GET', 'products', { query: 'select=count()' });
    expect(count.error?.code).toBe('PGRST123');
  });

  it('with db-aggregates-enabled: count(), sum(), avg(), min(), max() grouped by the other columns', async () => {
    const rest = { aggregatesEnabled: true };
    const total = await call('GET', 'products', { query: 'select=count(),price.sum(),stock.max()', rest });
    expect(total.status).toBe(200);
    expect(total.body).toEqual([{ count: 4, sum: 125180.6, max: 100 }]);
    const grouped = await call('GET', 'products', {
      query: 'select=category_id,n:count(),cheapest:price.min(),avg_stock:stock.avg()::int&order=category_id',
      rest,
    });
    expect(grouped.body).toEqual([
      { category_id: 1, n: 2, cheapest: 25.1, avg_stock: 55 },
      { category_id: 2, n: 2, cheapest: 75, avg_stock: 3 },
    ]);
    const embedded = await call('GET', 'categories', {
      query: 'select=name,products(count())&id=in.(1,3)&order=id',
      rest,
    });
    expect(embedded.body).toEqual([
      { name: 'Ikan', products: [{ count: 2 }] },
      { name: 'Kosong', products: [{ count: 0 }] },
    ]);
    // the in-database setting PostgREST reads (alter role authenticator set pgrst.db_aggregates_enabled)
    expect(t.cache().settings).toEqual({ aggregatesEnabled: false, planEnabled: false });
  });

  it('explain is off by default (PGRST107) and answers the plan with db-plan-enabled', async () => {
    const off = await call('GET', 'products', {
      query: 'select=id',
      headers: { Accept: 'application/vnd.pgrst.plan+json' },
    });
    expect(off.status).toBe(406);
    expect(off.error).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: application/vnd.pgrst.plan+json',
      details: null,
      hint: null,
    });
    const rest = { planEnabled: true };
    const json = await call('GET', 'products', {
      query: 'select=id&id=eq.1',
      headers: { Accept: 'application/vnd.pgrst.plan+json' },
      rest,
    });
    expect(json.status).toBe(200);
    expect(json.headers['Content-Type']).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    expect((json.body as Array<{ Plan: { 'Node Type': string } }>)[0]?.Plan['Node Type']).toBe('Aggregate');
    const text = await call('GET', 'products', {
      query: 'select=id',
      headers: { Accept: 'application/vnd.pgrst.plan; options=analyze' },
      rest,
    });
    expect(text.headers['Content-Type']).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
    expect(text.text).toMatch(/^Aggregate .*actual/);
  });
});

const POSTGRES_ADMIN_URL =
  process.env.LOCAL_SUPABASE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const onPostgres = backend === 'postgres';

/** item 3: migrations run with `extensions` on the search path, as on Supabase */
const MIGRATION = `
create table public.search_path_probe (
  id uuid primary key default uuid_generate_v4(),
  hash text not null default crypt('rahasia', gen_salt('bf', 4))
);
insert into public.search_path_probe default values;
`;

describe(`migrations (${backend})`, () => {
  let supabaseDir: string;
  let db: Database;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    supabaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-migrations-'));
    fs.mkdirSync(path.join(supabaseDir, 'migrations'));
    fs.writeFileSync(path.join(supabaseDir, 'migrations', '20260101000000_probe.sql'), MIGRATION);
    if (onPostgres) {
      const name = `koperasi_migrate_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = `/${name}`;
      db = new PostgresDatabase(url.toString(), 1);
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      };
    } else {
      db = await PGliteDatabase.open({});
    }
  });

  afterAll(async () => {
    await db?.close();
    await dropDatabase?.();
    if (supabaseDir) fs.rmSync(supabaseDir, { recursive: true, force: true });
  });

  it('applies a migration that calls gen_salt(), crypt() and uuid_generate_v4() unqualified', async () => {
    const config = loadConfig({ ...process.env, SUPABASE_DIR: supabaseDir, DATABASE_URL: 'memory://' });
    const quiet = { info: () => undefined, warn: () => undefined };
    const report = await migrate(db, config, quiet);
    expect(report.applied).toEqual(['bootstrap', '20260101000000_probe.sql']);
    const rows = await db.admin.query<{ ok: boolean; hash: string }>(
      "select extensions.crypt('rahasia', hash) = hash as ok, hash from public.search_path_probe",
    );
    expect(rows.rows).toEqual([{ ok: true, hash: expect.stringMatching(/^\$2a\$04\$/) }]);
    // the search path is the migration's own: the next transaction has the database default again
    const after = await db.admin.query<{ path: string }>("select current_setting('search_path') as path");
    expect(after.rows[0]?.path).not.toContain('extensions');
  });
});
