import {
  Link as RouterLink,
  Navigate,
  useLocation,
  useParams,
  EmptyState,
  PageLoader,
  Button,
} from '@koperasi/shared-ui';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { selectAuthLoading, selectUser, useAppSelector } from '@koperasi/shared-services';
import { OrderDetail } from '../features/orders/order-detail';
import { useOrder } from '../features/orders/use-order';
import { useSiteSettings } from '../features/site/use-site-settings';

/**
 * /orders/:id: one of the buyer's orders. Right after checkout (navigation state `placed`) it is the
 * confirmation: the order number and, for a bank transfer, the amount and the transfer instructions.
 */
export default function OrderPage() {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  return <SignedInOrderPage placed={(location.state as { placed?: boolean } | null)?.placed === true} />;
}

function SignedInOrderPage({ placed }: { placed: boolean }) {
  const { id = '' } = useParams();
  const state = useOrder(id);
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
          <Button component={RouterLink} to="/profile?tab=pesanan" variant="contained">
            Lihat Pesanan Saya
          </Button>
        }
      />
    );
  }
  return <OrderDetail order={state.order} settings={settings} placed={placed} />;
}
