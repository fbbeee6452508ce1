import crypto from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Queryable } from '../rest/contract';
import type { DevMailbox } from './dev-mailbox';
import { createFlowState, type CodeChallenge } from './pkce';

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

export function mailLink(mailbox: DevMailbox, email: string, type: LinkType, link: IssuedLink): void {
  mailbox.send({
    to: email,
    type: type === 'email' ? 'signup' : type,
    actionLink: link.actionLink,
    tokenHash: link.token,
    otp: link.otp,
    redirectTo: link.redirectTo,
  });
}
