import { useId, useRef } from 'react';
import { Form, Formik } from 'formik';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, Stack } from '@koperasi/shared-ui';
import { normalizeTrackingNumber, SHIPMENT_LIMITS } from '@koperasi/shared-services/orders';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import {
  COURIERS,
  courierOf,
  emptyShipValues,
  OTHER_COURIER,
  shipSchema,
  trackingNumberHint,
  type ShipFormValues,
} from './ship-schema';

export interface ShipDialogProps {
  open: boolean;
  orderNumber: string;
  /** sends the shipment; the dialog stays open (and keeps what was typed) until `open` turns false */
  onConfirm: (courier: string, trackingNumber: string) => Promise<void>;
  onCancel: () => void;
}

/** 'Tandai Dikirim': the courier and the tracking number the buyer follows the parcel with, both required. */
export function ShipDialog({ open, orderNumber, onConfirm, onCancel }: ShipDialogProps) {
  const titleId = useId();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (values: ShipFormValues) => {
    const courier = courierOf(values);
    return onConfirm(courier, normalizeTrackingNumber(courier, values.trackingNumber));
  };
  return (
    <Formik initialValues={emptyShipValues()} validationSchema={shipSchema} onSubmit={submit}>
      {({ isSubmitting, values, resetForm }) => (
        <Dialog
          open={open}
          onClose={isSubmitting ? undefined : onCancel}
          aria-labelledby={titleId}
          aria-describedby={textId}
          slotProps={{ transition: { onExited: () => resetForm() } }}
          fullWidth
          maxWidth="sm"
        >
          <Form ref={formRef} noValidate aria-labelledby={titleId}>
            <FocusFirstError form={formRef} />
            <DialogTitle id={titleId}>Tandai Dikirim</DialogTitle>
            <DialogContent>
              <DialogContentText id={textId} sx={{ mb: 2 }}>
                Isi kurir dan nomor resi pesanan {orderNumber}. Pembeli menerima email berisi nomor resi untuk
                melacak paket.
              </DialogContentText>
              <Stack spacing={2.5}>
                <FormTextField
                  name="courier"
                  label="Kurir"
                  select
                  required
                  disabled={isSubmitting}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">Pilih kurir</option>
                  {[...COURIERS, OTHER_COURIER].map((courier) => (
                    <option key={courier} value={courier}>
                      {courier}
                    </option>
                  ))}
                </FormTextField>
                {values.courier === OTHER_COURIER && (
                  <FormTextField
                    name="otherCourier"
                    label="Nama kurir"
                    required
                    disabled={isSubmitting}
                    slotProps={{ htmlInput: { maxLength: SHIPMENT_LIMITS.courierMax } }}
                  />
                )}
                <FormTextField
                  name="trackingNumber"
                  label="Nomor resi"
                  required
                  disabled={isSubmitting}
                  helperText={trackingNumberHint(courierOf(values))}
                  // no maxLength: a pasted number too long is named too long, never cut short unseen
                  slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onCancel} disabled={isSubmitting}>
                Batal
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Menyimpan...' : 'Tandai Dikirim'}
              </Button>
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
