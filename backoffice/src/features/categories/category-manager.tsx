import { useMemo, useRef, useState } from 'react';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Card, CardContent, Grid, Typography, LoadState } from '@koperasi/shared-ui';
import type { FormikHelpers } from 'formik';
import { failureMessage, MESSAGES, notify, type Category, type Division } from '@koperasi/shared-services';
import { type CategoryFormValues } from '@koperasi/shared-services/validation';
import { AdminPage } from '../../components/admin-page';
import { HIDE_ON_PHONE, RowActions } from '../../components/list-parts';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useFailureToast } from '../../components/use-failure-toast';
import { useCategoriesQuery } from '../../api/categories-api';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryMutation,
} from './category-api';
import { CategoryForm, emptyCategoryValues } from './category-form';
import { TableScroll } from '../../components/table-scroll';

const toInput = (values: CategoryFormValues) => ({
  name: values.name,
  division: values.division as Division,
  description: values.description,
});

/** Category management: the table on the left, the add/edit form beside it. */
export function CategoryManager() {
  const { data: categories, isError: failed, refetch } = useCategoriesQuery();
  useFailureToast(failed, MESSAGES.categoryLoadFailed);
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | null>(null);
  const formCard = useRef<HTMLDivElement>(null);
  const formValues = useMemo(
    () =>
      editing
        ? { name: editing.name, division: editing.division, description: editing.description ?? '' }
        : emptyCategoryValues(),
    [editing],
  );

  /** Edit mode for a row; on a phone the form sits below the table, so bring it into view. */
  const startEditing = (category: Category) => {
    setEditing(category);
    formCard.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const submit = async (values: CategoryFormValues, { resetForm }: FormikHelpers<CategoryFormValues>) => {
    try {
      if (editing) {
        await updateCategory({ id: editing.id, input: toInput(values) }).unwrap();
        notify.success(MESSAGES.categoryUpdated);
        setEditing(null);
      } else {
        await createCategory(toInput(values)).unwrap();
        notify.success(MESSAGES.categoryCreated);
      }
      resetForm({ values: emptyCategoryValues() });
    } catch (error) {
      notify.error(failureMessage(MESSAGES.categorySaveFailed, error));
    }
  };

  const remove = useConfirmDelete<Category>({
    remove: (category) => deleteCategory(category.id).unwrap(),
    question: MESSAGES.confirmDeleteCategory,
    deleted: MESSAGES.categoryDeleted,
    deleteFailed: MESSAGES.categoryDeleteFailed,
    onDeleted: (gone) => {
      if (editing?.id === gone.id) setEditing(null);
    },
  });

  return (
    <AdminPage title="Kelola Kategori">
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <LoadState
              inset
              onRetry={() => void refetch()}
              failed={failed}
              failMessage={MESSAGES.categoryLoadFailed}
              loading={!categories}
            >
              {categories?.length === 0 ? (
                <Typography sx={{ p: 3 }} color="text.secondary">
                  Belum ada kategori.
                </Typography>
              ) : (
                <TableScroll label="Daftar kategori">
                  <Table
                    aria-label="Daftar kategori"
                    sx={{ minWidth: { sm: 560 }, '& td, & th': { px: { xs: 1, sm: 2 } } }}
                  >
                    <TableHead>
                      <TableRow>
                        <TableCell>Nama</TableCell>
                        <TableCell sx={HIDE_ON_PHONE}>Divisi</TableCell>
                        <TableCell sx={HIDE_ON_PHONE}>Deskripsi</TableCell>
                        <TableCell align="right">Aksi</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {categories?.map((category) => (
                        <TableRow key={category.id} hover selected={editing?.id === category.id}>
                          <TableCell>
                            <Typography sx={{ fontWeight: 600 }}>{category.name}</Typography>
                            <Typography
                              variant="caption"
                              color="text.secondary"
                              sx={{ display: { sm: 'none' } }}
                            >
                              {category.division}
                            </Typography>
                          </TableCell>
                          <TableCell sx={HIDE_ON_PHONE}>
                            <Chip size="small" variant="outlined" label={category.division} />
                          </TableCell>
                          <TableCell sx={{ ...HIDE_ON_PHONE, color: 'text.secondary', maxWidth: 320 }}>
                            <Typography
                              variant="body2"
                              sx={{
                                display: '-webkit-box',
                                WebkitLineClamp: 2,
                                WebkitBoxOrient: 'vertical',
                                overflow: 'hidden',
                              }}
                            >
                              {category.description || '–'}
                            </Typography>
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            <RowActions
                              name={category.name}
                              onEdit={() => startEditing(category)}
                              onDelete={() => remove.ask(category)}
                            />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableScroll>
              )}
            </LoadState>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <Card ref={formCard} sx={{ scrollMarginTop: 80 }}>
            <CardContent>
              {/* a new form for each category edited (and for add mode): its first render already shows the
                  category, where a reinitialized form would draw the previous values for a frame */}
              <CategoryForm
                key={editing?.id ?? 'new'}
                mode={editing ? 'edit' : 'create'}
                initialValues={formValues}
                onSubmit={submit}
                onCancel={() => setEditing(null)}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {remove.dialog}
    </AdminPage>
  );
}
