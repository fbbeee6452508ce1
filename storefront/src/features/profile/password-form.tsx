import { useState } from 'react';
import { useFormik } from 'formik';
import { InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { changePassword, sendPasswordChangeCode, weakPasswordMessage } from '@koperasi/shared-services';
import { passwordChangeSchema, type PasswordChangeFormValues } from '@koperasi/shared-services/validation';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@koperasi/shared-ui';

type PasswordField = 'password' | 'confirmPassword';

/**
 * 'Pengaturan': a new password and its confirmation (at least 8 characters with letters and digits, both the
 * same; the server also refuses the common passwords, said on the field). Without a recent
 * sign-in the server asks for the 6-digit code it mails (secure_password_change): the form then shows the
 * code field and sends again with it. Toasts: 'Password berhasil diubah', the code sent, or why it failed.
 */
export function PasswordForm({ email }: { email: string }) {
  const [shown, setShown] = useState({ password: false, confirmPassword: false });
  const [needsCode, setNeedsCode] = useState(false);
  const [resending, setResending] = useState(false);
  const formik = useFormik<PasswordChangeFormValues>({
    initialValues: { password: '', confirmPassword: '', code: '' },
    validationSchema: passwordChangeSchema(needsCode),
    onSubmit: async (values, helpers) => {
      try {
        const outcome = await changePassword(values.password, needsCode ? values.code : undefined);
        if (outcome === 'code-sent') {
          setNeedsCode(true);
          return;
        }
        setNeedsCode(false);
        helpers.resetForm();
      } catch (error) {
        // the toast says it; a refused password (too common, no letters and digits) also on its field
        const weak = weakPasswordMessage(error);
        if (weak) {
          helpers.setFieldError('password', weak);
          document.getElementById('settings-password')?.focus();
        }
      }
    },
  });

  async function resendCode() {
    setResending(true);
    try {
      await sendPasswordChangeCode();
    } catch {
      // the toast says it
    } finally {
      setResending(false);
    }
  }

  const codeError = formik.touched.code && formik.errors.code ? formik.errors.code : undefined;

  const field = (name: PasswordField, label: string) => {
    const error = formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;
    return (
      <TextField
        id={`settings-${name}`}
        name={name}
        label={label}
        type={shown[name] ? 'text' : 'password'}
        autoComplete="new-password"
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={!!error}
        helperText={error}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={
                    shown[name] ? `Sembunyikan ${label.toLowerCase()}` : `Tampilkan ${label.toLowerCase()}`
                  }
                  onClick={() => setShown((all) => ({ ...all, [name]: !all[name] }))}
                  edge="end"
                >
                  {shown[name] ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby="password-heading"
      sx={{ maxWidth: 480 }}
    >
      <Typography id="password-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Ubah Password
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Gunakan minimal 8 karakter, dengan huruf dan angka.
      </Typography>
      <Stack spacing={2}>
        {field('password', 'Password Baru')}
        {field('confirmPassword', 'Konfirmasi Password Baru')}
        {needsCode && (
          <>
            <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
              Demi keamanan, masukkan kode verifikasi 6 angka yang kami kirim ke <strong>{email}</strong>.
            </Alert>
            <TextField
              id="settings-code"
              name="code"
              label="Kode Verifikasi"
              autoComplete="one-time-code"
              value={formik.values.code}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={!!codeError}
              helperText={codeError ?? 'Kode berlaku 1 jam.'}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <Box>
              <Button variant="text" onClick={() => void resendCode()} disabled={resending}>
                {resending ? 'Mengirim...' : 'Kirim Ulang Kode'}
              </Button>
            </Box>
          </>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Menyimpan...' : 'Ubah Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
