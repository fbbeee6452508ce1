import { useState } from 'react';
import {
  Link as RouterLink,
  formatIdr,
  formatRupiah,
  ProductImage,
  Box,
  Card,
  IconButton,
  Typography,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import { Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  basePriceToRupiah,
  decrementQuantity,
  incrementQuantity,
  removeFromCart,
  useAppDispatch,
  type CartItem,
  paths,
} from '@koperasi/shared-services';
import { QuantityStepper } from './quantity-stepper';
import { RemoveLineDialog } from './remove-line-dialog';

export interface CartLineProps {
  item: CartItem;
  /** current stock from the database; undefined while unknown */
  stock: number | undefined;
  /** the product no longer exists */
  unavailable: boolean;
}

/**
 * One cart line: image, name, price, minus and plus, remove; the line's subtotal and any stock warning.
 * Minus at 1 asks whether to remove the line instead of leaving a line of 0 that orders nothing.
 */
export function CartLine({ item, stock, unavailable }: CartLineProps) {
  const dispatch = useAppDispatch();
  const [askingRemove, setAskingRemove] = useState(false);
  const overStock = stock !== undefined && item.quantity > stock;
  const warning = unavailable
    ? 'Produk ini tidak tersedia lagi'
    : stock === 0
      ? 'Stok habis'
      : overStock
        ? `Stok tersisa ${stock}`
        : null;

  return (
    <Card
      component="li"
      aria-label={item.name}
      sx={{
        p: 1.5,
        display: 'grid',
        gridTemplateColumns: { xs: '64px 1fr auto', sm: '80px 1fr auto auto auto' },
        gridTemplateAreas: { xs: '"img info remove" "img qty total"', sm: '"img info qty total remove"' },
        columnGap: { xs: 1.5, sm: 2 },
        rowGap: 1,
        alignItems: 'center',
        opacity: unavailable ? 0.7 : 1,
      }}
    >
      <Box
        sx={{
          gridArea: 'img',
          width: { xs: 64, sm: 80 },
          height: { xs: 64, sm: 80 },
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <ProductImage
          src={item.image}
          alt={item.name}
          width={80}
          height={80}
          sizes="80px"
          iconSize={32}
          sx={{ height: '100%' }}
        />
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.product(item.productId)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Link>
        <Typography color="primary.dark" variant="body2" data-testid="line-price">
          {formatRupiah(item.price)}
        </Typography>
        {warning && (
          <Typography variant="caption" color="error" role="status">
            {warning}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'qty', justifySelf: { xs: 'start', sm: 'center' } }}>
        <QuantityStepper
          name={item.name}
          value={item.quantity}
          onDecrement={() =>
            item.quantity <= 1 ? setAskingRemove(true) : dispatch(decrementQuantity(item.productId))
          }
          onIncrement={() => dispatch(incrementQuantity(item.productId))}
          {...(stock !== undefined ? { max: stock } : {})}
        />
      </Box>
      <Typography
        sx={{ gridArea: 'total', fontWeight: 700, textAlign: 'right', minWidth: { sm: 120 } }}
        data-testid="line-subtotal"
      >
        {formatIdr(basePriceToRupiah(item.price) * item.quantity)}
      </Typography>
      <Tooltip title="Hapus">
        <IconButton
          sx={{ gridArea: 'remove', justifySelf: 'end' }}
          aria-label={`Hapus ${item.name}`}
          onClick={() => dispatch(removeFromCart(item.productId))}
          color="error"
        >
          <DeleteOutline />
        </IconButton>
      </Tooltip>
      <RemoveLineDialog
        open={askingRemove}
        name={item.name}
        onClose={() => setAskingRemove(false)}
        onConfirm={() => {
          setAskingRemove(false);
          dispatch(removeFromCart(item.productId));
        }}
      />
    </Card>
  );
}
