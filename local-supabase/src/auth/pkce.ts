import crypto from 'node:crypto';
import { textField } from '../http/body-fields';
import type { Queryable } from '../rest/contract';
import { authErrors } from './auth-error';

export type ChallengeMethod = 's256' | 'plain';

export interface CodeChallenge {
  challenge: string;
  method: ChallengeMethod;
}

/** reads code_challenge / code_challenge_method from a body or query; undefined = implicit flow */
export function challengeFrom(source: Record<string, unknown> | undefined): CodeChallenge | undefined {
  const challenge = source?.code_challenge;
  if (typeof challenge !== 'string' || challenge === '') return undefined;
  const rawMethod = textField(source?.code_challenge_method, 's256').toLowerCase();
  const method: ChallengeMethod = rawMethod === 'plain' ? 'plain' : 's256';
  return { challenge, method };
}

export function verifierMatches(verifier: string, challenge: CodeChallenge): boolean {
  if (challenge.method === 'plain') return verifier === challenge.challenge;
  return crypto.createHash('sha256').update(verifier).digest('base64url') === challenge.challenge;
}

/** how long an issued auth code stays valid (GoTrue: 5 minutes) */
const AUTH_CODE_TTL_SECONDS = 300;

export async function createFlowState(
  db: Queryable,
  input: {
    userId: string | null;
    challenge: CodeChallenge;
    providerType: string;
    authenticationMethod: string;
    providerAccessToken?: string;
    redirectTo?: string;
    issueCode: boolean;
  },
): Promise<string> {
  const authCode = crypto.randomUUID();
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
        provider_access_token, created_at, updated_at, authentication_method, auth_code_issued_at, redirect_to)
     values (gen_random_uuid(), $1::uuid, $2, $3, $4, $5, $6, now(), now(), $7,
        case when $8::boolean then now() end, $9)`,
    [
      input.userId,
      authCode,
      input.challenge.method,
      input.challenge.challenge,
      input.providerType,
      input.providerAccessToken ?? null,
      input.authenticationMethod,
      input.issueCode,
      input.redirectTo ?? null,
    ],
  );
  return authCode;
}

/** issues a fresh code on the newest pending flow of that user and method (email links) */
export async function issueCodeForPendingFlow(
  db: Queryable,
  userId: string,
  authenticationMethod: string,
): Promise<string | undefined> {
  const authCode = crypto.randomUUID();
  const result = await db.query(
    `update auth.flow_state set auth_code = $3, auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1::uuid and authentication_method = $2
                   order by created_at desc limit 1)`,
    [userId, authenticationMethod, authCode],
  );
  return result.rowCount > 0 ? authCode : undefined;
}

export interface RedeemedFlow {
  userId: string;
  authenticationMethod: string;
  providerAccessToken: string | null;
}

/** grant_type=pkce: single use, expires, verifier must match */
export async function redeemAuthCode(
  db: Queryable,
  authCode: string,
  verifier: string,
): Promise<RedeemedFlow> {
  const found = await db.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: ChallengeMethod;
    authentication_method: string;
    provider_access_token: string | null;
    fresh: boolean;
  }>(
    `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method,
            authentication_method, provider_access_token,
            coalesce(auth_code_issued_at > now() - make_interval(secs => $2), false) as fresh
       from auth.flow_state where auth_code = $1 for update`,
    [authCode, AUTH_CODE_TTL_SECONDS],
  );
  const flow = found.rows[0];
  if (!flow || !flow.user_id || !flow.fresh) throw authErrors.flowStateNotFound();
  if (!verifierMatches(verifier, { challenge: flow.code_challenge, method: flow.code_challenge_method })) {
    throw authErrors.badCodeVerifier();
  }
  await db.query('delete from auth.flow_state where id = $1::uuid', [flow.id]);
  return {
    userId: flow.user_id,
    authenticationMethod: flow.authentication_method,
    providerAccessToken: flow.provider_access_token,
  };
}
