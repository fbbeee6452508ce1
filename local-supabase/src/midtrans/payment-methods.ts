import crypto from 'node:crypto';

export type MethodKind = 'qr' | 'va' | 'bill' | 'ewallet';

export interface PaymentMethod {
  /** this stand-in's name for the choice (page forms, test endpoints) */
  key: string;
  /** the names in Snap's enabled_payments that offer it */
  enabledBy: string[];
  label: string;
  /** payment_type in notifications and status answers */
  paymentType: string;
  bank?: string;
  kind: MethodKind;
}

export const PAYMENT_METHODS: PaymentMethod[] = [
  { key: 'qris', enabledBy: ['other_qris', 'qris'], label: 'QRIS', paymentType: 'qris', kind: 'qr' },
  {
    key: 'bca_va',
    enabledBy: ['bca_va'],
    label: 'BCA Virtual Account',
    paymentType: 'bank_transfer',
    bank: 'bca',
    kind: 'va',
  },
  {
    key: 'bni_va',
    enabledBy: ['bni_va'],
    label: 'BNI Virtual Account',
    paymentType: 'bank_transfer',
    bank: 'bni',
    kind: 'va',
  },
  {
    key: 'bri_va',
    enabledBy: ['bri_va'],
    label: 'BRI Virtual Account',
    paymentType: 'bank_transfer',
    bank: 'bri',
    kind: 'va',
  },
  {
    key: 'mandiri_bill',
    enabledBy: ['echannel'],
    label: 'Mandiri Virtual Account (Bill Payment)',
    paymentType: 'echannel',
    bank: 'mandiri',
    kind: 'bill',
  },
  {
    key: 'permata_va',
    enabledBy: ['permata_va'],
    label: 'Permata Virtual Account',
    paymentType: 'bank_transfer',
    bank: 'permata',
    kind: 'va',
  },
  { key: 'gopay', enabledBy: ['gopay'], label: 'GoPay', paymentType: 'gopay', kind: 'ewallet' },
  {
    key: 'shopeepay',
    enabledBy: ['shopeepay'],
    label: 'ShopeePay',
    paymentType: 'shopeepay',
    kind: 'ewallet',
  },
];

export const ALL_ENABLED_PAYMENTS = PAYMENT_METHODS.flatMap((method) => method.enabledBy);

export function methodByKey(key: string | undefined): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.key === key);
}

/** the methods a transaction offers: those its enabled_payments name (all of them when it names none) */
export function offeredMethods(enabledPayments: string[] | undefined): PaymentMethod[] {
  if (!enabledPayments || enabledPayments.length === 0) return PAYMENT_METHODS;
  return PAYMENT_METHODS.filter((method) => method.enabledBy.some((name) => enabledPayments.includes(name)));
}

/** digits derived from the order id, so a transaction shows the same number on every view */
function digitsFor(seed: string, length: number): string {
  let digits = '';
  let counter = 0;
  while (digits.length < length) {
    for (const byte of crypto.createHash('sha256').update(`${seed}:${counter}`).digest()) {
      digits += String(byte % 10);
      if (digits.length === length) break;
    }
    counter += 1;
  }
  return digits;
}

/** the payment code a person needs for the method: VA number, bill key or QR payload */
export function paymentCodeFor(method: PaymentMethod, orderId: string): string {
  const seed = `${method.key}:${orderId}`;
  switch (method.key) {
    case 'bca_va':
      return `12345${digitsFor(seed, 6)}`;
    case 'bni_va':
      return `988${digitsFor(seed, 13)}`;
    case 'bri_va':
      return `10111${digitsFor(seed, 10)}`;
    case 'permata_va':
      return `8562${digitsFor(seed, 14)}`;
    case 'mandiri_bill':
      return digitsFor(seed, 12);
    default:
      return `00020101021226${digitsFor(seed, 40)}5303360`;
  }
}

export const MANDIRI_BILLER_CODE = '70012';

/** the method's own fields in notifications and status answers */
export function methodFields(method: PaymentMethod, code: string): Record<string, unknown> {
  switch (method.kind) {
    case 'va':
      return method.bank === 'permata'
        ? { permata_va_number: code }
        : { va_numbers: [{ bank: method.bank, va_number: code }], payment_amounts: [] };
    case 'bill':
      return { bill_key: code, biller_code: MANDIRI_BILLER_CODE };
    case 'qr':
      return { acquirer: 'gopay', issuer: 'gopay' };
    default:
      return {};
  }
}
