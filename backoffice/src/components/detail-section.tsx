import { useId, type ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@koperasi/shared-ui';

export interface DetailSectionProps {
  /** the section's heading, which also names it for screen readers */
  title: string;
  /** beside the heading, e.g. a status chip */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of a detail screen: a named region with an h2. */
export function DetailSection({ title, aside, children }: DetailSectionProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem' }}>
            {title}
          </Typography>
          {aside}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
