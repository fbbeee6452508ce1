import type { ComponentType } from 'react';
import {
  Link as RouterLink,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { AdminPage } from '../../components/admin-page';
import { useDashboardFigureQuery, type DashboardFigureName } from './dashboard-api';

export type { DashboardFigure, DashboardFigureName } from './dashboard-api';

export interface DashboardTile {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<{ color?: 'primary'; sx?: object }>;
  /** the tile's live figure: a count or the last change of the settings */
  figure: DashboardFigureName;
}

function Tile({ to, title, text, icon: Icon, figure }: DashboardTile) {
  const { data, isError } = useDashboardFigureQuery(figure);
  const value = isError ? { value: '–', unit: 'gagal dimuat' } : (data ?? null);

  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Icon color="primary" sx={{ fontSize: 40 }} />
            <Stack aria-live="polite" sx={{ alignItems: 'flex-end' }}>
              {value === null ? (
                <Skeleton width={56} height={40} role="status" aria-label="Memuat" />
              ) : (
                <>
                  <Typography variant="h2" component="p" sx={{ fontSize: '1.6rem', lineHeight: 1.2 }}>
                    {value.value}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {value.unit}
                  </Typography>
                </>
              )}
            </Stack>
          </Stack>
          <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** 'Admin Dashboard': one tile per back-office resource, each with its live figure. */
export function Dashboard({ tiles }: { tiles: DashboardTile[] }) {
  return (
    <AdminPage title="Admin Dashboard">
      <Grid container spacing={2}>
        {tiles.map((tile) => (
          <Grid key={tile.to} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Tile {...tile} />
          </Grid>
        ))}
      </Grid>
    </AdminPage>
  );
}
