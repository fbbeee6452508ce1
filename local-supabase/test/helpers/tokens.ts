import { DEMO_JWT_SECRET } from '../../src/config';
import { signJwt } from '../../src/jwt';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** JWTs a well-behaved client would never send */
export function badTokens(sub = 'a1a1a1a1-0000-4000-8000-000000000003') {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub, role: 'authenticated', aud: 'authenticated', session_id: crypto.randomUUID() };
  const expired = signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, DEMO_JWT_SECRET);
  const wrongSecret = signJwt(
    { ...claims, iat: now, exp: now + 3600 },
    'another-secret-that-is-at-least-32-characters',
  );
  const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 3600 })}.`;
  const superuser = signJwt({ ...claims, role: 'postgres', iat: now, exp: now + 3600 }, DEMO_JWT_SECRET);
  return { expired, wrongSecret, algNone, superuser };
}

/**
 * The JWT with its signature's first character changed, so the signature always differs. Changing the last
 * characters does not always do that: the last one carries only four bits and a decoder ignores the other two,
 * so `…x` can decode to the same bytes as the original.
 */
export function tamperSignature(token: string): string {
  const start = token.lastIndexOf('.') + 1;
  return `${token.slice(0, start)}${token[start] === 'A' ? 'B' : 'A'}${token.slice(start + 1)}`;
}

/** parses the fragment (or query) of a redirect Location */
export function paramsOf(location: string | null): URLSearchParams {
  if (!location) throw new Error('no Location header');
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search.slice(1));
}
