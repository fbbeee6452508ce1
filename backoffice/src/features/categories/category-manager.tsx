import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { FormikHelpers } from 'formik';
import {
  createCategory,
  deleteCategory,
  getCategories,
  MESSAGES,
  notify,
  updateCategory,
  type Category,
  type DivisionName,
} from '@koperasi/shared-services';
import { type CategoryFormValues } from '@koperasi/shared-services/validation';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingText } from '../../components/loading-text';
import { CategoryForm, emptyCategoryValues } from './category-form';

/** Columns a phone leaves out (the division moves under the name). */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

const toInput = (values: CategoryFormValues) => ({
  name: values.name,
  division: values.division as DivisionName,
  description: values.description,
});

/** Category management: the table on the left, the add/edit form beside it. */
export function CategoryManager() {
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const [pending, setPending] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState(false);
  const formCard = useRef<HTMLDivElement>(null);
  const formValues = useMemo(
    () =>
      editing
        ? { name: editing.name, division: editing.division, description: editing.description ?? '' }
        : emptyCategoryValues(),
    [editing],
  );

  const reload = useCallback(
    () =>
      getCategories()
        .then((list) => {
          setCategories(list);
          setFailed(false);
        })
        .catch((error: unknown) => {
          console.error(error);
          setFailed(true);
          notify.error(MESSAGES.categoryLoadFailed);
        }),
    [],
  );

  useEffect(() => {
    let active = true;
    getCategories()
      .then((list) => active && setCategories(list))
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setFailed(true);
        notify.error(MESSAGES.categoryLoadFailed);
      });
    return () => {
      active = false;
    };
  }, []);

  /** Edit mode for a row; on a phone the form sits below the table, so bring it into view. */
  const startEditing = (category: Category) => {
    setEditing(category);
    formCard.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const submit = async (values: CategoryFormValues, { resetForm }: FormikHelpers<CategoryFormValues>) => {
    try {
      if (editing) {
        await updateCategory(editing.id, toInput(values));
        notify.success(MESSAGES.categoryUpdated);
        setEditing(null);
      } else {
        await createCategory(toInput(values));
        notify.success(MESSAGES.categoryCreated);
      }
      resetForm({ values: emptyCategoryValues() });
      await reload();
    } catch (error) {
      console.error(error);
      notify.error(MESSAGES.categorySaveFailed);
    }
  };

  const remove = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await deleteCategory(pending.id);
      notify.success(MESSAGES.categoryDeleted);
      if (editing?.id === pending.id) setEditing(null);
      await reload();
    } catch (error) {
      console.error(error);
      notify.error(MESSAGES.categoryDeleteFailed);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  return (
    <AdminPage title="Kelola Kategori">
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            {failed ? (
              <Alert severity="error" sx={{ m: 2 }}>
                {MESSAGES.categoryLoadFailed}
              </Alert>
            ) : categories === null ? (
              <Box sx={{ px: 2 }}>
                <LoadingText />
              </Box>
            ) : categories.length === 0 ? (
              <Typography sx={{ p: 3 }} color="text.secondary">
                Belum ada kategori.
              </Typography>
            ) : (
              <TableContainer>
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
                    {categories.map((category) => (
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
                          <Tooltip title="Edit">
                            <IconButton
                              onClick={() => startEditing(category)}
                              aria-label={`Edit ${category.name}`}
                            >
                              <EditOutlined />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title="Hapus">
                            <IconButton
                              color="error"
                              onClick={() => setPending(category)}
                              aria-label={`Hapus ${category.name}`}
                            >
                              <DeleteOutlineRounded />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <Card ref={formCard} sx={{ scrollMarginTop: 80 }}>
            <CardContent>
              <CategoryForm
                mode={editing ? 'edit' : 'create'}
                initialValues={formValues}
                onSubmit={submit}
                onCancel={() => setEditing(null)}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={pending !== null}
        message={MESSAGES.confirmDeleteCategory}
        onConfirm={() => void remove()}
        onCancel={() => setPending(null)}
        busy={deleting}
      />
    </AdminPage>
  );
}
