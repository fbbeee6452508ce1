import { jwtKeysOf, type ServerConfig } from './config';
import { JwtError, type JwtClaims } from './jwt';
import type { ApiRole, RequestAuth } from './rest/contract';

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export type CallerFailure =
  /** the token is not a well-formed JWT, is signed with another key or algorithm (incl. alg none) */
  | { ok: false; reason: 'invalid_token'; message: string }
  | { ok: false; reason: 'expired'; message: string }
  /** a validly signed token whose role is not one of the three API roles */
  | { ok: false; reason: 'invalid_role'; message: string; role: string };

export type CallerResult = ({ ok: true; token: string } & RequestAuth) | CallerFailure;

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function bearer(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1]?.trim();
}

/** how many verified tokens the gateway remembers (the anon/service keys and the active sessions' JWTs) */
const VERIFIED_CACHE_SIZE = 1000;

/**
 * Verifies JWTs with the project's keys (jwt.ts JwtKeySet: the secret, and the signing keys). A token is
 * immutable, so a verified one is remembered (least recently used evicted first) and only its expiry is
 * checked again; the fixed anon and service keys therefore cost one check per process, not one per request.
 */
export class Gateway {
  /** token → claims, in least-recently-used order (a Map iterates in insertion order) */
  private readonly verified = new Map<string, JwtClaims>();

  constructor(private readonly config: ServerConfig) {}

  /** the apikey header, which Supabase's gateway requires on /auth/v1 and /rest/v1 */
  apiKeyOf(headers: Headers): string | undefined {
    return header(headers, 'apikey') || undefined;
  }

  /** the gateway's rule: Authorization unless it carries an opaque sb_ key, else the apikey */
  tokenOf(headers: Headers): string | undefined {
    const fromAuthorization = bearer(header(headers, 'authorization'));
    const apiKey = this.apiKeyOf(headers);
    const raw =
      fromAuthorization && !fromAuthorization.startsWith('sb_')
        ? fromAuthorization
        : (apiKey ?? fromAuthorization);
    return raw ? this.expandOpaqueKey(raw) : undefined;
  }

  /** the bearer token of Authorization only (GoTrue's /user and /logout need a user JWT there) */
  bearerOf(headers: Headers): string | undefined {
    const token = bearer(header(headers, 'authorization'));
    return token ? this.expandOpaqueKey(token) : undefined;
  }

  private expandOpaqueKey(token: string): string {
    if (token === this.config.publishableKey) return this.config.anonKey;
    if (token === this.config.secretKey) return this.config.serviceRoleKey;
    return token;
  }

  verify(token: string): { ok: true; claims: JwtClaims } | CallerFailure {
    const cached = this.verified.get(token);
    if (cached) {
      this.verified.delete(token);
      if (cached.exp === undefined || cached.exp > Date.now() / 1000) {
        this.verified.set(token, cached);
        return { ok: true, claims: cached };
      }
    }
    try {
      const claims = jwtKeysOf(this.config).verify(token);
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, claims);
      return { ok: true, claims };
    } catch (error) {
      if (error instanceof JwtError && error.failure === 'expired') {
        return { ok: false, reason: 'expired', message: error.message };
      }
      return {
        ok: false,
        reason: 'invalid_token',
        message: error instanceof Error ? error.message : 'token is malformed',
      };
    }
  }

  /** resolves who calls: a verified token with one of the three API roles */
  resolveCaller(headers: Headers): CallerResult {
    const token = this.tokenOf(headers) ?? this.config.anonKey;
    return this.resolveToken(token);
  }

  resolveToken(token: string): CallerResult {
    const verified = this.verify(token);
    if (!verified.ok) return verified;
    const role = verified.claims.role;
    if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
      const shown = typeof role === 'string' ? role : '';
      return { ok: false, reason: 'invalid_role', role: shown, message: `role "${shown}" is not allowed` };
    }
    return { ok: true, token, role: role as ApiRole, claims: { ...verified.claims } };
  }

  /** Kong accepts only the project's keys as apikey; hosted-format keys signed with our secret also pass */
  isKnownApiKey(apiKey: string): boolean {
    const key = this.expandOpaqueKey(apiKey);
    if (key === this.config.anonKey || key === this.config.serviceRoleKey) return true;
    const verified = this.verify(key);
    return verified.ok && (verified.claims.role === 'anon' || verified.claims.role === 'service_role');
  }
}
