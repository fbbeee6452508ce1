/**
 * The schema cache follows the database as PostgREST's does on Supabase: DDL notifies channel pgrst through
 * the event triggers of bootstrap.sql, and the server, listening, reloads; `NOTIFY pgrst, 'reload schema'`
 * sent by hand does the same. No call to /__dev/reload-schema here.
 */
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const sql = (text: string) => server.app.localSupabase.db.execScript(text);

/**
 * GETs the table until it answers `status` (and error `code`): the reload is asynchronous. Bounded at 45 s, under
 * the test's 60 s, so a reload that never comes fails with what the table answered (a bound, not a wait: a loaded
 * machine's reload is seconds late, not wrong).
 */
async function eventually(
  table: string,
  status: number,
  { select = '*', code }: { select?: string; code?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const response = await fetch(`${server.url}/rest/v1/${table}?select=${select}`, {
      headers: { apikey: server.anonKey },
    });
    const body = await response.json();
    const done =
      response.status === status && (code === undefined || (body as { code?: string }).code === code);
    if (done || Date.now() > deadline) return { status: response.status, body };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`schema cache reloads (${process.env.LOCAL_SUPABASE_TEST_DB ?? 'pglite'})`, () => {
  it('serves a table created after start, and forgets it when it is dropped', async () => {
    expect((await eventually('reload_fresh', 404, { code: 'PGRST205' })).status).toBe(404);
    await sql(`create table public.reload_fresh (id int primary key, name text);
      insert into public.reload_fresh values (1, 'baru');
      grant select on public.reload_fresh to anon`);
    const created = await eventually('reload_fresh', 200);
    expect(created).toEqual({ status: 200, body: [{ id: 1, name: 'baru' }] });

    await sql('alter table public.reload_fresh add column note text');
    const altered = await eventually('reload_fresh', 200, { select: 'id,note' });
    expect(altered).toEqual({ status: 200, body: [{ id: 1, note: null }] });

    await sql('drop table public.reload_fresh');
    // a stale cache would answer 42P01 from the database; the reloaded one knows the table is gone
    const dropped = await eventually('reload_fresh', 404, { code: 'PGRST205' });
    expect(dropped.status).toBe(404);
    expect((dropped.body as { code: string }).code).toBe('PGRST205');
  });

  it('embeds by the relationships of the reloaded schema, not those worked out before', async () => {
    await sql(`create table public.reload_parent (id int primary key);
      create table public.reload_child (id int primary key, parent_id int constraint reload_child_parent
        references public.reload_parent (id));
      insert into public.reload_parent values (7);
      insert into public.reload_child values (1, 7);
      grant select on public.reload_parent, public.reload_child to anon`);
    try {
      const select = 'id,reload_parent(id)';
      const embedded = await eventually('reload_child', 200, { select });
      expect(embedded).toEqual({ status: 200, body: [{ id: 1, reload_parent: { id: 7 } }] });
      // the join's columns are still there, the relationship is not: PostgREST answers PGRST200
      await sql('alter table public.reload_child drop constraint reload_child_parent');
      const gone = await eventually('reload_child', 400, { select, code: 'PGRST200' });
      expect((gone.body as { code: string }).code).toBe('PGRST200');
    } finally {
      await sql('drop table public.reload_child; drop table public.reload_parent');
      // the drop's reload is asynchronous: let it land here, not during the next test, where it would
      // pick up a table that test creates without telling the server
      await eventually('reload_child', 404, { code: 'PGRST205' });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  it("reloads on NOTIFY pgrst, 'reload schema' sent by hand (DDL the event triggers do not see)", async () => {
    await sql('alter event trigger pgrst_ddl_watch disable');
    try {
      await sql(`create table public.reload_quiet (id int primary key);
        grant select on public.reload_quiet to anon`);
      // nothing told the server: the table stays unknown
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = await fetch(`${server.url}/rest/v1/reload_quiet?select=id`, {
        headers: { apikey: server.anonKey },
      });
      expect(before.status).toBe(404);
      await sql(`notify pgrst, 'reload schema'`);
      expect((await eventually('reload_quiet', 200)).status).toBe(200);
      // other payloads are not PostgREST's commands: ignored
      await sql(`create table public.reload_ignored (id int primary key);
        grant select on public.reload_ignored to anon;
        notify pgrst, 'something else'`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ignored = await fetch(`${server.url}/rest/v1/reload_ignored?select=id`, {
        headers: { apikey: server.anonKey },
      });
      expect(ignored.status).toBe(404);
    } finally {
      await sql('alter event trigger pgrst_ddl_watch enable');
    }
  });
});
