/**
 * Read-only requests keep their query prepared on a PostgreSQL connection (src/db/prepared-names.ts):
 * repeated GETs must answer the same, a GET that fails inside PostgreSQL must leave the connections
 * usable, and a table changed under a prepared query must answer with its new shape after the schema
 * cache reload. On PGlite the same requests run unprepared and must answer alike.
 */
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;

const SETUP = `
create table public.prep_items (id integer primary key, name text not null);
insert into public.prep_items values (1, 'satu'), (2, 'dua'), (3, 'tiga');
alter table public.prep_items enable row level security;
create policy prep_items_read on public.prep_items for select to anon using (id < 3);
grant select on public.prep_items to anon;
create function public.prep_prepared_count() returns integer
  language sql stable
as $$ select count(*)::int from pg_prepared_statements where name like 'koperasi_q%' $$;
grant execute on function public.prep_prepared_count() to anon;`;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.localSupabase.db.execScript(SETUP);
  await server.app.localSupabase.reloadSchemaCache();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function get(query: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/rest/v1/${query}`, { headers: { apikey: server.anonKey } });
  return { status: response.status, body: await response.json() };
}

describe('prepared read queries', () => {
  it('answers a repeated GET the same each time, with RLS applied', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect(await get('prep_items?select=id,name&order=id')).toEqual({
        status: 200,
        body: [
          { id: 1, name: 'satu' },
          { id: 2, name: 'dua' },
        ],
      });
    }
  });

  it('keeps the query prepared on PostgreSQL only', async () => {
    const { status, body } = await get('rpc/prep_prepared_count');
    expect(status).toBe(200);
    if (server.backend === 'postgres') expect(body).toBeGreaterThanOrEqual(1);
    else expect(body).toBe(0);
  });

  it('stays usable after GETs that PostgreSQL rejects', async () => {
    for (let i = 0; i < 8; i += 1) {
      const failed = await get('prep_items?select=id&id=eq.bukan-angka');
      expect(failed.status).toBe(400);
      expect(failed.body).toMatchObject({ code: '22P02' });
    }
    for (let i = 0; i < 8; i += 1) {
      expect(await get('prep_items?select=id&id=eq.2')).toEqual({ status: 200, body: [{ id: 2 }] });
    }
  });

  it('answers with the new shape after the table changed under a prepared query', async () => {
    for (let i = 0; i < 8; i += 1) await get('prep_items?select=id,name&order=id');
    await server.app.localSupabase.db.execScript(
      'alter table public.prep_items alter column name type integer using length(name)',
    );
    await server.app.localSupabase.reloadSchemaCache();
    for (let i = 0; i < 8; i += 1) {
      expect(await get('prep_items?select=id,name&order=id')).toEqual({
        status: 200,
        body: [
          { id: 1, name: 4 },
          { id: 2, name: 3 },
        ],
      });
    }
  });
});
