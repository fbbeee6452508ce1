import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthRateLimits } from '../config';
import { authErrors } from './auth-error';

const FIVE_MINUTES_MS = 5 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
/** buckets are dropped once full again; past this many keys a sweep runs */
const SWEEP_AT = 10_000;

type Clock = () => number;

/**
 * GoTrue's limiter (tollbooth): a bucket of `limit` tokens per key, full at first, refilled continuously at
 * `limit` tokens per window. A request takes one token; with none left it is refused. So a burst of `limit`
 * passes at once, then one more every window/limit.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: Clock = Date.now,
  ) {}

  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.limit, bucket.tokens + ((now - bucket.at) * this.limit) / this.windowMs)
      : this.limit;
    if (this.buckets.size >= SWEEP_AT) this.sweep(now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at >= this.windowMs) this.buckets.delete(key);
    }
  }
}

/** which [auth.rate_limit] bucket an auth request draws from, if any */
export type LimitedKind = 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications';

const SIGN_IN_GRANTS = new Set(['password', 'pkce', 'id_token']);

export function limitedKindOf(
  method: string,
  path: string,
  grantType: string | undefined,
): LimitedKind | null {
  if (path === '/verify' && (method === 'GET' || method === 'POST')) return 'tokenVerifications';
  if (method !== 'POST') return null;
  if (path === '/signup' || path === '/otp' || path === '/magiclink') return 'signInSignUps';
  if (path === '/token') {
    if (grantType === 'refresh_token') return 'tokenRefresh';
    return SIGN_IN_GRANTS.has(grantType ?? '') ? 'signInSignUps' : null;
  }
  return null;
}

/**
 * The auth server's throttles: per client IP for sign-ins and sign-ups, token refreshes and verifications
 * (per 5 minutes, as the Supabase CLI's [auth.rate_limit]), and per address string for the mails a person
 * asks for (recovery, resend, reauthentication), whether or not the address is registered, so the answer
 * never tells which addresses have an account.
 */
export class AuthRateLimiter {
  private readonly perIp: Record<LimitedKind, TokenBuckets>;
  private readonly lastMailTo = new Map<string, number>();

  constructor(
    limits: AuthRateLimits,
    private readonly now: Clock = Date.now,
  ) {
    this.perIp = {
      signInSignUps: new TokenBuckets(limits.signInSignUps, FIVE_MINUTES_MS, now),
      tokenRefresh: new TokenBuckets(limits.tokenRefresh, FIVE_MINUTES_MS, now),
      tokenVerifications: new TokenBuckets(limits.tokenVerifications, FIVE_MINUTES_MS, now),
    };
  }

  /** 429 over_request_rate_limit when the IP's bucket of this kind is empty */
  check(kind: LimitedKind, ip: string): void {
    if (!this.perIp[kind].take(ip)) throw authErrors.overRequestRateLimit();
  }

  /**
   * GoTrue's "max frequency" of mails to one address (429 over_email_send_rate_limit "you can only request
   * this after N seconds"), kept per address string so unknown addresses are throttled the same way
   */
  throttleAddress(purpose: string, email: string, intervalSeconds: number): void {
    if (intervalSeconds <= 0) return;
    const key = `${purpose}:${email}`;
    const now = this.now();
    const last = this.lastMailTo.get(key);
    const elapsed = last === undefined ? Infinity : (now - last) / 1000;
    if (elapsed < intervalSeconds) throw authErrors.emailRateLimit(Math.ceil(intervalSeconds - elapsed));
    if (this.lastMailTo.size >= SWEEP_AT) {
      for (const [stale, at] of this.lastMailTo) {
        if ((now - at) / 1000 >= intervalSeconds) this.lastMailTo.delete(stale);
      }
    }
    this.lastMailTo.set(key, now);
  }
}

/** the global e-mail budget of GoTrue (email_sent per hour for the whole server) */
export class EmailBudget {
  private readonly bucket: TokenBuckets;

  constructor(perHour: number, now: Clock = Date.now) {
    this.bucket = new TokenBuckets(perHour, HOUR_MS, now);
  }

  /** 429 over_email_send_rate_limit when this hour's e-mails are used up */
  take(): void {
    if (!this.bucket.take('all')) throw authErrors.overEmailSendRateLimit();
  }
}

/** the request's path below /auth/v1, without its query and trailing slash ('/' for the root) */
export function localPath(request: FastifyRequest): string {
  const pathOnly = request.url.split('?')[0] ?? '';
  return pathOnly.replace(/^\/auth\/v1/, '').replace(/\/+$/, '') || '/';
}

/** the per-IP buckets as an onRequest hook of the /auth/v1 routes: a refused request never reaches them */
export function installAuthRateLimits(app: FastifyInstance, limiter: AuthRateLimiter): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const grantType = (request.query as Record<string, string | undefined>).grant_type;
    const kind = limitedKindOf(request.method, localPath(request), grantType);
    try {
      if (kind) limiter.check(kind, request.ip);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
