import { useCallback, useState } from 'react';
import { useNavigate } from '@koperasi/shared-ui';
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
import { EditorPage } from '../../components/editor-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useLoad } from '../../components/use-load';
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
  const editing = productId !== undefined;
  const loadFailedMessage = editing ? MESSAGES.productLoadFailed : MESSAGES.categoryLoadFailed;
  const userId = user?.id;
  const load = useCallback(async (): Promise<Loaded> => {
    const [categories, product] = await Promise.all([
      getCategories(),
      editing ? getProduct(productId) : Promise.resolve(null),
    ]);
    if (product && ownOnly && product.seller_id !== userId) throw new Error('Product not found');
    return { categories, values: product ? toProductValues(product) : emptyProductValues() };
  }, [productId, editing, ownOnly, userId]);
  const { data: loaded, failed } = useLoad(load, loadFailedMessage);
  const [progress, setProgress] = useState<(number | undefined)[]>([]);
  const remove = useConfirmDelete<string>({
    remove: deleteProduct,
    question: MESSAGES.confirmDeleteProduct,
    deleted: MESSAGES.productDeleted,
    deleteFailed: MESSAGES.productDeleteFailed,
    onDeleted: () => navigate(listPath),
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

  return (
    <EditorPage
      title={editing ? 'Edit Produk' : 'Tambah Produk'}
      listPath={listPath}
      loadError={failed ? loadFailedMessage : undefined}
      ready={loaded !== null}
      dialog={remove.dialog}
    >
      {loaded && (
        <ProductForm
          mode={editing ? 'edit' : 'create'}
          initialValues={loaded.values}
          categories={loaded.categories}
          onSubmit={submit}
          progress={progress}
          cancelTo={listPath}
          onDelete={productId ? () => remove.ask(productId) : undefined}
          deleting={remove.deleting}
        />
      )}
    </EditorPage>
  );
}
