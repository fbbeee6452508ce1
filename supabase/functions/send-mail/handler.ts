// The send-mail function's HTTP side: POST by the schedule (pg_cron hosted, the local server's timer locally)
// with the service role key; one run; its counts as JSON.
import type { SendMailConfig } from './config.ts';
import { runOnce, type MailTransport, type OutboxStore, type RunLog } from './run.ts';

export interface SendMailDeps {
  config: SendMailConfig;
  store: OutboxStore;
  /** a transport for one run (closed after it); null when neither SMTP nor a dev mailbox is set */
  openTransport: (() => MailTransport & { close(): void }) | null;
  log?: RunLog;
}

const consoleLog: RunLog = {
  info: (message, details) => console.info(JSON.stringify({ level: 'info', message, ...details })),
  error: (message, details) => console.error(JSON.stringify({ level: 'error', message, ...details })),
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The bearer token of a request, or null. */
function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

export function createHandler({ config, store, openTransport, log = consoleLog }: SendMailDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST')
      return json(405, {
        error: 'method_not_allowed',
        message: 'Gunakan POST untuk menjalankan pengiriman email',
      });
    if (bearerOf(request) !== config.serviceRoleKey)
      return json(401, {
        error: 'unauthorized',
        message: 'Hanya jadwal pengiriman yang dapat menjalankan fungsi ini',
      });
    if (!openTransport)
      return json(503, {
        error: 'mail_not_configured',
        message: 'Pengiriman email belum diatur: isi SMTP_HOST (dan SMTP_USER, SMTP_PASS, SMTP_FROM)',
      });
    const transport = openTransport();
    try {
      return json(200, await runOnce(store, transport, config, log));
    } catch (error) {
      log.error('mail run failed', { error: error instanceof Error ? error.message : String(error) });
      return json(502, { error: 'mail_run_failed', message: 'Pengiriman email gagal dijalankan' });
    } finally {
      transport.close();
    }
  };
}

/** What answers when the secrets are wrong: 503 naming them, for every request. */
export function notConfiguredHandler(problems: string[]) {
  return () => json(503, { error: 'not_configured', message: 'Fungsi send-mail belum diatur', problems });
}
