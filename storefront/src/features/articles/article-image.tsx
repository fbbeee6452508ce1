import { useState } from 'react';
import { Box } from '@koperasi/shared-ui';
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
  sx,
}: {
  src: string | null;
  alt: string;
  loading?: 'lazy' | 'eager';
  sx?: SxProps<Theme>;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '4 / 3',
    bgcolor: 'grey.100',
    ...(sx as object),
  };
  if (!src || failed === src) {
    return (
      <Box aria-hidden sx={{ ...base, display: 'grid', placeItems: 'center', color: 'grey.400' }}>
        <ArticleOutlined sx={{ fontSize: 56 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={loading}
      width={800}
      height={600}
      onError={() => setFailed(src)}
      sx={{ ...base, objectFit: 'cover' }}
    />
  );
}
