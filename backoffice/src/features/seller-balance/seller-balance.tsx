import { Alert, Box, Card, EmptyState, Typography, LoadingText } from '@koperasi/shared-ui';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { selectUser, useAppSelector } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { ListPagination, pagerProps, usePaging } from '../../components/list-pagination';
import { useFailureToast } from '../../components/use-failure-toast';
import {
  BALANCE_LOAD_FAILED,
  useSellerBalanceSummaryQuery,
  useSellerLedgerQuery,
  useSellerPayoutsQuery,
} from './balance-api';
import { BalanceFigures } from './balance-figures';
import { LedgerTable } from './ledger-table';
import { PayoutList } from './payout-list';

export interface SellerBalanceProps {
  title: string;
  /** the seller's detail page of an order */
  orderPath: (orderId: string) => string;
}

/**
 * 'Saldo Saya': the seller's money at the cooperative. The figures, every movement of the ledger (credits
 * for received shipments: goods - commission + shipping; payouts), paged, and the payouts with their
 * transfer references. Every visit reads again: buyers receive orders and admins pay out meanwhile.
 */
export function SellerBalance({ title, orderPath }: SellerBalanceProps) {
  const user = useAppSelector(selectUser);
  const paging = usePaging();
  const { page, pageSize } = paging;
  const fresh = { refetchOnMountOrArgChange: true, skip: !user } as const;
  const summary = useSellerBalanceSummaryQuery(undefined, fresh);
  const ledger = useSellerLedgerQuery({ sellerId: user?.id ?? '', page: page + 1, pageSize }, fresh);
  const payouts = useSellerPayoutsQuery(user?.id ?? '', fresh);
  const isError = summary.isError || ledger.isError || payouts.isError;
  useFailureToast(isError, BALANCE_LOAD_FAILED);

  return (
    <AdminPage title={title}>
      {summary.isError ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {BALANCE_LOAD_FAILED}
        </Alert>
      ) : !summary.currentData ? (
        <LoadingText />
      ) : (
        <BalanceFigures summary={summary.currentData} />
      )}

      <Card sx={{ mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', px: 2, pt: 2, pb: 1 }}>
          Riwayat Saldo
        </Typography>
        {ledger.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {BALANCE_LOAD_FAILED}
          </Alert>
        ) : !ledger.currentData ? (
          <Box sx={{ px: 2 }}>
            <LoadingText />
          </Box>
        ) : ledger.currentData.items.length === 0 ? (
          <EmptyState
            icon={<AccountBalanceWalletOutlined />}
            title="Belum ada mutasi saldo"
            text="Saldo bertambah saat pembeli menerima pesanan Anda, dan berkurang saat koperasi mencairkannya."
          />
        ) : (
          <>
            <LedgerTable entries={ledger.currentData.items} orderPath={orderPath} />
            <ListPagination count={ledger.currentData.total} {...pagerProps(paging)} />
          </>
        )}
      </Card>

      <Card>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', px: 2, pt: 2, pb: 1 }}>
          Riwayat Pencairan
        </Typography>
        {payouts.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {BALANCE_LOAD_FAILED}
          </Alert>
        ) : !payouts.currentData ? (
          <Box sx={{ px: 2 }}>
            <LoadingText />
          </Box>
        ) : payouts.currentData.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            Belum ada pencairan.
          </Typography>
        ) : (
          <PayoutList payouts={payouts.currentData} />
        )}
      </Card>
    </AdminPage>
  );
}
