import { Chip, Typography } from '@mui/material';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { formatDate } from '@koperasi/shared-services';
import { useMemberStatusQuery } from './member-status-api';

/**
 * 'Anggota Koperasi' (and since when) for a member of the cooperative, nothing for anyone else. The status
 * loads with the user menu, after the header is painted, and only shows inside the opened menu, so it
 * never moves the header.
 */
export function MemberBadge({ profileId }: { profileId: string }) {
  const { data } = useMemberStatusQuery(profileId);
  if (!data?.isMember) return null;
  // a calendar date: '1 Januari 2026' for '2026-01-01' in every time zone
  const since = formatDate(data.memberSince);
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
