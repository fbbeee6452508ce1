import { parseGrossAmount } from './amount.ts';
import type { PaymentsConfig } from './config.ts';
import {
  MidtransApiError,
  MidtransUnavailableError,
  type MidtransClient,
  type SnapTransaction,
  type TransactionStatus,
} from './midtrans.ts';
import { verifyNotificationSignature } from './signature.ts';
import { buildSnapRequest, expiryMinutes, SnapRequestError } from './snap-request.ts';
import { httpStatusForOutcome } from './status.ts';
import {
  StoreError,
  type GatewayStatusInput,
  type GatewayStatusResult,
  type PaymentsStore,
  type StoredOrder,
} from './store.ts';
import { parseCancelRequest, parseNotification, parseSnapRequest, type Notification } from './validation.ts';

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface PaymentsDeps {
  config: PaymentsConfig;
  store: PaymentsStore;
  midtrans: Pick<MidtransClient, 'createTransaction' | 'transactionStatus' | 'cancelTransaction'>;
  now?: () => Date;
  log?: Logger;
}

const BODY_LIMIT = 64 * 1024;

const consoleLogger: Logger = {
  info: (message, details) => console.info(JSON.stringify({ level: 'info', message, ...details })),
  error: (message, details) => console.error(JSON.stringify({ level: 'error', message, ...details })),
};

/** the browser calls /snap through supabase-js functions.invoke, from the storefront's origin */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** the route under the function: /payments/snap, /functions/v1/payments/snap and /snap all name "snap" */
export function routeOf(url: string): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf('payments');
  return (at >= 0 ? segments.slice(at + 1) : segments.slice(-1)).join('/');
}

/**
 * How the buyer paid, as precisely as Midtrans says it: a virtual account names its bank ('bca_va',
 * 'permata_va', from va_numbers or permata_va_number), everything else keeps its payment_type ('qris', 'gopay',
 * 'echannel' for Mandiri's bill payment).
 */
export function paymentChannel(status: TransactionStatus): string | null {
  const type = typeof status.payment_type === 'string' ? status.payment_type : null;
  if (type !== 'bank_transfer') return type;
  if (typeof status.permata_va_number === 'string') return 'permata_va';
  const first: unknown = Array.isArray(status.va_numbers) ? status.va_numbers[0] : undefined;
  const bank =
    typeof first === 'object' && first !== null ? (first as Record<string, unknown>).bank : undefined;
  return typeof bank === 'string' && /^[a-z]{2,20}$/i.test(bank) ? `${bank.toLowerCase()}_va` : type;
}

export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

async function readJson(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await request.text();
  if (text.length > BODY_LIMIT)
    return { ok: false, response: json(413, { error: 'payload_too_large', message: 'Body terlalu besar' }) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: json(400, { error: 'invalid_json', message: 'Body bukan JSON yang valid' }),
    };
  }
}

const orderNotFound = () =>
  json(404, { error: 'not_found', code: 'KP004', message: 'Pesanan tidak ditemukan' });

export function createHandler(deps: PaymentsDeps): (request: Request) => Promise<Response> {
  const { config, store, midtrans } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? consoleLogger;

  function snapAnswer(token: string, redirectUrl: string | null) {
    return json(200, {
      token,
      redirect_url: redirectUrl,
      client_key: config.clientKey,
      snap_js_url: config.snapJsUrl,
    });
  }

  function refusedPayment(order: StoredOrder): Response | null {
    if (order.payment_method !== 'online')
      return json(409, { error: 'not_online', code: 'KP003', message: 'Pesanan ini tidak dibayar online' });
    if (order.payment.status !== 'menunggu_pembayaran')
      return json(409, {
        error: 'not_payable',
        code: 'KP003',
        message: 'Pesanan ini tidak menunggu pembayaran',
        payment_status: order.payment.status,
      });
    const minutes = expiryMinutes(order.payment.due_at, now());
    if (minutes === null || minutes < 1)
      return json(409, {
        error: 'deadline_passed',
        code: 'KP008',
        message: 'Batas waktu pembayaran sudah lewat',
      });
    return null;
  }

  async function snap(request: Request): Promise<Response> {
    const jwt = bearerToken(request.headers.get('authorization'));
    if (!jwt) return json(401, { error: 'unauthorized', message: 'Silakan masuk terlebih dahulu' });
    const body = await readJson(request);
    if (!body.ok) return body.response;
    const parsed = parseSnapRequest(body.value);
    if (!parsed.ok)
      return json(400, { error: 'invalid_request', message: parsed.message, field: parsed.field });
    const user = await store.userFromJwt(jwt);
    if (!user) return json(401, { error: 'unauthorized', message: 'Sesi tidak valid, silakan masuk lagi' });

    const order = await store.findOrder(parsed.value.orderId);
    // someone else's order answers as an unknown one: its existence is not the caller's business
    if (!order || order.buyer_id !== user.id) return orderNotFound();
    const refused = refusedPayment(order);
    if (refused) return refused;
    if (order.payment.snap_token)
      return snapAnswer(order.payment.snap_token, order.payment.snap_redirect_url);

    let created: SnapTransaction;
    try {
      const snapRequest = buildSnapRequest(
        order,
        { email: user.email, name: order.buyer_name },
        { now: now(), ...(config.siteUrl ? { finishUrl: `${config.siteUrl}/orders/${order.id}` } : {}) },
      );
      created = await midtrans.createTransaction(snapRequest);
    } catch (error) {
      if (error instanceof SnapRequestError && error.code === 'deadline_passed')
        return json(409, { error: 'deadline_passed', code: 'KP008', message: error.message });
      if (error instanceof MidtransApiError && error.orderIdTaken) {
        // a concurrent call created it first; its token is stored by now, or is about to be
        const again = await store.findOrder(order.id);
        if (again?.payment.snap_token)
          return snapAnswer(again.payment.snap_token, again.payment.snap_redirect_url);
        log.error('snap: Midtrans already has this order id but no token is stored', { order_id: order.id });
        return json(409, {
          error: 'transaction_exists',
          code: 'KP003',
          message: 'Transaksi pembayaran pesanan ini sedang dibuat, coba lagi sebentar lagi',
        });
      }
      if (error instanceof MidtransApiError) {
        log.error('snap: Midtrans refused the transaction', { order_id: order.id, messages: error.messages });
        return json(502, {
          error: 'gateway_refused',
          message: 'Layanan pembayaran menolak transaksi ini',
          details: error.messages,
        });
      }
      if (error instanceof MidtransUnavailableError) {
        log.error('snap: Midtrans unavailable', { order_id: order.id, error: error.message });
        return json(502, {
          error: 'gateway_unavailable',
          message: 'Layanan pembayaran sedang tidak dapat dihubungi, coba lagi sebentar lagi',
        });
      }
      throw error;
    }

    try {
      const stored = await store.recordSnapTransaction(order.id, created.token, created.redirect_url);
      return snapAnswer(stored.snap_token, stored.snap_redirect_url ?? created.redirect_url);
    } catch (error) {
      if (error instanceof StoreError && error.code === 'KP003')
        return json(409, {
          error: 'not_payable',
          code: 'KP003',
          message: 'Pesanan ini tidak menunggu pembayaran',
        });
      if (error instanceof StoreError && error.code === 'KP004') return orderNotFound();
      throw error;
    }
  }

  /** a status read from Midtrans' own API, as apply_gateway_status takes it */
  function verifiedInput(
    current: TransactionStatus,
    payload: unknown,
    received?: Pick<Notification, 'transaction_id' | 'payment_type'>,
  ): GatewayStatusInput {
    return {
      gateway_order_id: current.order_id,
      transaction_status: current.transaction_status,
      status_code: current.status_code || null,
      gross_amount: parseGrossAmount(current.gross_amount),
      transaction_id:
        typeof current.transaction_id === 'string'
          ? current.transaction_id
          : (received?.transaction_id ?? null),
      payment_type: paymentChannel(current) ?? received?.payment_type ?? null,
      fraud_status: typeof current.fraud_status === 'string' ? current.fraud_status : null,
      signature_valid: true,
      payload,
    };
  }

  /**
   * The buyer cancels an unpaid online order. Midtrans is asked first whether it is paid after all (a
   * notification may still be on its way): a paid one is applied and the cancel refused. Otherwise the
   * database cancels the order as the buyer (cancel_order with their JWT: the same rules as every cancel), and
   * then Midtrans cancels the transaction, so that the QR code or virtual account can no longer be paid. Money
   * that still arrives for a cancelled order is flagged for a refund by apply_gateway_status.
   */
  async function cancel(request: Request): Promise<Response> {
    const jwt = bearerToken(request.headers.get('authorization'));
    if (!jwt) return json(401, { error: 'unauthorized', message: 'Silakan masuk terlebih dahulu' });
    if (!config.anonKey)
      return json(503, {
        error: 'not_configured',
        message: 'Pembayaran online belum dikonfigurasi: SUPABASE_ANON_KEY',
      });
    const body = await readJson(request);
    if (!body.ok) return body.response;
    const parsed = parseCancelRequest(body.value);
    if (!parsed.ok)
      return json(400, { error: 'invalid_request', message: parsed.message, field: parsed.field });
    const user = await store.userFromJwt(jwt);
    if (!user) return json(401, { error: 'unauthorized', message: 'Sesi tidak valid, silakan masuk lagi' });
    const order = await store.findOrder(parsed.value.orderId);
    if (!order || order.buyer_id !== user.id) return orderNotFound();
    if (order.payment_method !== 'online')
      return json(409, { error: 'not_online', code: 'KP003', message: 'Pesanan ini tidak dibayar online' });
    if (order.payment.status !== 'menunggu_pembayaran')
      return json(409, {
        error: 'not_cancellable',
        code: 'KP003',
        message: 'Pesanan ini tidak lagi menunggu pembayaran',
        payment_status: order.payment.status,
      });

    if (order.payment.snap_token) {
      let current: TransactionStatus | null;
      try {
        current = await midtrans.transactionStatus(order.order_number);
      } catch (error) {
        log.error('cancel: status API failed', { order_id: order.id, error: (error as Error).message });
        return json(502, {
          error: 'gateway_unavailable',
          message: 'Layanan pembayaran sedang tidak dapat dihubungi, coba lagi sebentar lagi',
        });
      }
      if (current && ['settlement', 'capture'].includes(current.transaction_status)) {
        let applied: GatewayStatusResult | null = null;
        try {
          applied = await store.applyGatewayStatus(verifiedInput(current, { cancel_check: current }));
        } catch (error) {
          log.error('cancel: a paid transaction could not be applied', {
            order_id: order.id,
            error: (error as Error).message,
          });
        }
        return json(409, {
          error: 'already_paid',
          code: 'KP003',
          message: 'Pesanan ini sudah dibayar dan tidak dapat dibatalkan',
          payment_status: applied?.payment_status ?? null,
        });
      }
    }

    let cancelled: { status: string };
    try {
      cancelled = await store.cancelOrderAs(jwt, order.id, parsed.value.reason);
    } catch (error) {
      if (error instanceof StoreError && error.code === 'KP004') return orderNotFound();
      if (error instanceof StoreError && ['KP003', '22023', '42501'].includes(error.code))
        return json(error.code === '42501' ? 403 : 409, {
          error: 'not_cancellable',
          code: error.code,
          message: error.message,
        });
      throw error;
    }

    let gateway: string | null = null;
    if (order.payment.snap_token) {
      try {
        const after = await midtrans.cancelTransaction(order.order_number);
        gateway = after?.transaction_status ?? null;
      } catch (error) {
        // the order stays cancelled; a payment that still arrives is flagged for a refund
        log.error('cancel: Midtrans did not cancel the transaction', {
          order_id: order.id,
          error: (error as Error).message,
        });
        gateway = 'gagal';
      }
    }
    return json(200, { order_id: order.id, status: cancelled.status, gateway_status: gateway });
  }

  /** audits a notification that failed the signature check; the database changes nothing else for it */
  async function auditForged(orderId: string, notification: Partial<Notification>, payload: unknown) {
    try {
      await store.applyGatewayStatus({
        gateway_order_id: orderId,
        transaction_status: notification.transaction_status ?? null,
        status_code: notification.status_code ?? null,
        gross_amount: parseGrossAmount(notification.gross_amount),
        transaction_id: notification.transaction_id ?? null,
        payment_type: notification.payment_type ?? null,
        fraud_status: notification.fraud_status ?? null,
        signature_valid: false,
        payload,
      });
    } catch (error) {
      log.error('notification: audit of a forged notification failed', {
        order_id: orderId,
        error: (error as Error).message,
      });
    }
  }

  async function notification(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (!body.ok) return body.response;
    const parsed = parseNotification(body.value);
    if (!parsed.ok) {
      if (parsed.orderId === undefined)
        return json(400, { error: 'invalid_notification', message: parsed.message });
      await auditForged(parsed.orderId, {}, body.value);
      return json(403, { error: 'invalid_signature', message: parsed.message });
    }
    const received = parsed.value;
    if (!(await verifyNotificationSignature(received, config.serverKey))) {
      log.info('notification: invalid signature', { order_id: received.order_id });
      await auditForged(received.order_id, received, body.value);
      return json(403, { error: 'invalid_signature', message: 'signature_key tidak valid' });
    }

    // the notification only says "look again": the status API is what counts
    let current;
    try {
      current = await midtrans.transactionStatus(received.order_id);
    } catch (error) {
      log.error('notification: status API failed', {
        order_id: received.order_id,
        error: (error as Error).message,
      });
      return json(502, {
        error: 'gateway_unavailable',
        message: 'Status transaksi tidak dapat dibaca dari Midtrans',
      });
    }
    if (!current || current.order_id !== received.order_id) {
      log.error('notification: Midtrans does not know this transaction', { order_id: received.order_id });
      return json(404, { error: 'unknown_transaction', message: 'Transaksi tidak dikenal Midtrans' });
    }

    const input = verifiedInput(current, { notification: body.value, status: current }, received);
    let result;
    try {
      result = await store.applyGatewayStatus(input);
    } catch (error) {
      if (error instanceof StoreError && error.code === 'KP004')
        return json(404, { ok: false, error: 'pesanan_tidak_dikenal', message: 'Pesanan tidak ditemukan' });
      if (error instanceof StoreError && error.code === '22023')
        return json(422, { ok: false, error: 'nominal_tidak_sesuai', message: error.message });
      throw error;
    }
    const status = httpStatusForOutcome(result.outcome);
    log.info('notification applied', {
      order_id: received.order_id,
      transaction_status: current.transaction_status,
      outcome: result.outcome,
      changed: result.changed,
    });
    if (status === 200)
      return json(200, {
        ok: true,
        order_id: result.order_id,
        payment_status: result.payment_status,
        changed: result.changed,
        outcome: result.outcome,
      });
    return json(status, { ok: false, error: result.outcome, order_id: result.order_id });
  }

  const routes: Record<string, (request: Request) => Promise<Response>> = { snap, cancel, notification };

  return async (request: Request): Promise<Response> => {
    const route = routes[routeOf(request.url)];
    if (!route)
      return json(404, {
        error: 'not_found',
        message: 'Rute tidak dikenal: POST /payments/snap, /payments/cancel atau /payments/notification',
      });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== 'POST')
      return json(405, { error: 'method_not_allowed', message: 'Gunakan POST' }, { allow: 'POST, OPTIONS' });
    try {
      return await route(request);
    } catch (error) {
      log.error('payments: unexpected failure', { route: routeOf(request.url), error: String(error) });
      return json(500, { error: 'internal_error', message: 'Terjadi kesalahan pada server pembayaran' });
    }
  };
}

/** the function without its secrets: every call says so instead of failing half-way */
export function notConfiguredHandler(missing: string[]): (request: Request) => Response {
  return (request) =>
    request.method === 'OPTIONS'
      ? new Response(null, { status: 204, headers: CORS_HEADERS })
      : json(503, {
          error: 'not_configured',
          message: `Pembayaran online belum dikonfigurasi: ${missing.join(', ')}`,
        });
}
