import { Link as RouterLink, Box, Card, Skeleton, Stack, Typography } from '@koperasi/shared-ui';
import { useUpcomingEventsQuery } from './articles-api';
import { EventDateBadge } from './event-date-badge';
import { formatEventDate } from './article-format';
import { paths } from '@koperasi/shared-services';

/** 'Acara Mendatang': the live events still to come, soonest first, each with its date and a link. */
export function UpcomingEvents({
  limit = 3,
  headingComponent = 'h2',
}: {
  limit?: number;
  headingComponent?: 'h2' | 'h3';
}) {
  const { data: events, isError, isLoading } = useUpcomingEventsQuery(limit);
  return (
    <Card component="section" aria-labelledby="upcoming-events-heading" sx={{ p: 2 }}>
      <Typography
        id="upcoming-events-heading"
        variant="h3"
        component={headingComponent}
        sx={{ fontSize: '1.1rem', mb: 1.5 }}
      >
        Acara Mendatang
      </Typography>
      {isLoading && (
        <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Memuat acara">
          {Array.from({ length: Math.min(limit, 3) }, (_, key) => (
            <Stack key={key} direction="row" spacing={1.5}>
              <Skeleton variant="rounded" width={56} height={56} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width="80%" />
                <Skeleton width="60%" />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      {isError && (
        <Typography variant="body2" color="text.secondary">
          Gagal memuat acara
        </Typography>
      )}
      {events && events.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Belum ada acara mendatang.
        </Typography>
      )}
      {events && events.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {events.map((event) => (
            <Box
              component="li"
              key={event.id}
              data-testid="upcoming-event"
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              {event.eventDate && <EventDateBadge date={event.eventDate} />}
              <Box sx={{ minWidth: 0 }}>
                {/* MUI's Link would bring MUI's default theme into the home page's chunks */}
                <Typography
                  component={RouterLink}
                  to={paths.article(event.id)}
                  color="text.primary"
                  sx={{
                    fontWeight: 600,
                    display: 'block',
                    overflowWrap: 'anywhere',
                    textDecoration: 'none',
                    '&:hover': { textDecoration: 'underline' },
                  }}
                >
                  {event.title}
                </Typography>
                {event.eventDate && (
                  <Typography variant="body2" color="text.secondary" data-testid="upcoming-event-date">
                    {formatEventDate(event.eventDate)}
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
