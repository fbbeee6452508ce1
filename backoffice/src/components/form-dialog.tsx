import { useId, useRef, type ReactNode } from 'react';
import { Form, Formik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from '@koperasi/shared-ui';
import { errorMessageFor, notify } from '@koperasi/shared-services';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';

export interface FormDialogProps<Item, Values extends FormikValues> {
  /** what the form is about (a seller, a person); null = closed */
  item: Item | null;
  onClose: () => void;
  title: ReactNode;
  /** the sentence under the title, which describes the dialog */
  description: (item: Item) => ReactNode;
  initialValues: (item: Item) => Values;
  validationSchema: (item: Item) => AnyObjectSchema;
  /** the save; on success the toast `saved` shows and the dialog closes, on failure the toast `failed` */
  onSubmit: (values: Values, item: Item) => Promise<unknown>;
  saved: string;
  failed: string;
  /** the button that saves, 'Simpan' unless told */
  submitLabel?: string;
  /** the fields (and anything under them) */
  children: (item: Item) => ReactNode;
}

/** A small formik form in a dialog: title, a sentence, the fields, Batal and a save button. */
export function FormDialog<Item, Values extends FormikValues>({
  item,
  onClose,
  title,
  description,
  initialValues,
  validationSchema,
  onSubmit,
  saved,
  failed,
  submitLabel = 'Simpan',
  children,
}: FormDialogProps<Item, Values>) {
  const titleId = useId();
  const textId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      {item !== null && (
        <Formik<Values>
          initialValues={initialValues(item)}
          validationSchema={validationSchema(item)}
          onSubmit={async (values) => {
            try {
              await onSubmit(values, item);
              notify.success(saved);
              onClose();
            } catch (failure) {
              notify.error(errorMessageFor(failure, failed));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={formRef} noValidate aria-labelledby={titleId}>
              <FocusFirstError form={formRef} />
              <DialogTitle id={titleId}>{title}</DialogTitle>
              <DialogContent>
                <DialogContentText id={textId} sx={{ mb: 2 }}>
                  {description(item)}
                </DialogContentText>
                {children(item)}
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose} disabled={isSubmitting}>
                  Batal
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Menyimpan...' : submitLabel}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
