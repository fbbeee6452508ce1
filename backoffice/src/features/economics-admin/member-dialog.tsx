import { useId, useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, Stack } from '@koperasi/shared-ui';
import { errorMessageFor, notify, type MemberListItem } from '@koperasi/shared-services';
import { FocusFirstError } from '../../components/focus-first-error';
import { DateField } from '../../components/date-time-field';
import { FormTextField } from '../../components/form-text-field';
import { useSetMemberMutation } from './economics-admin-api';
import { todayIso } from './economics-dates';

export const MEMBER_MESSAGES = {
  saved: 'Data keanggotaan disimpan',
  failed: 'Gagal menyimpan keanggotaan',
  numberRequired: 'Nomor anggota wajib diisi',
  numberFormat: 'Nomor anggota 1 sampai 30 karakter: huruf, angka, titik, garis miring, atau tanda hubung',
  joinedRequired: 'Tanggal bergabung wajib diisi',
  leftAfterJoined: 'Tanggal keluar harus setelah tanggal bergabung',
} as const;
const M = MEMBER_MESSAGES;

const schema = yup.object({
  memberNumber: yup
    .string()
    .trim()
    .required(M.numberRequired)
    .matches(/^[A-Za-z0-9./-]{1,30}$/, M.numberFormat),
  joinedAt: yup.string().required(M.joinedRequired),
  leftAt: yup.string().test('after', M.leftAfterJoined, function (value) {
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
  const titleId = useId();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [setMember] = useSetMemberMutation();
  const title = person?.membership ? 'Ubah Keanggotaan' : 'Jadikan Anggota';
  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      {person && (
        <Formik<MemberForm>
          initialValues={{
            memberNumber: person.membership?.memberNumber ?? '',
            joinedAt: person.membership?.joinedAt ?? todayIso(),
            leftAt: person.membership?.leftAt ?? '',
          }}
          validationSchema={schema}
          onSubmit={async (values) => {
            try {
              await setMember({
                profileId: person.profileId,
                memberNumber: values.memberNumber.trim(),
                joinedAt: values.joinedAt,
                leftAt: values.leftAt || null,
              }).unwrap();
              notify.success(M.saved);
              onClose();
            } catch (failure) {
              notify.error(errorMessageFor(failure, M.failed));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={formRef} noValidate aria-labelledby={titleId}>
              <FocusFirstError form={formRef} />
              <DialogTitle id={titleId}>{title}</DialogTitle>
              <DialogContent>
                <DialogContentText id={textId} sx={{ mb: 2 }}>
                  {person.fullName}. Anggota ikut dalam pembagian SHU menurut transaksi dan simpanannya selama
                  menjadi anggota.
                </DialogContentText>
                <Stack spacing={2}>
                  <FormTextField name="memberNumber" label="Nomor anggota" required />
                  <DateField name="joinedAt" label="Tanggal bergabung" required />
                  <DateField
                    name="leftAt"
                    label="Tanggal keluar (opsional)"
                    helperText="Isi hanya bila anggota keluar dari koperasi"
                  />
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose} disabled={isSubmitting}>
                  Batal
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Menyimpan...' : 'Simpan'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
