import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Card, IconButton, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import {
  decrementQuantity,
  incrementQuantity,
  notify,
  removeFromCart,
  selectCartItems,
  selectCartTotal,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@koperasi/shared-services';
import { formatRupiah } from '@koperasi/shared-ui';

export default function CartPage() {
  const items = useAppSelector(selectCartItems);
  const total = useAppSelector(selectCartTotal);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (items.length === 0) {
    return (
      <Box sx={{ p: 6, textAlign: 'center' }}>
        <ShoppingCartOutlined sx={{ fontSize: 64, color: 'grey.400' }} />
        <Typography variant="h1" sx={{ mt: 2 }}>
          Keranjang Kosong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Belum ada produk di keranjang belanja Anda
        </Typography>
        <Button component={RouterLink} to="/products" variant="contained">
          Mulai Belanja
        </Button>
      </Box>
    );
  }

  function checkout() {
    if (!user) {
      navigate('/auth/login', { state: { from: '/cart' } });
      return;
    }
    notify.info('Pembayaran segera tersedia');
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Keranjang Belanja
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Card key={item.productId} component="li" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box
              component={item.image ? 'img' : 'div'}
              {...(item.image ? { src: item.image, alt: item.name } : {})}
              sx={{ width: 72, height: 72, borderRadius: 2, objectFit: 'cover', bgcolor: 'grey.100', flexShrink: 0 }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {item.name}
              </Typography>
              <Typography color="primary.dark">{formatRupiah(item.price)}</Typography>
            </Box>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <IconButton aria-label={`Kurangi ${item.name}`} onClick={() => dispatch(decrementQuantity(item.productId))}>
                <Remove />
              </IconButton>
              <Typography aria-label={`Jumlah ${item.name}`} sx={{ minWidth: 28, textAlign: 'center' }}>
                {item.quantity}
              </Typography>
              <IconButton aria-label={`Tambah ${item.name}`} onClick={() => dispatch(incrementQuantity(item.productId))}>
                <Add />
              </IconButton>
            </Stack>
            <IconButton aria-label={`Hapus ${item.name}`} onClick={() => dispatch(removeFromCart(item.productId))} color="error">
              <DeleteOutline />
            </IconButton>
          </Card>
        ))}
      </Stack>
      <Card sx={{ mt: 2, p: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h3">
          Total: <span data-testid="cart-total">{formatRupiah(total)}</span>
        </Typography>
        <Button variant="contained" size="large" onClick={checkout}>
          Lanjut ke Pembayaran
        </Button>
      </Card>
    </Box>
  );
}
