/** The two Midtrans APIs this function calls: Snap (create a transaction) and Core (transaction status). */

export interface SnapItem {
  id: string;
  price: number;
  quantity: number;
  name: string;
  merchant_name?: string;
  category?: string;
}

export interface SnapAddress {
  first_name: string;
  phone: string;
  address: string;
  city: string;
  postal_code: string;
  country_code: 'IDN';
}

export interface SnapTransactionRequest {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: SnapItem[];
  customer_details: {
    first_name: string;
    email?: string;
    phone: string;
    shipping_address: SnapAddress;
  };
  enabled_payments: string[];
  expiry: { start_time: string; unit: 'minutes'; duration: number };
  callbacks?: { finish: string };
}

export interface SnapTransaction {
  token: string;
  redirect_url: string;
}

/** the status API's answer (the fields used here; Midtrans sends more per payment type) */
export interface TransactionStatus {
  status_code: string;
  status_message?: string;
  order_id: string;
  transaction_id?: string;
  transaction_status: string;
  fraud_status?: string;
  payment_type?: string;
  gross_amount: string;
  [field: string]: unknown;
}

/** Midtrans answered with an error (error_messages for Snap, status_message for Core) */
export class MidtransApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly messages: string[],
  ) {
    super(`Midtrans answered ${httpStatus}: ${messages.join('; ') || 'no message'}`);
    this.name = 'MidtransApiError';
  }

  /** Snap refuses a second transaction with the same order_id */
  get orderIdTaken(): boolean {
    return this.messages.some(
      (message) => /order_id/i.test(message) && /sudah digunakan|already/i.test(message),
    );
  }
}

/** Midtrans could not be reached or answered something that is not its API's shape */
export class MidtransUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MidtransUnavailableError';
  }
}

export interface MidtransClientOptions {
  serverKey: string;
  snapUrl: string;
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function basicAuthorization(serverKey: string): string {
  const bytes = new TextEncoder().encode(`${serverKey}:`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

function messagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.error_messages)) return record.error_messages.map(String);
  if (typeof record.status_message === 'string') return [record.status_message];
  if (typeof record.message === 'string') return [record.message];
  return [];
}

export class MidtransClient {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: MidtransClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private async call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await this.fetch(url, {
        ...init,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: basicAuthorization(this.options.serverKey),
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new MidtransUnavailableError(`Midtrans unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      throw new MidtransUnavailableError(`Midtrans answered ${response.status} with a body that is not JSON`);
    }
    if (response.status >= 500) throw new MidtransUnavailableError(`Midtrans answered ${response.status}`);
    return { status: response.status, body };
  }

  async createTransaction(request: SnapTransactionRequest): Promise<SnapTransaction> {
    const { status, body } = await this.call(this.options.snapUrl, {
      method: 'POST',
      body: JSON.stringify(request),
    });
    if (status >= 400) throw new MidtransApiError(status, messagesOf(body));
    const record = (body ?? {}) as Record<string, unknown>;
    if (typeof record.token !== 'string' || typeof record.redirect_url !== 'string')
      throw new MidtransUnavailableError('Snap answered without token and redirect_url');
    return { token: record.token, redirect_url: record.redirect_url };
  }

  /**
   * Cancels a transaction that is not paid (POST /v2/{order_id}/cancel). Answers the status Midtrans reports
   * after it; null when Midtrans does not know the order id (no payment method was ever chosen). A transaction
   * Midtrans will not cancel (already paid, expired) is a MidtransApiError with status 412.
   */
  async cancelTransaction(orderId: string): Promise<TransactionStatus | null> {
    const { status, body } = await this.call(
      `${this.options.apiUrl}/v2/${encodeURIComponent(orderId)}/cancel`,
      { method: 'POST' },
    );
    const record = (body ?? {}) as Record<string, unknown>;
    const code = String(record.status_code ?? status);
    if (status === 404 || code === '404') return null;
    if (status >= 400 || code.startsWith('4'))
      throw new MidtransApiError(Number(code) || status, messagesOf(body));
    return {
      ...record,
      status_code: code,
      order_id: String(record.order_id ?? orderId),
      transaction_status: String(record.transaction_status ?? 'cancel'),
      gross_amount: String(record.gross_amount ?? ''),
    } as TransactionStatus;
  }

  /** the transaction as Midtrans has it now; null when Midtrans does not know the order id */
  async transactionStatus(orderId: string): Promise<TransactionStatus | null> {
    const { status, body } = await this.call(
      `${this.options.apiUrl}/v2/${encodeURIComponent(orderId)}/status`,
      { method: 'GET' },
    );
    const record = (body ?? {}) as Record<string, unknown>;
    // the Core API also answers HTTP 200 with status_code "404" in the body
    if (status === 404 || record.status_code === '404') return null;
    if (status >= 400) throw new MidtransApiError(status, messagesOf(body));
    if (
      typeof record.transaction_status !== 'string' ||
      typeof record.order_id !== 'string' ||
      (typeof record.gross_amount !== 'string' && typeof record.gross_amount !== 'number')
    )
      throw new MidtransUnavailableError('the status API answered without the transaction fields');
    return {
      ...record,
      status_code: String(record.status_code ?? ''),
      order_id: record.order_id,
      transaction_status: record.transaction_status,
      gross_amount: String(record.gross_amount),
    } as TransactionStatus;
  }
}
