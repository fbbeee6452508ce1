import * as yup from 'yup';
import { Stack } from '@koperasi/shared-ui';
import type { MemberListItem } from '@koperasi/shared-services';
import { FormDialog } from '../../components/form-dialog';
import { DateField, isDateValue } from '../../components/date-time-field';
import { FormTextField } from '../../components/form-text-field';
import { useSetMemberMutation } from './economics-admin-api';
import { todayIso } from './economics-dates';

export const MEMBER_MESSAGES = {
  saved: 'Data keanggotaan disimpan',
  failed: 'Gagal menyimpan keanggotaan',
  numberRequired: 'Nomor anggota wajib diisi',
  numberFormat: 'Nomor anggota 1 sampai 30 karakter: huruf, angka, titik, garis miring, atau tanda hubung',
  joinedRequired: 'Tanggal bergabung wajib diisi',
  joinedInvalid: 'Tanggal bergabung tidak valid. Tulis seperti 15/01/2031',
  leftInvalid: 'Tanggal keluar tidak valid. Tulis seperti 15/01/2031',
  leftAfterJoined: 'Tanggal keluar harus setelah tanggal bergabung',
} as const;
const M = MEMBER_MESSAGES;

const schema = yup.object({
  memberNumber: yup
    .string()
    .trim()
    .required(M.numberRequired)
    .matches(/^[A-Za-z0-9./-]{1,30}$/, M.numberFormat),
  joinedAt: yup.string().required(M.joinedRequired).test('date', M.joinedInvalid, isDateValue),
  leftAt: yup
    .string()
    .test('date', M.leftInvalid, isDateValue)
    .test('after', M.leftAfterJoined, function (value) {
      return !value || value > (this.parent as { joinedAt: string }).joinedAt;
    }),
});

interface MemberForm {
  memberNumber: string;
  joinedAt: string;
  leftAt: string;
}

/** 'Jadikan Anggota' / 'Ubah Keanggotaan': member number, join date and (when they leave) leave date. */
export function MemberDialog({ person, onClose }: { person: MemberListItem | null; onClose: () => void }) {
  const [setMember] = useSetMemberMutation();
  return (
    <FormDialog<MemberListItem, MemberForm>
      item={person}
      onClose={onClose}
      title={person?.membership ? 'Ubah Keanggotaan' : 'Jadikan Anggota'}
      description={(who) => (
        <>
          {who.fullName}. Anggota ikut dalam pembagian SHU menurut transaksi dan simpanannya selama menjadi
          anggota.
        </>
      )}
      initialValues={(who) => ({
        memberNumber: who.membership?.memberNumber ?? '',
        joinedAt: who.membership?.joinedAt ?? todayIso(),
        leftAt: who.membership?.leftAt ?? '',
      })}
      validationSchema={() => schema}
      onSubmit={(values, who) =>
        setMember({
          profileId: who.profileId,
          memberNumber: values.memberNumber.trim(),
          joinedAt: values.joinedAt,
          leftAt: values.leftAt || null,
        }).unwrap()
      }
      saved={M.saved}
      failed={M.failed}
    >
      {() => (
        <Stack spacing={2}>
          <FormTextField name="memberNumber" label="Nomor anggota" required />
          <DateField name="joinedAt" label="Tanggal bergabung" required />
          <DateField
            name="leftAt"
            label="Tanggal keluar (opsional)"
            helperText="Isi hanya bila anggota keluar dari koperasi"
          />
        </Stack>
      )}
    </FormDialog>
  );
}
