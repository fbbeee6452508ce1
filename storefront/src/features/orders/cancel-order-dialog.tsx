import { useId } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MESSAGES } from '@koperasi/shared-services';
import { Button } from '@koperasi/shared-ui';

export interface CancelOrderDialogProps {
  open: boolean;
  /** the order number being cancelled */
  orderNumber: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a buyer cancels: 'Apakah Anda yakin ingin membatalkan pesanan ini?' */
export function CancelOrderDialog({ open, orderNumber, busy, onConfirm, onClose }: CancelOrderDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Batalkan Pesanan {orderNumber}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {MESSAGES.confirmCancelOrder} Stok produk akan dikembalikan dan pesanan tidak dapat diaktifkan lagi.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Tidak
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {busy ? 'Membatalkan...' : 'Ya, Batalkan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
