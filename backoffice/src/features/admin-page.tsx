import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function AdminPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
