import assert from 'node:assert/strict';
import { mailOf, textToHtml } from './mail.ts';

const row = {
  id: 7,
  recipient: ' dewi@contoh.id ',
  template: 'pesanan_dibuat',
  subject: 'Pesanan KOP-20261207-000001 berhasil dibuat',
  body:
    'Halo Dewi,\n\nTerima kasih, pesanan KOP-20261207-000001 sudah kami terima.\n' +
    'Total: Rp 364.595\n\nLihat pesanan: {{SITE_URL}}/orders/abc.\n\n> Pesan <lama>\n> baris dua',
  attempts: 0,
};

Deno.test('fills in the site address, keeps the Indonesian text, and trims the recipient', () => {
  const mail = mailOf(row, 'https://koperasi.id');
  assert.equal(mail.to, 'dewi@contoh.id');
  assert.equal(mail.subject, 'Pesanan KOP-20261207-000001 berhasil dibuat');
  assert.match(mail.text, /Lihat pesanan: https:\/\/koperasi\.id\/orders\/abc\./);
  assert.doesNotMatch(mail.text, /\{\{SITE_URL\}\}/);
  assert.equal(mail.template, 'pesanan_dibuat');
});

Deno.test(
  'the HTML part: paragraphs, line breaks, links without the full stop after them, escaped text',
  () => {
    const html = mailOf(row, 'https://koperasi.id').html;
    assert.match(html, /^<!doctype html><html lang="id">/);
    assert.match(html, /<p style="[^"]*">Halo Dewi,<\/p>/);
    assert.match(html, /sudah kami terima\.<br>Total: Rp 364\.595<\/p>/);
    assert.match(
      html,
      /<a href="https:\/\/koperasi\.id\/orders\/abc">https:\/\/koperasi\.id\/orders\/abc<\/a>\./,
    );
    // the quoted message in a blockquote, its markup escaped
    assert.match(html, /<blockquote[^>]*>Pesan &#60;lama&#62;<br>baris dua<\/blockquote>/);
    assert.doesNotMatch(html, /<lama>/);
  },
);

Deno.test('a subject is one line, whatever the row holds', () => {
  const mail = mailOf({ ...row, subject: 'Baris satu\r\nBcc: x@y.z' }, 'https://koperasi.id');
  assert.equal(mail.subject, 'Baris satu Bcc: x@y.z');
});

Deno.test('the title of the HTML is the subject, escaped', () => {
  assert.match(textToHtml('Isi', 'A & B'), /<title>A &#38; B<\/title>/);
});
