import { useState } from 'react';
import { notify, orderErrorMessage, type Shipment } from '@koperasi/shared-services';
import { useConfirmReceivedMutation } from './orders-api';

export const RECEIVED_TEXT = 'Terima kasih! Pesanan dikonfirmasi sudah diterima.';
export const RECEIVED_FAILED_TEXT = 'Gagal mengonfirmasi pesanan diterima';

/** 'Pesanan Diterima' for one sent shipment of an order: ask first, then update_shipment to 'diterima'. */
export function useConfirmReceived(orderId: string) {
  const [confirmReceived, { isLoading: busy }] = useConfirmReceivedMutation();
  const [pending, setPending] = useState<Pick<Shipment, 'id' | 'sellerName'> | null>(null);
  // the dialog keeps showing the seller's name while it closes
  const [open, setOpen] = useState(false);

  async function confirm() {
    if (!pending) return;
    try {
      await confirmReceived({ orderId, shipmentId: pending.id }).unwrap();
      notify.success(RECEIVED_TEXT);
    } catch (error) {
      notify.error(orderErrorMessage(error, RECEIVED_FAILED_TEXT));
    } finally {
      setOpen(false);
    }
  }

  return {
    ask: (shipment: Pick<Shipment, 'id' | 'sellerName'>) => {
      setPending(shipment);
      setOpen(true);
    },
    dialog: {
      open,
      sellerName: pending?.sellerName ?? '',
      busy,
      onConfirm: () => void confirm(),
      onClose: () => setOpen(false),
    },
  };
}
