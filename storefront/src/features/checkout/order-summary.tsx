import type { ReactNode } from 'react';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { CartItem, OrderQuote, PaymentMethod } from '@koperasi/shared-services';
import { formatIdr, ProductImage, Box, Divider, Stack, Typography } from '@koperasi/shared-ui';
import { OrderTotals } from '@koperasi/shared-ui/orders';
import { summaryGroups, type SummaryGroup } from './summary-groups';
import type { CartProblem } from './use-checkout-cart';

/** How far the quote is: 'updating' while a new province (or quantity) is asked for, the last quote shown. */
export type QuoteStatus = 'loading' | 'ready' | 'updating' | 'failed';

export interface OrderSummaryProps {
  /** the lines to order (quantity above 0) */
  items: readonly CartItem[];
  problems: readonly CartProblem[];
  /** the last quote, null before the first one arrived or when it failed */
  quote: OrderQuote | null;
  quoteStatus: QuoteStatus;
  /** the destination the quote is for, null before one is chosen */
  province: string | null;
  paymentMethod: PaymentMethod | '';
  /** the 'Buat Pesanan' button and its notes */
  children?: ReactNode;
}

const CALCULATING = 'Menghitung...';

function SellerGroup({
  group,
  feeText,
}: {
  group: SummaryGroup;
  /** the 'Ongkos kirim' row's value, null to leave the row out */
  feeText: string | null;
}) {
  const listLabel = group.sellerName ? `Produk dari ${group.sellerName}` : 'Produk yang dipesan';
  const units = group.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Box
      component="section"
      aria-label={group.sellerName ? `Penjual ${group.sellerName}` : 'Produk'}
      data-testid="summary-group"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
    >
      {group.sellerName && (
        <Typography
          variant="h3"
          sx={{
            fontSize: '0.95rem',
            fontWeight: 700,
            mb: 1.25,
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            overflowWrap: 'anywhere',
          }}
        >
          <StorefrontOutlined fontSize="small" color="primary" aria-hidden />
          {group.sellerName}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} aria-label={listLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.lines.map((line) => (
          <Box
            component="li"
            key={line.productId}
            aria-label={line.name}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            <ProductImage
              src={line.image}
              alt=""
              sizes="56px"
              iconSize={24}
              sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1 }}
            />
            {/* the name takes the whole width; quantity × price and the line's total share the line below */}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {line.name}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'baseline',
                  columnGap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {line.quantity} × {formatIdr(line.unitPrice)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap', ml: 'auto' }}>
                  {formatIdr(line.lineTotal)}
                </Typography>
              </Box>
              {line.problem && (
                <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
                  {line.problem}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Stack>
      <Divider sx={{ my: 1.25 }} />
      <OrderTotals
        rowGap={0.5}
        rows={[
          { label: `Subtotal (${units} barang)`, value: formatIdr(group.subtotal) },
          feeText !== null && { label: 'Ongkos kirim', value: feeText },
        ]}
      />
    </Box>
  );
}

/**
 * 'Ringkasan Pesanan' as the order will be split: each seller's lines with their subtotal and, once a
 * province is chosen, that seller's shipping fee (every seller sends their own parcel); then the total.
 */
export function OrderSummary({
  items,
  problems,
  quote,
  quoteStatus,
  province,
  paymentMethod,
  children,
}: OrderSummaryProps) {
  const groups = summaryGroups(items, problems, quote);
  const pending = quoteStatus === 'loading' || quoteStatus === 'updating';
  const subtotal = groups.reduce((sum, group) => sum + group.subtotal, 0);
  const units = groups.reduce((sum, group) => sum + group.lines.reduce((n, line) => n + line.quantity, 0), 0);
  const sellers = groups.filter((group) => group.sellerName !== null).length;
  const shippingKnown = province !== null && !pending && quote?.shippingCost != null;

  const groupFee = (group: SummaryGroup): string | null => {
    if (province === null || group.sellerName === null) return null;
    if (pending) return CALCULATING;
    return group.shippingCost === null ? null : formatIdr(group.shippingCost);
  };
  const shippingText =
    province === null
      ? 'Pilih provinsi tujuan'
      : pending
        ? CALCULATING
        : shippingKnown
          ? formatIdr(quote?.shippingCost ?? 0)
          : 'Belum dapat dihitung';
  const totalValue =
    province !== null && pending
      ? CALCULATING
      : formatIdr(shippingKnown ? (quote?.total ?? subtotal) : subtotal);

  return (
    <Box component="section" aria-labelledby="checkout-summary-title">
      <Typography id="checkout-summary-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        Ringkasan Pesanan
      </Typography>
      <Stack spacing={1.5}>
        {groups.map((group) => (
          <SellerGroup key={group.key} group={group} feeText={groupFee(group)} />
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <OrderTotals
        rowGap={0.75}
        rows={[
          { label: `Subtotal (${units} barang)`, value: formatIdr(subtotal), testId: 'checkout-subtotal' },
          {
            label: sellers > 1 ? `Ongkos kirim (${sellers} penjual)` : 'Ongkos kirim',
            value: shippingText,
            testId: 'checkout-shipping',
          },
          {
            label: shippingKnown ? (
              'Total Pembayaran'
            ) : (
              <>
                Total
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', fontWeight: 400 }}
                >
                  belum termasuk ongkos kirim
                </Typography>
              </>
            ),
            value: totalValue,
            total: true,
            testId: 'checkout-total',
            labelSx: { pt: 1 },
            valueSx: { fontSize: '1.25rem', color: 'primary.main', pt: 0.5 },
          },
        ]}
      />
      {paymentMethod === 'bank_transfer' && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          Untuk transfer bank, kode unik (Rp 1–999) ditambahkan ke jumlah transfer agar pembayaran Anda mudah
          dicocokkan.
        </Typography>
      )}
      {children}
    </Box>
  );
}
