import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@koperasi/shared-ui';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Card sx={{ p: { xs: 1, sm: 2 } }}>
      <CardContent>
        <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 0.5 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
