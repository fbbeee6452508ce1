import { useId, type ElementType, type ReactNode } from 'react';
import { Box, Card, CardContent, Divider, Link, Stack, Typography } from '@mui/material';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { OrderLine, OrderMonthStyle, Shipment } from '@koperasi/shared-services';
import { formatOrderDateTime } from '@koperasi/shared-services/orders';
import { formatIdr } from '../../format/format';
import { ProductImage } from '../product-image';
import { ShipmentStatusChip } from './order-status-chip';
import { OrderTotals } from './order-totals';

/**
 * Where a product name links to (the storefront's product page) and the app's router link to follow it with:
 * `Link` from '@koperasi/shared-ui', the shell's one router. This entry is bundled by each app that uses it, so
 * a router link imported here would be a copy of its own, outside the shell's router context.
 */
export interface ProductLink {
  href: (productId: number) => string;
  component: ElementType<{ to: string }>;
}

export interface ShipmentCardProps {
  shipment: Shipment;
  /** the heading; default 'Penjual: <seller name>' ('Pengiriman' without a name) */
  title?: ReactNode;
  /** the heading's level in the page; default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** where a product name links to, and how; plain text without */
  productLink?: ProductLink;
  /** the buttons this person may use on it: 'Kirim', 'Batalkan', 'Pesanan Diterima' */
  actions?: ReactNode;
  /** beside the tracking number, e.g. a button that copies it */
  trackingNumberAction?: ReactNode;
  /** leave out the status chip (the buyer's unpaid order: no seller has the shipment yet) */
  hideStatus?: boolean;
  /** how the month of a time is written; default 'long' */
  month?: OrderMonthStyle;
  /** leave out the lines (a compact list) */
  hideLines?: boolean;
  /** below a line, what this person may do with it (the buyer's review of a received line) */
  lineAction?: (line: OrderLine) => ReactNode;
}

/**
 * One seller's shipment of an order: seller, status, courier and tracking number once sent, when it was sent,
 * received or cancelled (and why), its lines, and what it costs (the seller's lines and their shipping fee).
 */
export function ShipmentCard({
  shipment,
  title,
  headingLevel = 'h3',
  productLink,
  actions,
  trackingNumberAction,
  hideStatus = false,
  month = 'long',
  hideLines = false,
  lineAction,
}: ShipmentCardProps) {
  const headingId = useId();
  const events = [
    shipment.shippedAt && `Dikirim ${formatOrderDateTime(shipment.shippedAt, month)}`,
    shipment.receivedAt && `Diterima ${formatOrderDateTime(shipment.receivedAt, month)}`,
    shipment.cancelledAt && `Dibatalkan ${formatOrderDateTime(shipment.cancelledAt, month)}`,
  ].filter(Boolean);
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`shipment-${shipment.id}`}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <StorefrontOutlined color="action" fontSize="small" aria-hidden />
            <Typography
              id={headingId}
              component={headingLevel}
              sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}
            >
              {title ?? (shipment.sellerName ? `Penjual: ${shipment.sellerName}` : 'Pengiriman')}
            </Typography>
          </Stack>
          {!hideStatus && (
            <ShipmentStatusChip status={shipment.status} testId={`shipment-status-${shipment.id}`} />
          )}
        </Stack>

        {(shipment.courier || shipment.trackingNumber) && (
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 1.5,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
              alignItems: 'center',
              '& dd': { m: 0 },
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              Kurir
            </Typography>
            <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>
              {shipment.courier}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              No. Resi
            </Typography>
            <Box
              component="dd"
              sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.5, minWidth: 0 }}
            >
              <Typography
                variant="body2"
                data-testid={`tracking-number-${shipment.id}`}
                sx={{ fontWeight: 600, fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {shipment.trackingNumber}
              </Typography>
              {shipment.trackingNumber && trackingNumberAction}
            </Box>
          </Box>
        )}
        {events.map((text) => (
          <Typography key={text} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        ))}
        {shipment.cancelReason && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Alasan pembatalan: {shipment.cancelReason}
          </Typography>
        )}

        {!hideLines && (
          <>
            <Divider sx={{ my: 1.5 }} />
            <ShipmentLines lines={shipment.lines} productLink={productLink} lineAction={lineAction} />
          </>
        )}
        <Divider sx={{ my: 1.5 }} />
        <OrderTotals
          rows={[
            {
              label: 'Subtotal produk',
              value: formatIdr(shipment.subtotal),
              testId: `shipment-subtotal-${shipment.id}`,
            },
            {
              label: 'Ongkos kirim',
              value: formatIdr(shipment.shippingCost),
              testId: `shipment-shipping-cost-${shipment.id}`,
            },
          ]}
        />
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, justifyContent: 'flex-end' }}
          >
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export interface ShipmentLinesProps {
  lines: readonly OrderLine[];
  productLink?: ProductLink;
  /** below a line, what this person may do with it */
  lineAction?: (line: OrderLine) => ReactNode;
}

/** A shipment's lines: image, name, quantity × unit price, and the line total. */
export function ShipmentLines({ lines, productLink, lineAction }: ShipmentLinesProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Produk" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line) => (
        <Box component="li" key={line.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <ProductImage
            src={line.productImage}
            alt=""
            sizes="56px"
            iconSize={24}
            sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1 }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            {productLink && line.productId !== null ? (
              <Link
                component={productLink.component}
                to={productLink.href(line.productId)}
                underline="hover"
                color="inherit"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {line.productName}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.productName}</Typography>
            )}
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 1,
                flexWrap: 'wrap',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {line.quantity} × {formatIdr(line.unitPrice)}
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', ml: 'auto' }}>
                {formatIdr(line.lineTotal)}
              </Typography>
            </Box>
            {lineAction?.(line)}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
