import { useId, useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Button, Stack } from '@koperasi/shared-ui';
import { errorMessageFor, notify } from '@koperasi/shared-services';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import { useReplyToReviewMutation } from './review-api';

/** The database's limit on a reply. */
export const REPLY_MAX = 1000;

export const REPLY_MESSAGES = {
  required: 'Balasan wajib diisi',
  tooLong: `Balasan maksimal ${REPLY_MAX.toLocaleString('id-ID')} karakter`,
  sent: 'Balasan terkirim',
  failed: 'Gagal mengirim balasan',
} as const;

const replySchema = yup.object({
  reply: yup.string().trim().required(REPLY_MESSAGES.required).max(REPLY_MAX, REPLY_MESSAGES.tooLong),
});

export interface ReplyFormProps {
  reviewId: number;
  /** the buyer's name, for the field's label */
  authorName: string;
}

/** 'Balas': the seller's one reply to a review (1 to 1,000 characters); it cannot be changed afterwards. */
export function ReplyForm({ reviewId, authorName }: ReplyFormProps) {
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reply] = useReplyToReviewMutation();
  return (
    <Formik
      initialValues={{ reply: '' }}
      validationSchema={replySchema}
      onSubmit={async (values) => {
        try {
          await reply({ reviewId, reply: values.reply.trim() }).unwrap();
          notify.success(REPLY_MESSAGES.sent);
        } catch (failure) {
          notify.error(errorMessageFor(failure, REPLY_MESSAGES.failed));
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form ref={formRef} noValidate aria-label={`Balas ulasan ${authorName}`}>
          <FocusFirstError form={formRef} />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              id={fieldId}
              name="reply"
              label={`Balasan untuk ${authorName}`}
              multiline
              minRows={2}
              required
              disabled={isSubmitting}
              helperText={`${values.reply.trim().length.toLocaleString('id-ID')}/${REPLY_MAX.toLocaleString('id-ID')} karakter. Balasan tampil di halaman produk dan tidak dapat diubah.`}
            />
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ minHeight: 44 }}>
              {isSubmitting ? 'Mengirim...' : 'Balas'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
