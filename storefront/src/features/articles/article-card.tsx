import {
  Link as RouterLink,
  formatDate,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { teaserOf, type Article, paths } from '@koperasi/shared-services';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { ArticleImage } from './article-image';
import { ArticleTypeLabel } from './article-type-label';
import { formatEventDate } from './article-format';

/**
 * An article in a list: image, type, publish date, title, the start of its text and, for an event, when it
 * takes place. The whole card opens the article.
 */
export function ArticleCard({
  article,
  headingComponent = 'h3',
}: {
  article: Article;
  headingComponent?: 'h2' | 'h3';
}) {
  return (
    <Card
      component="article"
      data-testid="article-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', '&:hover': { boxShadow: 3 } }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.article(article.id)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ArticleImage src={article.image} alt="" sizes="(min-width: 600px) 33vw, 100vw" />
        <CardContent sx={{ flexGrow: 1, width: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <ArticleTypeLabel type={article.type} />
            <Typography
              variant="caption"
              color="text.secondary"
              component="time"
              dateTime={article.publishDate}
            >
              {formatDate(article.publishDate)}
            </Typography>
          </Stack>
          <Typography
            variant="h3"
            component={headingComponent}
            sx={{ fontSize: '1.05rem', mb: 0.5, overflowWrap: 'anywhere' }}
          >
            {article.title}
          </Typography>
          {article.type === 'event' && article.eventDate && (
            <Box
              sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: '#5b21b6', mb: 0.5 }}
              data-testid="article-event-date"
            >
              <EventOutlined fontSize="small" aria-hidden />
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {formatEventDate(article.eventDate)}
              </Typography>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {teaserOf(article.content, 140)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
