import { ANON_KEY, SHELL } from './harness';
import { browser, enabledButton, page, signIn, stack, toast, useBrowserStack } from './fixtures';

useBrowserStack({ viewport: { width: 1280, height: 900 }, warmUp: true });

interface ArticleRow {
  id: number;
  title: string;
  type: string;
  content: string;
  publish_date: string;
  event_date: string | null;
}

const articleNamed = async (title: string): Promise<ArticleRow> => {
  const [row] = await stack.admin<ArticleRow[]>(
    `/rest/v1/articles?select=id,title,type,content,publish_date,event_date&title=eq.${encodeURIComponent(title)}`,
  );
  if (!row) throw new Error(`no article ${title}`);
  return row;
};

/** An event's date as the storefront writes it: in Western Indonesian Time. */
function eventDateText(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(date);
  const time = new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(date);
  return `${day} pukul ${time} WIB`;
}

const cardTitles = async () => {
  await page.getByTestId('article-card').first().waitFor();
  return page.getByTestId('article-card').locator('h2, h3').allTextContents();
};

describe('articles people can read', () => {
  it('opens a news item from the sidebar and reads its whole text', async () => {
    const news = await articleNamed('Panen Raya Ikan Nila');
    await page.goto(`${SHELL}/`);
    const panel = page.getByRole('region', { name: 'Berita & Promosi' });
    await panel.getByRole('link', { name: 'Panen Raya Ikan Nila' }).click();
    await page.waitForURL(`${SHELL}/artikel/${news.id}`);
    await page.getByRole('heading', { level: 1, name: 'Panen Raya Ikan Nila' }).waitFor();
    // the sidebar showed only the start of it; the page shows all of it
    expect(await page.getByTestId('article-content').textContent()).toBe(news.content);
    const shown = page.getByRole('article', { name: 'Panen Raya Ikan Nila' });
    expect(await shown.getByTestId('article-type').textContent()).toBe('Berita');
    expect(await page.getByRole('img', { name: 'Panen Raya Ikan Nila' }).isVisible()).toBe(true);

    // the promo too
    await panel.getByRole('link', { name: 'Diskon 20% Produk Organik' }).click();
    await page.getByRole('heading', { level: 1, name: 'Diskon 20% Produk Organik' }).waitFor();
    expect(
      await page
        .getByRole('article', { name: 'Diskon 20% Produk Organik' })
        .getByTestId('article-type')
        .textContent(),
    ).toBe('Promo');
  });

  it('on a phone, the sidebar closes when an article is opened from it', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const small = await phone.newPage();
      await small.goto(`${SHELL}/`);
      await small.getByRole('button', { name: 'Buka menu kategori' }).click();
      // the drawer's categories may still be arriving: a link below them moves when they do
      await small.getByRole('navigation', { name: 'Kategori produk' }).getByRole('link').first().waitFor();
      await small.getByRole('link', { name: 'Diskon 20% Produk Organik' }).click();
      await small.getByRole('heading', { level: 1, name: 'Diskon 20% Produk Organik' }).waitFor();
      await small.getByRole('link', { name: 'Semua berita & acara' }).waitFor({ state: 'hidden' });
      expect(await small.getByTestId('article-content').isVisible()).toBe(true);
    } finally {
      await phone.close();
    }
  });

  it('lists the news by type, without the scheduled event', async () => {
    await page.goto(`${SHELL}/`);
    await page.getByRole('link', { name: 'Semua berita & acara' }).click();
    await page.waitForURL(`${SHELL}/artikel`);
    await page.getByRole('heading', { level: 1, name: 'Berita & Promosi' }).waitFor();
    expect(await cardTitles()).toEqual([
      'Pelatihan Pemasangan Panel Surya',
      'Diskon 20% Produk Organik',
      'Panen Raya Ikan Nila',
    ]);
    await page
      .getByRole('navigation', { name: 'Jenis artikel' })
      .getByRole('link', { name: 'Promo' })
      .click();
    await page.waitForURL(`${SHELL}/artikel?type=promo`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="article-card"]').length === 1);
    expect(await cardTitles()).toEqual(['Diskon 20% Produk Organik']);
    await page.getByTestId('article-card').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Diskon 20% Produk Organik' }).waitFor();
  });

  it('shows an upcoming event with its date on the home page, and on its page', async () => {
    const event = await articleNamed('Pelatihan Pemasangan Panel Surya');
    const when = eventDateText(event.event_date!);
    await page.goto(`${SHELL}/`);
    const upcoming = page.getByRole('region', { name: 'Acara Mendatang' });
    await upcoming.getByRole('link', { name: 'Pelatihan Pemasangan Panel Surya' }).waitFor();
    expect(await upcoming.getByTestId('upcoming-event-date').first().textContent()).toBe(when);
    const latest = page.getByRole('region', { name: 'Berita & Acara' });
    expect(await latest.getByTestId('article-event-date').first().textContent()).toBe(when);

    await upcoming.getByRole('link', { name: 'Pelatihan Pemasangan Panel Surya' }).click();
    await page.waitForURL(`${SHELL}/artikel/${event.id}`);
    await page.getByRole('heading', { level: 1, name: 'Pelatihan Pemasangan Panel Surya' }).waitFor();
    const shown = page.getByRole('article', { name: 'Pelatihan Pemasangan Panel Surya' });
    expect(await shown.getByTestId('article-event-date').textContent()).toBe(`Waktu acara${when}`);
    expect(await shown.getByTestId('article-type').textContent()).toBe('Acara');
  });

  it('the admin sets the date of an event in the back office, and the storefront shows it', async () => {
    const event = await articleNamed('Pelatihan Pemasangan Panel Surya');
    await signIn('admin', `/admin/content/${event.id}/edit`);
    const field = page.getByLabel(/^Tanggal Acara/);
    await field.waitFor();
    await field.fill('14/03/2031 09.30');
    await enabledButton('Simpan');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await toast('Artikel berhasil diperbarui');
    const saved = await articleNamed('Pelatihan Pemasangan Panel Surya');
    expect(saved.event_date).not.toBe(event.event_date);
    await page.goto(`${SHELL}/artikel/${event.id}`);
    await page.getByRole('heading', { level: 1, name: 'Pelatihan Pemasangan Panel Surya' }).waitFor();
    const shown = page.getByRole('article', { name: 'Pelatihan Pemasangan Panel Surya' });
    expect(await shown.getByTestId('article-event-date').textContent()).toBe(
      `Waktu acara${eventDateText(saved.event_date!)}`,
    );
  });

  it('keeps a scheduled article hidden until its publish time, and shows it from then on', async () => {
    const scheduled = await articleNamed('Bazar Koperasi Akhir Tahun');
    await page.goto(`${SHELL}/artikel/${scheduled.id}`);
    await page.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' }).waitFor();
    // the API itself refuses it to a visitor
    const anon = await fetch(`${stack.supabaseUrl}/rest/v1/articles?select=id&id=eq.${scheduled.id}`, {
      headers: { apikey: ANON_KEY },
    });
    expect(await anon.json()).toEqual([]);

    // an hour ahead: hidden, whatever the time the checks below take
    const [soon] = await stack.admin<{ id: number }[]>('/rest/v1/articles?select=id', {
      method: 'POST',
      prefer: 'return=representation',
      body: {
        title: 'Promo Kilat Nelayan',
        type: 'promo',
        content: 'Promo kilat untuk anggota nelayan: diskon pakan ikan.',
        status: 'scheduled',
        publish_date: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    await page.goto(`${SHELL}/artikel`);
    await page.getByText('3 artikel').waitFor();
    expect(await cardTitles()).not.toContain('Promo Kilat Nelayan');
    await page.goto(`${SHELL}/artikel/${soon!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' }).waitFor();

    // its publish time passes (moved to a second ago rather than waited for): it shows, still 'scheduled', so
    // nothing but the clock made it visible
    await stack.admin(`/rest/v1/articles?id=eq.${soon!.id}`, {
      method: 'PATCH',
      body: { publish_date: new Date(Date.now() - 1000).toISOString() },
    });
    const [row] = await stack.admin<{ status: string }[]>(
      `/rest/v1/articles?select=status&id=eq.${soon!.id}`,
    );
    expect(row!.status).toBe('scheduled');
    await page.goto(`${SHELL}/artikel`);
    await page.getByText('4 artikel').waitFor();
    expect((await cardTitles())[0]).toBe('Promo Kilat Nelayan');
    await page.goto(`${SHELL}/artikel/${soon!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Promo Kilat Nelayan' }).waitFor();
    await stack.admin(`/rest/v1/articles?id=eq.${soon!.id}`, { method: 'DELETE' });
  });

  it('the admin may open a scheduled article, marked as not yet visible to buyers', async () => {
    const scheduled = await articleNamed('Bazar Koperasi Akhir Tahun');
    await signIn('admin', `/artikel/${scheduled.id}`);
    await page.getByRole('heading', { level: 1, name: 'Bazar Koperasi Akhir Tahun' }).waitFor();
    await page.getByText(/Artikel ini terjadwal terbit pada .*\. Pembeli belum dapat melihatnya\./).waitFor();
  });

  it('pages through a long news list', async () => {
    const old = Date.now() - 40 * 86_400_000;
    const created = await stack.admin<{ id: number }[]>('/rest/v1/articles?select=id', {
      method: 'POST',
      prefer: 'return=representation',
      body: Array.from({ length: 8 }, (_, index) => ({
        title: `Kabar Koperasi Lama ${index + 1}`,
        type: 'news',
        content: `Kabar lama nomor ${index + 1}.`,
        publish_date: new Date(old - index * 86_400_000).toISOString(),
      })),
    });
    try {
      await page.goto(`${SHELL}/artikel`);
      await page.getByText('11 artikel').waitFor();
      expect(await cardTitles()).toHaveLength(9);
      await page.getByRole('link', { name: 'Ke halaman 2' }).click();
      await page.waitForURL(`${SHELL}/artikel?page=2`);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="article-card"]').length === 2,
      );
      expect(await cardTitles()).toEqual(['Kabar Koperasi Lama 7', 'Kabar Koperasi Lama 8']);
    } finally {
      await stack.admin(`/rest/v1/articles?id=in.(${created.map((row) => row.id).join(',')})`, {
        method: 'DELETE',
      });
    }
  });
});

describe('search that forgives typos', () => {
  it('"salomn" shows "Mungkin maksud Anda: Salmon", and the suggestion finds the salmon', async () => {
    await page.goto(`${SHELL}/`);
    const search = page.getByRole('textbox', { name: 'Cari produk' });
    await search.fill('salomn');
    await search.press('Enter');
    await page.waitForURL(`${SHELL}/products?q=salomn`);
    await page.getByRole('heading', { name: 'Hasil pencarian "salomn"' }).waitFor();
    const suggestion = page.getByTestId('search-suggestion');
    await suggestion.waitFor();
    expect(await suggestion.locator('p').first().textContent()).toBe('Mungkin maksud Anda: Salmon');
    // the similar products are shown below it
    await page.getByRole('article', { name: 'Ikan Salmon Segar' }).waitFor();

    await suggestion.getByRole('link', { name: 'Salmon' }).click();
    await page.waitForURL(`${SHELL}/products?q=Salmon`);
    await page.getByRole('heading', { name: 'Hasil pencarian "Salmon"' }).waitFor();
    await page.getByText('1 produk').waitFor();
    await page.getByRole('article', { name: 'Ikan Salmon Segar' }).waitFor();
    expect(await page.getByTestId('search-suggestion').count()).toBe(0);
    expect(await search.inputValue()).toBe('Salmon');
  });

  it('keeps the normal search as it was: an exact match has no suggestion, nothing found says so', async () => {
    await page.goto(`${SHELL}/products?q=omega-3`);
    await page.getByRole('article', { name: 'Ikan Salmon Segar' }).waitFor();
    expect(await page.getByText(/Mungkin maksud Anda/).count()).toBe(0);
    await page.goto(`${SHELL}/products?q=tidakadaproduk`);
    await page.getByRole('heading', { name: 'Produk tidak ditemukan' }).waitFor();
    expect(await page.getByText(/Mungkin maksud Anda/).count()).toBe(0);
  });
});
