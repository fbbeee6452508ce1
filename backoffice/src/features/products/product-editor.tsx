import { useMemo, useState } from 'react';
import { useNavigate } from '@koperasi/shared-ui';
import type { FormikHelpers } from 'formik';
import {
  failureMessage,
  MESSAGES,
  notify,
  parseId,
  selectUser,
  useAppSelector,
} from '@koperasi/shared-services';
import { type ProductFormValues } from '@koperasi/shared-services/validation';
import { EditorPage } from '../../components/editor-page';
import { SellerStatusBanner } from '../../components/seller-status-banner';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useFailureToast } from '../../components/use-failure-toast';
import { useCategoriesQuery } from '../../api/categories-api';
import {
  useBackofficeProductQuery,
  useCreateProductMutation,
  useDeleteProductMutation,
  useUpdateProductMutation,
} from './product-api';
import { ProductForm } from './product-form';
import { emptyProductValues, toProductInput, toProductValues } from './product-values';

export interface ProductEditorProps {
  /** the route's id of the product to edit; none to add one */
  productId?: string;
  /** the list this editor returns to */
  listPath: string;
  /** seller pages: only the signed-in seller's own products can be edited */
  ownOnly?: boolean;
}

/** Add or edit a product: loads the categories (and the product), saves, deletes, toasts, navigates. */
export function ProductEditor({ productId, listPath, ownOnly = false }: ProductEditorProps) {
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const editing = productId !== undefined;
  const id = editing ? parseId(productId) : null;
  const loadFailedMessage = editing ? MESSAGES.productLoadFailed : MESSAGES.categoryLoadFailed;
  const categories = useCategoriesQuery();
  // the form starts from the product as it is now, not from a cached copy
  const product = useBackofficeProductQuery(id ?? 0, {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  });
  // a seller edits only their own products
  const notOwn = ownOnly && product.currentData !== undefined && product.currentData.seller.id !== user?.id;
  const failed = categories.isError || product.isError || notOwn || (editing && id === null);
  useFailureToast(failed, loadFailedMessage);
  const values = useMemo(
    () => (product.currentData ? toProductValues(product.currentData) : emptyProductValues()),
    [product.currentData],
  );
  const loaded =
    categories.data && (!editing || (product.currentData && !product.isFetching))
      ? { categories: categories.data, values }
      : null;
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [deleteProduct] = useDeleteProductMutation();
  const [progress, setProgress] = useState<(number | undefined)[]>([]);
  const remove = useConfirmDelete<number>({
    remove: (id) => deleteProduct(id).unwrap(),
    question: MESSAGES.confirmDeleteProduct,
    deleted: MESSAGES.productDeleted,
    deleteFailed: MESSAGES.productDeleteFailed,
    onDeleted: () => void navigate(listPath),
  });

  const onProgress = (index: number, sent: number, total: number) =>
    setProgress((current) => {
      const next = [...current];
      next[index] = total > 0 ? sent / total : 1;
      return next;
    });

  const submit = async (values: ProductFormValues, { resetForm }: FormikHelpers<ProductFormValues>) => {
    setProgress(values.newImages.map(() => 0));
    try {
      if (id !== null) {
        await updateProduct({
          id,
          input: toProductInput(values),
          files: values.newImages,
          keptImages: values.keptImages,
          options: { onProgress },
        }).unwrap();
        notify.success(MESSAGES.productUpdated);
        void navigate(listPath);
      } else {
        await createProduct({
          input: toProductInput(values),
          files: values.newImages,
          options: { onProgress },
        }).unwrap();
        notify.success(MESSAGES.productCreated);
        resetForm({ values: emptyProductValues() });
      }
    } catch (error) {
      notify.error(
        failureMessage(editing ? MESSAGES.productUpdateFailed : MESSAGES.productCreateFailed, error),
      );
    } finally {
      setProgress([]);
    }
  };

  return (
    <EditorPage
      title={editing ? 'Edit Produk' : 'Tambah Produk'}
      listPath={listPath}
      loadError={failed ? loadFailedMessage : undefined}
      ready={loaded !== null}
      dialog={remove.dialog}
      notice={ownOnly ? <SellerStatusBanner /> : undefined}
    >
      {loaded && (
        <ProductForm
          mode={editing ? 'edit' : 'create'}
          initialValues={loaded.values}
          categories={loaded.categories}
          onSubmit={submit}
          progress={progress}
          cancelTo={listPath}
          onDelete={id !== null ? () => remove.ask(id) : undefined}
          deleting={remove.deleting}
        />
      )}
    </EditorPage>
  );
}
