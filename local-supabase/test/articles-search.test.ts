/**
 * supabase/migrations/20261123000010_articles_search.sql through the real supabase-js client:
 * - a scheduled article is hidden from anon and buyers until its publish time, then shown; admins read all;
 * - an event always has its date (its publish date when none is given), other articles none;
 * - search_products finds exact matches, or similar names when none ("salomn" finds the salmon),
 *   most relevant first, and takes PostgREST's filters, order and paging;
 * - search_suggestions proposes the closest names only when nothing matches exactly;
 * - any text is harmless (quotes, LIKE wildcards, SQL), an empty one finds nothing.
 *
 * Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';
import { makeClient, must, signedInClients, unique, type Actor } from './rls/clients';

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

interface ArticleFixture {
  type?: 'news' | 'promo' | 'event';
  publishDate: Date;
  eventDate?: string | null;
}

async function newArticle({ type = 'news', publishDate, eventDate }: ArticleFixture): Promise<number> {
  const row = await must(
    service
      .from('articles')
      .insert({
        title: unique('Artikel Uji'),
        type,
        content: 'Isi lengkap artikel uji.',
        status: publishDate.getTime() > Date.now() ? 'scheduled' : 'published',
        publish_date: publishDate.toISOString(),
        ...(eventDate !== undefined ? { event_date: eventDate } : {}),
      })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

async function sees(actor: Actor, id: number): Promise<boolean> {
  const { data, error } = await as[actor].from('articles').select('id').eq('id', id);
  if (error) throw new Error(error.message);
  return (data ?? []).length === 1;
}

describe('scheduled articles', () => {
  it('are hidden from anon and buyers until their publish time, then shown; admins read them at once', async () => {
    // an hour ahead, then moved into the past: the clock decides, not how fast this machine asks (4 s ahead, as
    // before, turned visible during the reads below whenever they took longer than that)
    const id = await newArticle({ publishDate: new Date(Date.now() + 3_600_000) });

    expect(await sees('anon', id)).toBe(false);
    expect(await sees('buyer', id)).toBe(false);
    expect(await sees('seller', id)).toBe(false);
    expect(await sees('admin', id)).toBe(true);
    // not through a list, a count or a filter on its title either
    const { count } = await as.anon
      .from('articles')
      .select('id', { count: 'exact', head: true })
      .gte('publish_date', new Date(Date.now() - 1000).toISOString());
    expect(count).toBe(0);

    const updated = await must(
      service
        .from('articles')
        .update({ publish_date: new Date(Date.now() - 1000).toISOString() })
        .eq('id', id)
        .select('status')
        .single(),
    );
    // still 'scheduled': only its time has come
    expect(updated).toEqual({ status: 'scheduled' });
    expect(await sees('anon', id)).toBe(true);
    expect(await sees('buyer', id)).toBe(true);
    expect(await sees('admin', id)).toBe(true);
  });

  it('a far future one stays hidden from everyone but admins, whatever its status says', async () => {
    const id = await newArticle({ publishDate: new Date(Date.now() + 86_400_000) });
    // a client that marks it published does not make it visible: the time decides
    await must(service.from('articles').update({ status: 'published' }).eq('id', id).select('id'));
    for (const actor of ['anon', 'buyer', 'seller', 'seller2'] as const)
      expect(await sees(actor, id)).toBe(false);
    expect(await sees('admin', id)).toBe(true);
  });

  it('the seeded scheduled event is not listed for anon and buyers, but is for the admin', async () => {
    const titles = async (actor: Actor) =>
      ((await must(as[actor].from('articles').select('title'))) as { title: string }[]).map((a) => a.title);
    expect(await titles('anon')).not.toContain('Bazar Koperasi Akhir Tahun');
    expect(await titles('buyer')).not.toContain('Bazar Koperasi Akhir Tahun');
    expect(await titles('admin')).toContain('Bazar Koperasi Akhir Tahun');
    expect(await titles('anon')).toContain('Pelatihan Pemasangan Panel Surya');
  });
});

describe('event dates', () => {
  const eventDateOf = async (id: number) =>
    (
      (await must(service.from('articles').select('event_date').eq('id', id).single())) as {
        event_date: string | null;
      }
    ).event_date;

  it('an event keeps the date it is given, and takes its publish date when it has none', async () => {
    const publishDate = new Date(Date.now() - 60_000);
    const eventDate = '2031-03-14T02:00:00+00:00';
    const dated = await newArticle({ type: 'event', publishDate, eventDate });
    expect(Date.parse((await eventDateOf(dated))!)).toBe(Date.parse(eventDate));
    const undated = await newArticle({ type: 'event', publishDate });
    expect(Date.parse((await eventDateOf(undated))!)).toBe(publishDate.getTime());
  });

  it('news and promos have no event date, also when one is sent or the type changes', async () => {
    const id = await newArticle({ type: 'news', publishDate: new Date(), eventDate: '2031-01-01T00:00:00Z' });
    expect(await eventDateOf(id)).toBeNull();
    await must(
      as.admin
        .from('articles')
        .update({ type: 'event', event_date: '2031-05-01T03:00:00Z' })
        .eq('id', id)
        .select('id'),
    );
    expect(Date.parse((await eventDateOf(id))!)).toBe(Date.parse('2031-05-01T03:00:00Z'));
    await must(as.admin.from('articles').update({ type: 'promo' }).eq('id', id).select('id'));
    expect(await eventDateOf(id)).toBeNull();
  });

  it('the seeded event has its date ahead, readable by anon', async () => {
    const event = (await must(
      as.anon.from('articles').select('event_date').eq('title', 'Pelatihan Pemasangan Panel Surya').single(),
    )) as { event_date: string };
    expect(Date.parse(event.event_date)).toBeGreaterThan(Date.now());
  });
});

describe('search_products', () => {
  type Found = { id: number; name: string; category_id: number; price: number };
  const search = async (actor: Actor, q: string | null) => {
    const { data, error } = await as[actor]
      .rpc('search_products', { q })
      .select('id, name, category_id, price');
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data as Found[];
  };
  const names = (rows: Found[]) => rows.map((row) => row.name);

  it('finds exact matches in name and description, case-insensitively', async () => {
    expect(names(await search('anon', 'SALMON'))).toEqual(['Ikan Salmon Segar']);
    expect(names(await search('anon', 'omega-3'))).toEqual(['Ikan Salmon Segar']);
    expect(names(await search('buyer', 'tuna abon'))).toContain('Abon Ikan Tuna');
  });

  it('"salomn" finds the salmon by trigram similarity, for anon and signed-in buyers', async () => {
    expect(names(await search('anon', 'salomn'))).toEqual(['Ikan Salmon Segar']);
    expect(names(await search('buyer', 'salomn'))).toEqual(['Ikan Salmon Segar']);
    expect(names(await search('anon', 'panl surya'))).toEqual(
      expect.arrayContaining(['Panel Surya 100 Wp Monocrystalline', 'Pompa Air Tenaga Surya DC']),
    );
  });

  it('orders by relevance: the name first, then names containing the text, then descriptions', async () => {
    const found = names(await search('anon', 'ikan'));
    // names starting with the text before names containing it, before description-only matches
    const firstContaining = found.findIndex((name) => !/^ikan/i.test(name));
    expect(firstContaining).toBeGreaterThan(0);
    expect(found.slice(0, firstContaining).every((name) => /^ikan/i.test(name))).toBe(true);
    const descriptionOnly = found.findIndex((name) => !/ikan/i.test(name));
    if (descriptionOnly !== -1) {
      expect(found.slice(descriptionOnly).every((name) => !/ikan/i.test(name))).toBe(true);
    }
    const exactName = names(await search('anon', 'bbm fresh catalyst'));
    expect(exactName[0]).toBe('BBM Fresh Catalyst');
  });

  it('takes filters, order, count and paging like a table', async () => {
    const { data, count, error } = await as.anon
      .rpc('search_products', { q: 'ikan' }, { count: 'exact' })
      .select('id, name, category_id')
      .eq('category_id', 2)
      .order('name', { ascending: true })
      .range(0, 1);
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(2);
    expect(data).toHaveLength(2);
    expect((data as Found[]).every((row) => row.category_id === 2)).toBe(true);
    const sorted = names(data as Found[]);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)));
  });

  it('is harmless for quotes, wildcards and SQL, and finds nothing for an empty text', async () => {
    for (const q of ["'; drop table public.products; --", '%', '_', '\\', '%%%', 'a,b(c)"d', '*']) {
      await expect(search('anon', q)).resolves.toEqual(expect.any(Array));
    }
    // % and _ are literal characters, not wildcards matching everything
    expect(names(await search('anon', '%'))).toEqual(['Pakan Ikan Apung 30 kg']); // "protein 30%"
    expect(await search('anon', '_')).toEqual([]);
    expect(await search('anon', '')).toEqual([]);
    expect(await search('anon', '   ')).toEqual([]);
    expect(await search('anon', null)).toEqual([]);
    const { count } = await service.from('products').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
    // a long text is cut, never an error
    await expect(search('anon', 'salmon '.repeat(200))).resolves.toEqual(expect.any(Array));
  });
});

describe('search_suggestions', () => {
  const suggest = async (actor: Actor, q: string | null, max?: number) => {
    const args = max === undefined ? { q } : { q, max_results: max };
    const { data, error } = await as[actor].rpc('search_suggestions', args);
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data as string[];
  };

  it('"salomn" suggests "Salmon" first, and the suggestion finds products exactly', async () => {
    const suggestions = await suggest('anon', 'salomn');
    expect(suggestions[0]).toBe('Salmon');
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(await suggest('buyer', 'salomn')).toEqual(suggestions);
    const { data } = await as.anon.rpc('search_product_ranks', { q: suggestions[0]! });
    expect((data as { exact: boolean }[]).some((row) => row.exact)).toBe(true);
  });

  it('corrects the unknown words of a phrase, and suggests nothing when something matches exactly', async () => {
    expect((await suggest('anon', 'ikan salomn segar'))[0]).toBe('ikan Salmon segar');
    expect(await suggest('anon', 'kopi arabica', 2)).toEqual(['kopi Arabika', 'Kopi Arabika Gayo 250 g']);
    expect(await suggest('anon', 'salmon')).toEqual([]);
    expect(await suggest('anon', 'Ikan Salmon Segar')).toEqual([]);
  });

  it('suggests nothing for text like no product, an empty text or injection-like input', async () => {
    expect(await suggest('anon', 'tidakadaproduk')).toEqual([]);
    expect(await suggest('anon', '')).toEqual([]);
    expect(await suggest('anon', null)).toEqual([]);
    for (const q of ["'; drop table public.products; --", '%', '_', "salomn' or '1'='1"]) {
      await expect(suggest('anon', q)).resolves.toEqual(expect.any(Array));
    }
    expect(await suggest('anon', '%')).toEqual([]);
  });

  it('returns at most max_results suggestions (1 to 10)', async () => {
    expect(await suggest('anon', 'salomn', 1)).toEqual(['Salmon']);
    expect((await suggest('anon', 'panl surya', 0)).length).toBe(1);
    expect((await suggest('anon', 'panl surya', 100)).length).toBeLessThanOrEqual(10);
  });
});
