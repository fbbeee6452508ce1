import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Form, Formik, useField } from 'formik';
import { FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { Box, Button, Grid, Stack, Typography } from '@koperasi/shared-ui';
import {
  MEMBERSHIP_CLAIM_LABELS,
  type SellerApplication,
  type SellerApplicationInput,
  type SellerMembershipClaim,
} from '@koperasi/shared-services';
import { DIVISIONS } from '@koperasi/shared-services/economics';
import {
  checkImageFile,
  IMAGE_ACCEPT,
  sellerApplicationSchema,
  type SellerApplicationFormValues,
} from '@koperasi/shared-services/validation';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import { KtpPhoto } from '../../components/ktp-photo';

export interface SellerApplicationFormProps {
  /** the application to correct, or null for a first one */
  application: SellerApplication | null;
  /** the seller's profile name, the first guess for the names */
  profileName: string;
  submitLabel: string;
  onSubmit: (input: SellerApplicationInput) => Promise<void>;
}

const MEMBERSHIP_CLAIMS: SellerMembershipClaim[] = ['anggota', 'ingin_anggota', 'bukan_anggota'];

const MEMBERSHIP_HINTS: Record<SellerMembershipClaim, string> = {
  anggota: 'Admin mencocokkan nomor anggota Anda. Produk Anda ditandai sebagai produk anggota.',
  ingin_anggota: 'Admin menghubungi Anda untuk pendaftaran anggota dan simpanan pokok.',
  bukan_anggota: 'Anda tetap dapat berjualan; produk Anda tidak ditandai sebagai produk anggota.',
};

function initialValues(
  application: SellerApplication | null,
  profileName: string,
): SellerApplicationFormValues {
  return {
    legalName: application?.legalName ?? profileName,
    nik: application?.nik ?? '',
    businessName: application?.businessName ?? '',
    division: application?.division ?? '',
    bankName: application?.bankName ?? '',
    bankAccountNumber: application?.bankAccountNumber ?? '',
    bankAccountHolder: application?.bankAccountHolder ?? profileName,
    membership: application?.membership ?? '',
    ktpPhoto: null,
    currentPhotoPath: application?.ktpPhotoPath ?? '',
  };
}

/** The KTP photo: the one the application has, or the newly chosen file; checked as an image before use. */
function KtpPhotoField({ disabled, legalName }: { disabled: boolean; legalName: string }) {
  const [field, meta, helpers] = useField<File | null>('ktpPhoto');
  const [current] = useField<string>('currentPhotoPath');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const shown = problem ?? (meta.touched && meta.error ? meta.error : null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const message = await checkImageFile(file);
    setProblem(message);
    await helpers.setTouched(true, false);
    await helpers.setValue(message ? null : file, true);
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={shown ? errorId : undefined}>
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        Foto KTP *
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Foto KTP asli yang terbaca jelas; PNG, JPG atau WEBP, maksimal 5 MB. Hanya Anda dan admin koperasi
        yang dapat melihatnya.
      </Typography>
      {!field.value && current.value && <KtpPhoto path={current.value} name={legalName} maxHeight={160} />}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-invalid={Boolean(shown)}
        onChange={(event) => void choose(event)}
        data-testid="ktp-input"
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 1, alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-invalid={Boolean(shown)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {current.value || field.value ? 'Ganti Foto KTP' : 'Pilih Foto KTP'}
        </Button>
        {field.value && (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="ktp-file-name">
            {field.value.name}
          </Typography>
        )}
      </Stack>
      {shown && (
        <FormHelperText id={errorId} error>
          {shown}
        </FormHelperText>
      )}
    </Box>
  );
}

function MembershipField({ disabled }: { disabled: boolean }) {
  const [field, meta, helpers] = useField<string>('membership');
  const labelId = useId();
  const errorId = useId();
  const failed = Boolean(meta.touched && meta.error);
  return (
    <Box>
      <FormLabel id={labelId} required sx={{ color: 'text.primary', fontWeight: 600 }}>
        Apakah Anda anggota koperasi?
      </FormLabel>
      <RadioGroup
        name="membership"
        value={field.value}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={() => void helpers.setTouched(true)}
        aria-labelledby={labelId}
        aria-describedby={failed ? errorId : undefined}
      >
        {MEMBERSHIP_CLAIMS.map((claim) => (
          <FormControlLabel
            key={claim}
            value={claim}
            disabled={disabled}
            control={<Radio slotProps={{ input: { 'aria-invalid': failed } }} />}
            label={
              <Box sx={{ py: 0.75 }}>
                <Typography>{MEMBERSHIP_CLAIM_LABELS[claim]}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {MEMBERSHIP_HINTS[claim]}
                </Typography>
              </Box>
            }
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.5 } }}
          />
        ))}
      </RadioGroup>
      {failed && (
        <FormHelperText id={errorId} error>
          {meta.error}
        </FormHelperText>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The seller's verification form: identity (name as on the KTP, NIK, KTP photo), the business and its
 * division, the bank account for payouts, and membership. Checked here as the database checks it again.
 */
export function SellerApplicationForm({
  application,
  profileName,
  submitLabel,
  onSubmit,
}: SellerApplicationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik<SellerApplicationFormValues>
      initialValues={initialValues(application, profileName)}
      validationSchema={sellerApplicationSchema}
      onSubmit={(values) =>
        onSubmit({
          legalName: values.legalName,
          nik: values.nik,
          businessName: values.businessName,
          division: values.division as SellerApplicationInput['division'],
          bankName: values.bankName,
          bankAccountNumber: values.bankAccountNumber,
          bankAccountHolder: values.bankAccountHolder,
          membership: values.membership as SellerMembershipClaim,
          ktpPhoto: values.ktpPhoto,
          currentPhotoPath: values.currentPhotoPath || null,
        })
      }
    >
      {({ isSubmitting, values }) => (
        <Form ref={formRef} noValidate aria-label="Form verifikasi penjual">
          <FocusFirstError form={formRef} />
          <Section title="Identitas">
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  name="legalName"
                  label="Nama sesuai KTP"
                  required
                  disabled={isSubmitting}
                  autoComplete="name"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  name="nik"
                  label="NIK (Nomor Induk Kependudukan)"
                  required
                  disabled={isSubmitting}
                  helperText="16 digit angka, sesuai KTP"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 24 } }}
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <KtpPhotoField disabled={isSubmitting} legalName={values.legalName} />
              </Grid>
            </Grid>
          </Section>
          <Section title="Usaha">
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  name="businessName"
                  label="Nama usaha"
                  required
                  disabled={isSubmitting}
                  helperText="Misalnya nama toko, UD, atau kelompok usaha Anda"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  name="division"
                  label="Divisi usaha"
                  select
                  required
                  disabled={isSubmitting}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">Pilih divisi</option>
                  {DIVISIONS.map((division) => (
                    <option key={division} value={division}>
                      {division}
                    </option>
                  ))}
                </FormTextField>
              </Grid>
            </Grid>
          </Section>
          <Section title="Rekening untuk pencairan saldo">
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextField name="bankName" label="Nama bank" required disabled={isSubmitting} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextField
                  name="bankAccountNumber"
                  label="Nomor rekening"
                  required
                  disabled={isSubmitting}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 30 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextField
                  name="bankAccountHolder"
                  label="Nama pemilik rekening"
                  required
                  disabled={isSubmitting}
                />
              </Grid>
            </Grid>
          </Section>
          <Section title="Keanggotaan koperasi">
            <MembershipField disabled={isSubmitting} />
          </Section>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ minHeight: 44 }}>
              {isSubmitting ? 'Mengirim...' : submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
