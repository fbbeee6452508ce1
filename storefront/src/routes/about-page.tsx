import Groups from '@mui/icons-material/Groups';
import Flag from '@mui/icons-material/Flag';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Box, Card, CardContent, Grid, Typography, usePageTitle } from '@koperasi/shared-ui';

const BLURBS = [
  {
    icon: Groups,
    title: 'Komunitas',
    text: 'Ratusan anggota nelayan, petani, dan pelaku usaha teknologi hijau yang saling mendukung.',
  },
  {
    icon: Flag,
    title: 'Misi',
    text: 'Membuka akses pasar yang adil bagi anggota koperasi dan produk berkualitas bagi pembeli.',
  },
  {
    icon: VerifiedUser,
    title: 'Kepercayaan',
    // true by the data: a seller's products are shown only after the cooperative approved the seller, and
    // the share line under a price says "anggota" only for a seller who is a member today
    text: 'Setiap penjual diverifikasi koperasi (identitas dan rekening) sebelum produknya tampil. Di setiap produk Anda melihat apakah penjualnya anggota koperasi, juga reputasinya.',
  },
];

export default function AboutPage() {
  usePageTitle('Tentang Kami');
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1000 }}>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        Tentang Kami
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Koperasi Marketplace adalah pasar daring koperasi multi usaha yang mempertemukan penjual
        terverifikasi, anggota koperasi maupun mitranya, dengan pembeli di seluruh Indonesia.
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {BLURBS.map(({ icon: Icon, title, text }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 36 }} />
                <Typography variant="h3" component="h2" sx={{ my: 1 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            Visi
          </Typography>
          <Typography>
            Menjadi koperasi digital terdepan yang menyejahterakan anggota melalui perdagangan yang
            berkelanjutan.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
