import { Link as RouterLink, Card, CardActionArea, CardContent, Grid, Typography } from '@koperasi/shared-ui';
import SetMeal from '@mui/icons-material/SetMeal';
import Agriculture from '@mui/icons-material/Agriculture';
import SolarPower from '@mui/icons-material/SolarPower';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Division } from '@koperasi/shared-services';
import { paths } from '@koperasi/shared-services';

/** One name per division everywhere (the sidebar, the catalogue, the forms): the tile shows it too. */
const TILES = [
  {
    division: 'Perikanan',
    text: 'Ikan segar, olahan, dan budidaya',
    icon: SetMeal,
    color: '#0e7490',
  },
  {
    division: 'Pertanian',
    text: 'Produk organik, biji-bijian, dan bibit',
    icon: Agriculture,
    color: '#15803d',
  },
  {
    division: 'Teknologi Ramah Lingkungan',
    text: 'Solar, sistem air, dan katalis BBM',
    icon: SolarPower,
    color: '#b45309',
  },
] satisfies { division: Division; text: string; icon: SvgIconComponent; color: string }[];

/** The three division tiles, each leading to that division's products. */
export function DivisionTiles() {
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} component="section" aria-label="Divisi usaha">
      {TILES.map(({ division, text, icon: Icon, color }) => (
        <Grid key={division} size={{ xs: 12, sm: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={paths.products({ division })} sx={{ height: '100%' }}>
              <CardContent
                sx={{
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  py: { xs: 1.5, sm: 2 },
                  '&:last-child': { pb: { xs: 1.5, sm: 2 } },
                }}
              >
                <Icon sx={{ fontSize: 40, color }} />
                <div>
                  <Typography variant="h3" component="h3">
                    {division}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </div>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
