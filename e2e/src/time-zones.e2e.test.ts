/**
 * The cooperative's dates in a browser in New York (UTC-5): times are WIB and say so, whatever the browser's
 * zone; calendar dates (a join date, the RAT date) are the days typed, never the day before; a date and time
 * typed is read as WIB. On the production build: the commission screen, the members list, the SHU screen and
 * the member's badge in the user menu.
 */
import type { Page } from 'playwright-core';
import { SHELL } from './harness';
import {
  browser,
  page,
  rpcAs,
  rowsOnlyWith,
  rupiah,
  screenshots,
  SEED_USERS,
  signIn,
  stack,
  testImage,
  toast,
  uniqueName,
  useBrowserStack,
  waitForPath,
} from './fixtures';

const VIEWPORT = { width: 1280, height: 900 };
const NEW_YORK = 'America/New_York';
useBrowserStack({ viewport: VIEWPORT, timezoneId: NEW_YORK });

const YEAR = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()),
);
/** An instant as the screens write it in WIB: 'Senin, 7 Desember 2026 pukul 03.10 WIB'. */
const wib = (iso: string) =>
  `${new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso))} WIB`;
const text = async (on: Page, testId: string) => rupiah(await on.getByTestId(testId).first().textContent());

it('shows WIB times and the days typed in a New York browser', async () => {
  await signIn('admin', '/admin/commission');
  await page.getByRole('heading', { level: 1, name: 'Komisi per Divisi' }).waitFor();
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(NEW_YORK);

  // ---- a rate from now: 'Berlaku sejak' its moment in WIB
  await page.getByRole('combobox', { name: /Divisi/ }).click();
  await page.getByRole('option', { name: 'Perikanan' }).click();
  await page.getByLabel(/Komisi \(%\)/).fill('10');
  await page.getByRole('button', { name: 'Simpan Komisi' }).click();
  await toast('Komisi baru disimpan');
  const [now] = await stack.admin<{ effective_from: string }[]>(
    '/rest/v1/commission_rates?select=effective_from&division=eq.Perikanan&order=effective_from.desc&limit=1',
  );
  await page.getByTestId('commission-Perikanan').filter({ hasText: '10%' }).waitFor();
  expect(await text(page, 'commission-Perikanan')).toContain(`Berlaku sejak ${wib(now!.effective_from)}`);

  // ---- a rate from a moment typed: 15/12/2099 09.00 is 09.00 WIB (02.00 UTC), shown back as typed
  await page.getByRole('combobox', { name: /Divisi/ }).click();
  await page.getByRole('option', { name: 'Pertanian' }).click();
  await page.getByLabel(/Komisi \(%\)/).fill('12');
  await page.getByLabel(/Berlaku mulai/).fill('15/12/2099 09.00');
  await page.getByRole('button', { name: 'Simpan Komisi' }).click();
  await toast('Komisi baru disimpan');
  const [scheduled] = await stack.admin<{ effective_from: string }[]>(
    '/rest/v1/commission_rates?select=effective_from&division=eq.Pertanian',
  );
  expect(new Date(scheduled!.effective_from).toISOString()).toBe('2099-12-15T02:00:00.000Z');
  const row = page.getByTestId('commission-history-row').filter({ hasText: 'Pertanian' });
  await row.waitFor();
  expect(rupiah(await row.textContent())).toContain('Selasa, 15 Desember 2099 pukul 09.00 WIB');
  await screenshots('time-zones-commission');

  // ---- a join date typed as 01/01/2026 is 1 January, in the list and in the database
  await page.goto(`${SHELL}/admin/members`);
  await page.getByRole('heading', { level: 1, name: 'Keanggotaan' }).waitFor();
  await page.getByRole('searchbox', { name: 'Cari nama' }).fill('Dewi');
  await rowsOnlyWith('Dewi');
  await page.getByRole('button', { name: 'Jadikan anggota Dewi Lestari' }).click();
  const dialog = page.getByRole('dialog', { name: 'Jadikan Anggota' });
  await dialog.getByLabel(/Nomor anggota/).fill('KOP-0301');
  await dialog.getByLabel(/Tanggal bergabung/).fill('01/01/2026');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await toast('Data keanggotaan disimpan');
  const member = page.getByTestId('member-row').filter({ hasText: 'KOP-0301' });
  await member.filter({ hasText: 'Anggota aktif' }).waitFor();
  expect(rupiah(await member.textContent())).toContain('1 Januari 2026');
  const [joined] = await stack.admin<{ joined_at: string }[]>(
    `/rest/v1/cooperative_members?select=joined_at&profile_id=eq.${SEED_USERS.buyer.id}`,
  );
  expect(joined!.joined_at).toBe('2026-01-01');
  await screenshots('time-zones-members');

  // ---- the RAT date is the day decided
  await rpcAs('admin', 'save_shu_rule', {
    year: YEAR,
    shu_total: 1_000_000,
    allocations: [
      { name: 'Cadangan', percent: 60 },
      { name: 'Jasa Usaha', percent: 40, base: 'purchases_and_sales' },
    ],
    rat_date: `${YEAR}-12-15`,
  });
  await page.goto(`${SHELL}/admin/shu?tahun=${YEAR}`);
  await page.getByRole('heading', { level: 1, name: 'Pembagian SHU' }).waitFor();
  const ratDate = page.locator('dt', { hasText: 'Tanggal RAT' }).locator('xpath=following-sibling::dd[1]');
  await ratDate.waitFor();
  expect(rupiah(await ratDate.textContent())).toBe(`15 Desember ${YEAR}`);
  await screenshots('time-zones-shu');

  // ---- the member's own menu: member since 1 January, in New York too
  const buyerContext = await browser.newContext({ viewport: VIEWPORT, timezoneId: NEW_YORK });
  try {
    const buyer = await buyerContext.newPage();
    await signIn('buyer', '/', buyer);
    await buyer.getByRole('button', { name: /^Menu pengguna/ }).click();
    await buyer.getByTestId('member-since').waitFor();
    expect(rupiah(await buyer.getByTestId('member-since').textContent())).toBe(
      'Anggota sejak 1 Januari 2026',
    );
  } finally {
    await buyerContext.close();
  }
});

it("reads an event's date typed in New York as WIB and shows it so in the shop", async () => {
  const title = uniqueName('Temu Anggota');
  await signIn('admin', '/admin/content/add');
  await page.getByLabel(/^Judul/).fill(title);
  await page.getByLabel(/^Tipe/).selectOption('event');
  await page.getByLabel(/^Konten/).fill('Rapat anggota di balai koperasi.');
  await page.getByLabel(/^Tanggal Acara/).fill('15/12/2099 09.00');
  // what the field means, read back in words, with its zone
  expect(rupiah(await page.getByTestId('event-date-reading').textContent())).toBe(
    'Acara: Selasa, 15 Desember 2099 pukul 09.00 WIB',
  );
  await page.getByLabel('Gambar Artikel').setInputFiles([testImage('temu.png')]);
  await screenshots('time-zones-article-form');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await toast('Artikel berhasil ditambahkan');
  const [saved] = await stack.admin<{ id: number; event_date: string }[]>(
    `/rest/v1/articles?select=id,event_date&title=eq.${encodeURIComponent(title)}`,
  );
  expect(new Date(saved!.event_date).toISOString()).toBe('2099-12-15T02:00:00.000Z');

  await page.goto(`${SHELL}/artikel/${saved!.id}`);
  await waitForPath(`/artikel/${saved!.id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(rupiah(await page.getByRole('article', { name: title }).textContent())).toContain(
    'Selasa, 15 Desember 2099 pukul 09.00 WIB',
  );
  await screenshots('time-zones-article-page');
});
