import { useId } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from '@koperasi/shared-ui';

export interface ConfirmDialogProps {
  open: boolean;
  /** the question, e.g. 'Apakah Anda yakin ingin menghapus produk ini?' */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** true while the action runs: both buttons wait */
  busy?: boolean;
  confirmLabel?: string;
  /** the confirm button while the action runs */
  busyLabel?: string;
  /** red for what destroys (the default), the primary colour for what moves something on */
  confirmColor?: 'error' | 'primary';
}

/** Asks before an action: every delete, and every status change that cannot be undone, asks first. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  busy,
  confirmLabel = 'Hapus',
  busyLabel = 'Menghapus...',
  confirmColor = 'error',
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Konfirmasi</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Batal
        </Button>
        <Button onClick={onConfirm} disabled={busy} color={confirmColor} variant="contained">
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
