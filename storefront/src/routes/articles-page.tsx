import { useMemo } from 'react';
import {
  Link as RouterLink,
  useSearchParams,
  EmptyState,
  Box,
  Button,
  Grid,
  Skeleton,
  Stack,
  Typography,
  usePageTitle,
  RetryAlert,
} from '@koperasi/shared-ui';
import { Chip, useMediaQuery, useTheme } from '@mui/material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import {
  ARTICLE_TYPES,
  readArticleListParams,
  toArticleListQuery,
  useLiveArticlesQuery,
  type ArticleType,
} from '@koperasi/shared-services';
import { ArticleCard } from '../features/articles/article-card';
import { UpcomingEvents } from '../features/articles/upcoming-events';
import { ARTICLE_TYPE_LABELS } from '../features/articles/article-format';
import { articleListPath } from '../features/articles/article-list-params';
import { LinkPagination } from '../components/link-pagination';

/** What the list shows for each filter: every type ('Semua'), or one. */
const FILTERS: Array<{ type?: ArticleType; label: string }> = [
  { label: 'Semua' },
  ...ARTICLE_TYPES.map((type) => ({ type, label: ARTICLE_TYPE_LABELS[type] })),
];

/** /artikel: every live article (news, promos and events), newest first, by type and page; upcoming events. */
export default function ArticlesPage() {
  usePageTitle('Berita & Promosi');
  const [searchParams] = useSearchParams();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const params = useMemo(() => readArticleListParams(searchParams), [searchParams]);
  // another filter or page shows as loading until its answer arrives
  const { currentData: page, isError, refetch } = useLiveArticlesQuery(toArticleListQuery(params));
  const loading = !page && !isError;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 0.5 }}>
        Berita &amp; Promosi
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, minHeight: 24 }} aria-live="polite">
        {page ? `${page.total} artikel` : loading ? 'Memuat artikel...' : ''}
      </Typography>

      <Stack
        component="nav"
        aria-label="Jenis artikel"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {FILTERS.map(({ type, label }) => {
          const current = params.type === type;
          return (
            <Chip
              key={label}
              component={RouterLink}
              to={articleListPath({ type })}
              clickable
              label={label}
              color={current ? 'primary' : 'default'}
              variant={current ? 'filled' : 'outlined'}
              aria-current={current ? 'page' : undefined}
            />
          );
        })}
      </Stack>

      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {isError ? (
            <RetryAlert onRetry={() => void refetch()}>Gagal memuat artikel</RetryAlert>
          ) : page && page.items.length === 0 ? (
            <EmptyState
              icon={<ArticleOutlined />}
              title="Belum ada artikel"
              text={
                page.total > 0
                  ? 'Halaman ini kosong. Kembali ke halaman pertama untuk melihat artikelnya.'
                  : params.type
                    ? `Belum ada ${ARTICLE_TYPE_LABELS[params.type].toLowerCase()} yang terbit.`
                    : 'Belum ada berita, promo atau acara yang terbit.'
              }
              action={
                <Button
                  component={RouterLink}
                  to={articleListPath(page.total > 0 ? { type: params.type } : {})}
                  variant="contained"
                >
                  {page.total > 0 ? 'Ke halaman pertama' : 'Lihat Semua Artikel'}
                </Button>
              }
            />
          ) : (
            <Grid container spacing={{ xs: 1.5, sm: 2 }} aria-busy={loading}>
              {loading &&
                Array.from({ length: 4 }, (_, key) => (
                  <Grid key={key} size={{ xs: 12, sm: 6 }}>
                    <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 4' }} />
                  </Grid>
                ))}
              {page?.items.map((article) => (
                <Grid key={article.id} size={{ xs: 12, sm: 6 }}>
                  <ArticleCard article={article} headingComponent="h2" />
                </Grid>
              ))}
            </Grid>
          )}

          {page && (
            <LinkPagination
              page={params.page}
              pageCount={page.pageCount}
              href={(n) => articleListPath({ type: params.type, page: n })}
              narrow={narrow}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <UpcomingEvents limit={5} />
        </Grid>
      </Grid>
    </Box>
  );
}
