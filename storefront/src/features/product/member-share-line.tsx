import { Box, Skeleton, Typography, formatIdr } from '@koperasi/shared-ui';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import { formatMemberPercent } from '@koperasi/shared-services';
import { useProductMemberShareQuery } from './member-share-api';

/** One line of body text: the line is this tall before, while and after it loads, so nothing moves. */
const LINE_HEIGHT = '1.5rem';

/**
 * Price transparency under the price: how much of it goes to the member who produced it, under the
 * cooperative's commission in force now: 'Rp 108.375 (85%) untuk nelayan anggota'. Its line is reserved
 * while it loads and stays (empty) when it cannot load, so the page never shifts.
 */
export function MemberShareLine({ productId }: { productId: number }) {
  const { data: share, isLoading } = useProductMemberShareQuery(productId);
  return (
    <Box sx={{ minHeight: LINE_HEIGHT, mb: 1 }} data-testid="member-share">
      {isLoading ? (
        <Skeleton
          variant="text"
          role="status"
          aria-label="Memuat bagian untuk anggota"
          sx={{ width: 260, maxWidth: '100%', height: LINE_HEIGHT }}
        />
      ) : (
        share && (
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, lineHeight: LINE_HEIGHT }}
          >
            <Diversity3Outlined fontSize="small" color="primary" aria-hidden sx={{ mt: '2px' }} />
            <span>
              <Box component="strong" sx={{ color: 'primary.dark' }}>
                {formatIdr(share.memberAmount)} ({formatMemberPercent(share.memberPercent)})
              </Box>{' '}
              untuk {share.producerLabel} anggota
              {share.commissionRate > 0 && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  · komisi koperasi {formatMemberPercent(share.commissionRate)}
                </Box>
              )}
            </span>
          </Typography>
        )
      )}
    </Box>
  );
}
