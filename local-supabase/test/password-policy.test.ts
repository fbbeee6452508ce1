/**
 * Issue 51, item 8: the server refuses the common passwords (a list shipped with it, as hosted GoTrue's
 * leaked-password protection does with HaveIBeenPwned) and passwords without a letter and a digit
 * (config.toml `password_requirements = "letters_digits"`), with GoTrue's 422 weak_password and its reasons,
 * which supabase-js turns into AuthWeakPasswordError.
 */
import { isAuthWeakPasswordError, type AuthError } from '@supabase/supabase-js';
import { loadConfig, passwordPolicyOf } from '../src/config';
import { commonPasswords, passwordWeakness } from '../src/auth/password-policy';
import { startTestServer, type TestServer } from './helpers/server';

const SEEDED_PASSWORD = 'Koperasi#2024';
const STRONG = 'Sawah-Padi-77';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** each weak password with the reasons GoTrue gives for it */
const WEAK: [string, string[]][] = [
  ['password', ['characters', 'pwned']],
  ['password123', ['pwned']],
  ['abcdefgh', ['characters']],
  ['12345678', ['characters', 'pwned']],
];

function reasonsOf(error: AuthError | null): string[] | undefined {
  expect(error).not.toBeNull();
  expect(isAuthWeakPasswordError(error)).toBe(true);
  expect(error?.status).toBe(422);
  expect(error?.code).toBe('weak_password');
  return isAuthWeakPasswordError(error) ? [...error.reasons] : undefined;
}

describe('the password policy (unit)', () => {
  const policy = {
    minLength: 8,
    requiredCharacters: loadConfig({}).passwordRequiredCharacters,
    rejectLeaked: true,
  };

  it('ships a list of at least 10,000 common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    for (const common of ['password', '123456', 'qwerty', 'password123', 'iloveyou']) {
      expect(commonPasswords().has(common)).toBe(true);
    }
  });

  it("gives GoTrue's reasons and sentences, every broken rule at once", () => {
    expect(passwordWeakness('1234567', policy)).toEqual({
      reasons: ['length', 'characters', 'pwned'],
      message:
        'Password should be at least 8 characters. Password should contain at least one character of each: ' +
        'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789. Password is known to be weak and easy ' +
        'to guess, please choose a different one.',
    });
    for (const [password, reasons] of WEAK)
      expect(passwordWeakness(password, policy)?.reasons).toEqual(reasons);
    // capitals do not make a common password uncommon
    expect(passwordWeakness('Password1', policy)?.reasons).toEqual(['pwned']);
  });

  it('accepts the seeded demo password and a strong one', () => {
    expect(passwordWeakness(SEEDED_PASSWORD, policy)).toBeNull();
    expect(passwordWeakness(STRONG, policy)).toBeNull();
  });

  it("reads config.toml's password_requirements; LEAKED_PASSWORD_PROTECTION=false turns the list off", () => {
    const app = loadConfig({});
    expect(passwordPolicyOf(app)).toEqual({
      minLength: 8,
      requiredCharacters: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
      rejectLeaked: true,
    });
    const hostedDefault = loadConfig({ PASSWORD_REQUIREMENTS: '', LEAKED_PASSWORD_PROTECTION: 'false' });
    expect(passwordPolicyOf(hostedDefault)).toMatchObject({ requiredCharacters: [], rejectLeaked: false });
    expect(passwordWeakness('password', passwordPolicyOf(hostedDefault))).toBeNull();
    expect(() => loadConfig({ PASSWORD_REQUIREMENTS: 'digits_only' })).toThrow(/password_requirements/);
  });
});

describe('weak passwords at the auth endpoints (supabase-js)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it('signUp refuses the common and the letter-only or digit-only passwords with AuthWeakPasswordError', async () => {
    for (const [password, reasons] of WEAK) {
      const email = unique('lemah');
      const { data, error } = await server.client().auth.signUp({ email, password });
      expect(reasonsOf(error)).toEqual(reasons);
      expect(data.user).toBeNull();
      expect(await server.mail(email)).toEqual([]);
    }
  });

  it('signUp accepts a strong password, and the account signs in with it', async () => {
    const email = unique('kuat');
    const signedUp = await server.signUpConfirmed(server.client(), { email, password: STRONG });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).not.toBeNull();
    const { data, error } = await server.client().auth.signInWithPassword({ email, password: STRONG });
    expect(error).toBeNull();
    expect(data.weakPassword ?? null).toBeNull();
  });

  it('updateUser refuses the weak passwords and takes a strong one', async () => {
    const email = unique('ganti');
    const client = server.client();
    const signedUp = await server.signUpConfirmed(client, { email, password: STRONG });
    expect(signedUp.error).toBeNull();
    for (const [password, reasons] of WEAK) {
      const { error } = await client.auth.updateUser({ password });
      expect(reasonsOf(error)).toEqual(reasons);
    }
    expect((await client.auth.updateUser({ password: 'Kebun-Kopi-2031' })).error).toBeNull();
    expect((await server.signIn(email, 'Kebun-Kopi-2031')).session.access_token).toBeTruthy();
  });

  it('the admin API refuses them too (createUser, updateUserById)', async () => {
    const admin = server.client({ key: server.serviceKey }).auth.admin;
    const refused = await admin.createUser({
      email: unique('admin'),
      password: 'password123',
      email_confirm: true,
    });
    expect(reasonsOf(refused.error)).toEqual(['pwned']);
    const created = await admin.createUser({ email: unique('admin'), password: STRONG, email_confirm: true });
    expect(created.error).toBeNull();
    const updated = await admin.updateUserById(created.data.user!.id, { password: '12345678' });
    expect(reasonsOf(updated.error)).toEqual(['characters', 'pwned']);
  });

  it('answers programs with the structured 422 in both error formats', async () => {
    const send = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: unique('format'), password: 'abcdefgh' }),
      });
      return { status: response.status, body: await response.json() };
    };
    const message =
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.';
    expect(await send({ 'x-supabase-api-version': '2024-01-01' })).toEqual({
      status: 422,
      body: { code: 'weak_password', message, weak_password: { reasons: ['characters'] } },
    });
    expect(await send({})).toEqual({
      status: 422,
      body: {
        code: 422,
        error_code: 'weak_password',
        msg: message,
        weak_password: { reasons: ['characters'] },
      },
    });
  });

  it('keeps the seeded accounts signing in with Koperasi#2024, without a weak_password note', async () => {
    const { data, error } = await server
      .client()
      .auth.signInWithPassword({ email: 'pembeli@koperasi.test', password: SEEDED_PASSWORD });
    expect(error).toBeNull();
    expect(data.weakPassword ?? null).toBeNull();
  });

  it("a password set before the policy still signs in, and the answer says why it is weak (GoTrue's weak_password)", async () => {
    const email = unique('lama');
    server.config.leakedPasswordProtection = false;
    try {
      const signedUp = await server.signUpConfirmed(server.client(), { email, password: 'password123' });
      expect(signedUp.error).toBeNull();
    } finally {
      server.config.leakedPasswordProtection = true;
    }
    const { data, error } = await server.client().auth.signInWithPassword({ email, password: 'password123' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.weakPassword).toEqual({
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    });
  });
});

describe("hosted Supabase's default project (the conformance runner's settings)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: { passwordMinLength: 6, passwordRequiredCharacters: [], leakedPasswordProtection: false },
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it("accepts 'password', refuses only what is under the minimum length", async () => {
    const accepted = await server.signUpConfirmed(server.client(), {
      email: unique('bawaan'),
      password: 'password',
    });
    expect(accepted.error).toBeNull();
    const short = await server.client().auth.signUp({ email: unique('bawaan'), password: 'abc' });
    expect(reasonsOf(short.error)).toEqual(['length']);
  });
});
