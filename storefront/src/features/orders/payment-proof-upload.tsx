import { useId, useRef, useState, type ChangeEvent } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { notify, orderErrorMessage } from '@koperasi/shared-services';
import { PAYMENT_PROOF_ACCEPT, paymentProofFileError } from '@koperasi/shared-services/orders';
import { Box, Button, Stack, Typography } from '@koperasi/shared-ui';
import { useUploadPaymentProofMutation } from './orders-api';

export const PROOF_UPLOADED_TEXT = 'Bukti transfer berhasil diunggah. Menunggu verifikasi admin.';
export const PROOF_UPLOAD_FAILED_TEXT = 'Gagal mengunggah bukti transfer';

const sizeFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

function fileSize(bytes: number): string {
  return bytes >= 1_000_000
    ? `${sizeFormat.format(bytes / 1_000_000)} MB`
    : `${sizeFormat.format(Math.max(1, Math.round(bytes / 1000)))} KB`;
}

/**
 * The proof of transfer: choose a file (PNG, JPG, WEBP or PDF, at most 5 MB), see its name and size above the
 * buttons, then 'Unggah Bukti Transfer'. Choosing and then sending are two steps, so nothing is sent by a stray tap.
 */
export function PaymentProofUpload({ orderId }: { orderId: string }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [upload, { isLoading: busy }] = useUploadPaymentProofMutation();
  const problem = file ? paymentProofFileError(file) : null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
  }

  function clear() {
    setFile(null);
    if (input.current) input.current.value = '';
  }

  async function send() {
    if (!file || problem) return;
    try {
      await upload({ orderId, file }).unwrap();
      notify.success(PROOF_UPLOADED_TEXT);
      clear();
    } catch (error) {
      notify.error(orderErrorMessage(error, PROOF_UPLOAD_FAILED_TEXT));
    }
  }

  return (
    <Box component="section" aria-labelledby={`${inputId}-title`}>
      <Typography id={`${inputId}-title`} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
        Bukti Transfer
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Sudah transfer? Unggah foto atau tangkapan layar bukti transfer (PNG, JPG, WEBP, atau PDF, maksimal 5
        MB) agar pembayaran segera diverifikasi.
      </Typography>
      {file && (
        <Box sx={{ mb: 1.5 }} data-testid="proof-file">
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            File dipilih: <strong>{file.name}</strong> ({fileSize(file.size)})
          </Typography>
          {problem && (
            <Typography variant="body2" color="error" role="alert" sx={{ fontWeight: 600 }}>
              {problem}
            </Typography>
          )}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<InsertDriveFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
          sx={{ minHeight: 44 }}
        >
          {file ? 'Ganti File' : 'Pilih File'}
        </Button>
        {/* opened by the button above: a native file input cannot be styled */}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PAYMENT_PROOF_ACCEPT}
          aria-label="File bukti transfer"
          onChange={choose}
          disabled={busy}
          hidden
        />
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          disabled={!file || Boolean(problem) || busy}
          onClick={() => void send()}
          sx={{ minHeight: 44 }}
        >
          {busy ? 'Mengunggah...' : 'Unggah Bukti Transfer'}
        </Button>
      </Stack>
    </Box>
  );
}
