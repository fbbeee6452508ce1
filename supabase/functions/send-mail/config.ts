// The send-mail function's settings, from its secrets (hosted: `supabase secrets set`; locally the local server
// gives SUPABASE_URL, the service role key and DEV_MAILBOX_URL, and a `.env` next to the functions overrides).

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  /** the From header: 'Koperasi Marketplace <noreply@koperasi.id>' */
  from: string;
}

export type Transport = { kind: 'smtp'; smtp: SmtpSettings } | { kind: 'dev'; url: string };

export interface SendMailConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** what {{SITE_URL}} in a mail stands for */
  siteUrl: string;
  /** how many mails one run claims */
  batchSize: number;
  /** SMTP when SMTP_HOST is set, else the local dev mailbox when DEV_MAILBOX_URL is, else none */
  transport: Transport | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const trimmed = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

export const DEFAULT_BATCH_SIZE = 20;
export const DEFAULT_FROM = 'Koperasi Marketplace <noreply@koperasi-marketplace.id>';

export function loadConfig(env: (name: string) => string | undefined): SendMailConfig {
  const problems: string[] = [];
  const supabaseUrl = trimmed(env('SUPABASE_URL'));
  const serviceRoleKey = trimmed(env('SUPABASE_SERVICE_ROLE_KEY'));
  if (!supabaseUrl) problems.push('SUPABASE_URL is missing');
  if (!serviceRoleKey) problems.push('SUPABASE_SERVICE_ROLE_KEY is missing');

  const batchText = trimmed(env('MAIL_BATCH_SIZE'));
  const batchSize = batchText === undefined ? DEFAULT_BATCH_SIZE : Number(batchText);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 500)
    problems.push('MAIL_BATCH_SIZE must be a whole number from 1 to 500');

  let transport: Transport | null = null;
  const host = trimmed(env('SMTP_HOST'));
  const devUrl = trimmed(env('DEV_MAILBOX_URL'));
  if (host) {
    const portText = trimmed(env('SMTP_PORT'));
    const port = portText === undefined ? 465 : Number(portText);
    if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push('SMTP_PORT must be a port number');
    const secureText = trimmed(env('SMTP_SECURE'))?.toLowerCase();
    const secure = secureText === undefined ? port === 465 : ['1', 'true', 'yes'].includes(secureText);
    const user = trimmed(env('SMTP_USER'));
    const pass = env('SMTP_PASS') || undefined;
    if (user && !pass) problems.push('SMTP_PASS is missing for SMTP_USER');
    transport = {
      kind: 'smtp',
      smtp: { host, port, secure, user, pass, from: trimmed(env('SMTP_FROM')) ?? DEFAULT_FROM },
    };
  } else if (devUrl) {
    transport = { kind: 'dev', url: devUrl };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    supabaseUrl: supabaseUrl!.replace(/\/+$/, ''),
    serviceRoleKey: serviceRoleKey!,
    siteUrl: (trimmed(env('SITE_URL')) ?? 'http://localhost:3000').replace(/\/+$/, ''),
    batchSize,
    transport,
  };
}
