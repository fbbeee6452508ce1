import { EmptyState, Alert, Card, Stack, Typography, LoadingText } from '@koperasi/shared-ui';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { MESSAGES } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { CardPagination, usePaging } from '../../components/list-pagination';
import { useFailureToast } from '../../components/use-failure-toast';
import { useBackofficeOrdersQuery } from '../../api/orders-api';
import { PaymentReviewCard } from './payment-review-card';

export interface PaymentQueueProps {
  title: string;
  /** the order's detail in the back office */
  detailPath: (id: string) => string;
}

/**
 * 'Verifikasi Pembayaran': the bank transfers whose proof waits for an admin, the one waiting longest first,
 * paged, each with its proof beside the amount expected. A reviewed order leaves the queue.
 */
export function PaymentQueue({ title, detailPath }: PaymentQueueProps) {
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  // buyers keep uploading: every visit reads again
  const { currentData: result, isError } = useBackofficeOrdersQuery(
    { paymentStatus: 'menunggu_verifikasi', sort: 'oldestProof', page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, MESSAGES.ordersLoadFailed);
  // reviewing the last proof of a later page empties it: go back to the page before
  if (page > 0 && result?.items.length === 0) setPage(page - 1);

  return (
    <AdminPage title={title}>
      {isError ? (
        <Alert severity="error">{MESSAGES.ordersLoadFailed}</Alert>
      ) : !result ? (
        <LoadingText />
      ) : result.items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<FactCheckOutlined />}
            title="Tidak ada pembayaran yang menunggu verifikasi"
            text="Bukti transfer yang diunggah pembeli akan tampil di sini."
          />
        </Card>
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary" aria-live="polite">
            {result.total} pembayaran menunggu verifikasi
          </Typography>
          {result.items.map((order) => (
            <PaymentReviewCard key={order.id} order={order} detailPath={detailPath(order.id)} />
          ))}
          <CardPagination count={result.total} paging={paging} />
        </Stack>
      )}
    </AdminPage>
  );
}
