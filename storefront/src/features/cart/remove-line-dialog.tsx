import { useId } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from '@koperasi/shared-ui';

export interface RemoveLineDialogProps {
  open: boolean;
  /** the product's name */
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before minus at quantity 1 takes a line out of the cart: a cart never keeps a line of 0. */
export function RemoveLineDialog({ open, name, onConfirm, onClose }: RemoveLineDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Hapus dari Keranjang?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          <strong>{name}</strong> akan dihapus dari keranjang belanja Anda.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          Hapus
        </Button>
      </DialogActions>
    </Dialog>
  );
}
