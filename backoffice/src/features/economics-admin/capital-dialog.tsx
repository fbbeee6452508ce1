import { useId } from 'react';
import * as yup from 'yup';
import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Stack, Typography, formatDate, formatIdr } from '@koperasi/shared-ui';
import type { CapitalKind, MemberListItem } from '@koperasi/shared-services';
import { FormDialog } from '../../components/form-dialog';
import { DateField, isDateValue } from '../../components/date-time-field';
import { FormTextField } from '../../components/form-text-field';
import { RupiahField } from '../../components/rupiah-field';
import { useCapitalEntriesQuery, useRecordCapitalMutation } from './economics-admin-api';
import { todayIso } from './economics-dates';

export const CAPITAL_KIND_LABELS: Record<CapitalKind, string> = {
  pokok: 'Simpanan pokok',
  wajib: 'Simpanan wajib',
};

export const CAPITAL_MESSAGES = {
  recorded: 'Simpanan dicatat',
  failed: 'Gagal mencatat simpanan',
  amountRequired: 'Jumlah wajib diisi',
  amountWhole: 'Jumlah harus rupiah bulat',
  amountPositive: 'Jumlah harus lebih dari 0',
  overWithdrawn: 'Penarikan melebihi simpanan anggota',
  dateRequired: 'Tanggal wajib diisi',
  dateInvalid: 'Tanggal tidak valid. Tulis seperti 15/01/2031',
  dateFuture: 'Tanggal tidak boleh di masa depan',
} as const;
const M = CAPITAL_MESSAGES;

type Direction = 'setoran' | 'penarikan';

interface CapitalForm {
  kind: CapitalKind;
  direction: Direction;
  amount: number | '';
  paidOn: string;
  note: string;
}

const schemaFor = (totals: Record<CapitalKind, number>) =>
  yup.object({
    kind: yup.string().oneOf(['pokok', 'wajib']).required(),
    direction: yup.string().oneOf(['setoran', 'penarikan']).required(),
    amount: yup
      .number()
      .typeError(M.amountRequired)
      .required(M.amountRequired)
      .integer(M.amountWhole)
      .moreThan(0, M.amountPositive)
      .test('withdrawal', M.overWithdrawn, function (value) {
        const { kind, direction } = this.parent as CapitalForm;
        return direction !== 'penarikan' || value === undefined || value <= totals[kind];
      }),
    paidOn: yup
      .string()
      .required(M.dateRequired)
      .test('date', M.dateInvalid, isDateValue)
      .test('past', M.dateFuture, (value) => !value || value <= todayIso()),
    note: yup.string().max(500, 'Catatan paling banyak 500 karakter'),
  });

/** 'Catat Simpanan': a member's deposit or withdrawal of simpanan pokok or wajib, with their history. */
export function CapitalDialog({ member, onClose }: { member: MemberListItem | null; onClose: () => void }) {
  const historyId = useId();
  const [recordCapital] = useRecordCapitalMutation();
  const { data: entries } = useCapitalEntriesQuery(member?.profileId ?? '', { skip: !member });
  return (
    <FormDialog<MemberListItem, CapitalForm>
      item={member}
      onClose={onClose}
      title="Catat Simpanan"
      description={(saver) => (
        <>
          {saver.fullName} ({saver.membership?.memberNumber}): simpanan pokok {formatIdr(saver.capital.pokok)}
          , simpanan wajib {formatIdr(saver.capital.wajib)}.
        </>
      )}
      initialValues={() => ({
        kind: 'wajib',
        direction: 'setoran',
        amount: '',
        paidOn: todayIso(),
        note: '',
      })}
      validationSchema={(saver) => schemaFor(saver.capital)}
      onSubmit={(values, saver) => {
        const amount = Number(values.amount);
        return recordCapital({
          memberId: saver.profileId,
          kind: values.kind,
          amount: values.direction === 'penarikan' ? -amount : amount,
          paidOn: values.paidOn,
          note: values.note.trim() || null,
        }).unwrap();
      }}
      saved={M.recorded}
      failed={M.failed}
      submitLabel="Simpan Simpanan"
    >
      {() => (
        <>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField name="kind" label="Jenis simpanan" select required>
                <MenuItem value="pokok">{CAPITAL_KIND_LABELS.pokok}</MenuItem>
                <MenuItem value="wajib">{CAPITAL_KIND_LABELS.wajib}</MenuItem>
              </FormTextField>
              <FormTextField name="direction" label="Transaksi" select required>
                <MenuItem value="setoran">Setoran</MenuItem>
                <MenuItem value="penarikan">Penarikan</MenuItem>
              </FormTextField>
            </Stack>
            <RupiahField name="amount" label="Jumlah" required fullWidth />
            <DateField name="paidOn" label="Tanggal" required />
            <FormTextField name="note" label="Catatan (opsional)" />
          </Stack>
          <Typography id={historyId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 3, mb: 1 }}>
            Riwayat Simpanan
          </Typography>
          {!entries || entries.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {entries ? 'Belum ada simpanan.' : 'Memuat...'}
            </Typography>
          ) : (
            <Table size="small" aria-labelledby={historyId}>
              <TableHead>
                <TableRow>
                  <TableCell>Tanggal</TableCell>
                  <TableCell>Jenis</TableCell>
                  <TableCell align="right">Jumlah</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{formatDate(entry.paidOn)}</TableCell>
                    <TableCell>{CAPITAL_KIND_LABELS[entry.kind]}</TableCell>
                    <TableCell align="right">{formatIdr(entry.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </FormDialog>
  );
}
