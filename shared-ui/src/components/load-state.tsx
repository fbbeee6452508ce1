import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';

/** 'Memuat...' with a spinner, announced as a status, while something loads. */
export function LoadingText() {
  return (
    <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography>Memuat...</Typography>
    </Stack>
  );
}

export interface RetryAlertProps {
  /** what failed, in the screen's words ('Gagal memuat data produk') */
  children: ReactNode;
  /** asks again; without it the alert offers no 'Coba lagi' */
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

/** A failed load: the screen's sentence and, when it can ask again, 'Coba lagi'. */
export function RetryAlert({ children, onRetry, sx }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Coba lagi
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}

export interface LoadStateProps {
  failed: boolean;
  /** shown when the load failed */
  failMessage: string;
  /** asks again after a failure ('Coba lagi') */
  onRetry?: () => void;
  loading: boolean;
  /** shown while loading: the screen's own skeletons; 'Memuat...' when not given */
  loadingFallback?: ReactNode;
  /** where the alert and 'Memuat...' sit (a list's card: inset) */
  inset?: boolean;
  children: ReactNode;
}

/** A screen part that loads: its load error (with 'Coba lagi' when it can ask again), loading, or the content. */
export function LoadState({
  failed,
  failMessage,
  onRetry,
  loading,
  loadingFallback,
  inset = false,
  children,
}: LoadStateProps) {
  if (failed) {
    return (
      <RetryAlert onRetry={onRetry} sx={inset ? { m: 2 } : undefined}>
        {failMessage}
      </RetryAlert>
    );
  }
  if (loading) {
    if (loadingFallback !== undefined) return loadingFallback;
    return (
      <Box sx={inset ? { px: 2 } : undefined}>
        <LoadingText />
      </Box>
    );
  }
  return children;
}
