import { ALL_ENABLED_PAYMENTS } from './payment-methods';

/** Snap answers a refused request with HTTP 400 and every problem in error_messages */
export class SnapValidationError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

export interface ValidSnapRequest {
  orderId: string;
  grossAmount: number;
  enabledPayments: string[] | undefined;
  expiresAt: Date;
  finishUrl: string | undefined;
  customerEmail: string | undefined;
  customerName: string | undefined;
}

const ORDER_ID = /^[A-Za-z0-9\-_.~]+$/;
const UNIT_SECONDS: Record<string, number> = {
  second: 1,
  seconds: 1,
  minute: 60,
  minutes: 60,
  hour: 3600,
  hours: 3600,
  day: 86400,
  days: 86400,
};
/** Snap's default when no expiry is given */
const DEFAULT_EXPIRY_SECONDS = 24 * 3600;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "2026-11-23 10:00:00 +0700" */
function parseStartTime(text: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const date = new Date(`${match[1]}T${match[2]}${match[3]}${match[4]}:${match[5]}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A Snap transaction request checked as Snap checks it (the fields this stand-in uses). */
export function validateSnapRequest(body: unknown, now: Date): ValidSnapRequest {
  const errors: string[] = [];
  if (!isRecord(body)) throw new SnapValidationError(['transaction_details is required']);
  const details = body.transaction_details;
  let orderId = '';
  let grossAmount = Number.NaN;
  if (!isRecord(details)) {
    errors.push('transaction_details is required');
  } else {
    if (typeof details.order_id !== 'string' || details.order_id === '') {
      errors.push('transaction_details.order_id is required');
    } else if (details.order_id.length > 50) {
      errors.push('transaction_details.order_id too long');
    } else if (!ORDER_ID.test(details.order_id)) {
      errors.push('transaction_details.order_id contains invalid characters');
    } else {
      orderId = details.order_id;
    }
    if (details.gross_amount === undefined || details.gross_amount === null) {
      errors.push('transaction_details.gross_amount is required');
    } else if (typeof details.gross_amount !== 'number' || !Number.isSafeInteger(details.gross_amount)) {
      // IDR has no decimals
      errors.push('transaction_details.gross_amount must be an integer');
    } else if (details.gross_amount < 1) {
      errors.push('transaction_details.gross_amount must be greater than or equal to 1');
    } else {
      grossAmount = details.gross_amount;
    }
  }

  if (body.item_details !== undefined) {
    if (!Array.isArray(body.item_details)) {
      errors.push('item_details must be an array');
    } else {
      let sum = 0;
      body.item_details.forEach((item: unknown, index) => {
        const at = `item_details[${index}]`;
        if (!isRecord(item)) {
          errors.push(`${at} must be an object`);
          return;
        }
        if (typeof item.price !== 'number' || !Number.isSafeInteger(item.price))
          errors.push(`${at}.price must be an integer`);
        if (typeof item.quantity !== 'number' || !Number.isSafeInteger(item.quantity) || item.quantity < 1)
          errors.push(`${at}.quantity must be an integer greater than or equal to 1`);
        if (typeof item.name !== 'string' || item.name.trim() === '') errors.push(`${at}.name is required`);
        else if (item.name.length > 50) errors.push('item_details Name too long');
        if ((typeof item.id === 'string' || typeof item.id === 'number') && String(item.id).length > 50)
          errors.push('item_details ID too long');
        if (typeof item.price === 'number' && typeof item.quantity === 'number')
          sum += item.price * item.quantity;
      });
      if (Number.isFinite(grossAmount) && body.item_details.length > 0 && sum !== grossAmount)
        errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
    }
  }

  let enabledPayments: string[] | undefined;
  if (body.enabled_payments !== undefined) {
    if (
      !Array.isArray(body.enabled_payments) ||
      body.enabled_payments.some((name) => typeof name !== 'string')
    ) {
      errors.push('enabled_payments must be an array of strings');
    } else {
      enabledPayments = (body.enabled_payments as string[]).filter((name) =>
        ALL_ENABLED_PAYMENTS.includes(name),
      );
      if (enabledPayments.length === 0) errors.push('enabled_payments has no payment channel available');
    }
  }

  let expiresAt = new Date(now.getTime() + DEFAULT_EXPIRY_SECONDS * 1000);
  if (body.expiry !== undefined) {
    const expiry = body.expiry;
    if (!isRecord(expiry)) {
      errors.push('expiry must be an object');
    } else {
      const unit = typeof expiry.unit === 'string' ? UNIT_SECONDS[expiry.unit.toLowerCase()] : undefined;
      const duration = expiry.duration;
      const start = typeof expiry.start_time === 'string' ? parseStartTime(expiry.start_time) : now;
      if (!unit) errors.push('expiry.unit must be one of second, minute, hour, day');
      if (typeof duration !== 'number' || !Number.isSafeInteger(duration) || duration < 1)
        errors.push('expiry.duration must be an integer greater than or equal to 1');
      if (!start) errors.push('expiry.start_time must be in the format yyyy-MM-dd HH:mm:ss Z');
      if (unit && typeof duration === 'number' && start) {
        expiresAt = new Date(start.getTime() + duration * unit * 1000);
        if (expiresAt.getTime() <= now.getTime()) errors.push('expiry end time must be in the future');
      }
    }
  }

  const callbacks = isRecord(body.callbacks) ? body.callbacks : undefined;
  const finishUrl = typeof callbacks?.finish === 'string' ? callbacks.finish : undefined;
  if (finishUrl !== undefined && !/^https?:\/\//i.test(finishUrl))
    errors.push('callbacks.finish must be a valid URL');

  const customer = isRecord(body.customer_details) ? body.customer_details : undefined;
  if (errors.length > 0) throw new SnapValidationError(errors);
  return {
    orderId,
    grossAmount,
    enabledPayments,
    expiresAt,
    finishUrl,
    customerEmail: typeof customer?.email === 'string' ? customer.email : undefined,
    customerName: typeof customer?.first_name === 'string' ? customer.first_name : undefined,
  };
}
