import { useId, useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Button, Stack } from '@koperasi/shared-ui';
import { CONTACT_REPLY_MAX, failureMessage, notify } from '@koperasi/shared-services';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import { useReplyToMessageMutation } from './messages-api';

export const REPLY_MESSAGES = {
  required: 'Balasan harus diisi',
  tooLong: `Balasan maksimal ${CONTACT_REPLY_MAX.toLocaleString('id-ID')} karakter`,
  sent: (email: string) => `Balasan terkirim ke ${email}`,
  failed: 'Gagal mengirim balasan',
} as const;

const replySchema = yup.object({
  body: yup.string().trim().required(REPLY_MESSAGES.required).max(CONTACT_REPLY_MAX, REPLY_MESSAGES.tooLong),
});

export interface MessageReplyFormProps {
  messageId: number;
  name: string;
  email: string;
}

/** 'Kirim Balasan': the admin's answer, mailed to the sender and kept with the message. */
export function MessageReplyForm({ messageId, name, email }: MessageReplyFormProps) {
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reply] = useReplyToMessageMutation();
  return (
    <Formik
      initialValues={{ body: '' }}
      validationSchema={replySchema}
      onSubmit={async (values, helpers) => {
        try {
          await reply({ id: messageId, body: values.body.trim() }).unwrap();
          notify.success(REPLY_MESSAGES.sent(email));
          helpers.resetForm();
        } catch (failure) {
          notify.error(failureMessage(REPLY_MESSAGES.failed, failure));
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form ref={formRef} noValidate aria-label={`Balas pesan ${name}`}>
          <FocusFirstError form={formRef} />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              id={fieldId}
              name="body"
              label={`Balasan untuk ${name}`}
              multiline
              minRows={4}
              required
              disabled={isSubmitting}
              slotProps={{ htmlInput: { maxLength: CONTACT_REPLY_MAX } }}
              helperText={`${values.body.trim().length.toLocaleString('id-ID')}/${CONTACT_REPLY_MAX.toLocaleString('id-ID')} karakter. Balasan dikirim ke ${email} dan tersimpan bersama pesan ini.`}
            />
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ minHeight: 44 }}>
              {isSubmitting ? 'Mengirim...' : 'Kirim Balasan'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
