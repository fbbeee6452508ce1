import type { ReactNode } from 'react';
import { TextField } from '@mui/material';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import { useFormik } from 'formik';
import {
  CONTACT_LIMITS,
  failureMessage,
  notify,
  sendContactMessage,
  type ContactMessage,
} from '@koperasi/shared-services';
import { contactSchema } from '@koperasi/shared-services/validation';
import { useSiteSettings } from '../features/site/use-site-settings';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Skeleton,
  Stack,
  Typography,
  usePageTitle,
  MuiLink as Link,
} from '@koperasi/shared-ui';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', mt: '2px' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
      </Box>
    </Stack>
  );
}

/** /contact: the cooperative's details from the site settings and a form that saves the message for admins. */
export default function ContactPage() {
  usePageTitle('Hubungi Kami');
  const settings = useSiteSettings();
  const formik = useFormik<ContactMessage>({
    initialValues: { name: '', email: '', message: '' },
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      try {
        await sendContactMessage(values);
        notify.success('Pesan Anda telah terkirim');
        helpers.resetForm();
      } catch (error) {
        notify.error(failureMessage('Gagal mengirim pesan', error));
      }
    },
  });
  const fieldError = (name: keyof ContactMessage) =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 0.5 }}>
        Hubungi Kami
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Ada pertanyaan tentang produk, pesanan, atau keanggotaan koperasi? Kirimkan pesan kepada kami.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h3" component="h2" gutterBottom>
                {settings && settings !== 'failed' ? settings.siteName : 'Kantor Koperasi'}
              </Typography>
              {settings === null ? (
                <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Memuat kontak">
                  {[0, 1, 2].map((key) => (
                    <Skeleton key={key} height={44} />
                  ))}
                </Stack>
              ) : settings === 'failed' ? (
                <Alert severity="warning">Kontak koperasi belum dapat dimuat.</Alert>
              ) : (
                <Stack spacing={2} data-testid="contact-details">
                  {settings.address && (
                    <Detail icon={<PlaceOutlined />} label="Alamat">
                      {settings.address}
                    </Detail>
                  )}
                  {settings.phone && (
                    <Detail icon={<PhoneOutlined />} label="Telepon">
                      <Link href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</Link>
                    </Detail>
                  )}
                  {settings.email && (
                    <Detail icon={<EmailOutlined />} label="Email">
                      <Link href={`mailto:${settings.email}`}>{settings.email}</Link>
                    </Detail>
                  )}
                  {settings.facebook && (
                    <Detail icon={<Facebook />} label="Facebook">
                      <Link href={settings.facebook} target="_blank" rel="noopener noreferrer">
                        {settings.facebook.replace(/^https?:\/\/(www\.)?/, '')}
                      </Link>
                    </Detail>
                  )}
                  {settings.instagram && (
                    <Detail icon={<Instagram />} label="Instagram">
                      <Link href={settings.instagram} target="_blank" rel="noopener noreferrer">
                        {settings.instagram.replace(/^https?:\/\/(www\.)?/, '')}
                      </Link>
                    </Detail>
                  )}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Formulir kontak">
            <CardContent>
              <Typography variant="h3" component="h2" gutterBottom>
                Kirim Pesan
              </Typography>
              <Stack spacing={2}>
                <TextField
                  id="contact-name"
                  name="name"
                  label="Nama"
                  autoComplete="name"
                  value={formik.values.name}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={!!fieldError('name')}
                  helperText={fieldError('name')}
                  slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.name } }}
                />
                <TextField
                  id="contact-email"
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  value={formik.values.email}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={!!fieldError('email')}
                  helperText={fieldError('email')}
                  slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.email } }}
                />
                <TextField
                  id="contact-message"
                  name="message"
                  label="Pesan"
                  multiline
                  minRows={5}
                  value={formik.values.message}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={!!fieldError('message')}
                  helperText={fieldError('message')}
                  slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.message } }}
                />
                <Box>
                  <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
                    {formik.isSubmitting ? 'Mengirim...' : 'Kirim Pesan'}
                  </Button>
                </Box>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
