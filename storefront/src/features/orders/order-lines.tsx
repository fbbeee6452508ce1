import { Link as RouterLink, formatRupiah, ProductImage, Box, Stack, Typography } from '@koperasi/shared-ui';
import { Link } from '@mui/material';
import type { OrderLine } from '@koperasi/shared-services';

/** The lines of an order: image, name (linked while the product exists), seller, quantity × price and the line total under it. */
export function OrderLines({ lines, compact = false }: { lines: readonly OrderLine[]; compact?: boolean }) {
  const size = compact ? 48 : 64;
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label="Produk dalam pesanan"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {lines.map((line) => (
        <Box component="li" key={line.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <ProductImage
            src={line.productImage}
            alt=""
            iconSize={24}
            sx={{ width: size, height: size, flexShrink: 0, borderRadius: 1 }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            {line.productId ? (
              <Link
                component={RouterLink}
                to={`/products/${line.productId}`}
                underline="hover"
                color="inherit"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {line.productName}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.productName}</Typography>
            )}
            {line.sellerName && (
              <Typography variant="body2" color="text.secondary">
                Penjual: {line.sellerName}
              </Typography>
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
                {line.quantity} × {formatRupiah(line.unitPrice)}
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', ml: 'auto' }}>
                {formatRupiah(line.lineTotal)}
              </Typography>
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
