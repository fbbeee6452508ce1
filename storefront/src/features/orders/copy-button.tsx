import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Tooltip } from '@mui/material';
import { notify } from '@koperasi/shared-services';
import { Button, IconButton } from '@koperasi/shared-ui';

export interface CopyButtonProps {
  /** what is copied */
  text: string;
  /** the button's accessible name: 'Salin jumlah transfer' */
  label: string;
  /** the toast once copied */
  copiedMessage: string;
  /** an icon only (with the label as its tooltip), to sit inside a line of text such as a tracking number */
  compact?: boolean;
}

/** 'Salin': puts a value on the clipboard (the amount to transfer, a tracking number) and says so. */
export function CopyButton({ text, label, copiedMessage, compact = false }: CopyButtonProps) {
  async function copy() {
    try {
      // missing outside a secure context (plain http on a LAN address)
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      notify.success(copiedMessage);
    } catch {
      notify.error('Gagal menyalin. Salin secara manual.');
    }
  }
  if (compact) {
    return (
      <Tooltip title={label}>
        <IconButton size="small" color="primary" onClick={() => void copy()} aria-label={label}>
          <ContentCopyOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ContentCopyOutlined fontSize="small" />}
      onClick={() => void copy()}
      aria-label={label}
      sx={{ flexShrink: 0, minHeight: 36 }}
    >
      Salin
    </Button>
  );
}
