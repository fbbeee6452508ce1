import { StorageImage } from '@koperasi/shared-ui';
import type { SxProps, Theme } from '@mui/material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';

/**
 * An article's picture at 4:3 (as the seeded and most phone pictures are, shown whole); a quiet placeholder when there is none or it fails to load. `alt` empty
 * when the title next to it already says what it shows.
 */
export function ArticleImage({
  src,
  alt,
  loading = 'lazy',
  sizes,
  sx,
}: {
  src: string | null;
  alt: string;
  loading?: 'lazy' | 'eager';
  /** how wide it is drawn: with it, a storage picture comes as a rendition of about that width */
  sizes?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <StorageImage
      src={src}
      alt={alt}
      sizes={sizes}
      loading={loading}
      width={800}
      height={600}
      placeholder={<ArticleOutlined sx={{ fontSize: 56 }} />}
      sx={{ height: 'auto', aspectRatio: '4 / 3', ...(sx as object) }}
    />
  );
}
