import { Typography } from '@mui/material';
import { AdminPage } from '../features/admin-page';

/** Built by the back-office issue; until then the route says so. */
export default function ArticleCreatePage() {
  return (
    <AdminPage title="Tambah Artikel">
      <Typography color="text.secondary">Halaman ini sedang disiapkan.</Typography>
    </AdminPage>
  );
}
