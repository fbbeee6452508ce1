import { useState } from 'react';
import {
  useSearchParams,
  EmptyState,
  Alert,
  Card,
  Stack,
  Typography,
  LoadingText,
} from '@koperasi/shared-ui';
import { Tab, Tabs } from '@mui/material';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { ReviewModerationFilter } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { CardPagination, usePaging } from '../../components/list-pagination';
import { SearchField } from '../../components/list-parts';
import { useFailureToast } from '../../components/use-failure-toast';
import { ModerationCard } from './moderation-card';
import { REVIEWS_LOAD_FAILED, useModerationReviewsQuery } from './review-api';

const FILTERS: { value: ReviewModerationFilter; label: string; empty: string }[] = [
  { value: 'semua', label: 'Semua', empty: 'Belum ada ulasan' },
  { value: 'dilaporkan', label: 'Dilaporkan', empty: 'Tidak ada ulasan yang dilaporkan' },
  { value: 'disembunyikan', label: 'Disembunyikan', empty: 'Tidak ada ulasan yang disembunyikan' },
];
const filterOf = (value: string | null): ReviewModerationFilter =>
  FILTERS.find((filter) => filter.value === value)?.value ?? 'semua';

/**
 * 'Ulasan Produk': every buyer review, newest first, paged, filtered (all, reported, hidden; ?status=) and
 * searched by product name; each review hidden or shown again with a reason.
 */
export function ReviewModeration({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  // buyers keep writing and reporting: every visit reads again
  const { currentData: result, isError } = useModerationReviewsQuery(
    { filter, search: query, page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, REVIEWS_LOAD_FAILED);
  // hiding the last review of a later page of 'Dilaporkan'... empties it: go back to the page before
  if (page > 0 && result?.items.length === 0) setPage(page - 1);

  const choose = (value: ReviewModerationFilter) => {
    setPage(0);
    const next = new URLSearchParams(params);
    if (value === 'semua') next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };
  const empty = query
    ? `Tidak ada ulasan untuk produk "${query}"`
    : FILTERS.find((f) => f.value === filter)!.empty;

  return (
    <AdminPage title={title}>
      <Stack spacing={2}>
        <Card>
          <Tabs
            value={filter}
            onChange={(_, value: ReviewModerationFilter) => choose(value)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Saring ulasan"
            sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
          >
            {FILTERS.map(({ value, label }) => (
              <Tab key={value} value={value} label={label} />
            ))}
          </Tabs>
          <SearchField
            label="Cari produk"
            placeholder="Nama produk"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(0);
            }}
          />
        </Card>
        {isError ? (
          <Alert severity="error">{REVIEWS_LOAD_FAILED}</Alert>
        ) : !result ? (
          <LoadingText />
        ) : result.items.length === 0 ? (
          <Card>
            <EmptyState
              icon={<RateReviewOutlined />}
              title={empty}
              text="Ulasan pembeli yang sudah menerima pesanannya tampil di sini."
            />
          </Card>
        ) : (
          <>
            <Typography color="text.secondary" aria-live="polite">
              {result.total} ulasan
            </Typography>
            {result.items.map((review) => (
              <ModerationCard key={review.id} review={review} />
            ))}
            <CardPagination count={result.total} paging={paging} />
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
