import { useId, useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, Stack, formatIdr } from '@koperasi/shared-ui';
import { errorMessageFor, notify, type SellerBalance } from '@koperasi/shared-services';
import { FocusFirstError } from '../../components/focus-first-error';
import { DateField } from '../../components/date-time-field';
import { FormTextField } from '../../components/form-text-field';
import { RupiahField } from '../../components/rupiah-field';
import { useRecordPayoutMutation } from './economics-admin-api';
import { todayIso } from './economics-dates';

export const PAYOUT_MESSAGES = {
  recorded: 'Pencairan dicatat',
  failed: 'Gagal mencatat pencairan',
  amountRequired: 'Jumlah pencairan wajib diisi',
  amountWhole: 'Jumlah pencairan harus rupiah bulat',
  amountPositive: 'Jumlah pencairan harus lebih dari 0',
  amountOverBalance: 'Jumlah pencairan melebihi saldo penjual',
  referenceRequired: 'Nomor referensi transfer wajib diisi',
  referenceLength: 'Nomor referensi transfer 3 sampai 100 karakter',
  dateRequired: 'Tanggal transfer wajib diisi',
  dateFuture: 'Tanggal transfer tidak boleh di masa depan',
  noteTooLong: 'Catatan paling banyak 500 karakter',
} as const;
const M = PAYOUT_MESSAGES;

const schemaFor = (balance: number) =>
  yup.object({
    amount: yup
      .number()
      .typeError(M.amountRequired)
      .required(M.amountRequired)
      .integer(M.amountWhole)
      .moreThan(0, M.amountPositive)
      .max(balance, M.amountOverBalance),
    reference: yup
      .string()
      .trim()
      .required(M.referenceRequired)
      .min(3, M.referenceLength)
      .max(100, M.referenceLength),
    paidOn: yup
      .string()
      .required(M.dateRequired)
      .test('past', M.dateFuture, (value) => !value || value <= todayIso()),
    note: yup.string().max(500, M.noteTooLong),
  });

interface PayoutForm {
  amount: number | '';
  reference: string;
  paidOn: string;
  note: string;
}

export interface PayoutDialogProps {
  /** the seller paid; null = closed */
  seller: SellerBalance | null;
  onClose: () => void;
}

/** 'Catat Pencairan': a bank transfer to a seller, recorded against their balance (never more than it). */
export function PayoutDialog({ seller, onClose }: PayoutDialogProps) {
  const titleId = useId();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [recordPayout] = useRecordPayoutMutation();
  const balance = seller?.balance ?? 0;
  return (
    <Dialog
      open={seller !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      {seller && (
        <Formik<PayoutForm>
          initialValues={{ amount: seller.balance, reference: '', paidOn: todayIso(), note: '' }}
          validationSchema={schemaFor(balance)}
          onSubmit={async (values) => {
            try {
              await recordPayout({
                sellerId: seller.sellerId,
                amount: Number(values.amount),
                transferReference: values.reference.trim(),
                paidOn: values.paidOn,
                note: values.note.trim() || null,
              }).unwrap();
              notify.success(M.recorded);
              onClose();
            } catch (failure) {
              notify.error(errorMessageFor(failure, M.failed));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={formRef} noValidate aria-labelledby={titleId}>
              <FocusFirstError form={formRef} />
              <DialogTitle id={titleId}>Catat Pencairan</DialogTitle>
              <DialogContent>
                <DialogContentText id={textId} sx={{ mb: 2 }}>
                  {seller.sellerName}: saldo {formatIdr(seller.balance)}. Catat transfer bank yang sudah
                  dikirim ke penjual; saldonya berkurang sebesar jumlah ini.
                </DialogContentText>
                <Stack spacing={2}>
                  <RupiahField name="amount" label="Jumlah pencairan" required fullWidth />
                  <FormTextField name="reference" label="Nomor referensi transfer" required />
                  <DateField name="paidOn" label="Tanggal transfer" required />
                  <FormTextField name="note" label="Catatan (opsional)" multiline minRows={2} />
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose} disabled={isSubmitting}>
                  Batal
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Menyimpan...' : 'Simpan Pencairan'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
