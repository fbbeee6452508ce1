import crypto from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import {
  methodByKey,
  methodFields,
  offeredMethods,
  paymentCodeFor,
  type PaymentMethod,
} from './payment-methods';
import { formatGrossAmount, midtransSignature } from './signature';
import { validateSnapRequest } from './snap-request';

/** kept in the database, so a restart of the server keeps open payment pages working */
export const MIDTRANS_STAND_IN_SQL = `
create schema if not exists midtrans_stand_in;
create table if not exists midtrans_stand_in.transactions (
  order_id         text primary key,
  token            text not null unique,
  transaction_id   uuid not null,
  gross_amount     bigint not null,
  request          jsonb not null,
  status           text not null default 'created',
  payment_method   text,
  payment_code     text,
  expires_at       timestamptz not null,
  transaction_time timestamptz,
  settlement_time  timestamptz,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now()
);
revoke all on schema midtrans_stand_in from public;`;

/**
 * created: the Snap token exists, nobody picked a method yet (the Core API does not know it);
 * then Midtrans' transaction_status values.
 */
export type StandInStatus = 'created' | 'pending' | 'settlement' | 'expire' | 'cancel' | 'deny' | 'refund';

export interface StandInTransaction {
  orderId: string;
  token: string;
  transactionId: string;
  grossAmount: number;
  request: Record<string, unknown>;
  status: StandInStatus;
  method: PaymentMethod | undefined;
  paymentCode: string | undefined;
  expiresAt: Date;
  transactionTime: Date | undefined;
  settlementTime: Date | undefined;
}

export type StandInAction = 'choose' | 'pay' | 'expire' | 'cancel' | 'deny' | 'refund' | 'notify';
export const STAND_IN_ACTIONS: StandInAction[] = [
  'choose',
  'pay',
  'expire',
  'cancel',
  'deny',
  'refund',
  'notify',
];

export interface Delivery {
  url: string;
  transaction_status: string;
  /** the HTTP status of the last attempt; null when it never answered */
  status: number | null;
  ok: boolean;
  attempts: number;
  response?: unknown;
  error?: string;
}

export interface ActionResult {
  transaction: StandInTransaction;
  deliveries: Delivery[];
}

/** an action refused in the transaction's current state, or an unknown transaction */
export class StandInError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Snap's answer to a second transaction for the same order_id */
export class SnapOrderIdTaken extends Error {
  readonly messages = ['transaction_details.order_id sudah digunakan'];
  constructor() {
    super('transaction_details.order_id sudah digunakan');
  }
}

export interface StandInLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface StandInOptions {
  /** waits before each retry of a notification that failed (network error or 5xx) */
  retryDelaysMs?: number[];
  notificationTimeoutMs?: number;
  now?: () => Date;
}

/** Midtrans' status_code per transaction_status */
export const STATUS_CODES: Record<Exclude<StandInStatus, 'created'>, string> = {
  pending: '201',
  settlement: '200',
  deny: '202',
  expire: '407',
  cancel: '200',
  refund: '200',
};

/** which state each action moves from */
const ALLOWED_FROM: Record<Exclude<StandInAction, 'notify' | 'pay'>, StandInStatus[]> = {
  choose: ['created'],
  expire: ['created', 'pending'],
  cancel: ['created', 'pending'],
  deny: ['pending'],
  refund: ['settlement'],
};

const TARGET: Record<Exclude<StandInAction, 'notify' | 'pay' | 'choose'>, StandInStatus> = {
  expire: 'expire',
  cancel: 'cancel',
  deny: 'deny',
  refund: 'refund',
};

/** Midtrans' timestamps: "2026-11-23 10:00:00", Jakarta time */
export function jakartaTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

interface Row {
  order_id: string;
  token: string;
  transaction_id: string;
  gross_amount: string | number;
  request: Record<string, unknown> | string;
  status: StandInStatus;
  payment_method: string | null;
  payment_code: string | null;
  expires_at: Date | string;
  transaction_time: Date | string | null;
  settlement_time: Date | string | null;
}

function fromRow(row: Row): StandInTransaction {
  return {
    orderId: row.order_id,
    token: row.token,
    transactionId: row.transaction_id,
    grossAmount: Number(row.gross_amount),
    request:
      typeof row.request === 'string' ? (JSON.parse(row.request) as Record<string, unknown>) : row.request,
    status: row.status,
    method: methodByKey(row.payment_method ?? undefined),
    paymentCode: row.payment_code ?? undefined,
    expiresAt: new Date(row.expires_at),
    transactionTime: row.transaction_time ? new Date(row.transaction_time) : undefined,
    settlementTime: row.settlement_time ? new Date(row.settlement_time) : undefined,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The local stand-in for Midtrans: Snap transactions, the payment page's state changes, the Core API's view
 * of a transaction, and the signed HTTP notification on every change, sent like Midtrans sends it.
 */
export class MidtransStandIn {
  private readonly retryDelaysMs: number[];
  private readonly notificationTimeoutMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly config: ServerConfig,
    private readonly db: Database,
    private readonly log: StandInLog,
    options: StandInOptions = {},
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? [500, 2000];
    this.notificationTimeoutMs = options.notificationTimeoutMs ?? 30_000;
    this.now = options.now ?? (() => new Date());
  }

  get baseUrl(): string {
    return `${this.config.publicUrl}/__midtrans`;
  }

  get notificationUrl(): string {
    return (
      this.config.midtrans.notificationUrl ?? `${this.config.publicUrl}/functions/v1/payments/notification`
    );
  }

  redirectUrl(token: string): string {
    return `${this.baseUrl}/snap/v4/redirection/${token}`;
  }

  async createTransaction(body: unknown): Promise<{ token: string; redirect_url: string }> {
    const valid = validateSnapRequest(body, this.now());
    const token = crypto.randomUUID();
    const inserted = await this.db.admin.query(
      `insert into midtrans_stand_in.transactions (order_id, token, transaction_id, gross_amount, request, expires_at)
       values ($1, $2, $3, $4, $5::jsonb, $6)
       on conflict (order_id) do nothing
       returning order_id`,
      [
        valid.orderId,
        token,
        crypto.randomUUID(),
        valid.grossAmount,
        JSON.stringify(body),
        valid.expiresAt.toISOString(),
      ],
    );
    if (inserted.rows.length === 0) throw new SnapOrderIdTaken();
    this.log.info(
      { order_id: valid.orderId, gross_amount: valid.grossAmount },
      'midtrans: Snap transaction created',
    );
    return { token, redirect_url: this.redirectUrl(token) };
  }

  async byOrderId(orderId: string): Promise<StandInTransaction | undefined> {
    const result = await this.db.admin.query<Row>(
      'select * from midtrans_stand_in.transactions where order_id = $1',
      [orderId],
    );
    return result.rows[0] ? fromRow(result.rows[0]) : undefined;
  }

  async byToken(token: string): Promise<StandInTransaction | undefined> {
    const result = await this.db.admin.query<Row>(
      'select * from midtrans_stand_in.transactions where token = $1',
      [token],
    );
    return result.rows[0] ? fromRow(result.rows[0]) : undefined;
  }

  offeredMethods(transaction: StandInTransaction): PaymentMethod[] {
    const enabled = transaction.request.enabled_payments;
    return offeredMethods(Array.isArray(enabled) ? (enabled as string[]) : undefined);
  }

  /** the Core API's answer for a transaction (GET /v2/:order_id/status), and the notification's body */
  statusBody(transaction: StandInTransaction, statusMessage: string): Record<string, unknown> {
    if (transaction.status === 'created') throw new StandInError(404, "Transaction doesn't exist.");
    const statusCode = STATUS_CODES[transaction.status];
    const grossAmount = formatGrossAmount(transaction.grossAmount);
    const method = transaction.method;
    return {
      status_code: statusCode,
      status_message: statusMessage,
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      merchant_id: this.config.midtrans.merchantId,
      gross_amount: grossAmount,
      currency: 'IDR',
      payment_type: method?.paymentType ?? 'qris',
      transaction_time: jakartaTime(transaction.transactionTime ?? this.now()),
      transaction_status: transaction.status,
      fraud_status: 'accept',
      expiry_time: jakartaTime(transaction.expiresAt),
      ...(transaction.settlementTime ? { settlement_time: jakartaTime(transaction.settlementTime) } : {}),
      ...(method && transaction.paymentCode ? methodFields(method, transaction.paymentCode) : {}),
      signature_key: midtransSignature(
        transaction.orderId,
        statusCode,
        grossAmount,
        this.config.midtrans.serverKey,
      ),
    };
  }

  /** moves the transaction if it is still in one of `from`; undefined when another change came first */
  private async move(
    orderId: string,
    from: StandInStatus[],
    to: StandInStatus,
    extra: { method?: PaymentMethod } = {},
  ): Promise<StandInTransaction | undefined> {
    const now = this.now().toISOString();
    const method = extra.method;
    const result = await this.db.admin.query<Row>(
      `update midtrans_stand_in.transactions
          set status = $3,
              payment_method = coalesce($4, payment_method),
              payment_code = coalesce($5, payment_code),
              transaction_time = coalesce(transaction_time, $6::timestamptz),
              settlement_time = case when $3 = 'settlement' then $6::timestamptz else settlement_time end,
              updated_at = $6::timestamptz
        where order_id = $1 and status = any($2::text[])
        returning *`,
      [orderId, from, to, method?.key ?? null, method ? paymentCodeFor(method, orderId) : null, now],
    );
    return result.rows[0] ? fromRow(result.rows[0]) : undefined;
  }

  private async required(orderId: string): Promise<StandInTransaction> {
    const transaction = await this.byOrderId(orderId);
    if (!transaction) throw new StandInError(404, "Transaction doesn't exist.");
    return transaction;
  }

  private refused(transaction: StandInTransaction, action: string): StandInError {
    return new StandInError(
      412,
      `Merchant cannot modify the status of the transaction (${action} from ${transaction.status})`,
    );
  }

  /** a pending or unopened transaction past its expiry expires, as Midtrans expires it on its own */
  async expireIfDue(transaction: StandInTransaction): Promise<ActionResult | undefined> {
    if (!['created', 'pending'].includes(transaction.status) || this.now() < transaction.expiresAt)
      return undefined;
    const moved = await this.move(transaction.orderId, ['created', 'pending'], 'expire');
    if (!moved) return undefined;
    return { transaction: moved, deliveries: [await this.notify(moved)] };
  }

  /**
   * One change of state, then its notification (awaited, so a caller sees the order updated when this returns).
   * `pay` on an unopened transaction picks `method` (QRIS by default) first, as a person would.
   */
  async act(orderId: string, action: StandInAction, methodKey?: string): Promise<ActionResult> {
    let transaction = await this.required(orderId);
    const expired = await this.expireIfDue(transaction);
    if (expired) {
      if (action === 'notify' || action === 'expire') return expired;
      throw new StandInError(412, 'Transaksi sudah kedaluwarsa');
    }
    if (action === 'notify') {
      if (transaction.status === 'created') throw new StandInError(404, "Transaction doesn't exist.");
      return { transaction, deliveries: [await this.notify(transaction)] };
    }
    const deliveries: Delivery[] = [];
    if (action === 'choose' || (action === 'pay' && transaction.status === 'created')) {
      const method = methodByKey(methodKey ?? 'qris');
      if (!method || !this.offeredMethods(transaction).includes(method))
        throw new StandInError(400, `Metode pembayaran tidak tersedia: ${methodKey ?? ''}`);
      const moved = await this.move(orderId, ALLOWED_FROM.choose, 'pending', { method });
      if (!moved) throw this.refused(transaction, action);
      transaction = moved;
      deliveries.push(await this.notify(moved));
      if (action === 'choose') return { transaction, deliveries };
    }
    const moved =
      action === 'pay'
        ? await this.move(orderId, ['pending'], 'settlement')
        : await this.move(orderId, ALLOWED_FROM[action], TARGET[action]);
    if (!moved) throw this.refused(transaction, action);
    deliveries.push(await this.notify(moved));
    this.log.info({ order_id: orderId, transaction_status: moved.status }, `midtrans: ${action}`);
    return { transaction: moved, deliveries };
  }

  /** POSTs the signed notification; retries on a network error or a 5xx, as Midtrans does */
  async notify(transaction: StandInTransaction): Promise<Delivery> {
    const url = this.notificationUrl;
    const body = JSON.stringify(this.statusBody(transaction, 'midtrans payment notification'));
    const delivery: Delivery = {
      url,
      transaction_status: transaction.status,
      status: null,
      ok: false,
      attempts: 0,
    };
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await sleep(this.retryDelaysMs[attempt - 1] ?? 0);
      delivery.attempts = attempt + 1;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'user-agent': 'Veritrans',
          },
          body,
          signal: AbortSignal.timeout(this.notificationTimeoutMs),
        });
        delivery.status = response.status;
        const text = await response.text();
        try {
          delivery.response = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          delivery.response = text;
        }
        delivery.ok = response.ok;
        delete delivery.error;
        if (response.status < 500) break;
      } catch (error) {
        delivery.status = null;
        delivery.error = (error as Error).message;
      }
    }
    const details = {
      order_id: transaction.orderId,
      transaction_status: transaction.status,
      url,
      status: delivery.status,
      attempts: delivery.attempts,
    };
    if (delivery.ok) this.log.info(details, 'midtrans: notification delivered');
    else
      this.log.warn(
        { ...details, error: delivery.error, response: delivery.response },
        'midtrans: notification not accepted',
      );
    return delivery;
  }
}
