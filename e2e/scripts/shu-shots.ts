/**
 * Screenshots of the SHU screens (back office /admin/shu, its printable page, the member's 'SHU Saya' tab)
 * on the production build against a fresh local stack, with members, capital and rules made through the
 * database functions (service role):
 *   E2E_PORT_BASE=3500 ../local-supabase/node_modules/.bin/tsx scripts/shu-shots.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, loginAs, passwordSession, SHELL, startStack, type Stack } from '../src/harness';

const out = process.argv[2] ?? '/tmp/shots/shu';
const YEAR = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()),
);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** axe-core's WCAG 2.1 A/AA violations of what the page shows now, printed. */
async function checkAxe(page: Page, name: string) {
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  const found = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
  console.log(`axe ${name}: ${found.length === 0 ? 'no violations' : found.join('; ')}`);
}

const rpc = <T>(stack: Stack, name: string, body: object) =>
  stack.admin<T>(`/rest/v1/rpc/${name}`, { method: 'POST', body });

interface Shipment {
  seller_id: string;
  subtotal: number;
  order: { buyer_id: string };
}
interface Profile {
  id: string;
  full_name: string;
}

async function arrange(stack: Stack) {
  const shipments = await stack.admin<Shipment[]>(
    '/rest/v1/order_shipments?status=eq.diterima&select=seller_id,subtotal,order:orders(buyer_id)',
  );
  const profiles = await stack.admin<Profile[]>('/rest/v1/profiles?select=id,full_name');
  const idOf = async (email: string) => (await passwordSession(email)).user.id;
  const nonMember = await idOf(DEMO.seller2);
  const ids = new Set<string>([await idOf(DEMO.seller), await idOf(DEMO.buyer)]);
  for (const s of shipments) {
    ids.add(s.seller_id);
    ids.add(s.order.buyer_id);
  }
  ids.delete(nonMember);
  const members = profiles
    .filter((p) => ids.has(p.id))
    .sort((a, b) => a.full_name.localeCompare(b.full_name));
  let n = 0;
  for (const member of members) {
    n += 1;
    await rpc(stack, 'set_member', {
      profile_id: member.id,
      member_number: `KOP-${String(n).padStart(4, '0')}`,
      joined_at: `${YEAR - 1}-01-02`,
    });
    await rpc(stack, 'record_capital', {
      member_id: member.id,
      kind: 'pokok',
      amount: 100_000,
      paid_on: `${YEAR - 1}-01-02`,
    });
    await rpc(stack, 'record_capital', {
      member_id: member.id,
      kind: 'wajib',
      amount: 25_000 * (1 + (n % 4)),
      paid_on: `${YEAR - 1}-06-01`,
    });
  }
  console.log(`${members.length} members, ${shipments.length} received shipments`);
  await rpc(stack, 'save_shu_rule', {
    year: YEAR - 1,
    shu_total: 5_000_000,
    rat_date: `${YEAR}-03-14`,
    note: 'Keputusan RAT tahun buku sebelumnya',
    allocations: [
      { name: 'Cadangan', percent: 75 },
      { name: 'Jasa Modal', percent: 25, base: 'capital' },
    ],
  });
  const twoLevel = [
    { name: 'Cadangan', percent: 40 },
    {
      name: 'Jasa Anggota',
      percent: 40,
      components: [
        { name: 'Jasa Usaha', percent: 70, base: 'purchases_and_sales' },
        { name: 'Jasa Modal', percent: 30, base: 'capital' },
      ],
    },
    { name: 'Dana Pengurus', percent: 10 },
    { name: 'Dana Pendidikan', percent: 5 },
    { name: 'Dana Sosial', percent: 5 },
  ];
  await rpc(stack, 'save_shu_rule', { year: YEAR, shu_total: 12_000_000, allocations: twoLevel });
  await rpc(stack, 'save_shu_rule', {
    year: YEAR,
    shu_total: 12_500_001,
    rat_date: `${YEAR}-03-20`,
    note: 'Perkiraan pengurus, dikoreksi setelah audit',
    allocations: twoLevel,
  });
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const stack = await startStack();
  const browser: Browser = await launchBrowser();
  try {
    await arrange(stack);
    const shoot = async (page: Page, name: string, fullPage = true) => {
      await settle(page);
      await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
      console.log(`${name}.png`);
    };
    const signedIn = async (email: string, width: number, target: string) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await loginAs(page, email, target);
      return page;
    };

    for (const width of [1280, 360]) {
      const admin = await signedIn(DEMO.admin, width, '/admin/shu');
      await admin.getByRole('table', { name: 'Pembagian SHU per anggota' }).waitFor();
      await shoot(admin, `${width}-01-admin-shu`);
      await checkAxe(admin, `${width} /admin/shu`);
      if (width === 1280) {
        const [download] = await Promise.all([
          admin.waitForEvent('download'),
          admin.getByRole('button', { name: 'Unduh CSV' }).click(),
        ]);
        const file = path.join(out, download.suggestedFilename());
        await download.saveAs(file);
        const csv = fs.readFileSync(file, 'utf8').split('\r\n');
        console.log(`${download.suggestedFilename()}: ${csv.length - 1} lines`, csv.slice(0, 2), csv.at(-2));
      }
      if (width === 360)
        for (const name of ['Aturan Pembagian', 'Alokasi SHU', 'Pembagian per Anggota']) {
          await admin
            .getByRole('region', { name, exact: true })
            .first()
            .screenshot({
              path: path.join(out, `${width}-01-admin-shu-${name.replace(/ /g, '-')}.png`),
            });
        }
      await admin.getByRole('button', { name: 'Buat Versi Baru' }).click();
      await shoot(admin, `${width}-02-editor`);
      await checkAxe(admin, `${width} editor`);
      if (width === 360)
        await admin.getByRole('form').screenshot({ path: path.join(out, `${width}-02-editor-form.png`) });
      const percent = admin
        .getByRole('group', { name: 'Alokasi 2' })
        .getByLabel(/^Persentase/)
        .nth(2);
      await percent.fill('25');
      await admin.getByRole('button', { name: 'Simpan Aturan' }).click();
      await shoot(admin, `${width}-03-editor-errors`);
      await checkAxe(admin, `${width} editor with errors`);
      if (width === 360)
        await admin
          .getByRole('group', { name: 'Alokasi 2' })
          .screenshot({ path: path.join(out, `${width}-03-editor-errors-line.png`) });
      await admin.goto(`${SHELL}/admin/shu/${YEAR}/cetak`);
      await admin.getByRole('table', { name: 'Pembagian SHU per anggota' }).waitFor();
      await shoot(admin, `${width}-04-print-page`);
      await checkAxe(admin, `${width} print page`);
      if (width === 1280) {
        await admin.emulateMedia({ media: 'print' });
        await shoot(admin, `${width}-05-print-media`);
        await admin.pdf?.({ path: path.join(out, 'shu-print.pdf') }).catch(() => undefined);
        await admin.emulateMedia({ media: 'screen' });
        await admin.goto(`${SHELL}/admin/shu?tahun=${YEAR - 1}`);
        await admin.getByRole('button', { name: 'Tutup Tahun Buku' }).click();
        await shoot(admin, `${width}-06-close-confirm`, false);
        await admin.getByRole('button', { name: 'Ya, Tutup Tahun Buku' }).click();
        await admin
          .getByText(`Tahun buku ${YEAR - 1} ditutup`)
          .first()
          .waitFor();
        await shoot(admin, `${width}-07-closed-year`);
        await checkAxe(admin, `${width} closed year`);
      }
      const member = await signedIn(DEMO.seller, width, '/profile?tab=shu');
      await member.getByTestId('shu-total').waitFor();
      await shoot(member, `${width}-08-member-shu`);
      await checkAxe(member, `${width} member SHU`);
      console.log('member page:', (await member.getByRole('tabpanel').innerText()).replace(/\s+/g, ' '));
      const other = await signedIn(DEMO.seller2, width, '/profile?tab=shu');
      await other.getByText('Anda belum menjadi anggota koperasi').waitFor();
      await shoot(other, `${width}-09-non-member`);
      await checkAxe(other, `${width} non-member`);
    }

    // the member's estimate equals the admin's row for them
    const report = await stack.admin<{ member_number: string; full_name: string; total: number }[]>(
      `/rest/v1/rpc/shu_distribution_report?year=${YEAR}`,
    );
    console.log(JSON.stringify(report.slice(0, 40)));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
