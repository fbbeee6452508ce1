import { useState } from 'react';
import {
  cancelOrder,
  MESSAGES,
  notify,
  orderErrorMessage,
  type Order,
  type PlacedOrder,
} from '@koperasi/shared-services';

/** The buyer's cancel flow: ask first, then cancel_order; the caller gets the cancelled order. */
export function useCancelOrder(onCancelled: (order: PlacedOrder) => void) {
  const [pending, setPending] = useState<Pick<Order, 'id' | 'orderNumber'> | null>(null);
  // the dialog keeps showing the order's number while it closes
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      const cancelled = await cancelOrder(pending.id);
      notify.success(MESSAGES.orderCancelled);
      onCancelled(cancelled);
    } catch (error) {
      console.error(error);
      notify.error(orderErrorMessage(error, MESSAGES.orderCancelFailed));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return {
    ask: (order: Pick<Order, 'id' | 'orderNumber'>) => {
      setPending(order);
      setOpen(true);
    },
    dialog: {
      open,
      orderNumber: pending?.orderNumber ?? '',
      busy,
      onConfirm: () => void confirm(),
      onClose: () => setOpen(false),
    },
  };
}
