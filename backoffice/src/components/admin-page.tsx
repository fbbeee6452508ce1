import type { ReactNode } from 'react';
import { Box, Stack, Typography, usePageTitle } from '@koperasi/shared-ui';

export interface AdminPageProps {
  title: string;
  /** buttons beside the title, e.g. 'Tambah Produk' */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A back-office screen: its title (the page's one h1, and the browser tab's title), actions on the right,
 * then the content. Every back-office route renders one.
 */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{title}</Typography>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
