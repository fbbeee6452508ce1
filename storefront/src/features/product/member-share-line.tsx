import type { ReactNode } from 'react';
import { Box, Skeleton, Typography, formatIdr } from '@koperasi/shared-ui';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { formatPercent } from '@koperasi/shared-services/economics';
import { useProductMemberShareQuery } from './member-share-api';

/** A line of the share (the amount, and on a narrow column who it goes to) and the commission line. */
const LINE = '1.5rem';
const NOTE = '1.25rem';
/**
 * From this column width the amount and who it goes to share one line ("Rp 1.250.000 (100%) untuk nelayan
 * anggota" is about 370 px); below it "untuk nelayan anggota" always takes a line of its own. The block's
 * height therefore follows the column's width, never the text, so the page does not move when it loads.
 */
const ONE_LINE = '@container (min-width: 26rem)';

/**
 * The share's block, as tall before, while and after loading: two lines on a wide column, three on a narrow
 * one (its container is the column, measured by a container query).
 */
function ShareBlock({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ containerType: 'inline-size', mb: 1 }}>
      <Box
        sx={{
          minHeight: `calc(2 * ${LINE} + ${NOTE})`,
          [ONE_LINE]: { minHeight: `calc(${LINE} + ${NOTE})` },
        }}
        data-testid="member-share"
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * Price transparency under the price: how much of it goes to the seller under the cooperative's commission
 * in force now, and that commission on the line below. The share is a member's ('Rp 108.375 (85%) untuk
 * nelayan anggota') only when the seller is a member of the cooperative today; a verified seller who is not
 * gets 'untuk penjual non-anggota'. Its lines are reserved while it loads and stay (empty) when it cannot
 * load, so the page never shifts.
 */
export function MemberShareLine({ productId }: { productId: number }) {
  const { data: share, isLoading } = useProductMemberShareQuery(productId);
  if (isLoading) return <MemberShareLoading />;
  const Icon = share?.sellerIsMember ? Diversity3Outlined : StorefrontOutlined;
  return (
    <ShareBlock>
      {share && (
        <>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, lineHeight: LINE }}
          >
            {/* 20 px and a 6 px gap: the lines below start where the text does (pl 3.25) */}
            <Icon fontSize="small" color="primary" aria-hidden sx={{ my: '2px' }} />
            <span>
              <Box component="strong" sx={{ color: 'primary.dark' }}>
                {formatIdr(share.memberAmount)} ({formatPercent(share.memberPercent)})
              </Box>
              <Box component="span" sx={{ display: 'block', [ONE_LINE]: { display: 'inline' } }}>
                {' '}
                {share.sellerIsMember ? `untuk ${share.producerLabel} anggota` : 'untuk penjual non-anggota'}
              </Box>
            </span>
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ lineHeight: NOTE, pl: 3.25 }}
          >
            {share.commissionRate > 0
              ? `Komisi koperasi ${formatPercent(share.commissionRate)} (${formatIdr(share.commissionAmount)})`
              : 'Tanpa komisi koperasi'}
          </Typography>
        </>
      )}
    </ShareBlock>
  );
}

/** The share while it loads (also the server's first screen, which leaves it to the page). */
export function MemberShareLoading() {
  return (
    <ShareBlock>
      <Box role="status" aria-label="Memuat bagian untuk anggota">
        <Skeleton variant="text" sx={{ width: 260, maxWidth: '100%', height: LINE }} />
        <Skeleton variant="text" sx={{ width: 160, maxWidth: '100%', height: NOTE }} />
      </Box>
    </ShareBlock>
  );
}
