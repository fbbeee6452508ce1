import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { Button, Stack } from '@koperasi/shared-ui';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';

export interface MfaCodeValues {
  code: string;
}

/** The 6 digits an authenticator app shows (spaces typed between them are dropped). */
export const mfaCodeSchema = yup.object({
  code: yup
    .string()
    .transform((value: string) => value.replace(/\s+/g, ''))
    .required('Kode verifikasi wajib diisi')
    .matches(/^\d{6}$/, 'Kode verifikasi terdiri dari 6 angka'),
});

export interface MfaCodeFormProps {
  /** the form's accessible name */
  label: string;
  submitLabel: string;
  /** resolves when the code was accepted; a rejection keeps the form and empties the field */
  onSubmit: (code: string) => Promise<void>;
  /** buttons beside the submit button, e.g. 'Batal' */
  extraActions?: React.ReactNode;
}

/** One field for a 6-digit TOTP code and its submit button. */
export function MfaCodeForm({ label, submitLabel, onSubmit, extraActions }: MfaCodeFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async (values: MfaCodeValues, helpers: FormikHelpers<MfaCodeValues>) => {
    try {
      await onSubmit(values.code.replace(/\s+/g, ''));
    } catch {
      // the code was refused (the caller told the person why): the next code is typed afresh
      helpers.resetForm({ values: { code: '' } });
    }
  };
  return (
    <Formik<MfaCodeValues> initialValues={{ code: '' }} validationSchema={mfaCodeSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate aria-label={label}>
          <FocusFirstError form={formRef} />
          <Stack spacing={2}>
            <FormTextField
              name="code"
              label="Kode verifikasi"
              placeholder="123456"
              autoComplete="one-time-code"
              helperText="6 angka dari aplikasi autentikator"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Memeriksa...' : submitLabel}
              </Button>
              {extraActions}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
