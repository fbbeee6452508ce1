import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';

export interface ProductImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** size of the placeholder icon */
  iconSize?: number;
  loading?: 'lazy' | 'eager';
  sx?: SxProps<Theme>;
}

/** A product image that falls back to a neutral placeholder when there is none or it fails to load. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  iconSize = 56,
  loading = 'lazy',
  sx,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const base = { display: 'block', width: '100%', bgcolor: 'grey.100', ...(sx as object) };
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{ ...base, display: 'grid', placeItems: 'center', color: 'grey.400' }}
      >
        <Inventory2Outlined sx={{ fontSize: iconSize }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={loading}
      width={width}
      height={height}
      onError={() => setFailedSrc(src)}
      sx={{ ...base, objectFit: 'cover' }}
    />
  );
}
