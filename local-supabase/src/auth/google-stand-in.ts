import crypto from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { AuthService } from './auth-service';
import { escapeHtml } from './dev-mailbox';
import { createFlowState, type CodeChallenge } from './pkce';
import { withFragment, withQuery } from './redirects';
import { isValidEmail } from './users';

export const ENABLED_PROVIDERS = ['google'];
const PENDING_TTL_MS = 10 * 60 * 1000;

export interface PendingAuthorization {
  id: string;
  provider: string;
  redirectTo: string;
  challenge: CodeChallenge | undefined;
  loginHint: string | undefined;
  createdAt: number;
}

/** a stable numeric "Google subject" per email, like the 21-digit ids Google issues */
export function googleSubjectOf(email: string): string {
  const digest = crypto.createHash('sha256').update(email).digest();
  let digits = '1';
  for (const byte of digest) {
    digits += String(byte % 10);
    if (digits.length === 21) break;
  }
  return digits;
}

function displayNameOf(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * The local stand-in for accounts.google.com: /authorize parks the request here, the page
 * lets a person pick or create an identity (login_hint approves at once), and approval returns to
 * redirect_to exactly as GoTrue's /callback would: implicit fragment or PKCE code.
 */
export class GoogleStandIn {
  private readonly pending = new Map<string, PendingAuthorization>();

  constructor(
    private readonly config: ServerConfig,
    private readonly db: Database,
    private readonly auth: AuthService,
  ) {}

  begin(input: Omit<PendingAuthorization, 'id' | 'createdAt'>): string {
    const now = Date.now();
    for (const [id, entry] of this.pending)
      if (now - entry.createdAt > PENDING_TTL_MS) this.pending.delete(id);
    const id = crypto.randomUUID();
    this.pending.set(id, { ...input, id, createdAt: now });
    return `${this.config.publicUrl}/auth/v1/__dev/oauth/authorize?state=${id}`;
  }

  find(state: string | undefined): PendingAuthorization | undefined {
    const entry = state ? this.pending.get(state) : undefined;
    if (!entry || Date.now() - entry.createdAt > PENDING_TTL_MS) return undefined;
    return entry;
  }

  errorRedirect(entry: PendingAuthorization, description: string): string {
    const params = { error: 'access_denied', error_code: 'access_denied', error_description: description };
    return withFragment(withQuery(entry.redirectTo, params), { ...params, sb: '' });
  }

  /** completes the flow; returns where the browser goes next */
  async approve(
    entry: PendingAuthorization,
    emailInput: string,
    nameInput: string | undefined,
  ): Promise<string> {
    this.pending.delete(entry.id);
    const email = emailInput.trim().toLowerCase();
    if (!isValidEmail(email))
      return this.errorRedirect(entry, 'Unable to validate email address: invalid format');
    const name = nameInput?.trim() || displayNameOf(email);
    const sub = googleSubjectOf(email);
    const identityData = {
      iss: 'https://accounts.google.com',
      sub,
      provider_id: sub,
      email,
      email_verified: true,
      phone_verified: false,
      name,
      full_name: name,
    };
    const providerToken = `ya29.local-${crypto.randomBytes(16).toString('base64url')}`;
    return this.db.withAdminTransaction(async (tx) => {
      const userId = await this.auth.upsertOAuthUser(tx, identityData);
      if (entry.challenge) {
        const code = await createFlowState(tx, {
          userId,
          challenge: entry.challenge,
          providerType: entry.provider,
          authenticationMethod: 'oauth',
          providerAccessToken: providerToken,
          redirectTo: entry.redirectTo,
          issueCode: true,
        });
        return withQuery(entry.redirectTo, { code });
      }
      const session = await this.auth.tokens.startSession(tx, userId, 'oauth', { providerToken });
      return withFragment(entry.redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        provider_token: providerToken,
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
      });
    });
  }

  async knownIdentities(): Promise<{ email: string; name: string }[]> {
    const result = await this.db.admin.query<{ email: string; name: string | null }>(
      `select email, coalesce(identity_data->>'full_name', identity_data->>'name') as name
         from auth.identities where provider = 'google' and email is not null order by last_sign_in_at desc nulls last limit 20`,
    );
    return result.rows.map((row) => ({ email: row.email, name: row.name ?? row.email }));
  }

  async page(entry: PendingAuthorization): Promise<string> {
    const identities = await this.knownIdentities();
    const action = `${this.config.publicUrl}/auth/v1/__dev/oauth/authorize`;
    const state = escapeHtml(entry.id);
    const choices = identities
      .map(
        (identity) => `
      <form method="post" action="${action}" class="choice">
        <input type="hidden" name="state" value="${state}">
        <input type="hidden" name="email" value="${escapeHtml(identity.email)}">
        <input type="hidden" name="name" value="${escapeHtml(identity.name)}">
        <button type="submit"><strong>${escapeHtml(identity.name)}</strong><span>${escapeHtml(identity.email)}</span></button>
      </form>`,
      )
      .join('');
    return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Masuk dengan Google (lokal)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f4; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 8px; padding: 32px; width: min(420px, 92vw); box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  h1 { font-size: 22px; font-weight: 500; margin: 0 0 4px; }
  p.note { color: #5f6368; font-size: 14px; margin: 0 0 20px; }
  .choice button { width: 100%; text-align: left; background: none; border: 1px solid #dadce0; border-radius: 6px;
    padding: 10px 14px; margin-bottom: 8px; cursor: pointer; display: flex; flex-direction: column; font: inherit; }
  .choice button span { color: #5f6368; font-size: 13px; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #dadce0; border-radius: 4px; font: inherit; }
  button.primary { margin-top: 16px; background: #1a73e8; color: #fff; border: 0; border-radius: 4px; padding: 10px 20px; font: inherit; cursor: pointer; }
</style>
</head>
<body>
<main>
  <h1>Masuk dengan Google</h1>
  <p class="note">Halaman pengganti Google untuk pengembangan lokal. Tidak ada data yang dikirim ke Google.</p>
  ${identities.length ? `<h2 style="font-size:16px;font-weight:500">Pilih akun</h2>${choices}` : ''}
  <form method="post" action="${action}">
    <input type="hidden" name="state" value="${state}">
    <h2 style="font-size:16px;font-weight:500">${identities.length ? 'Atau gunakan akun lain' : 'Gunakan akun Google'}</h2>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autocomplete="email">
    <label for="name">Nama lengkap (opsional)</label>
    <input id="name" name="name" type="text" autocomplete="name">
    <button class="primary" type="submit">Lanjutkan</button>
  </form>
</main>
</body>
</html>`;
  }
}
