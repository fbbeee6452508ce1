interface MailBase {
  to: string;
  /** the auth mail kind (signup, recovery…) or the template of a notice */
  type: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** an auth mail: the link and code that complete the flow */
export interface CapturedMail extends MailBase {
  action_link: string;
  token_hash: string;
  /** the 6-digit code that goes with token_hash (verifyOtp({email, token})) */
  otp: string;
  redirect_to: string;
}

/** any other mail (order notices from the outbox): no link to follow */
export interface NoticeMail extends MailBase {
  action_link: null;
}

export type DevMail = CapturedMail | NoticeMail;

export interface NoticeInput {
  to: string;
  type: string;
  subject: string;
  text: string;
  /** built from text when absent */
  html?: string;
}

/** Mail is captured instead of sent (the CLI's Inbucket/Mailpit); GET /__dev/mail?to= reads it */
export class DevMailbox {
  private readonly messages: DevMail[] = [];

  constructor(private readonly log: (mail: DevMail) => void = () => undefined) {}

  /** captures an auth mail, already rendered (see AuthMailer) */
  send(input: {
    to: string;
    type: string;
    subject: string;
    html: string;
    text: string;
    actionLink: string;
    tokenHash: string;
    otp: string;
    redirectTo: string;
  }): CapturedMail {
    const mail: CapturedMail = {
      to: input.to,
      type: input.type,
      subject: input.subject,
      text: input.text,
      html: input.html,
      action_link: input.actionLink,
      token_hash: input.tokenHash,
      otp: input.otp,
      redirect_to: input.redirectTo,
      created_at: new Date().toISOString(),
    };
    this.keep(mail);
    return mail;
  }

  /** captures a mail that is not part of an auth flow; throws when `to` is not an e-mail address */
  capture(input: NoticeInput): NoticeMail {
    const to = input.to.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(to)) throw new Error(`recipient is not an e-mail address: ${input.to}`);
    const mail: NoticeMail = {
      to,
      type: input.type,
      subject: input.subject,
      text: input.text,
      html: input.html ?? textToHtml(input.text),
      action_link: null,
      created_at: new Date().toISOString(),
    };
    this.keep(mail);
    return mail;
  }

  private keep(mail: DevMail): void {
    this.messages.push(mail);
    if (this.messages.length > 500) this.messages.shift();
    this.log(mail);
  }

  /** newest first */
  list(to?: string): DevMail[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((mail) => !wanted || mail.to === wanted).reverse();
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/;

/** plain text → HTML: escaped, blank lines between paragraphs, line breaks kept, web addresses as links */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(linkifiedLine).join('<br>')}</p>`)
    .join('\n');
}

function linkifiedLine(line: string): string {
  return line
    .split(URL_PATTERN)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
