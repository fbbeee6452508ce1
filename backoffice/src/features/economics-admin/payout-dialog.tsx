import * as yup from 'yup';
import { Stack, formatIdr } from '@koperasi/shared-ui';
import type { SellerBalance } from '@koperasi/shared-services';
import { FormDialog } from '../../components/form-dialog';
import { DateField, isDateValue } from '../../components/date-time-field';
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
  dateInvalid: 'Tanggal transfer tidak valid. Tulis seperti 15/01/2031',
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
      .test('date', M.dateInvalid, isDateValue)
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
  const [recordPayout] = useRecordPayoutMutation();
  return (
    <FormDialog<SellerBalance, PayoutForm>
      item={seller}
      onClose={onClose}
      title="Catat Pencairan"
      description={(paid) => (
        <>
          {paid.sellerName}: saldo {formatIdr(paid.balance)}. Catat transfer bank yang sudah dikirim ke
          penjual; saldonya berkurang sebesar jumlah ini.
        </>
      )}
      initialValues={(paid) => ({ amount: paid.balance, reference: '', paidOn: todayIso(), note: '' })}
      validationSchema={(paid) => schemaFor(paid.balance)}
      onSubmit={(values, paid) =>
        recordPayout({
          sellerId: paid.sellerId,
          amount: Number(values.amount),
          transferReference: values.reference.trim(),
          paidOn: values.paidOn,
          note: values.note.trim() || null,
        }).unwrap()
      }
      saved={M.recorded}
      failed={M.failed}
      submitLabel="Simpan Pencairan"
    >
      {() => (
        <Stack spacing={2}>
          <RupiahField name="amount" label="Jumlah pencairan" required fullWidth />
          <FormTextField name="reference" label="Nomor referensi transfer" required />
          <DateField name="paidOn" label="Tanggal transfer" required />
          <FormTextField name="note" label="Catatan (opsional)" multiline minRows={2} />
        </Stack>
      )}
    </FormDialog>
  );
}
