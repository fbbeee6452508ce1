import { useRef, useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { formatIdr, Grid } from '@koperasi/shared-ui';
import { ImagePicker } from '@koperasi/shared-ui/image-picker';
import { MAX_PRODUCT_PRICE_RUPIAH, PRODUCT_MAX_IMAGES, type Category } from '@koperasi/shared-services';
import { DIVISIONS } from '@koperasi/shared-services/economics';
import { productSchema, type ProductFormValues } from '@koperasi/shared-services/validation';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { RupiahField } from '../../components/rupiah-field';

/** The price field's hint: people type rupiah, the shop shows it as typed. */
export function priceHint(price: number | string): string {
  const rupiah = price === '' ? Number.NaN : Number(price);
  return Number.isSafeInteger(rupiah) && rupiah >= 0 && rupiah <= MAX_PRODUCT_PRICE_RUPIAH
    ? `Harga dalam rupiah, tampil di toko sebagai ${formatIdr(rupiah)}`
    : 'Harga dalam rupiah, misalnya 85.000';
}

export interface ProductFormProps {
  mode: 'create' | 'edit';
  initialValues: ProductFormValues;
  categories: Category[];
  /** resolves when saved; a create clears the form afterwards */
  onSubmit: (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) => Promise<void>;
  /** upload progress per chosen file while saving */
  progress?: (number | undefined)[];
  /** where 'Batal' leads */
  cancelTo: string;
  /** edit mode: asks for confirmation, then deletes */
  onDelete?: () => void;
  deleting?: boolean;
}

/** The one product form of the add and edit screens (admin and seller). */
export function ProductForm({
  mode,
  initialValues,
  categories,
  onSubmit,
  progress,
  cancelTo,
  onDelete,
  deleting,
}: ProductFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // 'Simpan' waits while chosen images are checked, so a save never leaves a just-chosen image behind
  const [checkingImages, setCheckingImages] = useState(false);
  const divisions = useMemo(
    () => DIVISIONS.filter((name) => categories.some((c) => c.division === name)),
    [categories],
  );
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={productSchema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {({ values, errors, touched, submitCount, isSubmitting, setFieldValue, setFieldTouched }) => {
        const options = categories
          .filter((category) => !values.division || category.division === values.division)
          .sort((a, b) => a.name.localeCompare(b.name, 'id'));
        const imageError =
          touched.newImages || submitCount > 0 ? (errors.newImages as string | undefined) : undefined;
        const busy = isSubmitting || deleting;
        return (
          <Form
            ref={formRef}
            noValidate
            aria-label={mode === 'create' ? 'Form tambah produk' : 'Form edit produk'}
          >
            <FocusFirstError form={formRef} />
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12 }}>
                <FormTextField name="name" label="Nama Produk" required disabled={busy} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <RupiahField
                  name="price"
                  label="Harga"
                  required
                  disabled={busy}
                  maxDigits={String(MAX_PRODUCT_PRICE_RUPIAH).length}
                  helperText={priceHint(values.price)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name="stock"
                  label="Stok"
                  required
                  disabled={busy}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name="division"
                  label="Divisi"
                  select
                  required
                  disabled={busy}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  onChange={(event) => {
                    const division = event.target.value;
                    void setFieldValue('division', division);
                    const current = categories.find((c) => String(c.id) === String(values.category));
                    if (current && division && current.division !== division)
                      void setFieldValue('category', '');
                  }}
                >
                  <option value="">Pilih divisi</option>
                  {divisions.map((division) => (
                    <option key={division} value={division}>
                      {division}
                    </option>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name="category"
                  label="Kategori"
                  select
                  required
                  disabled={busy}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  onChange={(event) => {
                    const id = event.target.value;
                    void setFieldValue('category', id);
                    const chosen = categories.find((c) => String(c.id) === id);
                    if (chosen) void setFieldValue('division', chosen.division);
                  }}
                >
                  <option value="">Pilih kategori</option>
                  {options.map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {category.name}
                    </option>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12 }}>
                <FormTextField
                  name="description"
                  label="Deskripsi"
                  required
                  multiline
                  rows={4}
                  disabled={busy}
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <ImagePicker
                  label="Gambar Produk"
                  maxFiles={PRODUCT_MAX_IMAGES}
                  existing={values.keptImages}
                  onRemoveExisting={(url) =>
                    void setFieldValue(
                      'keptImages',
                      values.keptImages.filter((kept) => kept !== url),
                    )
                  }
                  files={values.newImages}
                  onFilesChange={(files) => {
                    void setFieldValue('newImages', files);
                    void setFieldTouched('newImages', true, false);
                  }}
                  progress={isSubmitting ? progress : undefined}
                  error={imageError}
                  disabled={busy}
                  onCheckingChange={setCheckingImages}
                />
              </Grid>
            </Grid>
            <FormFooter
              cancelTo={cancelTo}
              deleteLabel="Hapus Produk"
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
