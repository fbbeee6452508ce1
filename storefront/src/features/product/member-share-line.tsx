import { Box, Skeleton, Typography, formatIdr } from '@koperasi/shared-ui';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import { formatPercent } from '@koperasi/shared-services/economics';
import { useProductMemberShareQuery } from './member-share-api';

/** The main line and the commission line below it: this tall before, while and after loading. */
const LINE = '1.5rem';
const NOTE = '1.25rem';

/**
 * Price transparency under the price: how much of it goes to the member who produced it, under the
 * cooperative's commission in force now ('Rp 108.375 (85%) untuk nelayan anggota'), and that commission on
 * a second line. Both lines are reserved while it loads and stay (empty) when it cannot load, so the page
 * never shifts.
 */
export function MemberShareLine({ productId }: { productId: number }) {
  const { data: share, isLoading } = useProductMemberShareQuery(productId);
  if (isLoading) return <MemberShareLoading />;
  return (
    <Box sx={{ minHeight: `calc(${LINE} + ${NOTE})`, mb: 1 }} data-testid="member-share">
      {share && (
        <>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, lineHeight: LINE }}
          >
            <Diversity3Outlined fontSize="small" color="primary" aria-hidden />
            <span>
              <Box component="strong" sx={{ color: 'primary.dark' }}>
                {formatIdr(share.memberAmount)} ({formatPercent(share.memberPercent)})
              </Box>{' '}
              untuk {share.producerLabel} anggota
            </span>
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ lineHeight: NOTE, pl: 3.5 }}
          >
            {share.commissionRate > 0
              ? `Komisi koperasi ${formatPercent(share.commissionRate)} (${formatIdr(share.commissionAmount)})`
              : 'Tanpa komisi koperasi'}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** The share line while it loads (also the server's first screen, which leaves it to the page). */
export function MemberShareLoading() {
  return (
    <Box sx={{ minHeight: `calc(${LINE} + ${NOTE})`, mb: 1 }} data-testid="member-share">
      <Box role="status" aria-label="Memuat bagian untuk anggota">
        <Skeleton variant="text" sx={{ width: 260, maxWidth: '100%', height: LINE }} />
        <Skeleton variant="text" sx={{ width: 160, maxWidth: '100%', height: NOTE }} />
      </Box>
    </Box>
  );
}
