// The payments Edge Function: Midtrans Snap for online payment (QRIS, virtual accounts, e-wallets).
//   POST /payments/snap          the signed-in buyer: { order_id } → { token, redirect_url, client_key, snap_js_url }
//   POST /payments/cancel        the signed-in buyer: { order_id, reason? } cancels an unpaid online order and
//                                its Midtrans transaction
//   POST /payments/notification  Midtrans' HTTP notification (no JWT: verify_jwt = false in supabase/config.toml)
// Secrets: MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY, MIDTRANS_SNAP_URL, MIDTRANS_API_URL, SITE_URL (optional).
import { ConfigError, loadConfig } from './config.ts';
import { MidtransClient } from './midtrans.ts';
import { createHandler, notConfiguredHandler } from './routes.ts';
import { SupabaseStore } from './supabase-store.ts';

function handler(): (request: Request) => Response | Promise<Response> {
  try {
    const config = loadConfig((name) => Deno.env.get(name));
    return createHandler({
      config,
      store: new SupabaseStore(config.supabaseUrl, config.serviceRoleKey, config.anonKey),
      midtrans: new MidtransClient(config),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(JSON.stringify({ level: 'error', message: error.message }));
      return notConfiguredHandler(error.missing);
    }
    throw error;
  }
}

Deno.serve(handler());
