import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  IconButton,
  Rating,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Favorite from '@mui/icons-material/Favorite';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { ProductSummary } from '@koperasi/shared-services';
import { formatRupiah } from '../format/format';

export interface ProductCardProps {
  product: ProductSummary;
  onAddToCart: (product: ProductSummary) => void;
  onShare: (product: ProductSummary) => void;
  /** the wishlist button shows only where a wishlist exists */
  onToggleWishlist?: (product: ProductSummary) => void;
  wishlisted?: boolean;
}

export function ProductCard({ product, onAddToCart, onShare, onToggleWishlist, wishlisted }: ProductCardProps) {
  return (
    <Card component="article" aria-label={product.name} data-testid="product-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {product.image ? (
        <CardMedia component="img" image={product.image} alt={product.name} loading="lazy" width={400} height={300} sx={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
      ) : (
        <Box aria-hidden sx={{ aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.400' }}>
          <Inventory2Outlined sx={{ fontSize: 56 }} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
          <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
            {product.category}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Rating value={product.rating} precision={0.1} size="small" readOnly aria-label={`Rating ${product.rating}`} />
            <Typography variant="caption" color="text.secondary">
              {product.rating.toFixed(1)}
            </Typography>
          </Stack>
        </Stack>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {product.description}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.dark' }}>{formatRupiah(product.price)}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Tooltip title="Bagikan">
          <IconButton aria-label={`Bagikan ${product.name}`} onClick={() => onShare(product)} size="small">
            <ShareOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {onToggleWishlist && (
          <Tooltip title={wishlisted ? 'Hapus dari wishlist' : 'Tambah ke wishlist'}>
            <IconButton aria-label={`Wishlist ${product.name}`} aria-pressed={!!wishlisted} onClick={() => onToggleWishlist(product)} size="small">
              {wishlisted ? <Favorite fontSize="small" color="error" /> : <FavoriteBorder fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
        <Button variant="contained" size="small" onClick={() => onAddToCart(product)} sx={{ ml: 'auto' }} aria-label={`Tambah ${product.name} ke keranjang`}>
          + Keranjang
        </Button>
      </CardActions>
    </Card>
  );
}
