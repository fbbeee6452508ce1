import { Typography } from '@koperasi/shared-ui';
import type { ArticleType } from '@koperasi/shared-services';
import { ARTICLE_TYPE_COLORS, ARTICLE_TYPE_LABELS } from './article-format';

/** 'Berita', 'Promo' or 'Acara' as a small pill (styled like a Chip, without MUI's Chip component). */
export function ArticleTypeLabel({ type }: { type: ArticleType }) {
  const { bg, fg } = ARTICLE_TYPE_COLORS[type];
  return (
    <Typography
      component="span"
      variant="caption"
      data-testid="article-type"
      sx={{
        display: 'inline-block',
        px: 1,
        lineHeight: '22px',
        borderRadius: 11,
        fontWeight: 600,
        color: fg,
        bgcolor: bg,
        whiteSpace: 'nowrap',
      }}
    >
      {ARTICLE_TYPE_LABELS[type]}
    </Typography>
  );
}
