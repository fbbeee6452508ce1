import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { OrderPayment } from '@koperasi/shared-services';
import { formatIdr } from '../../format/format';

/** A plain style object (no array or theme callback), so a row's style merges over the bold one. */
type SxObject = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((...args: never[]) => unknown)>;

export interface OrderTotalRow {
  label: ReactNode;
  value: ReactNode;
  /** the grand total: both sides bold */
  total?: boolean;
  testId?: string;
  labelSx?: SxObject;
  valueSx?: SxObject;
}

/**
 * The amounts of an order in rupiah: an OrderPayment, or an OrderQuote at checkout (shipping cost and total
 * null until a province is chosen, no unique code yet).
 */
export type OrderAmounts = Pick<OrderPayment, 'subtotal'> & {
  shippingCost: number | null;
  total: number | null;
  uniqueCode?: number;
};

interface CommonProps {
  /** the space between rows (theme spacing) */
  rowGap?: number;
}

/** Rows of one's own. */
export interface OrderTotalRowsProps extends CommonProps {
  rows: readonly (OrderTotalRow | false | null | undefined)[];
  payment?: never;
}

/** Subtotal, ongkos kirim, kode unik (when there is one) and the total of a payment or a quote. */
export interface OrderPaymentTotalsProps extends CommonProps {
  payment: OrderAmounts;
  rows?: never;
  /** how many shipments the shipping cost pays for: 'Ongkos kirim (2 penjual)' when more than one (one parcel per seller, as the checkout says) */
  shipmentCount?: number;
  /** default 'Total Pembayaran' */
  totalLabel?: string;
  /** the rows' test ids are `<prefix>-subtotal`, `-shipping-cost`, `-unique-code`, `-total`; default 'order' */
  testIdPrefix?: string;
  /** shown for the shipping cost and total while they are unknown; default 'Pilih provinsi' */
  pendingText?: string;
}

export type OrderTotalsProps = OrderTotalRowsProps | OrderPaymentTotalsProps;

function paymentRows({
  payment,
  shipmentCount = 1,
  totalLabel = 'Total Pembayaran',
  testIdPrefix = 'order',
  pendingText = 'Pilih provinsi',
}: OrderPaymentTotalsProps): OrderTotalRow[] {
  const amount = (value: number | null) => (value === null ? pendingText : formatIdr(value));
  const rows: OrderTotalRow[] = [
    { label: 'Subtotal', value: formatIdr(payment.subtotal), testId: `${testIdPrefix}-subtotal` },
    {
      label: shipmentCount > 1 ? `Ongkos kirim (${shipmentCount} penjual)` : 'Ongkos kirim',
      value: amount(payment.shippingCost),
      testId: `${testIdPrefix}-shipping-cost`,
    },
  ];
  if (payment.uniqueCode) {
    rows.push({
      label: 'Kode unik',
      value: formatIdr(payment.uniqueCode),
      testId: `${testIdPrefix}-unique-code`,
    });
  }
  rows.push({
    label: totalLabel,
    value: amount(payment.total),
    total: true,
    testId: `${testIdPrefix}-total`,
    labelSx: { pt: 1 },
    valueSx: { pt: 1, color: 'primary.main', fontSize: '1.125rem' },
  });
  return rows;
}

/**
 * The amounts under an order's lines as a description list: a label on the left, its amount right-aligned.
 * Given a payment (or quote), its subtotal, shipping cost, unique code and total; else the given rows. Each row
 * is sized on its own, so a large total does not squeeze the labels of the other rows into two lines.
 */
export function OrderTotals(props: OrderTotalsProps) {
  const rows = props.payment ? paymentRows(props) : props.rows;
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', rowGap: props.rowGap ?? 0.5 }}>
      {rows.map((row, index) => (row ? <OrderTotalLine key={index} {...row} /> : null))}
    </Box>
  );
}

function OrderTotalLine({ label, value, total = false, testId, labelSx, valueSx }: OrderTotalRow) {
  const bold = total ? { fontWeight: 700 } : {};
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
      <Typography
        component="dt"
        color={total ? undefined : 'text.secondary'}
        sx={{ minWidth: 0, ...bold, ...labelSx }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{ m: 0, textAlign: 'right', ...bold, whiteSpace: 'nowrap', ...valueSx }}
      >
        {value}
      </Typography>
    </Box>
  );
}
