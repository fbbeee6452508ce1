import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { AuthRateLimiter, EmailBudget, limitedKindOf, TokenBuckets } from '../src/auth/rate-limits';

describe('TokenBuckets (GoTrue/tollbooth token bucket)', () => {
  it('lets a burst of `limit` through, then one more per window/limit, per key', () => {
    let now = 0;
    const buckets = new TokenBuckets(30, 300_000, () => now);
    for (let index = 0; index < 30; index++) expect(buckets.take('10.0.0.1')).toBe(true);
    expect(buckets.take('10.0.0.1')).toBe(false);
    expect(buckets.take('10.0.0.2')).toBe(true);
    now += 9_999;
    expect(buckets.take('10.0.0.1')).toBe(false);
    now += 1; // 30 per 5 minutes: a token every 10 s (a refused request takes none)
    expect(buckets.take('10.0.0.1')).toBe(true);
    expect(buckets.take('10.0.0.1')).toBe(false);
    now += 3_600_000; // refilled to the burst, never past it
    for (let index = 0; index < 30; index++) expect(buckets.take('10.0.0.1')).toBe(true);
    expect(buckets.take('10.0.0.1')).toBe(false);
  });
});

describe('AuthRateLimiter', () => {
  it('throttles mails per address string with the seconds left', () => {
    let now = 0;
    const limiter = new AuthRateLimiter(
      { emailSent: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 },
      () => now,
    );
    limiter.throttleAddress('recover', 'a@b.co', 60);
    now += 15_000;
    expect(() => limiter.throttleAddress('recover', 'a@b.co', 60)).toThrow(
      'For security purposes, you can only request this after 45 seconds.',
    );
    limiter.throttleAddress('recover', 'c@d.co', 60);
    now += 45_000;
    limiter.throttleAddress('recover', 'a@b.co', 60);
  });

  it('an e-mail budget per hour', () => {
    let now = 0;
    const budget = new EmailBudget(2, () => now);
    budget.take();
    budget.take();
    expect(() => budget.take()).toThrow('Email rate limit exceeded');
    now += 1_800_000;
    budget.take();
  });

  it.each([
    ['POST', '/token', 'password', 'signInSignUps'],
    ['POST', '/token', 'pkce', 'signInSignUps'],
    ['POST', '/token', 'refresh_token', 'tokenRefresh'],
    ['POST', '/signup', undefined, 'signInSignUps'],
    ['POST', '/otp', undefined, 'signInSignUps'],
    ['GET', '/verify', undefined, 'tokenVerifications'],
    ['POST', '/verify', undefined, 'tokenVerifications'],
    ['GET', '/user', undefined, null],
    ['POST', '/recover', undefined, null],
  ])('%s %s (grant %s) draws from %s', (method, path, grant, kind) => {
    expect(limitedKindOf(method, path, grant)).toBe(kind);
  });
});

describe('[auth.rate_limit] and the account settings of config.toml', () => {
  it('reads the Supabase CLI keys; RATE_LIMIT_<KEY> overrides them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-ratelimit-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'config.toml'),
        [
          '[auth]',
          'minimum_password_length = 10',
          '[auth.rate_limit]',
          'email_sent = 5',
          'token_refresh = 20',
          'sign_in_sign_ups = 7',
          'token_verifications = 9',
          '[auth.email]',
          'double_confirm_changes = false',
          'secure_password_change = true',
          '',
        ].join('\n'),
      );
      const config = loadConfig({ SUPABASE_DIR: dir });
      expect(config.authRateLimits).toEqual({
        emailSent: 5,
        tokenRefresh: 20,
        signInSignUps: 7,
        tokenVerifications: 9,
      });
      expect(config.passwordMinLength).toBe(10);
      expect(config.doubleConfirmEmailChanges).toBe(false);
      expect(config.securePasswordChange).toBe(true);
      const raised = loadConfig({ SUPABASE_DIR: dir, RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000' });
      expect(raised.authRateLimits.signInSignUps).toBe(100000);
      expect(raised.authRateLimits.emailSent).toBe(5);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the project's config.toml: the CLI's limits, e-mails 30 an hour, 8 characters, both safeguards on", () => {
    const config = loadConfig({});
    expect(config.authRateLimits).toEqual({
      emailSent: 30,
      tokenRefresh: 150,
      signInSignUps: 30,
      tokenVerifications: 30,
    });
    expect(config.passwordMinLength).toBe(8);
    expect(config.doubleConfirmEmailChanges).toBe(true);
    expect(config.securePasswordChange).toBe(true);
  });
});
