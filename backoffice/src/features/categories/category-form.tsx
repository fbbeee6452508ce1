import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button, Stack, Typography } from '@koperasi/shared-ui';
import { DIVISIONS } from '@koperasi/shared-services/economics';
import { categorySchema, type CategoryFormValues } from '@koperasi/shared-services/validation';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormTextField } from '../../components/form-text-field';

export const emptyCategoryValues = (): CategoryFormValues => ({ name: '', division: '', description: '' });

export interface CategoryFormProps {
  /** add mode, or edit mode with the category's values */
  mode: 'create' | 'edit';
  initialValues: CategoryFormValues;
  onSubmit: (values: CategoryFormValues, helpers: FormikHelpers<CategoryFormValues>) => Promise<void>;
  /** edit mode: back to add mode with an empty form */
  onCancel: () => void;
}

/** The category form beside the table: add mode, or edit mode when a row is being edited. */
export function CategoryForm({ mode, initialValues, onSubmit, onCancel }: CategoryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const title = mode === 'create' ? 'Tambah Kategori' : 'Edit Kategori';
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={categorySchema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {({ isSubmitting, resetForm }) => (
        <Form ref={formRef} noValidate aria-label={title}>
          <FocusFirstError form={formRef} />
          <Typography variant="h2" sx={{ mb: 2, fontSize: '1.25rem' }}>
            {title}
          </Typography>
          <Stack spacing={2.5}>
            <FormTextField name="name" label="Nama Kategori" required disabled={isSubmitting} />
            <FormTextField
              name="division"
              label="Divisi"
              select
              required
              disabled={isSubmitting}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Pilih divisi</option>
              {DIVISIONS.map((division) => (
                <option key={division} value={division}>
                  {division}
                </option>
              ))}
            </FormTextField>
            <FormTextField
              name="description"
              label="Deskripsi"
              multiline
              rows={3}
              disabled={isSubmitting}
              helperText="Opsional"
            />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button
                onClick={() => {
                  resetForm({ values: emptyCategoryValues() });
                  onCancel();
                }}
                disabled={isSubmitting}
              >
                Batal
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Menyimpan...' : mode === 'create' ? 'Tambah' : 'Simpan'}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
