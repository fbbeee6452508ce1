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
  type MyProfile,
  type User,
} from '@koperasi/shared-services';
import {
  checkImageFile,
  IMAGE_ACCEPT,
  INDONESIAN_PROVINCES,
  profileSchema,
  type ProfileFormValues,
} from '@koperasi/shared-services/validation';
import { Alert, Box, Button, CircularProgress, Grid, Skeleton, Stack, Typography } from '@koperasi/shared-ui';
import { UserAvatar } from '@koperasi/shared-ui/user-avatar';
import { useMyProfileQuery, useSaveProfileMutation } from './profile-api';

export type { ProfileFormValues };

/** Height of an outlined text field. */
const FIELD_HEIGHT = 56;

/** The fields a save may refuse with a sentence of its own, by the words the database answers with. */
const FIELD_OF_REFUSAL: Record<string, keyof ProfileFormValues> = {
  'Nomor telepon tidak valid': 'phone',
  'Nomor telepon wajib diisi': 'phone',
  'Nama minimal 3 karakter': 'displayName',
  'Nama maksimal 120 karakter': 'displayName',
};

function valuesOf(user: User, profile: MyProfile | undefined): ProfileFormValues {
  const address = profile?.shippingAddress;
  return {
    displayName: profile?.fullName || user.displayName,
    email: user.email,
    phone: profile ? profile.phone : user.phone,
    street: address?.street ?? '',
    kelurahan: address?.kelurahan ?? '',
    kecamatan: address?.kecamatan ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    postalCode: address?.postalCode ?? '',
  };
}

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
  const initial = useMemo(() => valuesOf(user, profile), [profile, user]);
  // an address typed as one text before the fields existed: shown to be written again, never pasted
  const oldAddress =
    profile?.address && Object.values(profile.shippingAddress).every((part) => part === '')
      ? profile.address
      : '';

  const formik = useFormik<ProfileFormValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      try {
        const { street, kelurahan, kecamatan, city, province, postalCode } = values;
        const saved = await saveProfile({
          userId: user.id,
          input: {
            fullName: values.displayName,
            phone: values.phone,
            shippingAddress: { street, kelurahan, kecamatan, city, province, postalCode },
          },
        }).unwrap();
        dispatch(setUser({ ...user, displayName: saved.fullName || user.email, phone: saved.phone }));
        helpers.resetForm({ values: valuesOf(user, saved) });
        notify.success(MESSAGES.profileSaved);
      } catch (error) {
        const message = serviceErrorMessage(error, MESSAGES.profileSaveFailed);
        const field = FIELD_OF_REFUSAL[message];
        if (field) helpers.setFieldError(field, message);
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

  // no maxLength: a value too long is named too long by the rules, never cut short unseen
  const field = (name: Exclude<keyof ProfileFormValues, 'email'>) => ({
    id: `profile-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    fullWidth: true,
    error: formik.touched[name] === true && !!formik.errors[name],
    helperText: formik.touched[name] === true ? formik.errors[name] : undefined,
  });

  /** the field once the profile is here, a skeleton of its size until then */
  const slot = (node: ReactNode) =>
    ready ? node : <Skeleton variant="rounded" height={FIELD_HEIGHT} aria-hidden />;

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
          {slot(<TextField label="Nama Lengkap" autoComplete="name" required {...field('displayName')} />)}
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
            <TextField
              label="Nomor Telepon"
              type="tel"
              autoComplete="tel"
              placeholder="08xxxxxxxxxx"
              required
              {...field('phone')}
            />,
          )}
        </Grid>
        <Grid size={12} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            Alamat
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Dipakai untuk mengisi alamat pengiriman saat checkout.
          </Typography>
          {oldAddress && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="old-address">
              Alamat tersimpan sebelumnya: <strong>{oldAddress}</strong>. Tuliskan kembali di kolom berikut
              agar dapat dipakai saat checkout.
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={12}>
              {slot(
                <TextField
                  label="Alamat (jalan, nomor rumah)"
                  autoComplete="address-line1"
                  {...field('street')}
                />,
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {slot(<TextField label="Kelurahan/Desa" {...field('kelurahan')} />)}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {slot(<TextField label="Kecamatan" {...field('kecamatan')} />)}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {slot(<TextField label="Kota/Kabupaten" autoComplete="address-level2" {...field('city')} />)}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {slot(
                <TextField
                  label="Provinsi"
                  select
                  autoComplete="address-level1"
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  {...field('province')}
                >
                  <option value="">Pilih provinsi</option>
                  {INDONESIAN_PROVINCES.map((province) => (
                    <option key={province} value={province}>
                      {province}
                    </option>
                  ))}
                </TextField>,
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {slot(
                <TextField
                  label="Kode Pos"
                  autoComplete="postal-code"
                  {...field('postalCode')}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />,
              )}
            </Grid>
          </Grid>
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
