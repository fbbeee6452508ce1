import { useState } from 'react';
import {
  MESSAGES,
  notify,
  orderErrorMessage,
  selectUser,
  useAppSelector,
  type Order,
} from '@koperasi/shared-services';
import { useCancelMyOrderMutation } from './orders-api';

/** The buyer's cancel flow: ask first (with an optional reason), then cancel_order (an online order through the payments function); the order's views then load again. */
export function useCancelOrder() {
  const userId = useAppSelector(selectUser)?.id ?? '';
  const [cancelOrder, { isLoading: busy }] = useCancelMyOrderMutation();
  const [pending, setPending] = useState<Pick<Order, 'id' | 'orderNumber' | 'paymentMethod'> | null>(null);
  // the dialog keeps showing the order's number while it closes
  const [open, setOpen] = useState(false);

  async function confirm(reason: string) {
    if (!pending) return;
    try {
      await cancelOrder({
        orderId: pending.id,
        userId,
        reason,
        online: pending.paymentMethod === 'online',
      }).unwrap();
      notify.success(MESSAGES.orderCancelled);
    } catch (error) {
      notify.error(orderErrorMessage(error, MESSAGES.orderCancelFailed));
    } finally {
      setOpen(false);
    }
  }

  return {
    ask: (order: Pick<Order, 'id' | 'orderNumber' | 'paymentMethod'>) => {
      setPending(order);
      setOpen(true);
    },
    dialog: {
      open,
      orderNumber: pending?.orderNumber ?? '',
      busy,
      onConfirm: (reason: string) => void confirm(reason),
      onClose: () => setOpen(false),
    },
  };
}
