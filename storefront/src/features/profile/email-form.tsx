import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { TextField } from '@mui/material';
import { notify, requestEmailChange } from '@koperasi/shared-services';
import { emailChangeSchema, type EmailChangeFormValues } from '@koperasi/shared-services/validation';
import { Alert, Box, Button, Stack, Typography } from '@koperasi/shared-ui';

/** The auth server's answer, in the link's fragment, when the first of the two links was opened. */
const FIRST_LINK_ACCEPTED = /Confirmation link accepted/i;
export const EMAIL_CHANGE_HALF_DONE =
  'Satu link sudah dikonfirmasi. Buka juga link yang dikirim ke email lainnya untuk menyelesaikan perubahan.';

/** The first link opened leads back here with `#message=…`: says what is left and clears the fragment. */
function useEmailChangeProgressNotice(): void {
  useEffect(() => {
    const hash = window.location.hash;
    if (!hash) return;
    const message = new URLSearchParams(hash.slice(1)).get('message') ?? '';
    if (!FIRST_LINK_ACCEPTED.test(message)) return;
    notify.info(EMAIL_CHANGE_HALF_DONE);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
}

/**
 * 'Pengaturan': a new e-mail address. The server mails a confirmation link to the current and to the new
 * address; the address changes only when both are opened, so the form says to check both mailboxes.
 */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [pending, setPending] = useState<string | null>(null);
  useEmailChangeProgressNotice();
  const formik = useFormik<EmailChangeFormValues>({
    initialValues: { email: '' },
    validationSchema: emailChangeSchema(currentEmail),
    onSubmit: async (values, helpers) => {
      try {
        await requestEmailChange(values.email);
        setPending(values.email.trim().toLowerCase());
        helpers.resetForm();
      } catch {
        // the toast says it
      }
    },
  });
  const error = formik.touched.email && formik.errors.email ? formik.errors.email : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby="email-heading"
      sx={{ maxWidth: 480 }}
    >
      <Typography id="email-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Ubah Email
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Email saat ini: <strong>{currentEmail}</strong>. Kami mengirim link konfirmasi ke email lama dan email
        baru; email berubah setelah kedua link dibuka.
      </Typography>
      <Stack spacing={2}>
        {pending && (
          <Alert severity="info" onClose={() => setPending(null)} sx={{ overflowWrap: 'anywhere' }}>
            Cek kotak masuk <strong>{currentEmail}</strong> dan <strong>{pending}</strong>, lalu buka link
            konfirmasi di kedua email. Sampai keduanya dibuka, akun Anda tetap memakai email lama.
          </Alert>
        )}
        <TextField
          id="settings-email"
          name="email"
          label="Email Baru"
          type="email"
          autoComplete="email"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={!!error}
          helperText={error}
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Mengirim...' : 'Ubah Email'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
