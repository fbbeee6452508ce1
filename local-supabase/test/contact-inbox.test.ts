/**
 * The contact form's inbox (supabase/migrations/20261207000020_contact_inbox.sql) through the real supabase-js
 * client: anyone sends (at most 5 from one address in an hour), a copy goes to the site settings' address, only
 * admins read, mark read and reply; a reply is kept (who, when, text) and mailed to the sender in Indonesian.
 * Mail is delivered by POST /__dev/run-jobs into the dev mailbox. Runs on PGlite by default and on PostgreSQL
 * with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, ACTORS, unique, type Actor } from './rls/clients';

const world = useSignedInWorld();
const SITE_EMAIL = 'info@koperasi-marketplace.id';

async function deliverMail(): Promise<void> {
  const response = await fetch(`${world.server.url}/__dev/run-jobs`, { method: 'POST' });
  expect(response.status).toBe(200);
}

async function send(actor: Actor, email: string, message = unique('Halo koperasi')): Promise<number> {
  const { error } = await world.as[actor]
    .from('contact_messages')
    .insert({ name: 'Rina Wulandari', email, message });
  expect(error).toBeNull();
  const { rows } = await world.sql<{ id: string }>(
    'select id::text from public.contact_messages where message = $1',
    [message],
  );
  return Number(rows[0]!.id);
}

const senderEmail = () => `${unique('pengirim')}@contoh.id`.toLowerCase();

describe('sending a message', () => {
  it('saves it unread and puts a copy for the site settings address in the outbox', async () => {
    const email = senderEmail();
    const message = unique('Apakah benih nila bisa dikirim ke Bogor?');
    const id = await send('anon', email, message);
    const { rows } = await world.sql<{ is_read: boolean; replied_at: string | null }>(
      'select is_read, replied_at from public.contact_messages where id = $1',
      [id],
    );
    expect(rows).toEqual([{ is_read: false, replied_at: null }]);

    await deliverMail();
    const copy = (await world.server.mail(SITE_EMAIL)).find((mail) => mail.text.includes(message));
    expect(copy).toMatchObject({
      to: SITE_EMAIL,
      type: 'pesan_kontak',
      subject: 'Pesan baru dari Rina Wulandari (Hubungi Kami)',
    });
    expect(copy?.text).toContain(`Email: ${email}`);
    expect(copy?.text).toMatch(/Dikirim: \d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB/);
    expect(copy?.text).toContain(`${world.server.config.siteUrl}/admin/messages/${id}`);
  });

  it('sends no copy when the site settings have no e-mail address', async () => {
    await world.sql('update public.site_settings set email = null where id = 1');
    try {
      const message = unique('Tanpa salinan');
      await send('buyer', senderEmail(), message);
      const { rows } = await world.sql('select id from public.mail_outbox where body like $1', [
        `%${message}%`,
      ]);
      expect(rows).toEqual([]);
    } finally {
      await world.sql('update public.site_settings set email = $1 where id = 1', [SITE_EMAIL]);
    }
  });

  it('takes at most 5 messages from one address in an hour (429), whatever its case', async () => {
    const email = senderEmail();
    for (let index = 0; index < 5; index += 1) await send('anon', email);
    const refused = await world.as.anon
      .from('contact_messages')
      .insert({ name: 'Rina', email: email.toUpperCase(), message: 'Keenam' });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'PT429',
      message: 'Terlalu banyak pesan dari alamat email ini. Silakan coba lagi dalam satu jam.',
    });
    // another address is not held up, and an hour later the same one may write again
    await send('anon', senderEmail());
    await world.sql(
      "update public.contact_messages set created_at = created_at - interval '61 minutes' where lower(email) = $1",
      [email],
    );
    await send('anon', email);
  });
});

describe('the inbox', () => {
  const admin = (actor: Actor) => actor === 'admin';

  it.each(ACTORS)('unread count: only an admin counts the messages (%s)', async (actor) => {
    await send('anon', senderEmail());
    const { count } = await world.as[actor]
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .eq('is_read', false);
    expect((count ?? 0) > 0).toBe(admin(actor));
  });

  it('an admin may change is_read, nothing else of a message', async () => {
    const id = await send('anon', senderEmail(), unique('Pesan asli'));
    const read = await world.as.admin.from('contact_messages').update({ is_read: true }).eq('id', id);
    expect(read.error).toBeNull();
    const edit = await world.as.admin.from('contact_messages').update({ message: 'Diubah' }).eq('id', id);
    expect(edit.error?.code).toBe('42501');
    const stamp = await world.as.admin
      .from('contact_messages')
      .update({ replied_at: new Date().toISOString() })
      .eq('id', id);
    expect(stamp.error?.code).toBe('42501');
    const { rows } = await world.sql<{ is_read: boolean; message: string; replied_at: string | null }>(
      'select is_read, message, replied_at from public.contact_messages where id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ is_read: true, replied_at: null });
    expect(rows[0]!.message).toMatch(/^Pesan asli/);
  });

  it.each(ACTORS)('replies: only an admin reads them, nobody writes them directly (%s)', async (actor) => {
    const id = await send('anon', senderEmail());
    await world.as.admin.rpc('reply_contact_message', { message_id: id, body: 'Terima kasih.' });
    const { data } = await world.as[actor].from('contact_message_replies').select('id').eq('message_id', id);
    expect((data ?? []).length).toBe(admin(actor) ? 1 : 0);
    const insert = await world.as[actor]
      .from('contact_message_replies')
      .insert({ message_id: id, body: 'Palsu', replied_by: ACCOUNTS.admin.id });
    expect(insert.error).not.toBeNull();
  });
});

describe('replying', () => {
  it('keeps the reply (who, when, text), marks the message read and mails the sender in Indonesian', async () => {
    const email = senderEmail();
    const id = await send('anon', email, 'Apakah benih nila bisa dikirim ke Bogor?\nSaya butuh 500 ekor.');
    const body = 'Bisa, Bu Rina. Pengiriman ke Bogor memakan waktu 1-2 hari.';
    const { data, error } = await world.as.admin.rpc('reply_contact_message', {
      message_id: id,
      body: `  ${body}\n`,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ message_id: id, body, replied_by: ACCOUNTS.admin.id });

    const { data: thread } = await world.as.admin
      .from('contact_messages')
      .select(
        'is_read, replied_at, replies:contact_message_replies(body, created_at, replier:profiles!replied_by(full_name))',
      )
      .eq('id', id)
      .single();
    expect(thread).toMatchObject({
      is_read: true,
      replies: [{ body, replier: { full_name: expect.any(String) as string } }],
    });
    expect(thread?.replied_at).toBe(thread?.replies[0]?.created_at);

    await deliverMail();
    const [mail] = await world.server.mail(email);
    expect(mail).toMatchObject({
      to: email,
      type: 'balasan_pesan',
      subject: 'Balasan atas pesan Anda kepada Koperasi Marketplace',
    });
    expect(mail?.text).toMatch(/^Halo Rina Wulandari,\n\nBisa, Bu Rina\./);
    expect(mail?.text).toContain('Salam,');
    expect(mail?.text).toMatch(
      /Pesan Anda pada \d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB:\n> Apakah benih nila[^\n]*\n> Saya butuh 500 ekor\./,
    );
  });

  it.each(ACTORS.filter((actor) => actor !== 'admin'))('refuses anyone but an admin (%s)', async (actor) => {
    const id = await send('anon', senderEmail());
    const { error } = await world.as[actor].rpc('reply_contact_message', { message_id: id, body: 'Halo' });
    expect(error?.code).toBe('42501');
    const { rows } = await world.sql('select id from public.contact_message_replies where message_id = $1', [
      id,
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses an empty or too long reply and a message that is not there, with a sentence for people', async () => {
    const id = await send('anon', senderEmail());
    const empty = await world.as.admin.rpc('reply_contact_message', { message_id: id, body: '   ' });
    expect(empty.error).toMatchObject({ code: '22023', message: 'Balasan harus diisi' });
    const long = await world.as.admin.rpc('reply_contact_message', {
      message_id: id,
      body: 'a'.repeat(5001),
    });
    expect(long.error).toMatchObject({
      code: '22023',
      message: 'Balasan terlalu panjang (maksimal 5000 karakter)',
    });
    const missing = await world.as.admin.rpc('reply_contact_message', {
      message_id: 999_999_999,
      body: 'Halo',
    });
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({
      code: 'KP041',
      message: 'Pesan tidak ditemukan atau sudah dihapus',
    });
  });
});
