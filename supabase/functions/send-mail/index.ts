// The send-mail Edge Function: drains public.mail_outbox.
//   POST /send-mail   the schedule, with the service role key: claims the due mails MAIL_BATCH_SIZE at a time (until
//                     none is due or 40 s have passed), sends each,
//                     marks each sent or failed (again after 1, 5, 15, 60 min; gagal after the fifth failure)
// Secrets: SMTP_HOST, SMTP_PORT (465), SMTP_SECURE (true on 465), SMTP_USER, SMTP_PASS, SMTP_FROM, SITE_URL,
// MAIL_BATCH_SIZE (20). Without SMTP_HOST, locally: the local server's dev mailbox (DEV_MAILBOX_URL, set by it).
import { ConfigError, loadConfig } from './config.ts';
import { createHandler, notConfiguredHandler } from './handler.ts';
import { SupabaseOutboxStore } from './store.ts';
import { transportFor } from './transports.ts';

function handler(): (request: Request) => Response | Promise<Response> {
  try {
    const config = loadConfig((name) => Deno.env.get(name));
    const transport = config.transport;
    return createHandler({
      config,
      store: new SupabaseOutboxStore(config.supabaseUrl, config.serviceRoleKey),
      openTransport: transport ? () => transportFor(transport) : null,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(JSON.stringify({ level: 'error', message: error.message }));
      return notConfiguredHandler(error.problems);
    }
    throw error;
  }
}

Deno.serve(handler());
