import { useEffect, useRef, type ReactNode } from 'react';
import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { CartItem, OrderQuote, PaymentMethod, ShippingAddress } from '@koperasi/shared-services';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@koperasi/shared-services/orders';
import {
  checkoutSchema,
  SHIPPING_LIMITS,
  type CheckoutFormValues,
} from '@koperasi/shared-services/validation';
import { OrderSummary, type QuoteStatus } from './order-summary';
import type { CartProblem } from './use-checkout-cart';
import type { PrefillSource } from './use-shipping-prefill';
import { Alert, Box, Button, Card, CardContent, Grid, Typography } from '@koperasi/shared-ui';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';

/** The checkout's values once valid: a payment method is chosen. */
export type CheckoutSubmission = ShippingAddress & { paymentMethod: PaymentMethod };

export interface CheckoutFormProps {
  initialValues: CheckoutFormValues;
  /** called with the note as it is typed (kept across a back and forward) */
  onNoteChange?: (note: string) => void;
  prefillSource: PrefillSource;
  /** the lines to order (quantity above 0), prices brought up to date */
  items: readonly CartItem[];
  problems: readonly CartProblem[];
  /** the provinces that have a shipping tariff (the only destinations), or how far loading them is */
  provinces: readonly string[] | 'loading' | 'failed';
  onRetryProvinces?: () => void;
  /** called with the chosen province once it is one of `provinces`, null otherwise */
  onProvinceChange: (province: string | null) => void;
  /** the database's quote of these lines to the chosen province */
  quote: OrderQuote | null;
  quoteStatus: QuoteStatus;
  /** how long a bank transfer may take before the order cancels itself (site settings), once known */
  paymentDeadlineSeconds?: number;
  /** the methods this environment offers, in order; every method by default */
  paymentMethods?: readonly PaymentMethod[];
  /** caps the lines above their stock at the stock */
  onFitToStock?: () => void;
  /** a notice above the button (e.g. prices not refreshed, a refused order) */
  notice?: ReactNode;
  /** false while the cart's stock is being checked, or when a line cannot be ordered */
  canOrder: boolean;
  onSubmit: (values: CheckoutSubmission) => Promise<void>;
}

const provinceUnavailableText = (province: string) =>
  `Pengiriman ke provinsi ${province} belum tersedia. Pilih provinsi lain.`;

/** '24 jam', '2 hari', '30 menit': how long a buyer has to pay (a day reads as 24 jam, as shops say it). */
function durationText(seconds: number): string {
  if (seconds > 86_400 && seconds % 86_400 === 0) return `${seconds / 86_400} hari`;
  if (seconds >= 3_600 && seconds % 3_600 === 0) return `${seconds / 3_600} jam`;
  return `${Math.max(1, Math.round(seconds / 60))} menit`;
}

function paymentText(method: PaymentMethod, deadlineSeconds: number | undefined): string {
  if (method === 'cod') return 'Bayar tunai kepada kurir saat pesanan tiba.';
  const within = deadlineSeconds ? ` dalam ${durationText(deadlineSeconds)}` : '';
  if (method === 'online') {
    return `Bayar${within} dengan QRIS, virtual account (BCA, BNI, BRI, Mandiri, Permata) atau e-wallet (GoPay, ShopeePay). Pesanan langsung diteruskan ke penjual setelah pembayaran berhasil.`;
  }
  return `Transfer ke rekening koperasi${within}, lalu unggah bukti transfer. Pesanan diteruskan ke penjual setelah pembayaran diverifikasi.`;
}

const PAYMENT_ICONS: Record<PaymentMethod, ReactNode> = {
  bank_transfer: <AccountBalanceOutlined />,
  online: <PaymentsOutlined />,
  cod: <LocalShippingOutlined />,
};
const PREFILL_TEXTS: Record<PrefillSource, string> = {
  'last-order': 'Diisi dari alamat pesanan terakhir Anda. Ubah bila perlu.',
  profile: 'Diisi dari profil Anda. Periksa dan lengkapi bila perlu.',
  none: 'Isi alamat lengkap tujuan pengiriman.',
};

type AddressFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: keyof CheckoutFormValues;
};

/** A formik field as an MUI TextField: its message is the helper text, tied by aria-describedby, aria-invalid set. */
function AddressField({ name, helperText, slotProps, ...props }: AddressFieldProps) {
  const [field, meta] = useField<string>(name);
  const failed = Boolean(meta.touched && meta.error);
  const max = (SHIPPING_LIMITS as Record<string, number>)[name];
  return (
    <TextField
      {...field}
      id={`checkout-${name}`}
      error={failed}
      helperText={failed ? meta.error : helperText}
      fullWidth
      slotProps={{ ...slotProps, htmlInput: { maxLength: max, ...(slotProps?.htmlInput as object) } }}
      {...props}
    />
  );
}

/** The chosen province, once it is a destination with a tariff (else null), for the quote. */
function NoteWatcher({ onChange }: { onChange: (note: string) => void }) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const { notes } = values;
  useEffect(() => onChange(notes), [notes, onChange]);
  return null;
}

function ProvinceWatcher({
  provinces,
  onChange,
}: {
  provinces: readonly string[] | null;
  onChange: (province: string | null) => void;
}) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const province = provinces?.includes(values.province) ? values.province : null;
  useEffect(() => onChange(province), [province, onChange]);
  return null;
}

/**
 * The destination: only the provinces with a tariff can be chosen. A remembered province without one is
 * kept in the list, named as unavailable at once (not only after a submit), so the buyer sees why it must change.
 */
function ProvinceField({
  provinces,
  onRetry,
}: {
  provinces: CheckoutFormProps['provinces'];
  onRetry?: () => void;
}) {
  const [field, meta] = useField<string>('province');
  const list = typeof provinces === 'string' ? [] : provinces;
  const unavailable = typeof provinces !== 'string' && field.value !== '' && !list.includes(field.value);
  const failed = unavailable || Boolean(meta.touched && meta.error);
  const message = unavailable
    ? provinceUnavailableText(field.value)
    : failed
      ? meta.error
      : provinces === 'loading'
        ? 'Memuat daftar provinsi tujuan...'
        : undefined;
  return (
    <>
      <TextField
        {...field}
        id="checkout-province"
        label="Provinsi"
        required
        select
        fullWidth
        error={failed}
        helperText={message}
        disabled={typeof provinces === 'string'}
        autoComplete="shipping address-level1"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Pilih provinsi</option>
        {field.value !== '' && !list.includes(field.value) && (
          <option value={field.value}>{field.value}</option>
        )}
        {list.map((province) => (
          <option key={province} value={province}>
            {province}
          </option>
        ))}
      </TextField>
      {provinces === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Coba Lagi
              </Button>
            )
          }
        >
          Daftar provinsi tujuan pengiriman gagal dimuat.
        </Alert>
      )}
    </>
  );
}

function PaymentMethodField({
  deadlineSeconds,
  methods,
}: {
  deadlineSeconds: number | undefined;
  methods: readonly PaymentMethod[];
}) {
  const [field, meta, helpers] = useField<CheckoutFormValues['paymentMethod']>('paymentMethod');
  const failed = Boolean(meta.touched && meta.error);
  return (
    <FormControl component="fieldset" error={failed} fullWidth>
      <FormLabel
        component="legend"
        id="checkout-payment-label"
        sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}
      >
        Metode Pembayaran
      </FormLabel>
      <RadioGroup
        name="paymentMethod"
        value={field.value}
        onChange={(event) => void helpers.setValue(event.target.value as PaymentMethod)}
        onBlur={() => void helpers.setTouched(true)}
        aria-labelledby="checkout-payment-label"
        aria-describedby={failed ? 'checkout-payment-error' : undefined}
        sx={{ gap: 1 }}
      >
        {methods.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={
              <Radio slotProps={{ input: { 'aria-describedby': `checkout-payment-${method}-text` } }} />
            }
            sx={{
              m: 0,
              p: 1.5,
              pl: 0.5,
              border: 1,
              borderRadius: 2,
              alignItems: 'flex-start',
              borderColor: field.value === method ? 'primary.main' : failed ? 'error.main' : 'divider',
              bgcolor: field.value === method ? 'rgba(15, 118, 110, 0.06)' : 'transparent',
            }}
            label={
              <Box sx={{ pt: 0.75 }}>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    fontWeight: 600,
                    '& svg': { color: 'primary.main' },
                  }}
                >
                  {PAYMENT_ICONS[method]}
                  {PAYMENT_METHOD_LABELS[method]}
                </Box>
                <Typography id={`checkout-payment-${method}-text`} variant="body2" color="text.secondary">
                  {paymentText(method, deadlineSeconds)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {failed && <FormHelperText id="checkout-payment-error">{meta.error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The checkout: the shipping address in the Indonesian shape, the payment method, and the order summary
 * with 'Buat Pesanan' (disabled while submitting and while the cart cannot be ordered).
 */
export function CheckoutForm({
  initialValues,
  onNoteChange,
  prefillSource,
  items,
  problems,
  provinces,
  onRetryProvinces,
  onProvinceChange,
  quote,
  quoteStatus,
  paymentDeadlineSeconds,
  paymentMethods = PAYMENT_METHODS,
  onFitToStock,
  notice,
  canOrder,
  onSubmit,
}: CheckoutFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const destinations = typeof provinces === 'string' ? null : provinces;
  const hasStockProblem = problems.some((problem) => problem.reason === 'stock');
  const hasUnavailable = problems.some((problem) => problem.reason === 'unavailable');

  // on top of the schema: the destination must have a tariff (the database refuses it otherwise)
  const validate = (values: CheckoutFormValues) =>
    destinations && values.province && !destinations.includes(values.province)
      ? { province: provinceUnavailableText(values.province) }
      : {};

  const submit = async (values: CheckoutFormValues, _helpers: FormikHelpers<CheckoutFormValues>) => {
    if (!values.paymentMethod) return;
    await onSubmit({ ...values, paymentMethod: values.paymentMethod });
  };

  return (
    <Formik<CheckoutFormValues>
      initialValues={initialValues}
      validationSchema={checkoutSchema}
      validate={validate}
      onSubmit={submit}
    >
      {({ handleSubmit, isSubmitting, values }) => (
        <Box component="form" ref={form} noValidate onSubmit={handleSubmit} aria-label="Checkout">
          <FocusFirstError form={form} />
          <ProvinceWatcher provinces={destinations} onChange={onProvinceChange} />
          {onNoteChange && <NoteWatcher onChange={onNoteChange} />}
          <Grid container spacing={{ xs: 2, md: 3 }} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card
                component="section"
                aria-labelledby="checkout-address-title"
                sx={{ mb: { xs: 2, md: 3 } }}
              >
                <CardContent sx={{ p: { xs: 2, md: 3 } }}>
                  <Typography id="checkout-address-title" variant="h2" sx={{ fontSize: '1.15rem' }}>
                    Alamat Pengiriman
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {PREFILL_TEXTS[prefillSource]}
                  </Typography>
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <AddressField
                        name="recipientName"
                        label="Nama Penerima"
                        required
                        autoComplete="shipping name"
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <AddressField
                        name="phone"
                        label="Nomor Telepon"
                        required
                        type="tel"
                        autoComplete="shipping tel"
                        helperText="Contoh: 081234567890"
                        slotProps={{ htmlInput: { inputMode: 'tel' } }}
                      />
                    </Grid>
                    <Grid size={12}>
                      <AddressField
                        name="street"
                        label="Alamat (jalan, nomor rumah, RT/RW)"
                        required
                        multiline
                        minRows={2}
                        autoComplete="shipping address-line1"
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <AddressField
                        name="kelurahan"
                        label="Kelurahan/Desa"
                        required
                        autoComplete="shipping address-level4"
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <AddressField
                        name="kecamatan"
                        label="Kecamatan"
                        required
                        autoComplete="shipping address-level3"
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <AddressField
                        name="city"
                        label="Kota/Kabupaten"
                        required
                        autoComplete="shipping address-level2"
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <ProvinceField provinces={provinces} onRetry={onRetryProvinces} />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <AddressField
                        name="postalCode"
                        label="Kode Pos"
                        required
                        autoComplete="shipping postal-code"
                        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                      />
                    </Grid>
                    <Grid size={12}>
                      <AddressField
                        name="notes"
                        label="Catatan untuk penjual (opsional)"
                        multiline
                        minRows={2}
                        helperText="Misalnya patokan rumah atau waktu pengiriman."
                      />
                    </Grid>
                  </Grid>
                </CardContent>
              </Card>
              <Card component="section" aria-label="Pembayaran">
                <CardContent sx={{ p: { xs: 2, md: 3 } }}>
                  <PaymentMethodField deadlineSeconds={paymentDeadlineSeconds} methods={paymentMethods} />
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
              <Card>
                <CardContent sx={{ p: { xs: 2, md: 3 } }}>
                  <OrderSummary
                    items={items}
                    problems={problems}
                    quote={quote}
                    quoteStatus={quoteStatus}
                    province={destinations?.includes(values.province) ? values.province : null}
                    paymentMethod={values.paymentMethod}
                  >
                    {notice}
                    {hasStockProblem && (
                      <Alert
                        severity="warning"
                        sx={{ mt: 2 }}
                        action={
                          onFitToStock && (
                            <Button color="inherit" size="small" onClick={onFitToStock}>
                              Sesuaikan
                            </Button>
                          )
                        }
                      >
                        Stok beberapa produk tidak mencukupi. Sesuaikan jumlahnya dengan stok tersisa sebelum
                        membuat pesanan.
                      </Alert>
                    )}
                    {hasUnavailable && (
                      <Alert severity="warning" sx={{ mt: 2 }}>
                        Beberapa produk sudah tidak dijual. Hapus dari keranjang sebelum membuat pesanan.
                      </Alert>
                    )}
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      fullWidth
                      disabled={isSubmitting || !canOrder}
                      sx={{ mt: 2, minHeight: 48 }}
                    >
                      {isSubmitting ? 'Membuat Pesanan...' : 'Buat Pesanan'}
                    </Button>
                  </OrderSummary>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </Box>
      )}
    </Formik>
  );
}
