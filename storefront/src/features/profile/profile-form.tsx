import { useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { TextField } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import {
  MESSAGES,
  notify,
  serviceErrorMessage,
  setUser,
  uploadAvatar,
  useAppDispatch,
  type User,
} from '@koperasi/shared-services';
import {
  checkImageFile,
  IMAGE_ACCEPT,
  PHONE_MESSAGES,
  profileSchema,
  type ProfileFormValues,
} from '@koperasi/shared-services/validation';
import { Box, Button, CircularProgress, Grid, Skeleton, Stack, Typography } from '@koperasi/shared-ui';
import { UserAvatar } from '@koperasi/shared-ui/user-avatar';
import { useMyProfileQuery, useSaveProfileMutation } from './profile-api';

export type { ProfileFormValues };

/** Column limits of profiles.full_name, profile_contacts.phone and .address. */
const LIMITS = { displayName: 120, phone: 32, address: 500 } as const;

/** Heights of an outlined text field: one line and three lines. */
const FIELD_HEIGHT = { line: 56, address: 102 } as const;

/**
 * 'Profil Saya': displayName, email (read-only), phone and address, saved for real; 'Ubah Foto' uploads a
 * new photo that the header shows at once. 'Simpan Perubahan' is disabled until something changed and while
 * saving. The fields wait for the stored profile (skeletons until then): what someone typed before it came
 * would otherwise be replaced by it.
 */
export function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // the private phone and address come from profile_contacts; when they cannot be read, the session's values
  const { data: profile, isError } = useMyProfileQuery(user.id);
  const ready = profile !== undefined || isError;
  const [saveProfile] = useSaveProfileMutation();
  const initial = useMemo<ProfileFormValues>(
    () =>
      profile
        ? {
            displayName: profile.fullName || user.displayName,
            email: user.email,
            phone: profile.phone,
            address: profile.address,
          }
        : { displayName: user.displayName, email: user.email, phone: user.phone, address: '' },
    [profile, user.displayName, user.email, user.phone],
  );

  const formik = useFormik<ProfileFormValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await saveProfile({
          userId: user.id,
          input: { fullName: values.displayName, phone: values.phone, address: values.address },
        }).unwrap();
        dispatch(setUser({ ...user, displayName: saved.fullName || user.email, phone: saved.phone }));
        const next = {
          displayName: saved.fullName,
          email: user.email,
          phone: saved.phone,
          address: saved.address,
        };
        helpers.resetForm({ values: next });
        notify.success(MESSAGES.profileSaved);
      } catch (error) {
        const message = serviceErrorMessage(error, MESSAGES.profileSaveFailed);
        if (message === PHONE_MESSAGES.invalid) helpers.setFieldError('phone', message);
        notify.error(message);
      }
    },
  });

  async function changePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      // the reason a file is refused (type, content, size) is shown before anything is sent
      const problem = await checkImageFile(file);
      if (problem) {
        notify.error(`${file.name}: ${problem}`);
        return;
      }
      const photoURL = await uploadAvatar(file);
      dispatch(setUser({ ...user, photoURL }));
      notify.success('Foto profil berhasil diperbarui');
    } catch {
      notify.error('Gagal mengubah foto profil');
    } finally {
      setUploading(false);
    }
  }

  const field = (name: keyof typeof LIMITS) => ({
    id: `profile-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    fullWidth: true,
    error: formik.touched[name] === true && !!formik.errors[name],
    helperText: formik.touched[name] === true ? formik.errors[name] : undefined,
    slotProps: { htmlInput: { maxLength: LIMITS[name] } },
  });

  /** the field once the profile is here, a skeleton of its size until then */
  const slot = (height: number, node: ReactNode) =>
    ready ? node : <Skeleton variant="rounded" height={height} aria-hidden />;

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Profil Saya">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 3 }}
      >
        <UserAvatar name={user.displayName} photoURL={user.photoURL} size={88} />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>Foto Profil</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            PNG, JPG atau WEBP, maksimal 5 MB.
          </Typography>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            onChange={(event) => void changePhoto(event)}
            data-testid="avatar-input"
          />
          <Button
            variant="outlined"
            startIcon={uploading ? <CircularProgress size={16} /> : <PhotoCamera />}
            disabled={uploading}
            onClick={() => fileInput.current?.click()}
          >
            {uploading ? 'Mengunggah...' : 'Ubah Foto'}
          </Button>
        </Box>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          {slot(
            FIELD_HEIGHT.line,
            <TextField label="Nama Lengkap" autoComplete="name" {...field('displayName')} />,
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            id="profile-email"
            name="email"
            label="Email"
            type="email"
            value={formik.values.email}
            disabled
            fullWidth
            helperText="Email tidak dapat diubah"
            // the hint is read, not disabled: it keeps the secondary text colour (4.5:1), not the faded one
            sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {slot(
            FIELD_HEIGHT.line,
            <TextField
              label="Nomor Telepon"
              type="tel"
              autoComplete="tel"
              placeholder="08xxxxxxxxxx"
              {...field('phone')}
            />,
          )}
        </Grid>
        <Grid size={12}>
          {slot(
            FIELD_HEIGHT.address,
            <TextField
              label="Alamat"
              multiline
              minRows={3}
              autoComplete="street-address"
              {...field('address')}
            />,
          )}
        </Grid>
      </Grid>
      <Box sx={{ mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!formik.dirty || formik.isSubmitting}
        >
          {formik.isSubmitting ? 'Menyimpan...' : 'Simpan Perubahan'}
        </Button>
      </Box>
    </Box>
  );
}
