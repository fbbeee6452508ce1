export interface CapturedMail {
  to: string;
  type: string;
  subject: string;
  text: string;
  html: string;
  action_link: string;
  token_hash: string;
  /** the 6-digit code that goes with token_hash (verifyOtp({email, token})) */
  otp: string;
  redirect_to: string;
  created_at: string;
}

const SUBJECTS: Record<string, string> = {
  recovery: 'Reset Your Password',
  signup: 'Confirm Your Signup',
  magiclink: 'Your Magic Link',
  invite: 'You have been invited',
};

/** Mail is captured instead of sent (the CLI's Inbucket/Mailpit); GET /__dev/mail?to= reads it */
export class DevMailbox {
  private readonly messages: CapturedMail[] = [];

  constructor(private readonly log: (mail: CapturedMail) => void = () => undefined) {}

  send(input: {
    to: string;
    type: string;
    actionLink: string;
    tokenHash: string;
    otp: string;
    redirectTo: string;
  }): CapturedMail {
    const subject = SUBJECTS[input.type] ?? 'Koperasi';
    const mail: CapturedMail = {
      to: input.to,
      type: input.type,
      subject,
      text: `${subject}\n\nFollow this link: ${input.actionLink}\n\nOr enter this code: ${input.otp}\n`,
      html: `<h2>${subject}</h2><p><a href="${escapeHtml(input.actionLink)}">Follow this link</a></p><p>Code: ${input.otp}</p>`,
      action_link: input.actionLink,
      token_hash: input.tokenHash,
      otp: input.otp,
      redirect_to: input.redirectTo,
      created_at: new Date().toISOString(),
    };
    this.messages.push(mail);
    if (this.messages.length > 500) this.messages.shift();
    this.log(mail);
    return mail;
  }

  /** newest first */
  list(to?: string): CapturedMail[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((mail) => !wanted || mail.to === wanted).reverse();
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
