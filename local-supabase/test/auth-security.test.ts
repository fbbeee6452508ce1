/**
 * Issue 18, items 1 and 2: GoTrue's rate limits ([auth.rate_limit]), recovery that answers alike for every
 * address, double-confirmed e-mail changes, password changes that need a recent sign-in or the
 * reauthentication code, the server's minimum password length, and POST /otp.
 */
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './helpers/server';
import { paramsOf } from './helpers/tokens';

const PASSWORD = 'Koperasi#2024';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** a confirmed account with a signed-in supabase-js client */
async function newAccount(server: TestServer, label: string, password = 'Rahasia-123') {
  const email = unique(label);
  const client = server.client();
  const signedUp = await server.signUpConfirmed(client, { email, password });
  if (signedUp.error || !signedUp.data.session)
    throw new Error(`sign-up of ${email}: ${signedUp.error?.message}`);
  return { email, password, client, userId: signedUp.data.user!.id };
}

async function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('rate limits of config.toml (sign_in_sign_ups 30 per 5 minutes per IP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    const limits = loadConfig({}).authRateLimits;
    expect(limits).toEqual({ emailSent: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 });
    server = await startTestServer({ config: { authRateLimits: limits, emailSendIntervalSeconds: 60 } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('recovery answers alike for known and unknown addresses, also the second time', async () => {
    const known = 'pembeli@koperasi.test';
    const unknown = unique('nobody');
    for (const email of [known, unknown]) {
      const first = await post(server, '/recover', { email });
      expect(first).toEqual({ status: 200, body: {} });
    }
    for (const email of [known, unknown]) {
      const second = await post(server, '/recover', { email });
      expect(second.status).toBe(429);
      expect(second.body.code).toBe('over_email_send_rate_limit');
      expect(second.body.message).toMatch(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      );
    }
    expect((await server.mail(known))[0]?.type).toBe('recovery');
    expect(await server.mail(unknown)).toEqual([]);
  });

  it('30 wrong passwords in a burst answer 400, the 31st (even the right one) 429 over_request_rate_limit', async () => {
    const email = 'penjual@koperasi.test';
    const started = Date.now();
    const wrong = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.client().auth.signInWithPassword({ email, password: 'salah-sekali' }),
      ),
    );
    expect(Date.now() - started).toBeLessThan(10_000); // one token comes back every 10 s
    expect(wrong.map((result) => result.error?.code)).toEqual(Array(30).fill('invalid_credentials'));
    const blocked = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    expect(blocked.data.session).toBeNull();
    const raw = await post(server, '/token?grant_type=password', { email, password: PASSWORD });
    expect(raw).toEqual({
      status: 429,
      body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });
    // sign-ups draw from the same bucket
    const signUp = await server.client().auth.signUp({ email: unique('late'), password: 'Rahasia-123' });
    expect(signUp.error?.code).toBe('over_request_rate_limit');
  });

  it('resending the confirmation answers alike for an unconfirmed account and an unknown address', async () => {
    const unconfirmed = unique('belum');
    const created = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: server.serviceKey,
        authorization: `Bearer ${server.serviceKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: unconfirmed, password: 'Rahasia-123' }),
    });
    expect(created.status).toBe(200);
    const unknown = unique('takdikenal');
    for (const email of [unconfirmed, unknown]) {
      expect(await post(server, '/resend', { type: 'signup', email })).toEqual({ status: 200, body: {} });
    }
    for (const email of [unconfirmed, unknown]) {
      const again = await post(server, '/resend', { type: 'signup', email });
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('over_email_send_rate_limit');
    }
    expect((await server.mail(unconfirmed))[0]?.type).toBe('signup');
    expect(await server.mail(unknown)).toEqual([]);
  });
});

describe('rate limits set low: token refresh, verifications, e-mails per hour', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: {
        authRateLimits: { emailSent: 3, tokenRefresh: 3, signInSignUps: 1000, tokenVerifications: 3 },
      },
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it('refuses the refresh past token_refresh', async () => {
    const { session } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    let refreshToken = session.refresh_token;
    for (let index = 0; index < 3; index++) {
      const refreshed = await post(server, '/token?grant_type=refresh_token', {
        refresh_token: refreshToken,
      });
      expect(refreshed.status).toBe(200);
      refreshToken = refreshed.body.refresh_token as string;
    }
    const blocked = await post(server, '/token?grant_type=refresh_token', { refresh_token: refreshToken });
    expect(blocked).toEqual({
      status: 429,
      body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });
    // password sign-ins have their own bucket
    await server.signIn('pembeli@koperasi.test', PASSWORD);
  });

  it('refuses verifications past token_verifications, links opened in the browser too', async () => {
    for (let index = 0; index < 3; index++) {
      const tried = await server.client().auth.verifyOtp({ token_hash: `salah-${index}`, type: 'recovery' });
      expect(tried.error?.code).toBe('otp_expired');
    }
    const blocked = await server.client().auth.verifyOtp({ token_hash: 'salah-4', type: 'recovery' });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    const link = await fetch(`${server.url}/auth/v1/verify?token=salah-5&type=signup`, {
      redirect: 'manual',
    });
    expect(link.status).toBe(429);
  });

  it('sends no more than email_sent mails an hour: 429 over_email_send_rate_limit', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await server.client().auth.resetPasswordForEmail(unique(`reset${index}`))).error).toBeNull();
    }
    const blocked = await server.client().auth.resetPasswordForEmail('pembeli@koperasi.test');
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_email_send_rate_limit');
    const signUp = await post(server, '/signup', { email: unique('nomail'), password: 'Rahasia-123' });
    expect(signUp).toEqual({
      status: 429,
      body: { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' },
    });
  });
});

describe('account changes (double_confirm_changes, minimum_password_length 8)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it('refuses passwords under 8 characters at sign-up and on change: 422 weak_password with reasons', async () => {
    expect(server.config.passwordMinLength).toBe(8);
    // letters and digits, not a common password: only the length is wrong (password-policy.test.ts has the others)
    const short = await post(server, '/signup', { email: unique('short'), password: 'Sawah17' });
    expect(short).toEqual({
      status: 422,
      body: {
        code: 'weak_password',
        message: 'Password should be at least 8 characters.',
        weak_password: { reasons: ['length'] },
      },
    });
    const { client } = await newAccount(server, 'weakchange');
    const changed = await client.auth.updateUser({ password: 'pendek' });
    expect(changed.error?.status).toBe(422);
    expect(changed.error?.code).toBe('weak_password');
  });

  it('changes the address only after the links to the old and to the new address are both opened', async () => {
    const { email, password, client } = await newAccount(server, 'lama');
    const newEmail = unique('baru');
    const requested = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: 'http://localhost:3000/profil' },
    );
    expect(requested.error).toBeNull();
    expect(requested.data.user?.email).toBe(email);
    expect(requested.data.user?.new_email).toBe(newEmail);

    const [toOld] = await server.mail(email);
    const [toNew] = await server.mail(newEmail);
    for (const mail of [toOld, toNew]) {
      expect(mail?.type).toBe('email_change');
      expect(mail?.subject).toBe('Konfirmasi perubahan email akun Koperasi Marketplace');
      expect(mail?.text).toContain(newEmail);
      expect(mail?.text).toContain('alamat lama dan alamat baru');
    }
    expect(toOld!.action_link).not.toBe(toNew!.action_link);

    const first = await fetch(toOld!.action_link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const firstLocation = first.headers.get('location')!;
    expect(firstLocation.startsWith('http://localhost:3000/profil#')).toBe(true);
    expect(paramsOf(firstLocation).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(paramsOf(firstLocation).get('access_token')).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();

    const second = await fetch(toNew!.action_link, { redirect: 'manual' });
    const fragment = paramsOf(second.headers.get('location'));
    expect(fragment.get('type')).toBe('email_change');
    expect(fragment.get('access_token')).toBeTruthy();
    expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
    expect((await server.client().auth.signInWithPassword({ email: newEmail, password })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    const reused = await fetch(toOld!.action_link, { redirect: 'manual' });
    expect(paramsOf(reused.headers.get('location')).get('error_code')).toBe('otp_expired');
  });

  it('confirms with the codes too (verifyOtp type email_change), in either order', async () => {
    const { email, client } = await newAccount(server, 'kode');
    const newEmail = unique('kodebaru');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const [toNew] = await server.mail(newEmail);
    const [toOld] = await server.mail(email);
    const first = await server
      .client()
      .auth.verifyOtp({ email: newEmail, token: toNew!.otp, type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const second = await server.client().auth.verifyOtp({ email, token: toOld!.otp, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
  });

  it("answers 422 email_exists for another account's address and changes nothing", async () => {
    const { client, email } = await newAccount(server, 'dupe');
    const taken = await client.auth.updateUser({ email: 'PEMBELI@koperasi.test' });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    expect((await client.auth.getUser()).data.user).toMatchObject({ email });
    expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined();
    const raw = await post(server, '/signup', {}); // the old error format is not used for this either
    expect(raw.status).toBeLessThan(500);
  });

  it('resends the mails of a pending change (resend type email_change), nothing otherwise', async () => {
    const { client, email } = await newAccount(server, 'kirimulang');
    const newEmail = unique('kirimbaru');
    await client.auth.updateUser({ email: newEmail });
    const before = (await server.mail(newEmail)).length;
    expect((await server.client().auth.resend({ type: 'email_change', email })).error).toBeNull();
    expect(await server.mail(newEmail)).toHaveLength(before + 1);
    expect(
      (await server.client().auth.resend({ type: 'email_change', email: unique('tidakada') })).error,
    ).toBeNull();
  });
});

describe('secure_password_change: an older session needs the reauthentication code', () => {
  let server: TestServer;
  beforeAll(async () => {
    // every session counts as old: the 24 hours of GoTrue would make the test wait a day
    server = await startTestServer({ config: { recentSignInSeconds: 0 } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('asks for the nonce, mails it in Indonesian, refuses a wrong one and takes the right one once', async () => {
    expect(server.config.securePasswordChange).toBe(true);
    const { email, client } = await newAccount(server, 'reauth');
    const needed = await client.auth.updateUser({ password: 'Password-Baru-1' });
    expect(needed.error?.status).toBe(400);
    expect(needed.error?.code).toBe('reauthentication_needed');

    const noCodeYet = await client.auth.updateUser({ password: 'Password-Baru-1', nonce: '123456' });
    expect(noCodeYet.error?.code).toBe('reauthentication_not_valid');

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [mail] = await server.mail(email);
    expect(mail?.type).toBe('reauthentication');
    expect(mail?.subject).toBe('Kode verifikasi untuk mengubah password');
    expect(mail?.text).toContain(mail!.otp);
    expect(mail?.text).toContain('Kode ini berlaku 1 jam');

    const wrongNonce = mail!.otp === '000000' ? '111111' : '000000';
    const wrong = await client.auth.updateUser({ password: 'Password-Baru-1', nonce: wrongNonce });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');

    const changed = await client.auth.updateUser({ password: 'Password-Baru-1', nonce: mail!.otp });
    expect(changed.error).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email, password: 'Password-Baru-1' })).error,
    ).toBeNull();
    const again = await client.auth.updateUser({ password: 'Password-Baru-2', nonce: mail!.otp });
    expect(again.error?.code).toBe('reauthentication_not_valid');
  });

  it('POST /reauthenticate works too; without a token it is 401', async () => {
    const { client, email } = await newAccount(server, 'reauthpost');
    const { data } = await client.auth.getSession();
    const answer = await post(
      server,
      '/reauthenticate',
      {},
      { authorization: `Bearer ${data.session!.access_token}` },
    );
    expect(answer).toEqual({ status: 200, body: {} });
    expect((await server.mail(email))[0]?.type).toBe('reauthentication');
    expect((await post(server, '/reauthenticate', {})).status).toBe(401);
  });

  it('a fresh session changes the password without a code (the default 24 hours)', async () => {
    const fresh = await startTestServer();
    try {
      const { client, email } = await newAccount(fresh, 'fresh');
      expect((await client.auth.updateUser({ password: 'Password-Baru-3' })).error).toBeNull();
      expect(
        (await fresh.client().auth.signInWithPassword({ email, password: 'Password-Baru-3' })).error,
      ).toBeNull();
    } finally {
      await fresh.stop();
    }
  }, 120_000);
});

describe('POST /otp (signInWithOtp)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it('mails a confirmed account a magic link and a code that both sign in', async () => {
    const { email, userId } = await newAccount(server, 'otp');
    expect((await server.client().auth.signInWithOtp({ email })).error).toBeNull();
    const [mail] = await server.mail(email);
    expect(mail?.type).toBe('magiclink');
    expect(mail?.subject).toBe('Link masuk ke Koperasi Marketplace');
    const verified = await server.client().auth.verifyOtp({ email, token: mail!.otp, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(userId);

    expect((await server.client().auth.signInWithOtp({ email })).error).toBeNull();
    const [link] = await server.mail(email);
    const opened = await fetch(link!.action_link, { redirect: 'manual' });
    expect(paramsOf(opened.headers.get('location')).get('type')).toBe('magiclink');
  });

  it('signs an unknown address up (confirmation mail) unless shouldCreateUser is false', async () => {
    const email = unique('otpbaru');
    expect((await server.client().auth.signInWithOtp({ email })).error).toBeNull();
    expect((await server.mail(email))[0]?.type).toBe('signup');
    const other = unique('otptidak');
    const refused = await server
      .client()
      .auth.signInWithOtp({ email: other, options: { shouldCreateUser: false } });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('otp_disabled');
    expect(await server.mail(other)).toEqual([]);
    const bad = await server.client().auth.signInWithOtp({ email: 'bukan-email' });
    expect(bad.error?.code).toBe('validation_failed');
  });
});
