import { Box, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { contactSchema, notify, sendContactMessage } from '@koperasi/shared-services';

export default function ContactPage() {
  const formik = useFormik({
    initialValues: { name: '', email: '', message: '' },
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      try {
        await sendContactMessage(values);
        notify.success('Pesan Anda telah terkirim');
        helpers.resetForm();
      } catch {
        notify.error('Gagal mengirim pesan');
      }
    },
  });
  const fieldError = (name: 'name' | 'email' | 'message') =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" gutterBottom>
        Hubungi Kami
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardContent>
              <Typography variant="h3" component="h2" gutterBottom>
                Kantor Koperasi
              </Typography>
              <Stack spacing={1}>
                <Typography>Jl. Raya Koperasi No. 45, Bogor, Jawa Barat 16111</Typography>
                <Typography>Telepon: (0251) 765-4321</Typography>
                <Typography>WhatsApp: 0812-3456-7890</Typography>
                <Typography>Email: halo@koperasi.id</Typography>
                <Typography>Senin–Jumat, 08.00–16.00 WIB</Typography>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Formulir kontak">
            <CardContent>
              <Stack spacing={2}>
                {(['name', 'email'] as const).map((name) => (
                  <TextField
                    key={name}
                    id={`contact-${name}`}
                    name={name}
                    label={name === 'name' ? 'Nama' : 'Email'}
                    type={name === 'email' ? 'email' : 'text'}
                    value={formik.values[name]}
                    onChange={formik.handleChange}
                    onBlur={formik.handleBlur}
                    error={!!fieldError(name)}
                    helperText={fieldError(name)}
                  />
                ))}
                <TextField
                  id="contact-message"
                  name="message"
                  label="Pesan"
                  multiline
                  rows={5}
                  value={formik.values.message}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  error={!!fieldError('message')}
                  helperText={fieldError('message')}
                />
                <Box>
                  <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
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
