import { Link as RouterLink, Box, Button, Stack } from '@koperasi/shared-ui';

export interface FormFooterProps {
  /** where 'Batal' leads */
  cancelTo: string;
  /** edit mode: the delete button, e.g. 'Hapus Produk' */
  deleteLabel: string;
  onDelete?: () => void;
  submitting: boolean;
  /** saving or deleting: every button waits */
  busy?: boolean;
}

/** An editor form's buttons: delete on the left; 'Batal' and 'Simpan' ('Menyimpan...') on the right. */
export function FormFooter({ cancelTo, deleteLabel, onDelete, submitting, busy }: FormFooterProps) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 3, justifyContent: 'space-between' }}
    >
      <Box>
        {onDelete && (
          <Button color="error" variant="outlined" onClick={onDelete} disabled={busy}>
            {deleteLabel}
          </Button>
        )}
      </Box>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={cancelTo} disabled={busy}>
          Batal
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitting ? 'Menyimpan...' : 'Simpan'}
        </Button>
      </Stack>
    </Stack>
  );
}
