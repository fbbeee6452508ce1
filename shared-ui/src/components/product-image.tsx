import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';

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
  sx?: SxProps<Theme>;
}

/** The widths Storage renders an image in for a srcset: few, so that renditions are shared and cached. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

const PUBLIC_OBJECT = '/storage/v1/object/public/';
const PUBLIC_RENDER = '/storage/v1/render/image/public/';

/**
 * A srcset of Storage's image transformations for a public object URL of the project's storage
 * (`…/storage/v1/object/public/<bucket>/<path>` → `…/storage/v1/render/image/public/<bucket>/<path>?width=W`,
 * in WebP for browsers that take it); undefined for any other URL, which is shown as it is.
 */
export function storageSrcSet(src: string): string | undefined {
  const at = src.indexOf(PUBLIC_OBJECT);
  if (at < 0 || src.includes('?') || src.includes('#')) return undefined;
  // a srcset separates its candidates by white space and commas: neither may stay bare in a URL
  const rendered = (src.slice(0, at) + PUBLIC_RENDER + src.slice(at + PUBLIC_OBJECT.length))
    .replace(/\s/g, encodeURIComponent)
    .replace(/,/g, '%2C');
  return IMAGE_WIDTHS.map((width) => `${rendered}?width=${width} ${width}w`).join(', ');
}

/**
 * A product image that falls back to a neutral placeholder when there is none or it fails to load. Given
 * `sizes`, a storage image comes in the width it is drawn at; if that rendition fails (a project without
 * image transformations), the original file is tried before the placeholder.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  iconSize = 56,
  loading = 'lazy',
  sx,
}: ProductImageProps) {
  const [failures, setFailures] = useState({ src, count: 0 });
  const failed = failures.src === src ? failures.count : 0;
  const srcSet = sizes === undefined ? undefined : storageSrcSet(src);
  const tries = srcSet === undefined ? 1 : 2;
  const base = { display: 'block', width: '100%', bgcolor: 'grey.100', ...(sx as object) };
  if (!src || failed >= tries) {
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
  const useSrcSet = srcSet !== undefined && failed === 0;
  return (
    <Box
      component="img"
      // a new element for the second try: the browser keeps no half-loaded srcset candidate
      key={useSrcSet ? 'rendition' : 'original'}
      src={src}
      srcSet={useSrcSet ? srcSet : undefined}
      sizes={useSrcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      width={width}
      height={height}
      onError={() => setFailures({ src, count: failed + 1 })}
      sx={{ ...base, objectFit: 'cover' }}
    />
  );
}
