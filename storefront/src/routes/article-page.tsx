import { useState } from 'react';
import {
  Link as RouterLink,
  useParams,
  EmptyState,
  formatDate,
  Alert,
  Box,
  Button,
  Grid,
  Skeleton,
  Stack,
  Typography,
  usePageTitle,
  MuiLink as Link,
  RetryAlert,
} from '@koperasi/shared-ui';
import { Breadcrumbs } from '@mui/material';
import EventOutlined from '@mui/icons-material/EventOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { parseId, useLiveArticleQuery, useLiveArticlesQuery, paths } from '@koperasi/shared-services';
import { ArticleCard } from '../features/articles/article-card';
import { ArticleImage } from '../features/articles/article-image';
import { ArticleTypeLabel } from '../features/articles/article-type-label';
import { formatEventDate, isUpcoming } from '../features/articles/article-format';

const MORE_COUNT = 3;

/** /artikel/{id}: one article in full: type, date, title, image, the whole text and an event's date. */
export default function ArticlePage() {
  const { id = '' } = useParams();
  const articleId = parseId(id);
  // another article shows as loading until its answer arrives; 'Coba lagi' asks again
  const {
    currentData: article,
    error,
    isFetching,
    refetch,
  } = useLiveArticleQuery(articleId ?? 0, { skip: articleId === null });
  const { data: latest } = useLiveArticlesQuery({ pageSize: MORE_COUNT + 1 });
  const more = (latest?.items ?? []).filter((other) => other.id !== articleId).slice(0, MORE_COUNT);
  // the time the page was opened: whether the article is still scheduled, the event still to come
  const [now] = useState(Date.now);
  const notFound = articleId === null || (!article && error?.message === 'Article not found');
  // the tab names the article once it is known; a failed load keeps the title it had
  usePageTitle(article ? article.title : notFound ? 'Artikel tidak ditemukan' : undefined);

  if (articleId !== null && !article && (isFetching || !error)) {
    return (
      <Box
        sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 900 }}
        role="status"
        aria-busy="true"
        aria-label="Memuat artikel"
      >
        <Skeleton width={240} sx={{ mb: 2 }} />
        <Skeleton width="30%" />
        <Skeleton width="80%" height={48} />
        <Skeleton
          variant="rounded"
          sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', maxWidth: 720, my: 2 }}
        />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </Box>
    );
  }
  if (notFound) {
    return (
      <EmptyState
        headingComponent="h1"
        icon={<SearchOff />}
        title="Artikel tidak ditemukan"
        text="Artikel ini tidak ada atau belum diterbitkan."
        action={
          <Button component={RouterLink} to={paths.articles()} variant="contained">
            Lihat Semua Berita
          </Button>
        }
      />
    );
  }
  if (!article) {
    return (
      <Box sx={{ p: { xs: 1.5, md: 3 } }}>
        <RetryAlert onRetry={() => void refetch()}>Gagal memuat artikel</RetryAlert>
      </Box>
    );
  }

  const scheduled = Date.parse(article.publishDate) > now;
  const upcoming = article.eventDate ? isUpcoming(article.eventDate, now) : false;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Breadcrumbs aria-label="Lokasi halaman" sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          Beranda
        </Link>
        <Link component={RouterLink} to={paths.articles()} underline="hover" color="inherit">
          Berita &amp; Promosi
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {article.title}
        </Typography>
      </Breadcrumbs>

      <Box component="article" aria-labelledby="article-title" sx={{ maxWidth: 860 }}>
        {scheduled && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Artikel ini terjadwal terbit pada {formatDate(article.publishDate)}. Pembeli belum dapat
            melihatnya.
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <ArticleTypeLabel type={article.type} />
          <Typography variant="body2" color="text.secondary">
            <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time> · {article.author}
          </Typography>
        </Stack>
        <Typography
          id="article-title"
          variant="h1"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2, overflowWrap: 'anywhere' }}
        >
          {article.title}
        </Typography>

        {article.type === 'event' && article.eventDate && (
          <Box
            data-testid="article-event-date"
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              p: 2,
              mb: 2,
              borderRadius: 2,
              bgcolor: '#f5f3ff',
              border: '1px solid #ddd6fe',
            }}
          >
            <EventOutlined sx={{ color: '#5b21b6' }} aria-hidden />
            <Box>
              <Typography variant="body2" sx={{ color: '#5b21b6', fontWeight: 600 }}>
                {upcoming ? 'Waktu acara' : 'Acara telah berlangsung'}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>
                <time dateTime={article.eventDate}>{formatEventDate(article.eventDate)}</time>
              </Typography>
            </Box>
          </Box>
        )}

        <ArticleImage
          src={article.image}
          alt={article.title}
          loading="eager"
          sizes="(min-width: 900px) 860px, 100vw"
          sx={{ borderRadius: 2, mb: 3 }}
        />

        <Typography
          data-testid="article-content"
          sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', lineHeight: 1.75, overflowWrap: 'anywhere' }}
        >
          {article.content}
        </Typography>
      </Box>

      {more.length > 0 && (
        <Box component="section" aria-labelledby="more-articles-heading" sx={{ mt: 5 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}
          >
            <Typography id="more-articles-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
              Artikel Lainnya
            </Typography>
            <Button component={RouterLink} to={paths.articles()} sx={{ whiteSpace: 'nowrap' }}>
              Semua Berita
            </Button>
          </Stack>
          <Grid container spacing={{ xs: 1.5, sm: 2 }}>
            {more.map((other) => (
              <Grid key={other.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ArticleCard article={other} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </Box>
  );
}
