import { Link as RouterLink } from 'react-router-dom';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { AdminPage } from '../features/admin-page';

const TILES = [
  { to: '/admin/products', title: 'Kelola Produk', text: 'Tambah, ubah, dan hapus produk', icon: Inventory2Outlined },
  { to: '/admin/content', title: 'Kelola Konten', text: 'Berita, promo, dan acara', icon: ArticleOutlined },
  { to: '/admin/categories', title: 'Kategori', text: 'Kategori per divisi usaha', icon: CategoryOutlined },
  { to: '/admin/settings', title: 'Pengaturan Situs', text: 'Informasi dasar dan kontak', icon: SettingsOutlined },
];

export default function DashboardPage() {
  return (
    <AdminPage title="Admin Dashboard">
      <Grid container spacing={2}>
        {TILES.map(({ to, title, text, icon: Icon }) => (
          <Grid key={to} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 40 }} />
                  <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </AdminPage>
  );
}
