import { useId } from 'react';
import { Form, Formik } from 'formik';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { Button } from '@koperasi/shared-ui';
import { REVIEW_REPORT_MAX_REASON } from '@koperasi/shared-services';
import { reviewReportSchema } from '@koperasi/shared-services/validation';

export interface ReportReviewDialogProps {
  open: boolean;
  /** the review's author, named in the question */
  authorName: string;
  /** resolves when the report is done (the dialog then closes) */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** 'Laporkan' of one review: why it breaks the rules (1 to 500 characters); an admin then looks at it. */
export function ReportReviewDialog({ open, authorName, onSubmit, onClose }: ReportReviewDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={reviewReportSchema}
        onSubmit={async ({ reason }, { resetForm }) => {
          await onSubmit(reason.trim());
          resetForm();
        }}
      >
        {({ values, errors, touched, isSubmitting, handleChange, handleBlur }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>Laporkan Ulasan</DialogTitle>
            <DialogContent>
              <DialogContentText id={textId} sx={{ mb: 2 }}>
                Laporkan ulasan dari <strong>{authorName}</strong> bila isinya tidak pantas, bukan tentang
                produk ini, atau menyesatkan. Admin akan memeriksanya.
              </DialogContentText>
              <TextField
                name="reason"
                label="Alasan laporan"
                value={values.reason}
                onChange={handleChange}
                onBlur={handleBlur}
                multiline
                minRows={3}
                fullWidth
                required
                disabled={isSubmitting}
                error={touched.reason && Boolean(errors.reason)}
                helperText={
                  (touched.reason && errors.reason) ||
                  `${values.reason.length}/${REVIEW_REPORT_MAX_REASON} karakter`
                }
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Batal
              </Button>
              <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                {isSubmitting ? 'Mengirim...' : 'Kirim Laporan'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
