import { useState } from 'react';
import { useFormik } from 'formik';
import { InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { updatePassword } from '@koperasi/shared-services';
import { resetPasswordSchema, type ResetPasswordFormValues } from '@koperasi/shared-services/validation';
import { Box, Button, IconButton, Stack, Typography } from '@koperasi/shared-ui';

/**
 * 'Pengaturan': a new password and its confirmation (at least 8 characters, both the same). The auth
 * service shows 'Password berhasil diubah' or 'Gagal mengubah password'.
 */
export function PasswordForm() {
  const [shown, setShown] = useState({ password: false, confirmPassword: false });
  const formik = useFormik<ResetPasswordFormValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values, helpers) => {
      try {
        await updatePassword(values.password);
        helpers.resetForm();
      } catch {
        // the toast says it
      }
    },
  });

  const field = (name: keyof ResetPasswordFormValues, label: string) => {
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
        Gunakan minimal 8 karakter.
      </Typography>
      <Stack spacing={2}>
        {field('password', 'Password Baru')}
        {field('confirmPassword', 'Konfirmasi Password Baru')}
        <Box>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Menyimpan...' : 'Ubah Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
