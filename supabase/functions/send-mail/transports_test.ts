// The SMTP transport against a real SMTP server in the test (smtp-server, as nodemailer's own tests use).
import assert from 'node:assert/strict';
// @ts-types="npm:@types/smtp-server@3.5.13"
import { SMTPServer } from 'npm:smtp-server@3.21.7';
import type { AddressInfo } from 'node:net';
import { mailOf } from './mail.ts';
import { SmtpTransport } from './transports.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on a free port: accepts (or refuses, with `refuse`) and keeps what it received. */
async function smtpServer(refuse?: string) {
  const received: Received[] = [];
  const server = new SMTPServer({
    name: 'smtp.uji.lokal',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'koperasi' && auth.password === 'rahasia') callback(null, { user: 'koperasi' });
      else callback(new Error('535 salah'));
    },
    onRcptTo(address, _session, callback) {
      if (refuse) callback(Object.assign(new Error(refuse), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: new TextDecoder().decode(
            chunks.reduce((all, chunk) => new Uint8Array([...all, ...chunk]), new Uint8Array()),
          ),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    server,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mail = mailOf(
  {
    id: 1,
    recipient: 'dewi@contoh.id',
    template: 'pesanan_dibuat',
    subject: 'Pesanan KOP-20261207-000001 berhasil dibuat',
    body: 'Halo Dewi,\n\nTerima kasih, pesanan Anda sudah kami terima.\nTotal: Rp 364.595\n\n{{SITE_URL}}/orders/1',
    attempts: 0,
  },
  'https://koperasi.id',
);

Deno.test({
  name: 'sends through SMTP with a login: the recipient, the subject, a text and an HTML part',
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const smtp = await smtpServer();
    const transport = new SmtpTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'koperasi',
      pass: 'rahasia',
      from: 'Koperasi Marketplace <noreply@koperasi.id>',
    });
    try {
      const messageId = await transport.send(mail);
      assert.match(messageId ?? '', /^<.+@.+>$/);
      assert.equal(smtp.received.length, 1);
      const [got] = smtp.received;
      assert.equal(got!.from, 'noreply@koperasi.id');
      assert.deepEqual(got!.to, ['dewi@contoh.id']);
      assert.match(got!.raw, /^Subject: Pesanan KOP-20261207-000001 berhasil dibuat\r?$/m);
      assert.match(got!.raw, /^From: Koperasi Marketplace <noreply@koperasi\.id>\r?$/m);
      assert.match(got!.raw, /Content-Type: multipart\/alternative/);
      assert.match(got!.raw, /Content-Type: text\/plain; charset=utf-8/);
      assert.match(got!.raw, /Content-Type: text\/html; charset=utf-8/);
      assert.match(got!.raw, /Total: Rp 364\.595/);
      assert.match(got!.raw, /X-Koperasi-Template: pesanan_dibuat/);
    } finally {
      transport.close();
      await smtp.close();
    }
  },
});

Deno.test({
  name: "a refused recipient fails the send with the server's reply",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const smtp = await smtpServer('Kotak surat tidak ada');
    const transport = new SmtpTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'Koperasi Marketplace <noreply@koperasi.id>',
    });
    try {
      await assert.rejects(transport.send(mail), /Kotak surat tidak ada/);
      assert.equal(smtp.received.length, 0);
    } finally {
      transport.close();
      await smtp.close();
    }
  },
});
