import { useEffect } from 'react';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { formatOrderDateTime, paymentTimeLeft } from '@koperasi/shared-services/orders';
import { Box, Typography } from '@koperasi/shared-ui';
import { useNow } from './use-now';

export interface PaymentDeadlineProps {
  /** ISO */
  dueAt: string;
  /** called once when the deadline passes while the page is open */
  onExpire?: () => void;
}

/** 'Bayar sebelum <date>' with a live countdown ('sisa 23 jam 59 menit'); the unpaid order cancels itself then. */
export function PaymentDeadline({ dueAt, onExpire }: PaymentDeadlineProps) {
  const now = useNow(1000);
  const left = paymentTimeLeft(dueAt, now);
  const expired = left === '';
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);
  return (
    <Box
      data-testid="payment-deadline"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        p: 1.5,
        borderRadius: 2,
        bgcolor: expired ? 'grey.100' : 'rgba(245, 158, 11, 0.12)',
      }}
    >
      <ScheduleOutlined color={expired ? 'disabled' : 'warning'} aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>Bayar sebelum {formatOrderDateTime(dueAt)}</Typography>
        {/* a timer is not read out on every tick */}
        <Typography role="timer" variant="body2" color={expired ? 'error' : 'text.secondary'}>
          {expired ? 'Batas waktu pembayaran sudah lewat' : `sisa ${left}`}
        </Typography>
      </Box>
    </Box>
  );
}
