import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { startTestServer, type TestServer } from './helpers/server';

const PASSWORD = 'Koperasi#2024';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Claims {
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
}

function claimsOf(session: Session): Claims {
  return JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Claims;
}

/** the code an authenticator app shows now for the secret */
function codeFor(secret: string, offsetSeconds = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

/** a new confirmed user (admin when asked), signed in: the seeded accounts stay without factors */
async function freshUser(admin: boolean): Promise<{ client: SupabaseClient; session: Session; id: string }> {
  const service = server.client({ key: server.serviceKey });
  const email = unique(admin ? 'mfa-admin' : 'mfa-user');
  const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const id = created.data.user!.id;
  if (admin) {
    const promoted = await service.from('profiles').update({ role: 'admin' }).eq('id', id);
    expect(promoted.error).toBeNull();
  }
  const { client, session } = await server.signIn(email, PASSWORD);
  return { client, session, id };
}

async function enrolVerified(client: SupabaseClient) {
  const enrolled = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Ponsel',
    issuer: 'Koperasi',
  });
  expect(enrolled.error).toBeNull();
  const factor = enrolled.data!;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: codeFor(factor.totp.secret),
  });
  expect(verified.error).toBeNull();
  return { factor, session: verified.data! };
}

describe('TOTP factors (GoTrue /factors)', () => {
  it('enrols a TOTP factor with a QR code, a secret and an otpauth URI', async () => {
    const { client } = await freshUser(false);
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Ponsel kantor',
      issuer: 'Koperasi',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Ponsel kantor' });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data!.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    // usable as an <img> source as it is: nothing in it ends or breaks the data URI
    expect(data!.totp.qr_code).not.toMatch(/[#\n]/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/Koperasi:mfa-user.*secret=/);
    expect(data!.totp.uri).toContain('issuer=Koperasi');

    const listed = await client.auth.mfa.listFactors();
    expect(listed.error).toBeNull();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({
        id: data!.id,
        factor_type: 'totp',
        status: 'unverified',
        friendly_name: 'Ponsel kantor',
      }),
    ]);
    // unverified factors are listed but not usable
    expect(listed.data!.totp).toEqual([]);
  });

  it('refuses a second factor with the same friendly name, and an unknown factor type', async () => {
    const { client } = await freshUser(false);
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Sama' });
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Sama' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const response = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ factor_type: 'sms' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-sb-error-code')).toBe('validation_failed');
  });

  it('challenges and verifies with a computed code: the session becomes aal2 with a totp amr', async () => {
    const { client, session: first } = await freshUser(false);
    expect(claimsOf(first)).toMatchObject({
      aal: 'aal1',
      amr: [expect.objectContaining({ method: 'password' })],
    });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Ponsel' });
    const factorId = enrolled.data!.id;

    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    const expiresIn = (challenge.data as { expires_at: number }).expires_at - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(expiresIn).toBeLessThanOrEqual(301);

    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data as unknown as Session);
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(claimsOf(first).session_id);
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(typeof claims.amr[0]!.timestamp).toBe('number');

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);

    // a challenge is used once
    const reused = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled.data!.totp.secret),
    });
    expect(reused.error).toMatchObject({ status: 422 });
  });

  it('refuses a wrong code, an unknown challenge and an unknown factor with GoTrue codes', async () => {
    const { client } = await freshUser(false);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Ponsel' });
    const factorId = enrolled.data!.id;
    const challenge = await client.auth.mfa.challenge({ factorId });
    const good = codeFor(enrolled.data!.totp.secret);
    const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0');
    const failed = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: wrong });
    expect(failed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // an expired code (two periods back) is refused too
    const old = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(enrolled.data!.totp.secret, -120),
    });
    expect(old.error).toMatchObject({ code: 'mfa_verification_failed' });

    const noChallenge = await client.auth.mfa.verify({
      factorId,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: good,
    });
    expect(noChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const noFactor = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(noFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const badId = await client.auth.mfa.challenge({ factorId: 'bukan-uuid' });
    expect(badId.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

    // another user's factor is not found for this one
    const { client: other } = await freshUser(false);
    const foreign = await other.auth.mfa.challenge({ factorId });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

    // still aal1: nothing changed
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('keeps aal2 across a refresh, and a new sign-in starts at aal1 with aal2 next', async () => {
    const { client } = await freshUser(false);
    const { factor, session } = await enrolVerified(client);
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!).aal).toBe('aal2');
    expect(refreshed.data.session!.user.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified' }),
    ]);

    const email = (await client.auth.getUser()).data.user!.email!;
    const { client: again, session: aal1 } = await server.signIn(email, PASSWORD);
    expect(claimsOf(aal1).aal).toBe('aal1');
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // a second factor needs aal2
    const second = await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Cadangan' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
  });

  it('unenrols: a verified factor only from an aal2 session, then the session is aal1 again', async () => {
    const { client } = await freshUser(false);
    const { factor } = await enrolVerified(client);
    const email = (await client.auth.getUser()).data.user!.email!;
    const { client: aal1 } = await server.signIn(email, PASSWORD);
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!).aal).toBe('aal1');

    // an unverified factor goes from an aal1 session
    const pending = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Belum' });
    const dropped = await aal1.auth.mfa.unenroll({ factorId: pending.data!.id });
    expect(dropped.error).toBeNull();
  });

  it('needs a signed-in session', async () => {
    const anon = server.client();
    const response = await fetch(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(response.status).toBe(401);
    const { error } = await anon.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).not.toBeNull();
  });
});

describe('admin writes need aal2 once the admin has a verified factor (RLS)', () => {
  const category = (label: string) => ({
    name: `MFA ${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    division: 'Perikanan',
  });

  it('an admin without a factor writes at aal1, as today', async () => {
    const { client } = await freshUser(true);
    const inserted = await client.from('categories').insert(category('tanpa faktor')).select('id').single();
    expect(inserted.error).toBeNull();
  });

  it('refuses an enrolled admin at aal1 and accepts the same admin at aal2', async () => {
    const { client: aal2Client, id } = await freshUser(true);
    const { factor } = await enrolVerified(aal2Client);
    const email = (await aal2Client.auth.getUser()).data.user!.email!;
    const { client: aal1Client } = await server.signIn(email, PASSWORD);

    const refused = await aal1Client.from('categories').insert(category('aal1')).select('id').single();
    expect(refused.error).toMatchObject({ code: '42501' });
    // updates and deletes of existing rows touch nothing at aal1
    const service = server.client({ key: server.serviceKey });
    const seeded = await service.from('categories').insert(category('ada')).select('id, name').single();
    const renamed = await aal1Client
      .from('categories')
      .update({ description: 'diubah di aal1' })
      .eq('id', seeded.data!.id)
      .select('id');
    expect(renamed.data ?? []).toEqual([]);
    const deleted = await aal1Client.from('categories').delete().eq('id', seeded.data!.id).select('id');
    expect(deleted.data ?? []).toEqual([]);
    // nor may the admin change someone's role through the profiles table
    const promoted = await aal1Client.from('profiles').update({ role: 'admin' }).eq('id', id).select('id');
    expect(promoted.error ?? promoted.data?.length === 0).toBeTruthy();

    // the aal2 session (after the TOTP step) writes
    const accepted = await aal2Client.from('categories').insert(category('aal2')).select('id').single();
    expect(accepted.error).toBeNull();
    const updated = await aal2Client
      .from('categories')
      .update({ description: 'diubah di aal2' })
      .eq('id', seeded.data!.id)
      .select('id');
    expect(updated.data).toEqual([{ id: seeded.data!.id }]);

    // after a challenge on the aal1 session it writes as well
    const raised = await aal1Client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret),
    });
    expect(raised.error).toBeNull();
    const afterVerify = await aal1Client.from('categories').insert(category('naik')).select('id').single();
    expect(afterVerify.error).toBeNull();
  });

  it('an enrolled admin at aal1 loses admin powers in functions too (is_admin is false)', async () => {
    const { client } = await freshUser(true);
    await enrolVerified(client);
    const email = (await client.auth.getUser()).data.user!.email!;
    const { client: aal1 } = await server.signIn(email, PASSWORD);
    expect((await aal1.rpc('is_admin')).data).toBe(false);
    expect((await client.rpc('is_admin')).data).toBe(true);
  });

  it('a user with a verified factor who is not an admin keeps their own writes at aal1', async () => {
    const { client, id } = await freshUser(false);
    await enrolVerified(client);
    const email = (await client.auth.getUser()).data.user!.email!;
    const { client: aal1 } = await server.signIn(email, PASSWORD);
    const own = await aal1.from('profiles').update({ full_name: 'Nama Baru' }).eq('id', id).select('id');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id }]);
  });
});
