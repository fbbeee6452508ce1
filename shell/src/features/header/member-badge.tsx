import { Chip, Typography } from '@mui/material';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useMemberStatusQuery } from './member-status-api';

const sinceFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '1 Januari 2026' for the date '2026-01-01' (a calendar date: no time zone moves it). */
function formatSince(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? '' : sinceFormat.format(parsed);
}

/**
 * 'Anggota Koperasi' (and since when) for a member of the cooperative, nothing for anyone else. The status
 * loads with the user menu, after the header is painted, and only shows inside the opened menu, so it
 * never moves the header.
 */
export function MemberBadge({ profileId }: { profileId: string }) {
  const { data } = useMemberStatusQuery(profileId);
  if (!data?.isMember) return null;
  const since = data.memberSince ? formatSince(data.memberSince) : '';
  return (
    <>
      <Chip
        size="small"
        color="primary"
        icon={<VerifiedOutlined />}
        label="Anggota Koperasi"
        data-testid="member-badge"
        sx={{ mt: 0.75, fontWeight: 600 }}
      />
      {since && (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="member-since">
          Anggota sejak {since}
        </Typography>
      )}
    </>
  );
}
