import { useMemo, useState } from 'react';
import { useNavigate } from '@koperasi/shared-ui';
import type { FormikHelpers } from 'formik';
import { MESSAGES, notify, parseId } from '@koperasi/shared-services';
import { type ArticleFormValues } from '@koperasi/shared-services/validation';
import { EditorPage } from '../../components/editor-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useFailureToast } from '../../components/use-failure-toast';
import {
  useArticleQuery,
  useCreateArticleMutation,
  useDeleteArticleMutation,
  useUpdateArticleMutation,
} from './article-api';
import { ArticleForm } from './article-form';
import { emptyArticleValues, toArticleInput, toArticleValues } from './article-values';

export interface ArticleEditorProps {
  /** the route's id of the article to edit; none to add one */
  articleId?: string;
  listPath: string;
}

/**
 * Add or edit an article: loads it, saves, deletes; a toast for each outcome. An update or a delete goes back
 * to the list, a create stays on an empty form.
 */
export function ArticleEditor({ articleId, listPath }: ArticleEditorProps) {
  const navigate = useNavigate();
  const editing = articleId !== undefined;
  const id = editing ? parseId(articleId) : null;
  const [empty] = useState(emptyArticleValues);
  // the form starts from the article as it is now, not from a cached copy
  const article = useArticleQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  useFailureToast(article.isError || (editing && id === null), MESSAGES.articleLoadFailed);
  const fresh = article.currentData && !article.isFetching ? article.currentData : undefined;
  const loadedValues = useMemo(() => (fresh ? toArticleValues(fresh) : null), [fresh]);
  const initial = editing ? loadedValues : empty;
  const [createArticle] = useCreateArticleMutation();
  const [updateArticle] = useUpdateArticleMutation();
  const [deleteArticle] = useDeleteArticleMutation();
  const [progress, setProgress] = useState<number | undefined>();
  const remove = useConfirmDelete<number>({
    remove: (id) => deleteArticle(id).unwrap(),
    question: MESSAGES.confirmDeleteArticle,
    deleted: MESSAGES.articleDeleted,
    deleteFailed: MESSAGES.articleDeleteFailed,
    onDeleted: () => void navigate(listPath),
  });

  const onProgress = (sent: number, total: number) => setProgress(total > 0 ? sent / total : 1);

  const submit = async (values: ArticleFormValues, { resetForm }: FormikHelpers<ArticleFormValues>) => {
    setProgress(values.image ? 0 : undefined);
    try {
      if (id !== null) {
        await updateArticle({
          id,
          input: toArticleInput(values, initial ?? undefined),
          image: values.image,
          onProgress,
        }).unwrap();
        notify.success(MESSAGES.articleUpdated);
        void navigate(listPath);
      } else {
        await createArticle({ input: toArticleInput(values), image: values.image, onProgress }).unwrap();
        notify.success(MESSAGES.articleCreated);
        resetForm({ values: emptyArticleValues() });
      }
    } catch {
      notify.error(editing ? MESSAGES.articleUpdateFailed : MESSAGES.articleCreateFailed);
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <EditorPage
      title={editing ? 'Edit Artikel' : 'Tambah Artikel'}
      listPath={listPath}
      loadError={article.isError ? MESSAGES.articleLoadFailed : undefined}
      ready={initial !== null}
      dialog={remove.dialog}
    >
      {initial && (
        <ArticleForm
          mode={editing ? 'edit' : 'create'}
          initialValues={initial}
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
