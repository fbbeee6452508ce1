import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from '@koperasi/shared-ui';
import { Alert, Button, Card, CardContent } from '@mui/material';
import type { FormikHelpers } from 'formik';
import {
  createProduct,
  deleteProduct,
  getCategories,
  getProduct,
  MESSAGES,
  notify,
  selectUser,
  updateProduct,
  useAppSelector,
  type Category,
} from '@koperasi/shared-services';
import { type ProductFormValues } from '@koperasi/shared-services/validation';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingText } from '../../components/loading-text';
import { ProductForm } from './product-form';
import { emptyProductValues, toProductInput, toProductValues } from './product-values';

export interface ProductEditorProps {
  /** the product to edit; none to add one */
  productId?: string;
  /** the list this editor returns to */
  listPath: string;
  /** seller pages: only the signed-in seller's own products can be edited */
  ownOnly?: boolean;
}

type Loaded = { values: ProductFormValues; categories: Category[] };

/** Add or edit a product: loads the categories (and the product), saves, deletes, toasts, navigates. */
export function ProductEditor({ productId, listPath, ownOnly = false }: ProductEditorProps) {
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<(number | undefined)[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editing = productId !== undefined;

  useEffect(() => {
    let active = true;
    Promise.all([getCategories(), editing ? getProduct(productId) : Promise.resolve(null)])
      .then(([categories, product]) => {
        if (!active) return;
        if (product && ownOnly && product.seller_id !== user?.id) throw new Error('Product not found');
        setLoaded({ categories, values: product ? toProductValues(product) : emptyProductValues() });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setFailed(true);
        notify.error(editing ? MESSAGES.productLoadFailed : MESSAGES.categoryLoadFailed);
      });
    return () => {
      active = false;
    };
  }, [productId, editing, ownOnly, user?.id]);

  const onProgress = (index: number, sent: number, total: number) =>
    setProgress((current) => {
      const next = [...current];
      next[index] = total > 0 ? sent / total : 1;
      return next;
    });

  const submit = async (values: ProductFormValues, { resetForm }: FormikHelpers<ProductFormValues>) => {
    setProgress(values.newImages.map(() => 0));
    try {
      if (editing) {
        await updateProduct(productId, toProductInput(values), values.newImages, values.keptImages, {
          onProgress,
        });
        notify.success(MESSAGES.productUpdated);
        navigate(listPath);
      } else {
        await createProduct(toProductInput(values), values.newImages, { onProgress });
        notify.success(MESSAGES.productCreated);
        resetForm({ values: emptyProductValues() });
      }
    } catch (error) {
      console.error(error);
      notify.error(editing ? MESSAGES.productUpdateFailed : MESSAGES.productCreateFailed);
    } finally {
      setProgress([]);
    }
  };

  const remove = async () => {
    if (!productId) return;
    setDeleting(true);
    try {
      await deleteProduct(productId);
      notify.success(MESSAGES.productDeleted);
      navigate(listPath);
    } catch (error) {
      console.error(error);
      notify.error(MESSAGES.productDeleteFailed);
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <AdminPage title={editing ? 'Edit Produk' : 'Tambah Produk'}>
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          {failed ? (
            <Alert
              severity="error"
              action={
                <Button component={RouterLink} to={listPath} color="inherit" size="small">
                  Kembali
                </Button>
              }
            >
              {editing ? MESSAGES.productLoadFailed : MESSAGES.categoryLoadFailed}
            </Alert>
          ) : !loaded ? (
            <LoadingText />
          ) : (
            <ProductForm
              mode={editing ? 'edit' : 'create'}
              initialValues={loaded.values}
              categories={loaded.categories}
              onSubmit={submit}
              progress={progress}
              cancelTo={listPath}
              onDelete={editing ? () => setConfirming(true) : undefined}
              deleting={deleting}
            />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        message={MESSAGES.confirmDeleteProduct}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        busy={deleting}
      />
    </AdminPage>
  );
}
