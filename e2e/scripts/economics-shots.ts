/**
 * Screenshots of the economics screens (Keanggotaan, Komisi per Divisi, Saldo Penjual, Saldo Saya) on the
 * production build against a fresh local stack, with a rate, members, capital and a payout made through the
 * database functions:  E2E_PORT_BASE=5100 ../local-supabase/node_modules/.bin/tsx scripts/economics-shots.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEMO,
  launchBrowser,
  loginAs,
  passwordSession,
  startStack,
  SUPABASE_URL,
  ANON_KEY,
} from '../src/harness';

const out = process.argv[2] ?? '/tmp/shots/econ';
fs.mkdirSync(out, { recursive: true });

async function rpc(email: string, name: string, body: object) {
  const session = await passwordSession(email);
  const response = await fetch(`${SUPABASE_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
}

async function main() {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const year = new Date().getFullYear();
    const sellerId = (
      await stack.admin<{ id: string }[]>(`/rest/v1/profiles?select=id&full_name=eq.Budi%20Santoso`)
    )[0]!.id;
    await rpc(DEMO.admin, 'set_commission_rate', {
      division: 'Perikanan',
      rate_percent: 15,
      note: 'RAT 2026',
    });
    await rpc(DEMO.admin, 'set_commission_rate', { division: 'Pertanian', rate_percent: 12.5 });
    await rpc(DEMO.admin, 'set_member', {
      profile_id: sellerId,
      member_number: 'KOP-0001',
      joined_at: `${year}-01-02`,
    });
    await rpc(DEMO.admin, 'record_capital', {
      member_id: sellerId,
      kind: 'pokok',
      amount: 100000,
      paid_on: `${year}-01-02`,
    });
    await rpc(DEMO.admin, 'record_payout', {
      seller_id: sellerId,
      amount: 250000,
      transfer_reference: 'TRF-20261120-01',
      paid_on: `${year}-11-20`,
    });
    const shots: [string, string, string, (string | null)?][] = [
      ['admin', '/admin/commission', 'commission'],
      ['admin', '/admin/members', 'members'],
      ['admin', '/admin/balances', 'balances'],
      ['seller', '/seller/balance', 'seller-balance'],
    ];
    for (const width of [1280, 360]) {
      for (const [role, url, name] of shots) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await loginAs(page, DEMO[role as keyof typeof DEMO], url);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
        if (name === 'balances') {
          await page.getByRole('button', { name: /Catat pencairan untuk Budi/ }).click();
          await page.getByRole('dialog').waitFor();
          await page.getByRole('button', { name: 'Simpan Pencairan' }).click();
          await page.waitForTimeout(600);
          await page.screenshot({ path: path.join(out, `payout-dialog-${width}.png`) });
        }
        if (name === 'members') {
          await page.getByRole('button', { name: 'Catat simpanan Budi Santoso' }).click();
          await page.getByRole('dialog').waitFor();
          await page.waitForTimeout(800);
          await page.screenshot({ path: path.join(out, `capital-dialog-${width}.png`) });
        }
        await context.close();
      }
    }
    console.log('shots in', out);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main();
