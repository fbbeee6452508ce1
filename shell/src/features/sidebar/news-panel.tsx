import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { NewsItem } from '@koperasi/shared-services';
import { formatDate } from '@koperasi/shared-ui';
import { paths } from '@koperasi/shared-services';

/**
 * The sidebar's 'Berita & Promosi' panel: the latest live news and promo articles, each opening its article
 * page (/artikel/{id}), and a link to all of them. `onPick` is told when a link is followed (the drawer
 * closes on a phone).
 */
export function NewsPanel({ items, onPick }: { items: NewsItem[] | null | 'failed'; onPick?: () => void }) {
  return (
    <Box component="section" aria-labelledby="news-heading" sx={{ p: 2 }}>
      <Typography id="news-heading" variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Berita &amp; Promosi
      </Typography>
      {items === null && (
        <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Memuat berita">
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Stack>
      )}
      {items === 'failed' && (
        <Typography variant="body2" color="text.secondary">
          Gagal memuat berita
        </Typography>
      )}
      {Array.isArray(items) && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Belum ada berita atau promo.
        </Typography>
      )}
      {Array.isArray(items) && items.length > 0 && (
        <Stack spacing={1.5}>
          {items.map((item) => (
            <Box
              key={item.id}
              component="article"
              aria-label={item.title}
              sx={{
                position: 'relative',
                p: 1.5,
                borderRadius: 2,
                bgcolor: item.type === 'promo' ? '#fff7ed' : '#ecfdf5',
                '&:hover': { boxShadow: 2 },
                '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5, gap: 1 }}
              >
                {/* A label styled like a small Chip, without MUI's Chip component (2.6 KB of gzip JavaScript). */}
                <Typography
                  component="span"
                  variant="caption"
                  sx={{
                    px: 1,
                    lineHeight: '22px',
                    borderRadius: 11,
                    fontWeight: 600,
                    // dark text on the amber promo label, white on the green news one (both above 4.5:1)
                    color: item.type === 'promo' ? 'secondary.contrastText' : '#fff',
                    bgcolor: item.type === 'promo' ? 'secondary.main' : 'primary.main',
                  }}
                >
                  {item.type === 'promo' ? 'Promo' : 'Berita'}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="time" dateTime={item.date}>
                  {formatDate(item.date)}
                </Typography>
              </Stack>
              <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
                {/* the whole card opens the article: the link's box covers it */}
                <Link
                  component={RouterLink}
                  to={paths.article(item.id)}
                  onClick={onPick}
                  color="inherit"
                  underline="hover"
                  sx={{
                    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
                    '&:focus-visible': { outline: 'none' },
                  }}
                >
                  {item.title}
                </Link>
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {item.description}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {items !== 'failed' && (
        <Link
          component={RouterLink}
          to={paths.articles()}
          onClick={onPick}
          underline="hover"
          sx={{
            display: 'inline-block',
            mt: 1.5,
            fontWeight: 600,
            fontSize: '0.875rem',
            color: 'primary.dark',
          }}
        >
          Semua berita &amp; acara
        </Link>
      )}
    </Box>
  );
}
