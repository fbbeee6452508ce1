import type { ReactNode } from 'react';
import type { CartItem } from '@koperasi/shared-services';
import { formatRupiah, ProductImage, Box, Divider, Stack, Typography } from '@koperasi/shared-ui';
import { OrderTotals } from '@koperasi/shared-ui/orders';
import type { CartProblem } from './use-checkout-cart';

export interface OrderSummaryProps {
  /** the lines to order (quantity above 0) */
  items: readonly CartItem[];
  problems: readonly CartProblem[];
  /** the 'Buat Pesanan' button and its notes */
  children?: ReactNode;
}

function problemText(problem: CartProblem | undefined): string | null {
  if (!problem) return null;
  return problem.reason === 'unavailable' ? 'Produk sudah tidak dijual' : `Stok tersisa ${problem.stock}`;
}

/** 'Ringkasan Pesanan': each line, the subtotal, shipping and the total in rupiah. */
export function OrderSummary({ items, problems, children }: OrderSummaryProps) {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Box component="section" aria-labelledby="checkout-summary-title">
      <Typography id="checkout-summary-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        Ringkasan Pesanan
      </Typography>
      <Stack
        component="ul"
        spacing={1.5}
        aria-label="Produk yang dipesan"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((item) => {
          const problem = problemText(problems.find((p) => p.productId === item.productId));
          return (
            <Box
              component="li"
              key={item.productId}
              aria-label={item.name}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <ProductImage
                src={item.image}
                alt=""
                iconSize={24}
                sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1 }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.quantity} × {formatRupiah(item.price)}
                </Typography>
                {problem && (
                  <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
                    {problem}
                  </Typography>
                )}
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatRupiah(item.price * item.quantity)}
              </Typography>
            </Box>
          );
        })}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <OrderTotals
        rowGap={0.75}
        rows={[
          { label: `Subtotal (${units} barang)`, value: formatRupiah(subtotal) },
          { label: 'Ongkos kirim', value: 'Gratis' },
          {
            label: 'Total Pembayaran',
            value: formatRupiah(subtotal),
            total: true,
            testId: 'checkout-total',
            labelSx: { pt: 1 },
            valueSx: { fontSize: '1.25rem', color: 'primary.main', pt: 0.5 },
          },
        ]}
      />
      {children}
    </Box>
  );
}
