import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { Avatar, InputAdornment } from '@mui/material';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { failureMessage, MESSAGES, notify, useSiteSettingsQuery } from '@koperasi/shared-services';
import {
  formatDate,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Grid,
  Stack,
  Typography,
  LoadingText,
} from '@koperasi/shared-ui';
import { AdminPage } from '../../components/admin-page';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import { useFailureToast } from '../../components/use-failure-toast';
import { useSaveSiteSettingsMutation } from './settings-api';
import {
  ORDER_SETTING_LIMITS,
  settingsSchema,
  toSettingsInput,
  toSettingsValues,
  type SettingsFormValues,
} from './settings-schema';
import { ShippingRates } from './shipping-rates';

/** A whole-number field of the order settings, with its unit after it and its range in the browser's own check. */
const wholeNumberInput = ({ min, max }: { min: number; max: number }, unit?: string) => ({
  htmlInput: { min, max, step: 1, inputMode: 'numeric' as const },
  input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
});

/**
 * 'Pengaturan Situs': basic info, contact & social, payment and order rules, prefilled from the database and
 * saved for real; below them the shipping tariffs, each saved on its own.
 */
export function SettingsForm() {
  const formRef = useRef<HTMLFormElement>(null);
  // the form starts from the settings as they are now, not from the footer's cached copy
  const { data: settings, isError: failed } = useSiteSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  useFailureToast(failed, MESSAGES.settingsLoadFailed);
  const [saveSettings] = useSaveSiteSettingsMutation();

  const submit = async (values: SettingsFormValues) => {
    try {
      await saveSettings(toSettingsInput(values)).unwrap();
      notify.success(MESSAGES.settingsSaved);
    } catch (error) {
      notify.error(failureMessage(MESSAGES.settingsSaveFailed, error));
    }
  };

  return (
    <AdminPage title="Pengaturan Situs">
      {failed ? (
        <Alert severity="error">{MESSAGES.settingsLoadFailed}</Alert>
      ) : !settings ? (
        <LoadingText />
      ) : (
        <Formik
          initialValues={toSettingsValues(settings)}
          validationSchema={settingsSchema}
          onSubmit={submit}
          enableReinitialize
        >
          {({ values, isSubmitting, dirty }) => (
            <Form ref={formRef} noValidate aria-label="Pengaturan situs">
              <FocusFirstError form={formRef} />
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
                        Informasi Dasar
                      </Typography>
                      <Stack spacing={2.5}>
                        <FormTextField name="siteName" label="Nama Situs" required disabled={isSubmitting} />
                        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                          <Avatar
                            variant="rounded"
                            src={values.logoUrl || undefined}
                            alt=""
                            sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
                          >
                            <StorefrontOutlined />
                          </Avatar>
                          <FormTextField
                            name="logoUrl"
                            label="Logo (URL gambar)"
                            disabled={isSubmitting}
                            placeholder="https://..."
                          />
                        </Stack>
                        <FormTextField
                          name="description"
                          label="Deskripsi"
                          multiline
                          rows={4}
                          disabled={isSubmitting}
                        />
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
                        Kontak &amp; Sosial Media
                      </Typography>
                      <Stack spacing={2.5}>
                        <FormTextField name="email" label="Email" type="email" disabled={isSubmitting} />
                        <FormTextField name="phone" label="Telepon" type="tel" disabled={isSubmitting} />
                        <FormTextField
                          name="address"
                          label="Alamat"
                          multiline
                          rows={2}
                          disabled={isSubmitting}
                        />
                        <FormTextField
                          name="facebook"
                          label="Facebook"
                          disabled={isSubmitting}
                          placeholder="https://facebook.com/..."
                        />
                        <FormTextField
                          name="instagram"
                          label="Instagram"
                          disabled={isSubmitting}
                          placeholder="https://instagram.com/..."
                        />
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
                        Pembayaran
                      </Typography>
                      <Stack spacing={2.5}>
                        <FormTextField
                          name="bankTransferInstructions"
                          label="Instruksi Transfer Bank"
                          multiline
                          rows={3}
                          disabled={isSubmitting}
                          helperText="Ditampilkan kepada pembeli saat membayar pesanan dengan transfer bank."
                        />
                        <FormTextField
                          name="paymentDeadlineHours"
                          label="Batas waktu pembayaran (jam)"
                          type="number"
                          required
                          disabled={isSubmitting}
                          helperText="Pesanan transfer bank yang belum dibayar dibatalkan otomatis setelah batas ini, dan stoknya dikembalikan. 1–168 jam."
                          slotProps={wholeNumberInput(ORDER_SETTING_LIMITS.paymentDeadlineHours, 'jam')}
                        />
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
                        Pesanan
                      </Typography>
                      <Stack spacing={2.5}>
                        <FormTextField
                          name="autoReceiveDays"
                          label="Pesanan diterima otomatis setelah (hari)"
                          type="number"
                          required
                          disabled={isSubmitting}
                          helperText="Pengiriman yang belum dikonfirmasi pembeli dianggap diterima sekian hari setelah dikirim. 1–30 hari."
                          slotProps={wholeNumberInput(ORDER_SETTING_LIMITS.autoReceiveDays, 'hari')}
                        />
                        <FormTextField
                          name="maxUnpaidOrders"
                          label="Maksimal pesanan belum dibayar per pembeli"
                          type="number"
                          required
                          disabled={isSubmitting}
                          helperText="Pembeli tidak dapat membuat pesanan baru selama masih memiliki sebanyak ini pesanan yang belum dibayar. 1–20."
                          slotProps={wholeNumberInput(ORDER_SETTING_LIMITS.maxUnpaidOrders)}
                        />
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              </Grid>
              <Divider sx={{ my: 3 }} />
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Typography variant="body2" color="text.secondary">
                  {settings.updatedAt
                    ? `Terakhir diperbarui ${formatDate(settings.updatedAt)}`
                    : 'Belum pernah disimpan'}
                </Typography>
                <Box>
                  <Button type="submit" variant="contained" disabled={isSubmitting || !dirty}>
                    {isSubmitting ? 'Menyimpan...' : 'Simpan Pengaturan'}
                  </Button>
                </Box>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <ShippingRates />
    </AdminPage>
  );
}
