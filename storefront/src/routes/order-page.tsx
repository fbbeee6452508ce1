import { useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  EmptyState,
  PageLoader,
  Button,
  usePageTitle,
} from '@koperasi/shared-ui';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { selectAuthLoading, selectUser, useAppSelector, paths } from '@koperasi/shared-services';
import { OrderDetail } from '../features/orders/order-detail';
import { useOrder } from '../features/orders/use-order';
import { useSiteSettings } from '../features/site/use-site-settings';

/** The navigation state of /orders/:id: just placed (the confirmation), and open the payment window. */
export interface OrderPageState {
  placed?: boolean;
  pay?: boolean;
}

/**
 * /orders/:id: one of the buyer's orders. Right after checkout (navigation state `placed`) it is the
 * confirmation: the order number and, for a bank transfer, the amount and the transfer instructions; an online
 * order (state `pay`, also from 'Bayar Sekarang' in the order list) opens the payment window at once.
 */
export default function OrderPage() {
  usePageTitle('Detail Pesanan');
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  const state = location.state as OrderPageState | null;
  return <SignedInOrderPage placed={state?.placed === true} pay={state?.pay === true} />;
}

function SignedInOrderPage({ placed, pay }: { placed: boolean; pay: boolean }) {
  const { id = '' } = useParams();
  const state = useOrder(id);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // the state stays with the history entry: without this a reload would open the payment window again
  const onPaymentOpened = useCallback(
    () => void navigate(pathname, { replace: true, state: { placed } satisfies OrderPageState }),
    [navigate, pathname, placed],
  );
  // the bank transfer instructions and the contact
  const settings = useSiteSettings();

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed') {
    return (
      <EmptyState
        headingComponent="h1"
        icon={<ReceiptLongOutlined />}
        title={state.message}
        text="Pesanan ini tidak ada atau bukan milik Anda."
        action={
          <Button component={RouterLink} to={paths.profile({ tab: 'pesanan' })} variant="contained">
            Lihat Pesanan Saya
          </Button>
        }
      />
    );
  }
  return (
    <OrderDetail
      order={state.order}
      settings={settings}
      placed={placed}
      openPayment={pay}
      onPaymentOpened={onPaymentOpened}
    />
  );
}
