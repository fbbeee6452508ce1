import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { InvalidJsonBodyError, parseJsonText } from '../http/body-errors';
import {
  STAND_IN_ACTIONS,
  SnapOrderIdTaken,
  StandInError,
  type ActionResult,
  type MidtransStandIn,
  type StandInAction,
  type StandInTransaction,
} from './midtrans-stand-in';
import { renderPaymentPage } from './payment-page';
import { sameSecret, serverKeyOf } from './signature';
import { SNAP_JS } from './snap-js';
import { SnapValidationError } from './snap-request';

export interface MidtransRouteDeps {
  config: ServerConfig;
  midtrans: MidtransStandIn;
}

type Params = Record<string, string>;

const UNAUTHORIZED = 'Access denied due to unauthorized transaction, please check client or server key';

/** the Core API's actions a merchant may call (POST /v2/:order_id/<action>) */
const CORE_ACTIONS: Record<string, { action: StandInAction; message: string }> = {
  cancel: { action: 'cancel', message: 'Success, transaction is canceled' },
  expire: { action: 'expire', message: 'Success, transaction has expired' },
  refund: { action: 'refund', message: 'Success, refund request is approved' },
};

const PAGE_ACTIONS: StandInAction[] = ['choose', 'pay', 'expire', 'cancel'];

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function describeDelivery(result: ActionResult): string | undefined {
  const last = result.deliveries.at(-1);
  if (!last) return undefined;
  const answer =
    last.status === null ? `tidak terkirim (${last.error ?? 'tanpa jawaban'})` : `HTTP ${last.status}`;
  return `Notifikasi ${last.transaction_status} ke ${last.url}: ${answer}`;
}

/**
 * The Midtrans stand-in under /__midtrans: the Snap API (/snap/v1/transactions), snap.js, the payment page
 * (/snap/v4/redirection/:token), the Core API's status and actions (/v2/:order_id/...), and test endpoints that
 * play the person paying (/transactions/:order_id/:action).
 */
export function midtransRoutes(app: FastifyInstance, deps: MidtransRouteDeps): void {
  const { config, midtrans } = deps;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonText(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // Midtrans' APIs answer errors as JSON: Snap with error_messages, Core with status_code and status_message
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof StandInError)
      return reply.code(error.statusCode).send({
        status_code: String(error.statusCode),
        status_message: error.message,
        error_messages: [error.message],
      });
    const badJson = error instanceof InvalidJsonBodyError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
    const status = badJson ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'midtrans stand-in failed');
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply
      .code(status)
      .send({ status_code: String(status), status_message: message, error_messages: [message] });
  });

  function authorized(request: FastifyRequest): boolean {
    return sameSecret(serverKeyOf(request.headers.authorization), config.midtrans.serverKey);
  }

  // ---- Snap API ----
  app.post('/snap/v1/transactions', async (request, reply) => {
    if (!authorized(request)) return reply.code(401).send({ error_messages: [UNAUTHORIZED] });
    try {
      return reply.code(201).send(await midtrans.createTransaction(request.body));
    } catch (error) {
      if (error instanceof SnapValidationError || error instanceof SnapOrderIdTaken)
        return reply.code(400).send({ error_messages: error.messages });
      throw error;
    }
  });

  app.get('/snap/snap.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SNAP_JS),
  );

  // ---- the payment page ----
  async function page(
    reply: FastifyReply,
    transaction: StandInTransaction,
    embedded: boolean,
    notes: { delivery?: string; error?: string } = {},
  ) {
    const expired = await midtrans.expireIfDue(transaction);
    const current = expired?.transaction ?? transaction;
    const pageUrl = midtrans.redirectUrl(current.token);
    const result =
      current.status === 'created'
        ? undefined
        : (() => {
            const { signature_key: _signature, ...rest } = midtrans.statusBody(
              current,
              'Success, transaction is found',
            );
            const finish = (current.request.callbacks as { finish?: unknown } | undefined)?.finish;
            return typeof finish === 'string' ? { ...rest, finish_redirect_url: finish } : rest;
          })();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderPaymentPage({
          transaction: current,
          methods: midtrans.offeredMethods(current),
          embedded,
          pageUrl,
          result,
          delivery: expired ? describeDelivery(expired) : notes.delivery,
          error: notes.error,
        }),
      );
  }

  async function tokenTransaction(reply: FastifyReply, token: string | undefined) {
    const transaction = token ? await midtrans.byToken(token) : undefined;
    if (!transaction) {
      await reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Transaksi tidak ditemukan</title></head><body><main><h1>Transaksi tidak ditemukan</h1><p>Token pembayaran ini tidak dikenal.</p></main></body></html>',
        );
    }
    return transaction;
  }

  app.get('/snap/v4/redirection/:token', async (request, reply) => {
    const { token } = request.params as Params;
    const query = request.query as Record<string, string | undefined>;
    const transaction = await tokenTransaction(reply, token);
    if (!transaction) return reply;
    const notes = { delivery: query.notifikasi, error: query.galat };
    return page(reply, transaction, query.embedded === '1', notes);
  });

  app.post('/snap/v4/redirection/:token/:action', async (request, reply) => {
    const { token, action } = request.params as Params;
    const body = request.body;
    const embedded = field(body, 'embedded') === '1';
    const transaction = await tokenTransaction(reply, token);
    if (!transaction) return reply;
    const back = new URL(midtrans.redirectUrl(transaction.token));
    if (embedded) back.searchParams.set('embedded', '1');
    if (!PAGE_ACTIONS.includes(action as StandInAction))
      return reply.code(404).send({ error_messages: ['Not found'] });
    try {
      const result = await midtrans.act(transaction.orderId, action as StandInAction, field(body, 'method'));
      const delivery = describeDelivery(result);
      if (delivery) back.searchParams.set('notifikasi', delivery);
    } catch (error) {
      if (!(error instanceof StandInError)) throw error;
      back.searchParams.set('galat', error.message);
    }
    return reply.redirect(back.toString(), 303);
  });

  // ---- Core API ----
  app.get('/v2/:orderId/status', async (request, reply) => {
    if (!authorized(request))
      return reply.code(401).send({ status_code: '401', status_message: UNAUTHORIZED });
    const { orderId } = request.params as Params;
    const transaction = orderId ? await midtrans.byOrderId(orderId) : undefined;
    if (!transaction || transaction.status === 'created')
      return reply.code(404).send({ status_code: '404', status_message: "Transaction doesn't exist." });
    return midtrans.statusBody(transaction, 'Success, transaction is found');
  });

  app.post('/v2/:orderId/:action', async (request, reply) => {
    if (!authorized(request))
      return reply.code(401).send({ status_code: '401', status_message: UNAUTHORIZED });
    const { orderId, action } = request.params as Params;
    const core = action ? CORE_ACTIONS[action] : undefined;
    if (!core || !orderId) return reply.code(404).send({ status_code: '404', status_message: 'Not found' });
    const amount = (request.body as { amount?: unknown } | undefined)?.amount;
    if (core.action === 'refund' && amount !== undefined) {
      const transaction = await midtrans.byOrderId(orderId);
      if (transaction && Number(amount) !== transaction.grossAmount)
        return reply.code(412).send({
          status_code: '412',
          status_message: 'Partial refund is not supported by the local stand-in',
        });
    }
    const result = await midtrans.act(orderId, core.action);
    const { signature_key: _signature, ...status } = midtrans.statusBody(result.transaction, core.message);
    return status;
  });

  // ---- test endpoints: what a person does on the payment page ----
  app.get('/transactions/:orderId', async (request) => {
    const { orderId } = request.params as Params;
    const transaction = orderId ? await midtrans.byOrderId(orderId) : undefined;
    if (!transaction) throw new StandInError(404, "Transaction doesn't exist.");
    return {
      order_id: transaction.orderId,
      token: transaction.token,
      status: transaction.status,
      gross_amount: transaction.grossAmount,
      payment_method: transaction.method?.key ?? null,
      payment_code: transaction.paymentCode ?? null,
      expires_at: transaction.expiresAt.toISOString(),
      request: transaction.request,
    };
  });

  app.post('/transactions/:orderId/:action', async (request) => {
    const { orderId, action } = request.params as Params;
    if (!orderId || !STAND_IN_ACTIONS.includes(action as StandInAction))
      throw new StandInError(404, `unknown action: ${action ?? ''} (${STAND_IN_ACTIONS.join(', ')})`);
    const result = await midtrans.act(orderId, action as StandInAction, field(request.body, 'method'));
    const { signature_key: _signature, ...status } = midtrans.statusBody(
      result.transaction,
      'Success, transaction is found',
    );
    return { transaction: status, deliveries: result.deliveries };
  });
}
