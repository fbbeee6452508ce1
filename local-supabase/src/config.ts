import fs from 'node:fs';
import path from 'node:path';
import { parseGoDuration } from './go-duration';
import { PASSWORD_REQUIREMENTS, type PasswordPolicy } from './auth/password-policy';
import { JwtKeySet, readSigningKeys } from './jwt';
import { parseToml, type TomlTable } from './storage/mini-toml';

/** The well-known local keys of the Supabase CLI, signed with the CLI's demo secret. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** the local Midtrans stand-in's keys (the local server gives the same to the functions, functions-runtime.ts) */
export const LOCAL_MIDTRANS_SERVER_KEY = 'SB-Mid-server-koperasi-lokal';
export const LOCAL_MIDTRANS_CLIENT_KEY = 'SB-Mid-client-koperasi-lokal';

export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const REPO_DIR = path.resolve(PACKAGE_DIR, '..');

/**
 * The S3 protocol of Storage (/storage/v1/s3): one access key, as the Supabase CLI's local stack has
 * (`supabase status` shows the same values). A request signed with it acts as the service role.
 */
export interface S3ProtocolConfig {
  accessKeyId: string;
  secretAccessKey: string;
  /** the region the requests are signed for (the credential scope's) */
  region: string;
}

/** the Supabase CLI's local S3 keys and region */
export const CLI_S3_PROTOCOL: S3ProtocolConfig = {
  accessKeyId: '625729a08b95bf1b7ff351a663f3a23c',
  secretAccessKey: '850181e4652dd023b7a98c58ae0d2d34bd487ee0cc3254aed6eda37307425907',
  region: 'local',
};

export interface MidtransStandInConfig {
  enabled: boolean;
  /** Basic auth of the Snap and Core APIs, and the key notifications are signed with */
  serverKey: string;
  clientKey: string;
  merchantId: string;
  /** where notifications go; unset: this server's /functions/v1/payments/notification */
  notificationUrl: string | undefined;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** externally visible base URL, used in JWT `iss`, mail links and redirects */
  publicUrl: string;
  siteUrl: string;
  /** extra allowed redirect URLs (globs with `*` and `**`); localhost/127.0.0.1 on any port is always allowed */
  additionalRedirectUrls: string[];
  jwtSecret: string;
  /**
   * config.toml `[auth] signing_keys_path` (relative to the supabase folder): JSON Web Keys that sign and
   * verify access tokens next to the secret (see jwt.ts JwtKeySet); empty: HS256 with jwtSecret only
   */
  signingKeys: unknown[];
  jwtExpirySeconds: number;
  anonKey: string;
  serviceRoleKey: string;
  /** opaque keys (Supabase's newer sb_publishable_/sb_secret_ keys) mapped to the anon / service_role JWTs */
  publishableKey: string;
  secretKey: string;
  /**
   * false: sign-ups get a confirmation mail and cannot sign in before confirming. From config.toml's
   * `[auth.email] enable_confirmations` (the opposite), MAILER_AUTOCONFIRM=true|false overrides it
   */
  mailerAutoconfirm: boolean;
  disableSignup: boolean;
  /** config.toml `[auth] enable_anonymous_sign_ins` (ENABLE_ANONYMOUS_SIGN_INS overrides it), off by default */
  anonymousSignIns: boolean;
  /** config.toml `[auth] minimum_password_length`, PASSWORD_MIN_LENGTH overrides it (GoTrue's default 6) */
  passwordMinLength: number;
  /**
   * config.toml `[auth] password_requirements` ("", letters_digits, lower_upper_letters_digits,
   * lower_upper_letters_digits_symbols) as GoTrue's required character sets; PASSWORD_REQUIREMENTS overrides it
   */
  passwordRequiredCharacters: string[];
  /**
   * hosted Supabase's "leaked password protection" (GoTrue's password_hibp_enabled), here a list of common
   * passwords shipped with the server (auth/password-policy.ts). The Supabase CLI's config.toml has no key
   * for it: on unless LEAKED_PASSWORD_PROTECTION=false (the conformance runner turns it off, as a new hosted
   * project has it off)
   */
  leakedPasswordProtection: boolean;
  /** `[auth.email] double_confirm_changes`: an e-mail change is confirmed from the old and the new address */
  doubleConfirmEmailChanges: boolean;
  /** `[auth.email] secure_password_change`: a password change needs a recent sign-in or a reauthentication nonce */
  securePasswordChange: boolean;
  /** how old a session may be and still change the password without a nonce (GoTrue: 24 h) */
  recentSignInSeconds: number;
  /** `[auth.rate_limit]` (see auth/rate-limits.ts) */
  authRateLimits: AuthRateLimits;
  /** seconds between two recovery mails for the same address */
  emailSendIntervalSeconds: number;
  /** seconds during which a rotated refresh token may be presented again (GoTrue default 10) */
  refreshTokenReuseIntervalSeconds: number;
  /** undefined → embedded PGlite in pgliteDataDir; 'memory://' → in-memory PGlite; else a PostgreSQL URL */
  databaseUrl: string | undefined;
  /**
   * In-memory PGlite only (PGLITE_SNAPSHOT_DIR): a folder that keeps a snapshot of the migrated and seeded
   * database, so that the next server started on the same migrations restores it instead of migrating
   */
  pgliteSnapshotDir: string | undefined;
  /** PostgreSQL only: connections for API requests (each holds one for about one round trip) */
  dbPoolSize: number;
  dataDir: string;
  pgliteDataDir: string;
  storageDir: string;
  supabaseDir: string;
  bootstrapSqlPath: string;
  /** JSON body limit for /auth/v1 and /rest/v1 */
  jsonBodyLimit: number;
  /** the largest upload to /storage/v1: STORAGE_BODY_LIMIT, else config.toml `[storage] file_size_limit`, else 50 MiB */
  storageBodyLimit: number;
  /** S3_PROTOCOL_ACCESS_KEY_ID, S3_PROTOCOL_ACCESS_KEY_SECRET, S3_PROTOCOL_REGION; the CLI's values by default */
  s3Protocol: S3ProtocolConfig;
  logLevel: string;
  /** milliseconds between two runs of the scheduled jobs (order jobs, mail outbox); 0 turns the timer off */
  jobIntervalMs: number;
  /** Edge Functions: `<functionsDir>/<name>/index.ts`, served on /functions/v1/<name> */
  functionsDir: string;
  /** supabase/config.toml: `[auth]` (site_url, additional_redirect_urls, email confirmations, e-mail templates) */
  configToml: string;
  /** the exposed REST schemas over config.toml's `[api] schemas` (LOCAL_SUPABASE_API_SCHEMAS, comma-separated) */
  apiSchemas: string[] | null;
  /** the config.toml whose `[functions.<name>]` sections are read (verify_jwt, enabled, entrypoint) */
  functionsConfigToml: string;
  /** the functions' secrets in dotenv format; without it, the `.env.example` next to it, if any */
  functionsEnvFile: string;
  /** more variables for the functions, over the secrets file's (tests: the URLs of a server on port 0) */
  functionsEnv: Record<string, string>;
  /** milliseconds a function has to start answering a request before it gets a 504 */
  functionsTimeoutMs: number;
  /** milliseconds a function process has to start listening (its first start may download npm packages) */
  functionsBootTimeoutMs: number;
  /** the local Midtrans stand-in under /__midtrans (src/midtrans/) */
  midtrans: MidtransStandInConfig;
}

/**
 * config.toml's `[auth.rate_limit]`, with the Supabase CLI's key names and meaning: requests per 5 minutes
 * per client IP, except emailSent (e-mails per hour for the whole server). RATE_LIMIT_<KEY> overrides each.
 */
export interface AuthRateLimits {
  emailSent: number;
  tokenRefresh: number;
  signInSignUps: number;
  tokenVerifications: number;
}

/** the Supabase CLI's defaults, but e-mail_sent 30: a person must be able to register and reset */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  emailSent: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
};

const RATE_LIMIT_KEYS: Record<keyof AuthRateLimits, string> = {
  emailSent: 'email_sent',
  tokenRefresh: 'token_refresh',
  signInSignUps: 'sign_in_sign_ups',
  tokenVerifications: 'token_verifications',
};

type Env = Record<string, string | undefined>;

function numberFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function listFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `[auth] password_requirements` as character sets; an unknown value is refused as the CLI refuses it */
function requiredCharactersOf(requirements: string): string[] {
  const sets = PASSWORD_REQUIREMENTS[requirements.trim()];
  if (!sets) {
    throw new Error(
      `[auth] password_requirements must be one of ${Object.keys(PASSWORD_REQUIREMENTS)
        .map((key) => JSON.stringify(key))
        .join(', ')}`,
    );
  }
  return sets;
}

/** What the local server takes from config.toml's `[auth]` and `[auth.email]` (the Supabase CLI's keys). */
export interface AuthTomlSettings {
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  enableConfirmations?: boolean;
  minimumPasswordLength?: number;
  /** `[auth] password_requirements`, one of PASSWORD_REQUIREMENTS' keys */
  passwordRequirements?: string;
  doubleConfirmChanges?: boolean;
  securePasswordChange?: boolean;
  rateLimits?: Partial<AuthRateLimits>;
  signingKeysPath?: string;
  anonymousSignIns?: boolean;
  jwtExpiry?: number;
  /** `[auth.email] max_frequency` in seconds ("1s", "1m0s", "60s") */
  emailMaxFrequencySeconds?: number;
}

function rateLimitsFrom(table: TomlTable): Partial<AuthRateLimits> {
  const limits: Partial<AuthRateLimits> = {};
  for (const [field, key] of Object.entries(RATE_LIMIT_KEYS) as [keyof AuthRateLimits, string][]) {
    const value = table[key];
    if (typeof value === 'number' && value >= 0) limits[field] = value;
  }
  return limits;
}

function authRateLimitsFrom(env: Env, fromToml: Partial<AuthRateLimits> = {}): AuthRateLimits {
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS, ...fromToml };
  for (const [field, key] of Object.entries(RATE_LIMIT_KEYS) as [keyof AuthRateLimits, string][]) {
    limits[field] = Math.max(0, numberFrom(env[`RATE_LIMIT_${key.toUpperCase()}`], limits[field]));
  }
  return limits;
}

export function readAuthToml(file: string): AuthTomlSettings {
  let auth: TomlTable;
  try {
    auth = (parseToml(fs.readFileSync(file, 'utf8')).auth ?? {}) as TomlTable;
  } catch {
    return {};
  }
  const email = (auth.email ?? {}) as TomlTable;
  const settings: AuthTomlSettings = {};
  if (typeof auth.site_url === 'string' && auth.site_url !== '') settings.siteUrl = auth.site_url;
  if (Array.isArray(auth.additional_redirect_urls))
    settings.additionalRedirectUrls = auth.additional_redirect_urls.map(String);
  if (typeof email.enable_confirmations === 'boolean')
    settings.enableConfirmations = email.enable_confirmations;
  if (typeof auth.minimum_password_length === 'number')
    settings.minimumPasswordLength = auth.minimum_password_length;
  if (typeof auth.password_requirements === 'string')
    settings.passwordRequirements = auth.password_requirements;
  if (typeof email.double_confirm_changes === 'boolean')
    settings.doubleConfirmChanges = email.double_confirm_changes;
  if (typeof email.secure_password_change === 'boolean')
    settings.securePasswordChange = email.secure_password_change;
  if (typeof auth.rate_limit === 'object' && !Array.isArray(auth.rate_limit))
    settings.rateLimits = rateLimitsFrom(auth.rate_limit);
  if (typeof auth.signing_keys_path === 'string' && auth.signing_keys_path !== '')
    settings.signingKeysPath = auth.signing_keys_path;
  if (typeof auth.enable_anonymous_sign_ins === 'boolean')
    settings.anonymousSignIns = auth.enable_anonymous_sign_ins;
  if (typeof auth.jwt_expiry === 'number' && auth.jwt_expiry > 0) settings.jwtExpiry = auth.jwt_expiry;
  const maxFrequency = typeof email.max_frequency === 'string' ? parseGoDuration(email.max_frequency) : null;
  if (maxFrequency !== null && maxFrequency >= 0) settings.emailMaxFrequencySeconds = maxFrequency / 1000;
  return settings;
}

/** The Supabase CLI's default `[storage] file_size_limit`. */
const CLI_FILE_SIZE_LIMIT = 50 * 1024 ** 2;

/**
 * config.toml's `[storage] file_size_limit`, the largest upload, read as the Supabase CLI reads it (docker's
 * RAMInBytes: a unit is binary whether written MB or MiB, so "5MB" is 5 MiB); undefined when it is not there.
 */
export function readStorageFileSizeLimit(file: string): number | undefined {
  let value: unknown;
  try {
    value = ((parseToml(fs.readFileSync(file, 'utf8')).storage ?? {}) as TomlTable).file_size_limit;
  } catch {
    return undefined;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(value);
  if (!match) return undefined;
  const power = ['', 'k', 'm', 'g', 't'].indexOf((match[2] ?? '').toLowerCase());
  return Math.floor(Number(match[1]) * 1024 ** power);
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = numberFrom(env.PORT, 54321);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(PACKAGE_DIR, '.data'));
  const supabaseDir = path.resolve(env.SUPABASE_DIR ?? path.join(REPO_DIR, 'supabase'));
  const functionsDir = path.join(supabaseDir, 'functions');
  const configToml = path.join(supabaseDir, 'config.toml');
  const authToml = readAuthToml(configToml);
  const config: ServerConfig = {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    siteUrl: env.SITE_URL || authToml.siteUrl || 'http://localhost:3000',
    additionalRedirectUrls:
      env.ADDITIONAL_REDIRECT_URLS !== undefined
        ? listFrom(env.ADDITIONAL_REDIRECT_URLS)
        : (authToml.additionalRedirectUrls ?? []),
    jwtSecret: env.JWT_SECRET ?? DEMO_JWT_SECRET,
    signingKeys: authToml.signingKeysPath
      ? readSigningKeys(path.resolve(supabaseDir, authToml.signingKeysPath))
      : [],
    jwtExpirySeconds: numberFrom(env.JWT_EXPIRY, authToml.jwtExpiry ?? 3600),
    anonKey: env.ANON_KEY ?? DEMO_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY,
    publishableKey: env.PUBLISHABLE_KEY ?? 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
    secretKey: env.SECRET_KEY ?? 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
    mailerAutoconfirm: env.MAILER_AUTOCONFIRM
      ? env.MAILER_AUTOCONFIRM !== 'false'
      : authToml.enableConfirmations === undefined || !authToml.enableConfirmations,
    disableSignup: env.DISABLE_SIGNUP === 'true',
    anonymousSignIns: env.ENABLE_ANONYMOUS_SIGN_INS
      ? env.ENABLE_ANONYMOUS_SIGN_INS === 'true'
      : (authToml.anonymousSignIns ?? false),
    passwordMinLength: numberFrom(env.PASSWORD_MIN_LENGTH, authToml.minimumPasswordLength ?? 6),
    passwordRequiredCharacters: requiredCharactersOf(
      env.PASSWORD_REQUIREMENTS ?? authToml.passwordRequirements ?? '',
    ),
    leakedPasswordProtection: env.LEAKED_PASSWORD_PROTECTION !== 'false',
    doubleConfirmEmailChanges: authToml.doubleConfirmChanges ?? true,
    securePasswordChange: authToml.securePasswordChange ?? false,
    recentSignInSeconds: numberFrom(env.RECENT_SIGN_IN_SECONDS, 24 * 3600),
    authRateLimits: authRateLimitsFrom(env, authToml.rateLimits),
    emailSendIntervalSeconds: numberFrom(env.EMAIL_SEND_INTERVAL, authToml.emailMaxFrequencySeconds ?? 60),
    refreshTokenReuseIntervalSeconds: numberFrom(env.REFRESH_TOKEN_REUSE_INTERVAL, 10),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteSnapshotDir: env.PGLITE_SNAPSHOT_DIR || undefined,
    dbPoolSize: Math.max(1, numberFrom(env.DB_POOL_SIZE, 4)),
    dataDir,
    pgliteDataDir: path.join(dataDir, 'pglite'),
    storageDir: path.join(dataDir, 'storage'),
    supabaseDir,
    bootstrapSqlPath: env.BOOTSTRAP_SQL ?? path.join(PACKAGE_DIR, 'src', 'db', 'bootstrap.sql'),
    jsonBodyLimit: numberFrom(env.JSON_BODY_LIMIT, 1024 * 1024),
    storageBodyLimit: numberFrom(
      env.STORAGE_BODY_LIMIT,
      readStorageFileSizeLimit(configToml) ?? CLI_FILE_SIZE_LIMIT,
    ),
    s3Protocol: {
      accessKeyId: env.S3_PROTOCOL_ACCESS_KEY_ID || CLI_S3_PROTOCOL.accessKeyId,
      secretAccessKey: env.S3_PROTOCOL_ACCESS_KEY_SECRET || CLI_S3_PROTOCOL.secretAccessKey,
      region: env.S3_PROTOCOL_REGION || CLI_S3_PROTOCOL.region,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    jobIntervalMs: Math.max(0, numberFrom(env.LOCAL_SUPABASE_JOB_INTERVAL_MS, 5000)),
    functionsDir,
    configToml,
    functionsConfigToml: configToml,
    apiSchemas:
      listFrom(env.LOCAL_SUPABASE_API_SCHEMAS).length > 0 ? listFrom(env.LOCAL_SUPABASE_API_SCHEMAS) : null,
    functionsEnvFile: path.resolve(env.LOCAL_SUPABASE_FUNCTIONS_ENV_FILE ?? path.join(functionsDir, '.env')),
    functionsEnv: {},
    functionsTimeoutMs: Math.max(1, numberFrom(env.LOCAL_SUPABASE_FUNCTIONS_TIMEOUT_MS, 30_000)),
    functionsBootTimeoutMs: Math.max(1, numberFrom(env.LOCAL_SUPABASE_FUNCTIONS_BOOT_TIMEOUT_MS, 60_000)),
    midtrans: {
      enabled: env.MIDTRANS_STAND_IN !== 'false',
      serverKey: env.MIDTRANS_STAND_IN_SERVER_KEY || LOCAL_MIDTRANS_SERVER_KEY,
      clientKey: env.MIDTRANS_STAND_IN_CLIENT_KEY || LOCAL_MIDTRANS_CLIENT_KEY,
      merchantId: env.MIDTRANS_STAND_IN_MERCHANT_ID || 'G000000000',
      notificationUrl: env.MIDTRANS_STAND_IN_NOTIFICATION_URL || undefined,
    },
  };
  return { ...config, ...overrides };
}

/** the strength a new password must have (sign-up, password change, admin create and update) */
export function passwordPolicyOf(config: ServerConfig): PasswordPolicy {
  return {
    minLength: config.passwordMinLength,
    requiredCharacters: config.passwordRequiredCharacters,
    rejectLeaked: config.leakedPasswordProtection,
  };
}

const keySets = new WeakMap<ServerConfig, JwtKeySet>();

/** the configuration's access-token keys (one JwtKeySet per configuration: the keys are parsed once) */
export function jwtKeysOf(config: ServerConfig): JwtKeySet {
  let keys = keySets.get(config);
  if (!keys) {
    keys = new JwtKeySet(config.jwtSecret, config.signingKeys);
    keySets.set(config, keys);
  }
  return keys;
}
