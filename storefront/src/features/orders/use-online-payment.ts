import { useCallback, useState } from 'react';
import { api, getMidtransConfig, notify, orderErrorMessage, useAppDispatch } from '@koperasi/shared-services';
import { useStartOnlinePaymentMutation } from './orders-api';
import { loadSnap } from './snap';

export const ONLINE_PAYMENT_TEXTS = {
  unavailable: 'Pembayaran online belum tersedia. Silakan hubungi kami.',
  startFailed: 'Pembayaran online belum dapat dimulai. Silakan coba lagi.',
  windowFailed: 'Jendela pembayaran gagal dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
  success: 'Pembayaran berhasil. Status pesanan diperbarui sebentar lagi.',
  pending: 'Selesaikan pembayaran sesuai petunjuk sebelum batas waktu. Status pesanan diperbarui otomatis.',
  failed: 'Pembayaran gagal. Silakan coba lagi atau pilih cara pembayaran lain.',
  closed: 'Pembayaran belum selesai. Tekan "Bayar Sekarang" untuk melanjutkan.',
} as const;

export interface OnlinePayment {
  /** opens the payment window for the order (the same transaction every time) */
  pay: () => Promise<void>;
  /** true while the transaction is asked for and while the window is open */
  busy: boolean;
}

/**
 * Paying an online order: the payments function gives the gateway's transaction, snap.js opens its window
 * over the page. The window's callbacks only say what the buyer saw; the order changes when the gateway
 * notifies the server, so they read the order again (the page keeps polling while it waits). Without snap.js
 * the buyer goes to the gateway's own payment page for the same transaction.
 */
export function useOnlinePayment(orderId: string): OnlinePayment {
  const dispatch = useAppDispatch();
  const [start] = useStartOnlinePaymentMutation();
  const [busy, setBusy] = useState(false);

  const pay = useCallback(async () => {
    const config = getMidtransConfig();
    if (!config) {
      notify.error(ONLINE_PAYMENT_TEXTS.unavailable);
      return;
    }
    const refresh = () => dispatch(api.util.invalidateTags([{ type: 'Order', id: orderId }]));
    setBusy(true);
    try {
      const session = await start(orderId).unwrap();
      const snap = await loadSnap(config).catch(() => null);
      if (!snap) {
        if (session.redirectUrl) {
          window.location.assign(session.redirectUrl);
        } else {
          notify.error(ONLINE_PAYMENT_TEXTS.windowFailed);
          setBusy(false);
        }
        return;
      }
      const done = (message: string, variant: 'success' | 'info' | 'error') => {
        setBusy(false);
        refresh();
        notify[variant](message);
      };
      snap.pay(session.token, {
        onSuccess: () => done(ONLINE_PAYMENT_TEXTS.success, 'success'),
        onPending: () => done(ONLINE_PAYMENT_TEXTS.pending, 'info'),
        onError: () => done(ONLINE_PAYMENT_TEXTS.failed, 'error'),
        onClose: () => {
          setBusy(false);
          notify.info(ONLINE_PAYMENT_TEXTS.closed);
        },
      });
    } catch (error) {
      setBusy(false);
      notify.error(orderErrorMessage(error, ONLINE_PAYMENT_TEXTS.startFailed));
    }
  }, [dispatch, orderId, start]);

  return { pay, busy };
}
