import { useId, useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from '@koperasi/shared-ui';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from './form-text-field';

/** The limits the order functions put on a reason (a cancellation, a rejected payment). */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

export const REASON_MESSAGES = {
  required: 'Alasan wajib diisi',
  tooShort: `Alasan minimal ${REASON_MIN} karakter`,
  tooLong: `Alasan maksimal ${REASON_MAX} karakter`,
} as const;

const reasonSchema = (min: number) =>
  yup.object({
    reason: yup
      .string()
      .trim()
      .required(REASON_MESSAGES.required)
      .min(min, `Alasan minimal ${min} karakter`)
      .max(REASON_MAX, REASON_MESSAGES.tooLong),
  });

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** what the action does, e.g. that the stock goes back */
  message: string;
  /** the field's label, e.g. 'Alasan pembatalan' */
  label: string;
  confirmLabel: string;
  /** the confirm button while the action runs, e.g. 'Membatalkan...' */
  busyLabel: string;
  /** runs the action with the trimmed reason; the dialog stays open (and keeps the text) until `open` turns false */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
  /** the fewest characters the action takes (5 unless the database allows fewer) */
  minLength?: number;
  /** 'error' for an action against someone (the default), 'primary' for one that gives back */
  confirmColor?: 'error' | 'primary';
}

/**
 * Asks for a reason before an action (cancelling, rejecting, hiding a review): 5..500 characters unless
 * `minLength` says otherwise, checked before the database checks them again.
 */
export function ReasonDialog({
  open,
  title,
  message,
  label,
  confirmLabel,
  busyLabel,
  onConfirm,
  onCancel,
  minLength = REASON_MIN,
  confirmColor = 'error',
}: ReasonDialogProps) {
  const titleId = useId();
  const textId = useId();
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={reasonSchema(minLength)}
      onSubmit={({ reason }) => onConfirm(reason.trim())}
    >
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
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <DialogContentText id={textId} sx={{ mb: 2 }}>
                {message}
              </DialogContentText>
              <FormTextField
                id={fieldId}
                name="reason"
                label={label}
                required
                multiline
                minRows={3}
                disabled={isSubmitting}
                helperText={`${values.reason.trim().length}/${REASON_MAX} karakter${minLength > 1 ? `, minimal ${minLength}` : ''}`}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onCancel} disabled={isSubmitting}>
                Batal
              </Button>
              <Button type="submit" color={confirmColor} variant="contained" disabled={isSubmitting}>
                {isSubmitting ? busyLabel : confirmLabel}
              </Button>
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
