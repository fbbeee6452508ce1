import { Box, Typography } from '@koperasi/shared-ui';
import { eventBadge, formatEventDay } from './article-format';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A small calendar leaf: the day of the month over the short month ('5' / 'Des'), the full day for readers. */
export function EventDateBadge({ date, size = 56 }: { date: string; size?: number }) {
  const [day, month] = eventBadge(date);
  return (
    <Box
      component="time"
      dateTime={date}
      sx={{
        position: 'relative',
        width: size,
        minWidth: size,
        height: size,
        borderRadius: 2,
        display: 'grid',
        placeContent: 'center',
        textAlign: 'center',
        bgcolor: '#ede9fe',
        color: '#4c1d95',
        lineHeight: 1,
      }}
    >
      {/* read out whole; the leaf itself is for the eye */}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {formatEventDay(date)}
      </Box>
      <Typography component="span" aria-hidden sx={{ fontWeight: 700, fontSize: size * 0.4, lineHeight: 1 }}>
        {day}
      </Typography>
      <Typography
        component="span"
        aria-hidden
        sx={{ fontSize: size * 0.22, fontWeight: 600, textTransform: 'uppercase', lineHeight: 1.3 }}
      >
        {month}
      </Typography>
    </Box>
  );
}
