import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtKeysOf, type ServerConfig } from '../config';
import type { Gateway } from '../gateway';
import { textField } from '../http/body-fields';
import { answeringErrorsOf } from '../http/route-errors';
import { accountRoutes } from './account-routes';
import { adminUserRoutes } from './admin-users';
import { API_VERSION, AuthError, authErrors, sendAuthError } from './auth-error';
import type { AuthService, VerifyOutcome } from './auth-service';
import type { LinkType } from './email-links';
import { ENABLED_PROVIDERS, type GoogleStandIn } from './google-stand-in';
import { mfaRoutes } from './mfa-routes';
import { refuseNulCharacters } from './input-guard';
import { challengeFrom } from './pkce';
import { installAuthRateLimits, localPath } from './rate-limits';
import { safeRedirect, withFragment, withQuery } from './redirects';

/** the ID-token providers GoTrue knows, by their issuers (none is enabled here but Google) */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

/**
 * POST /token?grant_type=id_token, GoTrue's answers: Google is enabled, but a Google ID token cannot be
 * verified offline (the local Google stand-in signs in through /authorize and issues none), so every one is
 * a bad token; the other providers are not enabled.
 */
function idTokenRefusal(body: Record<string, unknown>): AuthError {
  const provider = textField(body.provider) ?? '';
  if (provider === 'google' || body.issuer === 'https://accounts.google.com')
    return new AuthError(400, 'bad_jwt', 'Bad ID token');
  if (provider.startsWith('custom:')) return authErrors.validation('Custom OAuth providers are disabled');
  const issuer = ID_TOKEN_ISSUERS[provider];
  if (issuer) return new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
  return authErrors.validation(`Custom OIDC provider "${provider}" not allowed`);
}

/** browser navigations: they carry no headers, so the gateway does not require an apikey on them */
const NO_APIKEY_PATHS = new Set([
  '/verify',
  '/callback',
  '/authorize',
  '/.well-known/jwks.json',
  '/__dev/oauth/authorize',
]);

export interface AuthRouteDeps {
  config: ServerConfig;
  gateway: Gateway;
  auth: AuthService;
  google: GoogleStandIn;
}

type Query = Record<string, string | undefined>;

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)
    : {};
}

function queryOf(request: FastifyRequest): Query {
  return request.query as Query;
}

export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { config, gateway, auth, google } = deps;

  const handle = answeringErrorsOf(AuthError, (request, reply, error) => {
    if (error.status >= 500) request.log.error({ err: error }, 'auth request failed');
    return sendAuthError(request, reply, error);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Supabase-Api-Version', API_VERSION);
    if (request.method === 'OPTIONS' || NO_APIKEY_PATHS.has(localPath(request))) return;
    const apiKey = gateway.apiKeyOf(request.headers);
    if (!apiKey) return reply.code(401).send({ message: 'No API key found in request' });
    if (!gateway.isKnownApiKey(apiKey)) {
      return reply.code(401).send({ message: 'Invalid authentication credentials' });
    }
  });

  installAuthRateLimits(app, auth.limits);
  refuseNulCharacters(app);

  const redirectOf = (request: FastifyRequest, fallback?: unknown) =>
    safeRedirect(
      config,
      queryOf(request).redirect_to ?? (typeof fallback === 'string' ? fallback : undefined),
    );

  accountRoutes(app, { auth, handle, redirectOf });

  app.get('/health', () => ({
    version: 'v2.180.0-koperasi-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));

  app.get('/settings', () => ({
    external: {
      anonymous_users: config.anonymousSignIns,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: true,
      keycloak: false,
      kakao: false,
      linkedin: false,
      linkedin_oidc: false,
      notion: false,
      spotify: false,
      slack: false,
      slack_oidc: false,
      workos: false,
      twitch: false,
      twitter: false,
      email: true,
      phone: false,
      zoom: false,
    },
    disable_signup: config.disableSignup,
    mailer_autoconfirm: config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  // the public halves of the asymmetric signing keys (empty with the secret alone, as GoTrue answers);
  // supabase-js's getClaims() verifies asymmetric tokens with them, without a request per check
  app.get('/.well-known/jwks.json', (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=600');
    return jwtKeysOf(config).jwks;
  });

  app.post(
    '/signup',
    handle(async (request) => {
      const body = bodyOf(request);
      const result = await auth.signUp(body, redirectOf(request), challengeFrom(body));
      return 'session' in result ? result.session : result.user;
    }),
  );

  app.post(
    '/token',
    handle(async (request) => {
      const grantType = queryOf(request).grant_type;
      const body = bodyOf(request);
      if (grantType === 'password') return auth.signInWithPassword(body);
      if (grantType === 'refresh_token') return auth.refresh(body);
      if (grantType === 'pkce') return auth.exchangeCode(body);
      if (grantType === 'id_token') throw idTokenRefusal(body);
      if (grantType === 'web3')
        throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
      throw authErrors.unsupportedGrant();
    }),
  );

  // SAML single sign-on is not configured here: GoTrue's answer when SAML is off
  app.post(
    '/sso',
    handle(() => {
      throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    }),
  );

  app.post(
    '/logout',
    handle(async (request, reply) => {
      const caller = await auth.authenticate(request.headers);
      await auth.logout(caller, queryOf(request).scope ?? 'global');
      return reply.code(204).send();
    }),
  );

  app.get(
    '/user',
    handle(async (request) => auth.getUser(await auth.authenticate(request.headers))),
  );

  app.put(
    '/user',
    handle(async (request) =>
      auth.updateUser(await auth.authenticate(request.headers), bodyOf(request), redirectOf(request)),
    ),
  );

  // linking and unlinking identities by hand (config.toml `enable_manual_linking`) is not offered here: a
  // signed-in caller gets GoTrue's answer for it being off
  const manualLinkingDisabled = handle(async (request) => {
    await auth.authenticate(request.headers);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  });
  app.get('/user/identities/authorize', manualLinkingDisabled);
  app.delete('/user/identities/:id', manualLinkingDisabled);

  app.post(
    '/recover',
    handle(async (request) => {
      const body = bodyOf(request);
      await auth.recover(body, redirectOf(request), challengeFrom(body));
      return {};
    }),
  );

  app.post(
    '/resend',
    handle(async (request) => {
      const body = bodyOf(request);
      await auth.resend(body, redirectOf(request, body.redirect_to));
      return {};
    }),
  );

  const redirectAfterVerify = (redirectTo: string, outcome: VerifyOutcome): string => {
    if (outcome.kind === 'code') return withQuery(redirectTo, { code: outcome.code });
    if (outcome.kind === 'message') return withFragment(redirectTo, { message: outcome.message, sb: '' });
    const session = outcome.session;
    return withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: outcome.type,
    });
  };

  app.get('/verify', async (request, reply) => {
    const query = queryOf(request);
    const redirectTo = redirectOf(request);
    const token = query.token ?? '';
    try {
      const outcome = await auth.verify((query.type ?? '') as LinkType, token);
      return reply.redirect(redirectAfterVerify(redirectTo, outcome), 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const params = {
        error: 'access_denied',
        error_code: error.code,
        error_description:
          error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
      };
      const base = token.startsWith('pkce_') ? withQuery(redirectTo, params) : redirectTo;
      return reply.redirect(withFragment(base, { ...params, sb: '' }), 303);
    }
  });

  app.post(
    '/verify',
    handle(async (request) => {
      const body = bodyOf(request);
      const type = textField(body.type) as LinkType;
      if (typeof body.token_hash !== 'string' && textField(body.phone)) {
        // GoTrue checks the number first; no text message is ever sent here, so no code can match
        if (!/^[1-9][0-9]{1,14}$/.test(textField(body.phone).replace(/[+\s]/g, '')))
          throw authErrors.validation('Invalid phone number format (E.164 required)');
        throw authErrors.otpExpired();
      }
      const outcome =
        typeof body.token_hash === 'string'
          ? await auth.verify(type, body.token_hash)
          : await auth.verifyOtp(type, textField(body.email), textField(body.token));
      if (outcome.kind === 'code') throw authErrors.validation('PKCE links must be opened in the browser');
      if (outcome.kind === 'message') return { msg: outcome.message, code: 200 };
      return outcome.session;
    }),
  );

  app.get(
    '/authorize',
    handle(async (request, reply) => {
      const query = queryOf(request);
      const provider = (query.provider ?? '').toLowerCase();
      if (!ENABLED_PROVIDERS.includes(provider)) throw authErrors.unsupportedProvider(query.provider ?? '');
      const url = google.begin({
        provider,
        redirectTo: redirectOf(request),
        challenge: challengeFrom(query),
        loginHint: query.login_hint || undefined,
      });
      if (query.skip_http_redirect === 'true') return { url };
      return reply.redirect(url, 302);
    }),
  );

  app.get('/__dev/oauth/authorize', async (request, reply) => {
    const entry = google.find(queryOf(request).state);
    if (!entry) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send('<p>Permintaan masuk sudah kedaluwarsa. Silakan ulangi.</p>');
    }
    if (entry.loginHint) return reply.redirect(await google.approve(entry, entry.loginHint, undefined), 302);
    return reply.type('text/html; charset=utf-8').send(await google.page(entry));
  });

  app.post('/__dev/oauth/authorize', async (request, reply) => {
    const body = bodyOf(request);
    const entry = google.find(typeof body.state === 'string' ? body.state : undefined);
    if (!entry) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send('<p>Permintaan masuk sudah kedaluwarsa. Silakan ulangi.</p>');
    }
    const name = typeof body.name === 'string' ? body.name : undefined;
    return reply.redirect(await google.approve(entry, textField(body.email), name), 303);
  });

  app.get('/callback', async (request, reply) => {
    return reply.redirect(safeRedirect(config, undefined), 303);
  });

  mfaRoutes(app, auth, handle);

  // ---- admin ----
  const requireAdmin = (request: FastifyRequest): void => {
    const token = gateway.bearerOf(request.headers);
    if (!token) throw authErrors.noAuthorization();
    const caller = gateway.resolveToken(token);
    if (!caller.ok) throw authErrors.badJwt(caller.message);
    if (caller.role !== 'service_role') throw authErrors.notAdmin();
  };

  app.post(
    '/admin/users',
    handle(async (request) => {
      requireAdmin(request);
      return auth.adminCreateUser(bodyOf(request));
    }),
  );

  // list, get, update, delete, invite
  adminUserRoutes(app, { config, gateway, db: auth.db, mailer: auth.mailer });

  app.post(
    '/admin/generate_link',
    handle(async (request) => {
      requireAdmin(request);
      const body = bodyOf(request);
      return auth.adminGenerateLink(body, redirectOf(request, body.redirect_to ?? body.redirectTo));
    }),
  );
}
