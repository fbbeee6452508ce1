import { DevMailbox, textToHtml } from '../src/auth/dev-mailbox';

describe('DevMailbox', () => {
  it('captures a notice mail with its template as type, an HTML body and no link', () => {
    const logged: string[] = [];
    const mailbox = new DevMailbox((mail) => logged.push(mail.to));
    const mail = mailbox.capture({
      to: ' Pembeli@Koperasi.TEST ',
      type: 'pesanan_dibuat',
      subject: 'Pesanan KOP-1 dibuat',
      text: 'Halo <Budi> & keluarga,\n\nTotal: Rp 10.000\nKode unik: 123\n\nLihat http://localhost:3000/pesanan/1.',
    });
    expect(mail).toMatchObject({
      to: 'pembeli@koperasi.test',
      type: 'pesanan_dibuat',
      subject: 'Pesanan KOP-1 dibuat',
      action_link: null,
    });
    expect(mail.html).toBe(
      '<p>Halo &lt;Budi&gt; &amp; keluarga,</p>\n<p>Total: Rp 10.000<br>Kode unik: 123</p>\n' +
        '<p>Lihat <a href="http://localhost:3000/pesanan/1">http://localhost:3000/pesanan/1</a>.</p>',
    );
    expect(logged).toEqual(['pembeli@koperasi.test']);
    expect(mailbox.list('PEMBELI@koperasi.test')).toEqual([mail]);
  });

  it('keeps a given HTML body and refuses a recipient that is not an address', () => {
    const mailbox = new DevMailbox();
    const mail = mailbox.capture({ to: 'a@b.test', type: 't', subject: 's', text: 'x', html: '<b>x</b>' });
    expect(mail.html).toBe('<b>x</b>');
    expect(() => mailbox.capture({ to: 'bukan alamat', type: 't', subject: 's', text: 'x' })).toThrow(
      'recipient is not an e-mail address',
    );
    expect(mailbox.list()).toHaveLength(1);
  });

  it('lists auth and notice mail together, newest first', () => {
    const mailbox = new DevMailbox();
    const auth = mailbox.send({
      to: 'pembeli@koperasi.test',
      type: 'recovery',
      subject: 'Atur ulang password',
      html: '<p>Atur ulang</p>',
      text: 'Atur ulang',
      actionLink: 'http://127.0.0.1:54321/auth/v1/verify?token=t&type=recovery',
      tokenHash: 't',
      otp: '123456',
      redirectTo: 'http://localhost:3000/',
    });
    const notice = mailbox.capture({
      to: 'pembeli@koperasi.test',
      type: 'pesanan_dikirim',
      subject: 's',
      text: 'x',
    });
    expect(auth).toMatchObject({ subject: 'Atur ulang password', text: 'Atur ulang', otp: '123456' });
    expect(mailbox.list('pembeli@koperasi.test')).toEqual([notice, auth]);
  });

  it('turns text into escaped paragraphs with line breaks', () => {
    expect(textToHtml('a\r\nb\r\n\r\n\r\n"c"\n')).toBe('<p>a<br>b</p>\n<p>&quot;c&quot;</p>');
    expect(textToHtml('')).toBe('');
  });
});
