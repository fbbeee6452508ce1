import { useState, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { storageSrcSet } from './storage-src-set';

export interface StorageImageProps {
  src: string | null | undefined;
  /** what the picture shows; '' for a decorative one (its placeholder is then hidden from screen readers) */
  alt: string;
  width?: number;
  height?: number;
  /**
   * How wide the image is drawn (the `sizes` attribute, e.g. '80px' or '(min-width: 900px) 45vw, 100vw').
   * With it, an image of the project's storage is fetched in the width the screen needs (see storageSrcSet).
   */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the picture the page is judged by (the first cards: the largest paint) */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** what stands in the picture's place when there is none or it fails to load (an icon) */
  placeholder: ReactNode;
  /** the picture's box, the same for the placeholder */
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

export interface ProductImageProps extends Omit<StorageImageProps, 'placeholder' | 'src'> {
  src: string;
  /** size of the placeholder icon */
  iconSize?: number;
}

export interface StorageImageState {
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
export function useStorageImage(src: string | null | undefined, sizes?: string): StorageImageState {
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
 * A stored picture (useStorageImage: a rendition of the width it is drawn at, else the original), and in its
 * box `placeholder` on grey when there is none or it fails to load. What ProductImage, the articles' pictures
 * and the back office's list thumbnails draw.
 */
export function StorageImage({
  src,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  fetchPriority,
  placeholder,
  sx,
  'data-testid': testId,
}: StorageImageProps) {
  const image = useStorageImage(src, sizes);
  const box = { display: 'block', width: '100%', bgcolor: 'grey.100' };
  if (image.failed) {
    return (
      <Box
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-testid={testId}
        sx={{ ...box, display: 'grid', placeItems: 'center', color: 'grey.400', ...(sx as object) }}
      >
        {placeholder}
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
      data-testid={testId}
      sx={{ ...box, ...(sx as object), objectFit: 'cover' }}
    />
  );
}

/**
 * A product image that falls back to a neutral placeholder when there is none or it fails to load. Given
 * `sizes`, a storage image comes in the width it is drawn at (useStorageImage).
 */
export function ProductImage({ iconSize = 56, ...props }: ProductImageProps) {
  return <StorageImage {...props} placeholder={<Inventory2Outlined sx={{ fontSize: iconSize }} />} />;
}
