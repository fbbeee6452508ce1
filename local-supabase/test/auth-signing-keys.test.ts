/**
 * Asymmetric JWT signing keys (config.toml `[auth] signing_keys_path`, as Supabase's signing keys work) and
 * the GoTrue answers supabase-js's own auth suite expects: anonymous sign-ins, auth.admin.mfa, e-mail change
 * links from generate_link, and the refusals of what this server does not offer (Web3, SAML, manual linking,
 * ID tokens, phone codes). Through supabase-js against the server over HTTP.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { JwtError, JwtKeySet, SigningKeyError, signJwt } from '../src/jwt';
import { startTestServer, type TestServer } from './helpers/server';

const PASSWORD = 'Koperasi#2024';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

function rsaJwk(kid: string): crypto.JsonWebKey {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', key_ops: ['sign', 'verify'] };
}

function ecJwk(kid: string): crypto.JsonWebKey {
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'ES256', key_ops: ['sign', 'verify'] };
}

/** a JWT signed by hand: the header as given, RS256 with the given private key */
function signRs256(header: Record<string, unknown>, claims: Record<string, unknown>, key: crypto.JsonWebKey) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(claims)}`;
  const privateKey = crypto.createPrivateKey({ key, format: 'jwk' });
  return `${input}.${crypto.sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

function partOf(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString()) as Record<string, unknown>;
}

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const NEVER = { exp: 4_000_000_000 };

describe('JwtKeySet', () => {
  const rsa = rsaJwk('rsa-1');
  const ec = ecJwk('ec-1');

  it('signs with the first key, its kid in the header, and verifies RS256 and ES256 tokens', () => {
    const keys = new JwtKeySet(SECRET, [rsa, ec]);
    const token = keys.sign({ sub: 'a', ...NEVER });
    expect(partOf(token, 0)).toEqual({ alg: 'RS256', kid: 'rsa-1', typ: 'JWT' });
    expect(keys.verify(token).sub).toBe('a');
    const ecToken = new JwtKeySet(SECRET, [ec, rsa]).sign({ sub: 'b', ...NEVER });
    expect(partOf(ecToken, 0)).toMatchObject({ alg: 'ES256', kid: 'ec-1' });
    expect(keys.verify(ecToken).sub).toBe('b');
  });

  it('signs ES256 as browsers verify it (WebCrypto, with the published public key)', async () => {
    const keys = new JwtKeySet(SECRET, [ec]);
    const token = keys.sign({ sub: 'c', ...NEVER });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const published = keys.jwks.keys[0]!;
    const publicKey = await crypto.webcrypto.subtle.importKey(
      'jwk',
      published as crypto.webcrypto.JsonWebKey,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const valid = await crypto.webcrypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      Buffer.from(signature, 'base64url'),
      Buffer.from(`${header}.${payload}`),
    );
    expect(valid).toBe(true);
  });

  it('still verifies the legacy HS256 tokens of the secret, which have no kid', () => {
    const keys = new JwtKeySet(SECRET, [rsa]);
    expect(keys.verify(signJwt({ role: 'anon', ...NEVER }, SECRET)).role).toBe('anon');
    expect(() =>
      keys.verify(signJwt({ role: 'anon', ...NEVER }, 'another-secret-of-at-least-32-chars!!')),
    ).toThrow(JwtError);
  });

  it('refuses a forged signature, an unknown kid, an alg that is not the key’s and an expired token', () => {
    const keys = new JwtKeySet(SECRET, [rsa]);
    const other = rsaJwk('rsa-1');
    expect(() => keys.verify(signRs256({ alg: 'RS256', kid: 'rsa-1' }, NEVER, other))).toThrow('signature');
    expect(() => keys.verify(signRs256({ alg: 'RS256', kid: 'nope' }, NEVER, rsa))).toThrow('unknown key id');
    // algorithm confusion: HS256 "signed" with the RSA key's public PEM as the HMAC secret
    const publicPem = crypto
      .createPublicKey({ key: rsa, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${encode({ alg: 'HS256', kid: 'rsa-1' })}.${encode({ role: 'service_role', ...NEVER })}`;
    const confused = `${input}.${crypto.createHmac('sha256', publicPem).update(input).digest('base64url')}`;
    expect(() => keys.verify(confused)).toThrow('signing method is invalid');
    expect(() => keys.verify(signRs256({ alg: 'none', kid: 'rsa-1' }, NEVER, rsa))).toThrow(JwtError);
    expect(() => keys.verify(signRs256({ alg: 'RS256', kid: 'rsa-1' }, { exp: 1 }, rsa))).toThrow('expired');
  });

  it('publishes only public halves', () => {
    const { keys } = new JwtKeySet(SECRET, [
      rsa,
      ec,
      { kty: 'oct', k: 'c2VjcmV0LXNlY3JldC1zZWNyZXQ', kid: 'h' },
    ]).jwks;
    expect(keys.map((key) => key.kid)).toEqual(['rsa-1', 'ec-1']);
    for (const key of keys) {
      expect(key).not.toHaveProperty('d');
      expect(key).toMatchObject({ use: 'sig', key_ops: ['verify'] });
    }
  });

  it('refuses unusable keys with a message that names the key', () => {
    expect(() => new JwtKeySet(SECRET, [{ kty: 'RSA', kid: 'x', n: 'AQAB', e: 'AQAB' }])).toThrow(
      SigningKeyError,
    );
    expect(() => new JwtKeySet(SECRET, [{ ...rsa, kid: undefined }])).toThrow('signing key 1 has no "kid"');
    expect(() => new JwtKeySet(SECRET, [{ ...rsa, alg: 'ES256' }])).toThrow('signs with RS256');
    expect(() => new JwtKeySet(SECRET, [rsa, { ...ec, kid: 'rsa-1' }])).toThrow('two signing keys');
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicOnly } = rsa;
    expect(() => new JwtKeySet(SECRET, [publicOnly])).toThrow('no signing key may sign');
  });

  it('reads config.toml’s signing_keys_path relative to the supabase folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-keys-'));
    fs.writeFileSync(path.join(dir, 'config.toml'), '[auth]\nsigning_keys_path = "./keys.json"\n');
    fs.writeFileSync(path.join(dir, 'keys.json'), JSON.stringify([rsa]));
    expect(loadConfig({ SUPABASE_DIR: dir }).signingKeys).toEqual([rsa]);
    fs.writeFileSync(path.join(dir, 'keys.json'), '{"keys": []}');
    expect(() => loadConfig({ SUPABASE_DIR: dir })).toThrow('must hold a JSON array of keys');
    fs.rmSync(dir, { recursive: true });
  });
});

describe('a server with an RS256 signing key and anonymous sign-ins on', () => {
  const signingKey = rsaJwk('koperasi-test-key');
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      config: { signingKeys: [signingKey], anonymousSignIns: true, mailerAutoconfirm: true },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('signs sessions with the key, lists it at /.well-known/jwks.json, and the token works everywhere', async () => {
    const { client, session } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    expect(partOf(session.access_token, 0)).toEqual({ alg: 'RS256', kid: 'koperasi-test-key', typ: 'JWT' });

    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', kid: 'koperasi-test-key', alg: 'RS256', n: signingKey.n });
    expect(keys[0]).not.toHaveProperty('d');

    // getClaims() checks an asymmetric token against the JWKS, without asking GoTrue for the user
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(session.user.id);
    const own = await client.from('profiles').select('id').eq('id', session.user.id);
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id: session.user.id }]);
    expect((await client.auth.getUser()).data.user?.id).toBe(session.user.id);
  });

  it('takes API keys signed with the key, refuses one signed by another key under the same kid', async () => {
    const anonKey = signRs256(
      { alg: 'RS256', kid: 'koperasi-test-key', typ: 'JWT' },
      { role: 'anon', ...NEVER },
      signingKey,
    );
    const categories = await server.client({ key: anonKey }).from('categories').select('id').limit(1);
    expect(categories.error).toBeNull();
    expect(categories.data).toHaveLength(1);

    const forged = signRs256(
      { alg: 'RS256', kid: 'koperasi-test-key', typ: 'JWT' },
      { role: 'service_role', ...NEVER },
      rsaJwk('koperasi-test-key'),
    );
    const response = await fetch(`${server.url}/rest/v1/categories?select=id`, {
      headers: { apikey: forged, authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
    // the legacy HS256 keys keep working next to the signing key
    const legacy = await server.client().from('categories').select('id').limit(1);
    expect(legacy.data).toHaveLength(1);
  });

  it('signs a person in anonymously, and the session is an authenticated one marked is_anonymous', async () => {
    const client = server.client();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { asal: 'uji' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', user_metadata: { asal: 'uji' } });
    expect(partOf(data.session!.access_token, 1)).toMatchObject({
      role: 'authenticated',
      is_anonymous: true,
      amr: [expect.objectContaining({ method: 'anonymous' })],
    });
    // reauthentication needs an address to send the code to
    const reauth = await client.auth.reauthenticate();
    expect(reauth.error?.message).toBe(
      'Reauthentication requires the user to have an email or a phone number',
    );
  });

  it('lets the service role list and remove a user’s MFA factors', async () => {
    const service = server.client({ key: server.serviceKey });
    const email = unique('factors');
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const userId = created.data.user!.id;
    const { client } = await server.signIn(email, PASSWORD);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();

    const listed = await service.auth.admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: enrolled.data!.id, factor_type: 'totp', status: 'unverified' }),
    ]);
    const deleted = await service.auth.admin.mfa.deleteFactor({ userId, id: enrolled.data!.id });
    expect(deleted.error).toBeNull();
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(enrolled.data!.id);
    expect((await service.auth.admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);

    const again = await service.auth.admin.mfa.deleteFactor({ userId, id: enrolled.data!.id });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const missingUser = await service.auth.admin.mfa.listFactors({ userId: crypto.randomUUID() });
    expect(missingUser.error?.status).toBe(404);
    // not for a signed-in user's own token
    const asUser = await fetch(`${server.url}/auth/v1/admin/users/${userId}/factors`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`,
      },
    });
    expect(asUser.status).toBe(403);
  });

  it('generates the links of an e-mail change, for the current and the new address', async () => {
    const service = server.client({ key: server.serviceKey });
    const email = unique('change-from');
    await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const newEmail = unique('change-to');
    const current = await service.auth.admin.generateLink({ type: 'email_change_current', email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.user).toMatchObject({ email, new_email: newEmail });
    expect(current.data.properties!.verification_type).toBe('email_change_current');
    expect(current.data.properties!.action_link).toContain('type=email_change');

    // each link asked for replaces the pending tokens; the latest one confirms its side of the change
    const fresh = await service.auth.admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(fresh.data.properties!.hashed_token).not.toBe(current.data.properties!.hashed_token);
    const anon = server.client();
    const stale = await anon.auth.verifyOtp({
      token_hash: current.data.properties!.hashed_token,
      type: 'email_change',
    });
    expect(stale.error?.code).toBe('otp_expired');
    const confirmed = await anon.auth.verifyOtp({
      token_hash: fresh.data.properties!.hashed_token,
      type: 'email_change',
    });
    expect(confirmed.error).toBeNull();
    // with confirmations off (mailer autoconfirm), one confirmation applies the change
    expect(confirmed.data.user?.email).toBe(newEmail);

    const taken = await service.auth.admin.generateLink({
      type: 'email_change_new',
      email: newEmail,
      newEmail: 'pembeli@koperasi.test',
    });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const invalid = await service.auth.admin.generateLink({
      type: 'email_change_new',
      email: newEmail,
      newEmail: 'bukan-email',
    });
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('answers what this server does not offer as GoTrue answers it when it is off', async () => {
    const anon = server.client();
    const web3 = await fetch(`${server.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ chain: 'solana', message: 'x', signature: 'y' }),
    });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toMatchObject({ msg: 'Web3 provider is disabled' });

    const google = await anon.auth.signInWithIdToken({ provider: 'google', token: 'not-a-token' });
    expect(google.error).toMatchObject({ status: 400, message: 'Bad ID token' });
    const apple = await anon.auth.signInWithIdToken({ provider: 'apple', token: 'not-a-token' });
    expect(apple.error?.message).toBe('Provider (issuer "https://appleid.apple.com") is not enabled');

    const sso = await anon.auth.signInWithSSO({ domain: 'koperasi.test' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });

    const phone = await anon.auth.verifyOtp({ phone: '62812-bukan', token: '123456', type: 'sms' });
    expect(phone.error?.message).toBe('Invalid phone number format (E.164 required)');
    const validPhone = await anon.auth.verifyOtp({ phone: '+6281234567890', token: '123456', type: 'sms' });
    expect(validPhone.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const { client } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    const link = await client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    expect(link.error).toMatchObject({ status: 404, message: 'Manual linking is disabled' });
    const identities = await client.auth.getUserIdentities();
    const unlink = await client.auth.unlinkIdentity(identities.data!.identities[0]!);
    expect(unlink.error).toMatchObject({ status: 404, message: 'Manual linking is disabled' });
  });
});

describe('a server with the defaults (no signing keys, anonymous sign-ins off)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('signs with HS256 and no kid, and publishes an empty key set', async () => {
    const { session } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    expect(partOf(session.access_token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(await jwks.json()).toEqual({ keys: [] });
  });

  it('refuses anonymous sign-ins', async () => {
    const { data, error } = await server.client().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    const settings = (await (
      await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } })
    ).json()) as { external: { anonymous_users: boolean } };
    expect(settings.external.anonymous_users).toBe(false);
  });
});
