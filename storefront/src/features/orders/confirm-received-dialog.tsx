import { useId } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from '@koperasi/shared-ui';

export interface ConfirmReceivedDialogProps {
  open: boolean;
  /** the seller whose parcel arrived */
  sellerName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before the buyer confirms a parcel arrived: the seller's part of the order is then done. */
export function ConfirmReceivedDialog({
  open,
  sellerName,
  busy,
  onConfirm,
  onClose,
}: ConfirmReceivedDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Pesanan Diterima?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Pastikan paket dari <strong>{sellerName}</strong> sudah Anda terima dan isinya sesuai. Setelah
          dikonfirmasi, pengiriman ini dinyatakan selesai dan tidak dapat diubah lagi.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Belum
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained">
          {busy ? 'Menyimpan...' : 'Ya, Sudah Diterima'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
