import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  FormLabel,
  Rating,
  TextField,
} from '@mui/material';
import { Box, Button, Stack, Typography } from '@koperasi/shared-ui';
import { ImagePicker } from '@koperasi/shared-ui/image-picker';
import { REVIEW_MAX_BODY, REVIEW_MAX_PHOTOS, type ProductReview } from '@koperasi/shared-services';
import { reviewSchema, type ReviewFormValues } from '@koperasi/shared-services/validation';

export const RATING_LABELS: Record<number, string> = {
  1: 'Sangat buruk',
  2: 'Buruk',
  3: 'Cukup',
  4: 'Baik',
  5: 'Sangat baik',
};

const count = new Intl.NumberFormat('id-ID');

export interface ReviewDialogProps {
  open: boolean;
  /** the line's product name */
  productName: string;
  /** the review being changed (its one edit); none for a new review */
  review?: ProductReview | null;
  /** resolves when saved (the dialog then closes), rejects to keep it open */
  onSubmit: (values: ReviewFormValues) => Promise<void>;
  onClose: () => void;
}

function initialValues(review?: ProductReview | null): ReviewFormValues {
  return {
    rating: review?.rating ?? 0,
    body: review?.body ?? '',
    keptPhotos: review?.photos ?? [],
    newPhotos: [],
  };
}

/**
 * 'Beri Ulasan' and 'Ubah Ulasan' of one received line: 1 to 5 stars, an optional text of up to 1,000
 * characters with its counter, up to 3 photos (the product image rules). A change is possible once.
 */
export function ReviewDialog({ open, productName, review, onSubmit, onClose }: ReviewDialogProps) {
  const titleId = useId();
  const ratingId = useId();
  const ratingHelpId = useId();
  const [checkingPhotos, setCheckingPhotos] = useState(false);
  const editing = Boolean(review);
  const [busy, setBusy] = useState(false);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Formik
        initialValues={initialValues(review)}
        validationSchema={reviewSchema}
        enableReinitialize
        onSubmit={async (values) => {
          setBusy(true);
          try {
            await onSubmit(values);
          } catch {
            // the hook told the person why; the dialog stays open with what they wrote
          } finally {
            setBusy(false);
          }
        }}
      >
        {({
          values,
          errors,
          touched,
          submitCount,
          isSubmitting,
          setFieldValue,
          setFieldTouched,
          handleBlur,
          handleChange,
        }) => {
          const showErrors = submitCount > 0;
          const ratingError = (touched.rating || showErrors) && values.rating < 1 ? errors.rating : undefined;
          const bodyError = errors.body;
          const photoError =
            touched.newPhotos || showErrors ? (errors.newPhotos as string | undefined) : undefined;
          const disabled = isSubmitting;
          return (
            <Form noValidate aria-labelledby={titleId}>
              <DialogTitle id={titleId}>{editing ? 'Ubah Ulasan' : 'Beri Ulasan'}</DialogTitle>
              <DialogContent>
                <Stack spacing={2.5}>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {productName}
                  </Typography>
                  {editing && (
                    <Typography variant="body2" color="text.secondary">
                      Ulasan hanya dapat diubah satu kali. Setelah disimpan, ulasan ini tidak dapat diubah
                      lagi.
                    </Typography>
                  )}
                  <FormControl component="fieldset" error={Boolean(ratingError)} disabled={disabled}>
                    <FormLabel component="legend" id={ratingId} sx={{ mb: 0.5 }}>
                      Penilaian
                    </FormLabel>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Rating
                        name="rating"
                        value={values.rating || null}
                        size="large"
                        disabled={disabled}
                        getLabelText={(value) => `${value} bintang, ${RATING_LABELS[value] ?? ''}`.trim()}
                        onChange={(_event, value) => {
                          void setFieldValue('rating', value ?? 0);
                          void setFieldTouched('rating', true, false);
                        }}
                        aria-describedby={ratingHelpId}
                      />
                      <Typography variant="body2" color="text.secondary" aria-hidden>
                        {values.rating ? RATING_LABELS[values.rating] : ''}
                      </Typography>
                    </Stack>
                    <FormHelperText id={ratingHelpId}>
                      {ratingError ?? 'Pilih 1 sampai 5 bintang'}
                    </FormHelperText>
                  </FormControl>
                  <TextField
                    name="body"
                    label="Ulasan (opsional)"
                    placeholder="Ceritakan kualitas barang dan pengalaman Anda"
                    value={values.body}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    multiline
                    minRows={4}
                    fullWidth
                    disabled={disabled}
                    error={Boolean(bodyError)}
                    helperText={
                      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                        <span>{bodyError ?? ''}</span>
                        <span data-testid="review-body-count">
                          {count.format(values.body.length)}/{count.format(REVIEW_MAX_BODY)}
                        </span>
                      </Box>
                    }
                  />
                  <ImagePicker
                    label="Foto (opsional)"
                    maxFiles={REVIEW_MAX_PHOTOS}
                    existing={values.keptPhotos}
                    onRemoveExisting={(url) =>
                      void setFieldValue(
                        'keptPhotos',
                        values.keptPhotos.filter((kept) => kept !== url),
                      )
                    }
                    files={values.newPhotos}
                    onFilesChange={(files) => {
                      void setFieldValue('newPhotos', files);
                      void setFieldTouched('newPhotos', true, false);
                    }}
                    error={photoError}
                    disabled={disabled}
                    onCheckingChange={setCheckingPhotos}
                  />
                </Stack>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={disabled}>
                  Batal
                </Button>
                <Button type="submit" variant="contained" disabled={disabled || checkingPhotos}>
                  {isSubmitting ? 'Mengirim...' : editing ? 'Simpan Perubahan' : 'Kirim Ulasan'}
                </Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
