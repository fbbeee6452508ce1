import { Box, Chip, Stack, Typography } from '@mui/material';
import type { NewsItem } from '@koperasi/shared-services';
import { formatDate } from '@koperasi/shared-ui';

/** The sidebar's 'Berita & Promosi' panel. */
export function NewsPanel({ items }: { items: NewsItem[] }) {
  return (
    <Box component="section" aria-labelledby="news-heading" sx={{ p: 2 }}>
      <Typography id="news-heading" variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Berita &amp; Promosi
      </Typography>
      <Stack spacing={1.5}>
        {items.map((item) => (
          <Box key={item.id} component="article" sx={{ p: 1.5, borderRadius: 2, bgcolor: item.type === 'promo' ? '#fff7ed' : '#ecfdf5' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
              <Chip size="small" label={item.type === 'promo' ? 'Promo' : 'Berita'} color={item.type === 'promo' ? 'secondary' : 'primary'} />
              <Typography variant="caption" color="text.secondary">
                {formatDate(item.date)}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {item.description}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
