import { useId, useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Stack,
  Typography,
  formatDateTime,
  LoadingText,
} from '@koperasi/shared-ui';
import { Chip, MenuItem, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import {
  errorMessageFor,
  fromWibInput,
  notify,
  type CommissionRate,
  type Division,
} from '@koperasi/shared-services';
import { DIVISIONS, formatPercent, ratesInForce } from '@koperasi/shared-services/economics';
import { AdminPage } from '../../components/admin-page';
import { DateTimeField } from '../../components/date-time-field';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import { HIDE_ON_PHONE } from '../../components/list-parts';
import { useFailureToast } from '../../components/use-failure-toast';
import { useCommissionRatesQuery, useSetCommissionRateMutation } from './economics-admin-api';
import { TableScroll } from '../../components/table-scroll';

export const COMMISSION_MESSAGES = {
  loadFailed: 'Gagal memuat komisi',
  saved: 'Komisi baru disimpan',
  saveFailed: 'Gagal menyimpan komisi',
  rateRequired: 'Komisi wajib diisi',
  rateFormat: 'Komisi harus berupa angka dengan paling banyak dua desimal',
  rateRange: 'Komisi harus 0 sampai 100 persen',
  divisionRequired: 'Pilih divisi',
  fromInvalid: 'Tanggal tidak valid. Tulis seperti 01/12/2026 08.00',
  fromPast:
    'Komisi baru tidak dapat berlaku surut: pilih waktu yang akan datang, atau kosongkan untuk mulai sekarang',
  noteTooLong: 'Catatan paling banyak 500 karakter',
} as const;
const M = COMMISSION_MESSAGES;

interface RateForm {
  division: Division | '';
  rate: string;
  /** '' = from now; else 'YYYY-MM-DDTHH:mm' local time */
  from: string;
  note: string;
}

const RATE_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;

const schema = yup.object({
  division: yup
    .string()
    .oneOf([...DIVISIONS], M.divisionRequired)
    .required(M.divisionRequired),
  rate: yup
    .string()
    .trim()
    .required(M.rateRequired)
    .matches(RATE_PATTERN, M.rateFormat)
    .test('range', M.rateRange, (value) => !value || Number(value.replace(',', '.')) <= 100),
  from: yup
    .string()
    // the moment typed is a WIB wall time, whatever the browser's zone
    .test('valid', M.fromInvalid, (value) => !value || fromWibInput(value) !== null)
    .test('future', M.fromPast, (value) => !value || Date.parse(fromWibInput(value) ?? '') > Date.now()),
  note: yup.string().max(500, M.noteTooLong),
});

const percent = (rate: CommissionRate | null) => formatPercent(rate?.ratePercent ?? '0');

function statusOf(rate: CommissionRate, inForce: Record<Division, CommissionRate | null>) {
  if (new Date(rate.effectiveFrom) > new Date()) return { label: 'Dijadwalkan', color: 'info' as const };
  if (inForce[rate.division as Division]?.id === rate.id)
    return { label: 'Berlaku', color: 'success' as const };
  return { label: 'Tidak berlaku lagi', color: 'default' as const };
}

/**
 * 'Komisi per Divisi': the cooperative's margin on each sale, per division. The rate in force now, a new rate
 * from now or from a later moment (never back-dated: a rate applies to orders placed while it is in force),
 * and the whole history.
 */
export function CommissionRates({ title }: { title: string }) {
  const { data: history, isError } = useCommissionRatesQuery();
  useFailureToast(isError, M.loadFailed);
  const [save] = useSetCommissionRateMutation();
  const formTitleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const historyTitleId = useId();
  const inForce = ratesInForce(history ?? []);

  return (
    <AdminPage title={title}>
      {isError ? (
        <Alert severity="error">{M.loadFailed}</Alert>
      ) : !history ? (
        <LoadingText />
      ) : (
        <Stack spacing={3}>
          <Grid container spacing={2} component="ul" aria-label="Komisi yang berlaku" sx={{ p: 0, m: 0 }}>
            {DIVISIONS.map((division) => (
              <Grid key={division} size={{ xs: 12, md: 4 }} component="li" sx={{ listStyle: 'none' }}>
                <Card sx={{ height: '100%' }} data-testid={`commission-${division}`}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {division}
                    </Typography>
                    <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>
                      {percent(inForce[division])}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {inForce[division]
                        ? `Berlaku sejak ${formatDateTime(inForce[division].effectiveFrom)}`
                        : 'Belum ada komisi (0%)'}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>

          <Card component="section" aria-labelledby={formTitleId}>
            <CardContent>
              <Typography id={formTitleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Atur Komisi Baru
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Komisi berlaku untuk pesanan yang dibuat sejak waktu mulainya. Pesanan sebelumnya tetap
                memakai komisi lama.
              </Typography>
              <Formik<RateForm>
                initialValues={{ division: '', rate: '', from: '', note: '' }}
                validationSchema={schema}
                onSubmit={async (values, { resetForm }) => {
                  try {
                    await save({
                      division: values.division as Division,
                      ratePercent: values.rate.trim().replace(',', '.'),
                      effectiveFrom: fromWibInput(values.from),
                      note: values.note.trim() || null,
                    }).unwrap();
                    notify.success(M.saved);
                    resetForm();
                  } catch (failure) {
                    notify.error(errorMessageFor(failure, M.saveFailed));
                  }
                }}
              >
                {({ isSubmitting }) => (
                  <Form ref={formRef} noValidate aria-labelledby={formTitleId}>
                    <FocusFirstError form={formRef} />
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, md: 4 }}>
                        <FormTextField name="division" label="Divisi" select required>
                          {DIVISIONS.map((division) => (
                            <MenuItem key={division} value={division}>
                              {division}
                            </MenuItem>
                          ))}
                        </FormTextField>
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <FormTextField
                          name="rate"
                          label="Komisi (%)"
                          required
                          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6, md: 5 }}>
                        <DateTimeField
                          name="from"
                          label="Berlaku mulai"
                          helperText="Kosongkan untuk mulai sekarang"
                          fullWidth
                        />
                      </Grid>
                      <Grid size={12}>
                        <FormTextField name="note" label="Catatan (opsional)" />
                      </Grid>
                    </Grid>
                    <Box sx={{ mt: 2 }}>
                      <Button type="submit" variant="contained" disabled={isSubmitting}>
                        {isSubmitting ? 'Menyimpan...' : 'Simpan Komisi'}
                      </Button>
                    </Box>
                  </Form>
                )}
              </Formik>
            </CardContent>
          </Card>

          <Card component="section" aria-labelledby={historyTitleId}>
            <CardContent sx={{ pb: 0 }}>
              <Typography id={historyTitleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
                Riwayat Komisi
              </Typography>
            </CardContent>
            {history.length === 0 ? (
              <CardContent>
                <Typography color="text.secondary">Belum ada komisi yang diatur.</Typography>
              </CardContent>
            ) : (
              <TableScroll label="Riwayat komisi">
                <Table size="small" aria-labelledby={historyTitleId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Divisi</TableCell>
                      <TableCell align="right">Komisi</TableCell>
                      <TableCell>Berlaku mulai</TableCell>
                      <TableCell sx={HIDE_ON_PHONE}>Catatan</TableCell>
                      <TableCell>Status</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {history.map((rate) => {
                      const status = statusOf(rate, inForce);
                      return (
                        <TableRow key={rate.id} data-testid="commission-history-row">
                          <TableCell>{rate.division}</TableCell>
                          <TableCell align="right">{percent(rate)}</TableCell>
                          <TableCell>{formatDateTime(rate.effectiveFrom)}</TableCell>
                          <TableCell sx={HIDE_ON_PHONE}>{rate.note ?? '–'}</TableCell>
                          <TableCell>
                            <Chip size="small" variant="outlined" label={status.label} color={status.color} />
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableScroll>
            )}
          </Card>
        </Stack>
      )}
    </AdminPage>
  );
}
