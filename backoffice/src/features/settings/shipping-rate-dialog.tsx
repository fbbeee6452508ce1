import { useId, useRef } from 'react';
import { Form, Formik } from 'formik';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, Stack } from '@koperasi/shared-ui';
import type { ShippingRate } from '@koperasi/shared-services';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import { RupiahField } from '../../components/rupiah-field';
import { shippingRateSchema, type ShippingRateFormValues } from './shipping-rate-schema';

export interface ShippingRateDialogProps {
  open: boolean;
  /** the tariff to change, or null to add one */
  rate: ShippingRate | null;
  /** the provinces an added tariff may be for (those without one yet) */
  provinces: readonly string[];
  /** saves; the dialog stays open until `open` turns false */
  onSave: (rate: ShippingRate) => Promise<void>;
  onCancel: () => void;
}

/** Adds a province's tariff or changes one: the province (fixed when changing) and the cost in rupiah. */
export function ShippingRateDialog({ open, rate, provinces, onSave, onCancel }: ShippingRateDialogProps) {
  const titleId = useId();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const title = rate ? 'Ubah Tarif Ongkos Kirim' : 'Tambah Tarif Ongkos Kirim';
  const initialValues: ShippingRateFormValues = rate
    ? { province: rate.province, cost: rate.cost }
    : { province: '', cost: '' };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={shippingRateSchema}
      onSubmit={(values) => onSave({ province: values.province.trim(), cost: Number(values.cost) })}
      enableReinitialize
    >
      {({ isSubmitting, resetForm }) => (
        <Dialog
          open={open}
          onClose={isSubmitting ? undefined : onCancel}
          aria-labelledby={titleId}
          aria-describedby={textId}
          slotProps={{ transition: { onExited: () => resetForm() } }}
          fullWidth
          maxWidth="xs"
        >
          <Form ref={formRef} noValidate aria-labelledby={titleId}>
            <FocusFirstError form={formRef} />
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <DialogContentText id={textId} sx={{ mb: 2 }}>
                Ongkos kirim satu pengiriman penjual ke provinsi tujuan. Pesanan dari beberapa penjual
                membayar ongkos kirim untuk setiap penjual.
              </DialogContentText>
              <Stack spacing={2.5}>
                <FormTextField
                  name="province"
                  label="Provinsi"
                  select
                  required
                  disabled={isSubmitting || rate !== null}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {rate ? (
                    <option value={rate.province}>{rate.province}</option>
                  ) : (
                    <>
                      <option value="">Pilih provinsi</option>
                      {provinces.map((province) => (
                        <option key={province} value={province}>
                          {province}
                        </option>
                      ))}
                    </>
                  )}
                </FormTextField>
                <RupiahField name="cost" label="Ongkos kirim" required disabled={isSubmitting} />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onCancel} disabled={isSubmitting}>
                Batal
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Menyimpan...' : 'Simpan'}
              </Button>
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
