import crypto from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Queryable } from '../rest/contract';
import type { CapturedMail, DevMailbox } from './dev-mailbox';
import type { AuthMailTemplates, MailTemplateKind } from './mail-templates';
import { createFlowState, type CodeChallenge } from './pkce';
import { EmailBudget } from './rate-limits';

/** the verification types of GET/POST /verify, and the users column that holds each token */
export type LinkType = 'recovery' | 'magiclink' | 'signup' | 'invite' | 'email';

export function tokenColumnOf(type: LinkType): 'recovery_token' | 'confirmation_token' {
  return type === 'recovery' || type === 'magiclink' ? 'recovery_token' : 'confirmation_token';
}

/** the flow_state authentication_method a PKCE email link resumes */
export function flowMethodOf(type: LinkType): string {
  return type === 'signup' || type === 'email' || type === 'invite' ? 'email/signup' : type;
}

/** GoTrue's token hash: hex(sha224(email + otp)) */
export function tokenHashOf(email: string, otp: string): string {
  return crypto
    .createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export interface IssuedLink {
  actionLink: string;
  token: string;
  otp: string;
  redirectTo: string;
}

export async function issueEmailLink(
  db: Queryable,
  config: ServerConfig,
  input: { userId: string; email: string; type: LinkType; redirectTo: string; challenge?: CodeChallenge },
): Promise<IssuedLink> {
  const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHashOf(input.email, otp);
  const token = input.challenge ? `pkce_${hash}` : hash;
  const column = tokenColumnOf(input.type);
  const sentAt = column === 'recovery_token' ? 'recovery_sent_at' : 'confirmation_sent_at';
  await db.query(
    `update auth.users set ${column} = $2, ${sentAt} = now(), updated_at = now() where id = $1::uuid`,
    [input.userId, token],
  );
  if (input.challenge) {
    await createFlowState(db, {
      userId: input.userId,
      challenge: input.challenge,
      providerType: input.type,
      authenticationMethod: flowMethodOf(input.type),
      redirectTo: input.redirectTo,
      issueCode: false,
    });
  }
  const linkType = input.type === 'email' ? 'signup' : input.type;
  const actionLink =
    `${config.publicUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${linkType}` +
    `&redirect_to=${encodeURIComponent(input.redirectTo)}`;
  return { actionLink, token, otp, redirectTo: input.redirectTo };
}

/** the config.toml template of each kind of link */
const TEMPLATE_OF: Record<LinkType, MailTemplateKind> = {
  signup: 'confirmation',
  email: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
  invite: 'invite',
};

/** Renders an auth mail from the project's templates and puts it in the dev mailbox. */
export class AuthMailer {
  /** GoTrue's email_sent: e-mails per hour for the whole server */
  private readonly budget: EmailBudget;

  constructor(
    private readonly mailbox: DevMailbox,
    private readonly templates: AuthMailTemplates,
    private readonly config: ServerConfig,
  ) {
    this.budget = new EmailBudget(config.authRateLimits.emailSent);
  }

  /** one e-mail of the hour's budget taken now (429 over_email_send_rate_limit); `send` then passes `counted` */
  takeBudget(): void {
    this.budget.take();
  }

  sendLink(input: {
    email: string;
    type: LinkType;
    link: IssuedLink;
    /** the user's metadata: {{ .Data.full_name }} */
    metadata?: Record<string, unknown> | null;
    newEmail?: string;
    counted?: boolean;
  }): CapturedMail {
    return this.send({
      ...input,
      template: TEMPLATE_OF[input.type],
      mailType: input.type === 'email' ? 'signup' : input.type,
    });
  }

  /** any auth mail: `template` of config.toml, `mailType` as the dev mailbox lists it */
  send(input: {
    email: string;
    template: MailTemplateKind;
    mailType: string;
    link: IssuedLink;
    metadata?: Record<string, unknown> | null;
    newEmail?: string;
    /** the budget was already taken (takeBudget) */
    counted?: boolean;
  }): CapturedMail {
    if (!input.counted) this.budget.take();
    const { email, link } = input;
    const rendered = this.templates.render(input.template, {
      ConfirmationURL: link.actionLink,
      Token: link.otp,
      TokenHash: link.token,
      SiteURL: this.config.siteUrl,
      RedirectTo: link.redirectTo,
      Email: email,
      NewEmail: input.newEmail ?? '',
      Data: input.metadata ?? {},
    });
    return this.mailbox.send({
      to: email,
      type: input.mailType,
      ...rendered,
      actionLink: link.actionLink,
      tokenHash: link.token,
      otp: link.otp,
      redirectTo: link.redirectTo,
    });
  }
}
