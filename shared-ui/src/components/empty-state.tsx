import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  text?: string;
  /** a button or link leading on */
  action?: ReactNode;
  /** heading level of the title */
  headingComponent?: 'h1' | 'h2' | 'h3';
}

/** A calm 'nothing here yet' block: icon, title, a line of text and a way on. */
export function EmptyState({ icon, title, text, action, headingComponent = 'h2' }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        py: { xs: 5, md: 7 },
        px: 2,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      {icon && <Box sx={{ color: 'grey.400', '& svg': { fontSize: 64 } }}>{icon}</Box>}
      <Typography variant="h2" component={headingComponent} sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
