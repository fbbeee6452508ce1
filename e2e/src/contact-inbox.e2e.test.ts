/**
 * The contact form's messages reach a person: a visitor writes on /contact, a copy goes to the site settings'
 * e-mail address, and the admin finds it in 'Pesan Masuk' (the unread count on the menu entry falls as messages
 * are read), opens it, replies, and the reply arrives at the sender's address as an Indonesian mail.
 */
import type { Page } from 'playwright-core';
import { ANON_KEY, SHELL } from './harness';
import { page, screenshots, signIn, stack, toast, useBrowserStack, waitForPath } from './fixtures';

useBrowserStack({ viewport: { width: 1280, height: 900 } });

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SITE_EMAIL = 'info@koperasi-marketplace.id';
const REPLY = 'Bisa, Bu Rina. Pengiriman benih nila ke Bogor memakan waktu 1-2 hari dengan kemasan oksigen.';

interface Mail {
  to: string;
  type: string;
  subject: string;
  text: string;
}

/** The mail of this template for the address whose text passes `test` (the jobs run at once). */
async function mailOf(to: string, type: string, test: (text: string) => boolean): Promise<Mail> {
  const m = await stack.waitForMail(to, type, test);
  return { to: m.to, type: String(m.type), subject: m.subject, text: String(m.text) };
}

/** What the menu entry 'Pesan Masuk' reads out: its count of unread messages, or none. */
const menuEntry = (on: Page) =>
  on.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: /^Pesan Masuk/ });

async function menuCount(on: Page, count: number): Promise<void> {
  const name = count > 0 ? `Pesan Masuk (${count} belum dibaca)` : 'Pesan Masuk';
  await on
    .getByRole('navigation', { name: 'Menu back office' })
    .getByRole('link', { name, exact: true })
    .waitFor();
}

async function unreadInDatabase(): Promise<number> {
  return (await stack.admin<{ id: number }[]>('/rest/v1/contact_messages?select=id&is_read=eq.false')).length;
}

it('a visitor writes on /contact; the admin reads it in Pesan Masuk, replies, and the sender gets the reply by e-mail', async () => {
  const suffix = uniqueSuffix();
  const sender = { name: 'Rina Wulandari', email: `rina.${suffix}@contoh.id` };
  const text = `Apakah benih nila bisa dikirim ke Bogor? Saya butuh 500 ekor. (${suffix})`;
  // another visitor's message, already there: the count has something to fall from
  const other = {
    name: 'Budi Santoso',
    email: `budi.${suffix}@contoh.id`,
    message: `Kapan pendaftaran anggota dibuka? (${suffix})`,
  };
  const sent = await fetch(`${stack.supabaseUrl}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(other),
  });
  expect(sent.status).toBe(201);

  // the visitor's side
  await page.goto(`${SHELL}/contact`);
  await page.getByLabel('Nama').fill(sender.name);
  await page.getByLabel('Email').fill(sender.email);
  await page.getByLabel('Pesan').fill(text);
  await screenshots('contact-form');
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  await toast('Pesan Anda telah terkirim');
  const [saved] = await stack.admin<{ id: number; is_read: boolean }[]>(
    `/rest/v1/contact_messages?select=id,is_read&email=eq.${encodeURIComponent(sender.email)}`,
  );
  expect(saved).toMatchObject({ is_read: false });

  // the copy for the cooperative's own address
  const copy = await mailOf(SITE_EMAIL, 'pesan_kontak', (body) => body.includes(text));
  expect(copy.subject).toBe(`Pesan baru dari ${sender.name} (Hubungi Kami)`);
  expect(copy.text).toContain(`Email: ${sender.email}`);
  expect(copy.text).toMatch(/Dikirim: \d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB/);
  expect(copy.text).toContain(`${SHELL}/admin/messages/${saved!.id}`);

  // the admin's side: the count on the menu entry
  const unread = await unreadInDatabase();
  expect(unread).toBeGreaterThanOrEqual(2);
  await signIn('admin', '/admin');
  await menuCount(page, unread);
  await page.getByRole('heading', { name: 'Pesan Masuk', exact: true }).waitFor();
  await screenshots('contact-dashboard');
  await menuEntry(page).click();
  await waitForPath('/admin/messages');
  const card = page.getByRole('article', { name: `Pesan dari ${sender.name}` }).first();
  await card.getByText('Belum dibaca').waitFor();
  expect(await card.textContent()).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB/);
  await screenshots('contact-inbox');

  // marking the other message read from the list lowers the count by one
  const otherCard = page.getByRole('article', { name: `Pesan dari ${other.name}` }).first();
  await otherCard.getByRole('button', { name: 'Tandai sudah dibaca' }).click();
  await otherCard.getByText('Belum dibaca').waitFor({ state: 'detached' });
  await menuCount(page, unread - 1);

  // opening the visitor's message marks it read: one less again
  await card.getByRole('link').click();
  await waitForPath(`/admin/messages/${saved!.id}`);
  await page.getByRole('heading', { name: `Pesan dari ${sender.name}`, level: 1 }).waitFor();
  await page.getByText(text).waitFor();
  await page.getByText(/^Dikirim \d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB$/).waitFor();
  await page.getByRole('button', { name: 'Tandai belum dibaca' }).waitFor();
  await menuCount(page, unread - 2);

  // the reply
  await page.getByLabel(`Balasan untuk ${sender.name}`).fill(REPLY);
  await page.getByRole('button', { name: 'Kirim Balasan' }).click();
  await toast(`Balasan terkirim ke ${sender.email}`);
  const replies = page.getByRole('list', { name: 'Balasan' });
  await replies.getByText(REPLY).waitFor();
  await replies.getByText(/^Admin Koperasi · \d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB$/).waitFor();
  expect(await page.getByLabel(`Balasan untuk ${sender.name}`).inputValue()).toBe('');
  await screenshots('contact-thread');
  const stored = await stack.admin<{ body: string; replied_by: string }[]>(
    `/rest/v1/contact_message_replies?select=body,replied_by&message_id=eq.${saved!.id}`,
  );
  expect(stored).toEqual([{ body: REPLY, replied_by: expect.any(String) as string }]);

  // the reply in the sender's mailbox, in Indonesian, quoting the message
  const mail = await mailOf(sender.email, 'balasan_pesan', (body) => body.includes(REPLY));
  expect(mail.to).toBe(sender.email);
  expect(mail.subject).toBe('Balasan atas pesan Anda kepada Koperasi Marketplace');
  expect(
    mail.text.startsWith(`Halo ${sender.name},\n\n${REPLY}\n\nSalam,\nAdmin Koperasi\nKoperasi Marketplace`),
  ).toBe(true);
  expect(mail.text).toMatch(/Pesan Anda pada \d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB:\n> Apakah benih nila/);

  // marked unread again, it counts again
  await page.getByRole('button', { name: 'Tandai belum dibaca' }).click();
  await page.getByRole('button', { name: 'Tandai sudah dibaca' }).waitFor();
  await menuCount(page, unread - 1);
});

it('refuses a sixth message from one address within the hour, with the reason', async () => {
  const email = `ramai.${uniqueSuffix()}@contoh.id`;
  for (let index = 0; index < 5; index += 1) {
    const response = await fetch(`${stack.supabaseUrl}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Pengirim', email, message: `Pesan ke-${index + 1}` }),
    });
    expect(response.status).toBe(201);
  }
  await page.goto(`${SHELL}/contact`);
  await page.getByLabel('Nama').fill('Pengirim');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Pesan').fill('Pesan keenam');
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  await toast(
    'Gagal mengirim pesan. Terlalu banyak pesan dari alamat email ini. Silakan coba lagi dalam satu jam.',
  );
  expect(await page.getByLabel('Pesan').inputValue()).toBe('Pesan keenam');
});

it("the admin finds a mail that could not be sent in 'Email Keluar', with the server's reason, and sends it again", async () => {
  const to = `gagal.${uniqueSuffix()}@contoh.id`;
  const subject = `Pesanan baru KOP-UJI-${uniqueSuffix()}`;
  // a mail the send-mail function gave up on after five refusals
  await stack.admin('/rest/v1/mail_outbox', {
    method: 'POST',
    body: {
      recipient: to,
      template: 'pesanan_masuk',
      subject,
      body: 'Halo,\n\nAda pesanan baru untuk Anda.',
      status: 'gagal',
      attempts: 5,
      last_error: '550 5.1.1 Kotak surat tidak ada',
    },
  });
  await signIn('admin', '/admin/emails?status=gagal');
  await page.getByRole('heading', { level: 1, name: 'Email Keluar' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Menu back office' })
    .getByRole('link', { name: /^Email Keluar \(\d+ gagal terkirim\)$/ })
    .waitFor();
  const row = page.getByTestId('outbox-row').filter({ hasText: subject });
  await row.waitFor();
  expect(await row.textContent()).toContain('Gagal 5 kali, tidak dicoba lagi');
  expect(await row.textContent()).toContain('550 5.1.1 Kotak surat tidak ada');
  await screenshots('mail-outbox-failed');

  await row.getByRole('button', { name: `Kirim ulang email ${subject} kepada ${to}` }).click();
  await toast('Email dimasukkan kembali ke antrean pengiriman');
  // the next schedule run sends it (into the dev mailbox: no SMTP here)
  const mail = await mailOf(to, 'pesanan_masuk', (body) => body.includes('Ada pesanan baru'));
  expect(mail.subject).toBe(subject);
  await page.getByRole('tab', { name: 'Terkirim' }).click();
  await page.getByTestId('outbox-row').filter({ hasText: subject }).filter({ hasText: 'Terkirim' }).waitFor();
});
