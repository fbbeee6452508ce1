import { isServiceError } from '../../api/service-error';

/**
 * The error a failed order call throws. `message` follows the services' convention ('Error creating order:
 * <cause>'); `userMessage` is the database's own Indonesian sentence when it is meant for people (stock,
 * unknown product, a refused status change, invalid input, not allowed), otherwise null.
 */
export class OrderError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly userMessage: string | null;

  /**
   * @param prefix 'Error creating order' etc., or null for a message of its own ('Order not found')
   * @param userMessage what people read, when the service knows better than the cause's code
   */
  constructor(
    prefix: string | null,
    cause: { code?: string; message: string; details?: string | null; hint?: string | null },
    userMessage?: string,
  ) {
    super(prefix ? `${prefix}: ${cause.message}` : cause.message);
    this.name = 'OrderError';
    this.code = cause.code ?? '';
    this.details = cause.details ?? null;
    this.hint = cause.hint ?? null;
    this.userMessage = userMessage ?? userMessageOf(this.code, cause.message, this.details);
  }
}

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_NOT_FOUND_TEXT = 'Pesanan tidak ditemukan';
export const NOT_SIGNED_IN_TEXT = 'Silakan masuk terlebih dahulu';

/**
 * SQLSTATEs whose message the order functions write for people: KP001 stock, KP002 unknown product, KP003
 * change not allowed now, KP004 order not found, KP005 too many unpaid orders, KP006 no tariff for the
 * province, KP007 own product, KP008 payment deadline passed, 22023 invalid input, 42501 not signed in / not
 * allowed.
 */
export const USER_FACING_ORDER_CODES = [
  'KP001',
  'KP002',
  'KP003',
  'KP004',
  'KP005',
  'KP006',
  'KP007',
  'KP008',
  '22023',
  '42501',
] as const;

function userMessageOf(code: string, message: string, details: string | null): string | null {
  if (!(USER_FACING_ORDER_CODES as readonly string[]).includes(code)) return null;
  // PostgREST's own 42501 ('permission denied for table ...', 'new row violates row-level security
  // policy ...') is English and not for people
  if (code === '42501' && /^permission denied|row-level security/i.test(message)) return null;
  // the stock error names the product; its detail says how many are left
  if (code === 'KP001' && details) return `${message}. ${details}.`;
  return message;
}

/** An OrderError, thrown or as RTK Query keeps it (a plain ServiceError of that name). */
function orderErrorOf(error: unknown): { code?: string; userMessage?: string | null } | null {
  if (error instanceof OrderError) return error;
  return isServiceError(error) && error.name === 'OrderError' ? error : null;
}

/** What a screen shows for a failed order call: the database's sentence when there is one, else the fallback. */
export function orderErrorMessage(error: unknown, fallback: string): string {
  return orderErrorOf(error)?.userMessage || fallback;
}

/** True for 'not enough stock' (KP001): the cart stays as it is and its stock is worth refreshing. */
export function isStockError(error: unknown): boolean {
  return orderErrorOf(error)?.code === 'KP001';
}

/** The SQLSTATE of a failed order call ('' when it has none or is not an order error). */
export function orderErrorCode(error: unknown): string {
  return orderErrorOf(error)?.code ?? '';
}
