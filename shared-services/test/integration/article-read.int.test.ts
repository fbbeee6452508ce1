import { createArticle, getArticle, updateArticle } from '../../src/features/articles/article-service';
import {
  getLiveArticle,
  getLiveArticles,
  getUpcomingEvents,
} from '../../src/features/articles/article-read-service';
import { actAs, pngFile, startActors, type Actors } from './backoffice-fixtures';

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());
beforeEach(() => actAs(actors.anon));

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('getLiveArticles', () => {
  it('lists the live articles newest first, without the scheduled one, for anyone', async () => {
    const page = await getLiveArticles();
    expect(titles(page.items)).toEqual([
      'Pelatihan Pemasangan Panel Surya',
      'Diskon 20% Produk Organik',
      'Panen Raya Ikan Nila',
    ]);
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(page.items[0]).toMatchObject({ type: 'event', author: 'Admin' });
    expect(page.items[0]!.content).toMatch(/Tempat terbatas untuk 30 peserta\.$/);
    // an admin reads the scheduled one elsewhere, but the storefront's list is the same
    actAs(actors.admin);
    expect(titles((await getLiveArticles()).items)).not.toContain('Bazar Koperasi Akhir Tahun');
  });

  it('filters by type and pages', async () => {
    expect(titles((await getLiveArticles({ type: 'promo' })).items)).toEqual(['Diskon 20% Produk Organik']);
    expect(titles((await getLiveArticles({ type: 'event' })).items)).toEqual([
      'Pelatihan Pemasangan Panel Surya',
    ]);
    const second = await getLiveArticles({ pageSize: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, pageCount: 2, page: 2 });
    expect(titles(second.items)).toEqual(['Panen Raya Ikan Nila']);
    await expect(getLiveArticles({ page: 9 })).resolves.toMatchObject({ items: [], total: 3 });
  });

  it("reports a failing call as 'Error getting articles'", async () => {
    actAs(actors.broken);
    await expect(getLiveArticles()).rejects.toThrow(/^Error getting articles: /);
    await expect(getUpcomingEvents()).rejects.toThrow(/^Error getting articles: /);
  });
});

describe('getLiveArticle', () => {
  it('reads a live article in full, with its event date', async () => {
    const [event] = (await getLiveArticles({ type: 'event' })).items;
    const article = await getLiveArticle(event!.id);
    expect(article).toMatchObject({ title: 'Pelatihan Pemasangan Panel Surya', type: 'event' });
    expect(Date.parse(article.eventDate!)).toBeGreaterThan(Date.now());
  });

  it("says 'Article not found' for a scheduled article to a buyer, an unknown id or a bad one", async () => {
    actAs(actors.admin);
    const id = await createArticle(
      {
        title: 'Promo Bulan Depan',
        type: 'promo',
        content: 'Segera hadir.',
        publishDate: new Date(Date.now() + 86_400_000).toISOString(),
      },
      pngFile(),
    );
    // the admin may open it (the page says it is scheduled)
    expect((await getLiveArticle(id)).status).toBe('scheduled');
    actAs(actors.buyer);
    await expect(getLiveArticle(id)).rejects.toThrow(/^Article not found$/);
    actAs(actors.anon);
    await expect(getLiveArticle(id)).rejects.toThrow(/^Article not found$/);
    await expect(getLiveArticle(999999)).rejects.toThrow(/^Article not found$/);
    await expect(getLiveArticle(Number('abc'))).rejects.toThrow(/^Article not found$/);
  });
});

describe('getUpcomingEvents and event dates', () => {
  it('lists live events still to come, soonest first', async () => {
    expect(titles(await getUpcomingEvents())).toEqual(['Pelatihan Pemasangan Panel Surya']);
  });

  it('saves the event date the admin gives, keeps it on an edit without one, and lists the event', async () => {
    actAs(actors.admin);
    const eventDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const id = await createArticle(
      { title: 'Temu Anggota Koperasi', type: 'event', content: 'Rapat anggota tahunan.', eventDate },
      pngFile(),
    );
    expect(Date.parse((await getArticle(id)).eventDate!)).toBe(Date.parse(eventDate));
    await updateArticle(id, { title: 'Temu Anggota Koperasi', type: 'event', content: 'Rapat anggota.' });
    expect(Date.parse((await getArticle(id)).eventDate!)).toBe(Date.parse(eventDate));

    actAs(actors.anon);
    expect(titles(await getUpcomingEvents(5))).toEqual([
      'Temu Anggota Koperasi',
      'Pelatihan Pemasangan Panel Surya',
    ]);

    // an event that took place is no longer upcoming
    actAs(actors.admin);
    await updateArticle(id, {
      title: 'Temu Anggota Koperasi',
      type: 'event',
      content: 'Rapat anggota.',
      eventDate: new Date(Date.now() - 86_400_000).toISOString(),
    });
    actAs(actors.anon);
    expect(titles(await getUpcomingEvents(5))).toEqual(['Pelatihan Pemasangan Panel Surya']);
  });
});
