import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

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

export interface OrderTotalsProps {
  rows: readonly (OrderTotalRow | false | null | undefined)[];
  /** the space between rows (theme spacing) */
  rowGap?: number;
}

/** The amounts under an order's lines as a description list: a label on the left, its amount right-aligned. */
export function OrderTotals({ rows, rowGap = 0.5 }: OrderTotalsProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        rowGap,
        '& dd': { m: 0, textAlign: 'right' },
      }}
    >
      {rows.map((row, index) => (row ? <OrderTotalLine key={index} {...row} /> : null))}
    </Box>
  );
}

function OrderTotalLine({ label, value, total = false, testId, labelSx, valueSx }: OrderTotalRow) {
  const bold = total ? { fontWeight: 700 } : {};
  return (
    <>
      <Typography component="dt" color={total ? undefined : 'text.secondary'} sx={{ ...bold, ...labelSx }}>
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ ...bold, ...valueSx }}>
        {value}
      </Typography>
    </>
  );
}
