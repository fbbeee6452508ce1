import {
  Link as RouterLink,
  Alert,
  Box,
  Button,
  Grid,
  Skeleton,
  Stack,
  Typography,
  WhenIdle,
} from '@koperasi/shared-ui';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useLiveArticlesQuery, paths } from '@koperasi/shared-services';
import { ArticleCard } from './article-card';
import { UpcomingEvents } from './upcoming-events';

const LATEST_COUNT = 3;

/**
 * The home page's 'Berita & Acara': the latest live articles beside the upcoming events, with a link to the
 * whole list. Below the products: its cards and their queries wait until the first screen is done.
 */
export function LatestArticles() {
  return (
    <Box component="section" aria-labelledby="latest-articles-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography
          id="latest-articles-heading"
          variant="h2"
          sx={{ fontSize: { xs: '1.2rem', sm: '1.3rem', md: '1.5rem' } }}
        >
          Berita &amp; Acara
        </Typography>
        <Button
          component={RouterLink}
          to={paths.articles()}
          endIcon={<ArrowForward />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Semua Berita
        </Button>
      </Stack>
      <WhenIdle fallback={<Box sx={{ minHeight: 400 }} />}>
        <LatestArticlesBody />
      </WhenIdle>
    </Box>
  );
}

function LatestArticlesBody() {
  const { data: page, isError, isLoading } = useLiveArticlesQuery({ pageSize: LATEST_COUNT });
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2 }}>
      <Grid size={{ xs: 12, xl: 8 }}>
        {isError ? (
          <Alert severity="error">Gagal memuat artikel</Alert>
        ) : (
          <Grid container spacing={{ xs: 1.5, sm: 2 }} aria-busy={isLoading}>
            {isLoading &&
              Array.from({ length: LATEST_COUNT }, (_, key) => (
                <Grid key={key} size={{ xs: 12, sm: 4 }}>
                  <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 5' }} />
                </Grid>
              ))}
            {page?.items.map((article) => (
              <Grid key={article.id} size={{ xs: 12, sm: 4 }}>
                <ArticleCard article={article} />
              </Grid>
            ))}
            {page && page.items.length === 0 && (
              <Grid size={12}>
                <Typography color="text.secondary">Belum ada berita.</Typography>
              </Grid>
            )}
          </Grid>
        )}
      </Grid>
      <Grid size={{ xs: 12, xl: 4 }}>
        <UpcomingEvents headingComponent="h3" />
      </Grid>
    </Grid>
  );
}
