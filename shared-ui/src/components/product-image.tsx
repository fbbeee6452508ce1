import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { storageSrcSet } from './storage-src-set';

export interface ProductImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /**
   * How wide the image is drawn (the `sizes` attribute, e.g. '80px' or '(min-width: 900px) 45vw, 100vw').
   * With it, an image of the project's storage is fetched in the width the screen needs (see storageSrcSet).
   */
  sizes?: string;
  /** size of the placeholder icon */
  iconSize?: number;
  loading?: 'lazy' | 'eager';
  /** 'high' for the picture the page is judged by (the first cards: the largest paint) */
  fetchPriority?: 'high' | 'low' | 'auto';
  sx?: SxProps<Theme>;
}

export interface StorageImage {
  /** nothing left to try (no src, or every try failed): show a placeholder */
  failed: boolean;
  /** for the <img>: its key (a new element for the second try), src, srcSet, sizes and onError */
  imgProps: {
    key: string;
    src: string;
    srcSet: string | undefined;
    sizes: string | undefined;
    onError: () => void;
  };
}

/**
 * A picture's <img> attributes and what to do when it fails. Given `sizes` (how wide it is drawn, e.g. '80px'
 * or '(min-width: 900px) 45vw, 100vw'), a picture of the project's storage comes as a rendition of about that
 * width (storageSrcSet); if that fails (a project without image transformations), the stored original is
 * tried, then `failed` asks for the placeholder. A new src starts again.
 */
export function useStorageImage(src: string | null | undefined, sizes?: string): StorageImage {
  const [failures, setFailures] = useState({ src, count: 0 });
  const failed = failures.src === src ? failures.count : 0;
  const srcSet = src && sizes !== undefined ? storageSrcSet(src) : undefined;
  const renditions = srcSet !== undefined && failed === 0;
  return {
    failed: !src || failed >= (srcSet === undefined ? 1 : 2),
    imgProps: {
      key: renditions ? 'rendition' : 'original',
      src: src ?? '',
      srcSet: renditions ? srcSet : undefined,
      sizes: renditions ? sizes : undefined,
      onError: () => setFailures({ src, count: failed + 1 }),
    },
  };
}

/**
 * A product image that falls back to a neutral placeholder when there is none or it fails to load. Given
 * `sizes`, a storage image comes in the width it is drawn at (useStorageImage).
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  iconSize = 56,
  loading = 'lazy',
  fetchPriority,
  sx,
}: ProductImageProps) {
  const image = useStorageImage(src, sizes);
  const base = { display: 'block', width: '100%', bgcolor: 'grey.100', ...(sx as object) };
  if (image.failed) {
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
  const { key, ...imgProps } = image.imgProps;
  return (
    <Box
      component="img"
      key={key}
      {...imgProps}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      width={width}
      height={height}
      sx={{ ...base, objectFit: 'cover' }}
    />
  );
}
