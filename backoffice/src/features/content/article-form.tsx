import { useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ImagePicker } from '@koperasi/shared-ui/image-picker';
import { formatDateTime, Grid, Typography } from '@koperasi/shared-ui';
import { ARTICLE_MAX_IMAGES } from '@koperasi/shared-services';
import { ARTICLE_TYPES, articleSchema, type ArticleFormValues } from '@koperasi/shared-services/validation';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormFooter } from '../../components/form-footer';
import { DateTimeField } from '../../components/date-time-field';
import { FormTextField } from '../../components/form-text-field';
import { ARTICLE_TYPE_LABELS } from './article-values';

export interface ArticleFormProps {
  mode: 'create' | 'edit';
  initialValues: ArticleFormValues;
  onSubmit: (values: ArticleFormValues, helpers: FormikHelpers<ArticleFormValues>) => Promise<void>;
  /** upload progress of the chosen image while saving */
  progress?: number;
  cancelTo: string;
  onDelete?: () => void;
  deleting?: boolean;
}

/** The chosen date in Indonesian words under a date field, so the person reads back what they typed. */
function DateReading({ value, label, testId }: { value: string; label: string; testId: string }) {
  const text = formatDateTime(value);
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mx: 1.75 }} data-testid={testId}>
      {label}: {text}
    </Typography>
  );
}

/** The one article form of the add and edit screens: title, type, content, publish date, an event's date and one image. */
export function ArticleForm({
  mode,
  initialValues,
  onSubmit,
  progress,
  cancelTo,
  onDelete,
  deleting,
}: ArticleFormProps) {
  // 'Simpan' waits while chosen images are checked, so a save never leaves a just-chosen image behind
  const [checkingImages, setCheckingImages] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const schema = articleSchema({ requireImage: mode === 'create' });
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
      {({ values, errors, touched, submitCount, isSubmitting, setFieldValue, setFieldTouched }) => {
        const busy = isSubmitting || deleting;
        const imageError = touched.image || submitCount > 0 ? errors.image : undefined;
        return (
          <Form
            ref={formRef}
            noValidate
            aria-label={mode === 'create' ? 'Form tambah artikel' : 'Form edit artikel'}
          >
            <FocusFirstError form={formRef} />
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, md: 8 }}>
                <FormTextField name="title" label="Judul" required disabled={busy} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextField
                  name="type"
                  label="Tipe"
                  select
                  required
                  disabled={busy}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {ARTICLE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {ARTICLE_TYPE_LABELS[type]}
                    </option>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12 }}>
                <FormTextField name="content" label="Konten" required multiline rows={8} disabled={busy} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <DateTimeField
                  name="publishDate"
                  label="Tanggal Terbit"
                  disabled={busy}
                  helperText="Kosongkan untuk terbit sekarang. Tanggal yang akan datang menjadikan artikel terjadwal."
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <DateReading value={values.publishDate} label="Terbit" testId="publish-date-reading" />
              </Grid>
              {values.type === 'event' && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <DateTimeField
                    name="eventDate"
                    label="Tanggal Acara"
                    disabled={busy}
                    helperText="Waktu acara berlangsung. Kosongkan untuk memakai tanggal terbit."
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <DateReading value={values.eventDate ?? ''} label="Acara" testId="event-date-reading" />
                </Grid>
              )}
              <Grid size={{ xs: 12 }}>
                <ImagePicker
                  label="Gambar Artikel"
                  maxFiles={ARTICLE_MAX_IMAGES}
                  existing={values.currentImage ? [values.currentImage] : []}
                  files={values.image ? [values.image] : []}
                  onFilesChange={(files) => {
                    void setFieldValue('image', files[0] ?? null);
                    void setFieldTouched('image', true, false);
                  }}
                  progress={isSubmitting && values.image ? [progress] : undefined}
                  error={imageError}
                  disabled={busy}
                  onCheckingChange={setCheckingImages}
                />
              </Grid>
            </Grid>
            <FormFooter
              cancelTo={cancelTo}
              deleteLabel="Hapus Artikel"
              onDelete={onDelete}
              submitting={isSubmitting}
              busy={busy || checkingImages}
            />
          </Form>
        );
      }}
    </Formik>
  );
}
