import { useId, useState } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { MESSAGES } from '@koperasi/shared-services';
import { Box, Button } from '@koperasi/shared-ui';

/** The longest reason cancel_order keeps. */
const REASON_MAX = 500;

export interface CancelOrderDialogProps {
  open: boolean;
  /** the order number being cancelled */
  orderNumber: string;
  busy: boolean;
  /** with the buyer's reason, '' when none was given */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks before a buyer cancels ('Apakah Anda yakin ingin membatalkan pesanan ini?'), with an optional reason. */
export function CancelOrderDialog({ open, orderNumber, busy, onConfirm, onClose }: CancelOrderDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ transition: { onExited: () => setReason('') } }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>
        Batalkan Pesanan {/* the number stays on one line (a phone would break it at its hyphens) */}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {orderNumber}
        </Box>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {MESSAGES.confirmCancelOrder} Stok produk akan dikembalikan dan pesanan tidak dapat diaktifkan lagi.
        </DialogContentText>
        <TextField
          label="Alasan (opsional)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={busy}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Tidak
        </Button>
        <Button onClick={() => onConfirm(reason)} disabled={busy} color="error" variant="contained">
          {busy ? 'Membatalkan...' : 'Ya, Batalkan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
