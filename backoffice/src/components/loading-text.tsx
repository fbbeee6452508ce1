import { CircularProgress, Stack, Typography } from '@koperasi/shared-ui';

/** 'Memuat...' while a record loads: edit pages show it until the record is loaded. */
export function LoadingText() {
  return (
    <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography>Memuat...</Typography>
    </Stack>
  );
}
