// Where a mail goes: an SMTP server (nodemailer), or locally the local server's dev mailbox.
// @ts-types="npm:@types/nodemailer@8.0.2"
import nodemailer from 'npm:nodemailer@10.6.1';
import type { SmtpSettings, Transport } from './config.ts';
import type { OutgoingMail } from './mail.ts';
import type { MailTransport } from './run.ts';

/** The domain of a From header's address: 'Koperasi <noreply@koperasi.id>' → 'koperasi.id'. */
export function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** SMTP through nodemailer: one connection for a run's mails, closed after it (close()). */
export class SmtpTransport implements MailTransport {
  private readonly transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = nodemailer.createTransport({
      // the name it greets the server with (EHLO): the sender's domain, not the machine's host name (which the
      // edge runtime may not tell)
      name: domainOf(settings.from),
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<string | null> {
    const info = await this.transporter.sendMail({
      from: this.settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'X-Koperasi-Template': mail.template },
    });
    return typeof info.messageId === 'string' ? info.messageId : null;
  }

  close(): void {
    this.transporter.close();
  }
}

/** The local server's dev mailbox (POST /__dev/mail): where mail goes when no SMTP server is set. */
export class DevMailboxTransport implements MailTransport {
  constructor(private readonly url: string) {}

  async send(mail: OutgoingMail): Promise<string | null> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        to: mail.to,
        type: mail.template,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
    });
    const answer = await response.text();
    if (!response.ok) throw new Error(`dev mailbox answered ${response.status}: ${answer.slice(0, 200)}`);
    try {
      const { id } = JSON.parse(answer) as { id?: unknown };
      return typeof id === 'string' ? id : null;
    } catch {
      return null;
    }
  }

  close(): void {}
}

export function transportFor(transport: Transport): MailTransport & { close(): void } {
  return transport.kind === 'smtp'
    ? new SmtpTransport(transport.smtp)
    : new DevMailboxTransport(transport.url);
}
