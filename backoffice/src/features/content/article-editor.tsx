import { useMemo, useState } from 'react';
import { useNavigate } from '@koperasi/shared-ui';
import type { FormikHelpers } from 'formik';
import {
  createArticle,
  deleteArticle,
  getArticle,
  MESSAGES,
  notify,
  updateArticle,
} from '@koperasi/shared-services';
import { type ArticleFormValues } from '@koperasi/shared-services/validation';
import { EditorPage } from '../../components/editor-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useLoad } from '../../components/use-load';
import { ArticleForm } from './article-form';
import { emptyArticleValues, toArticleInput, toArticleValues } from './article-values';

export interface ArticleEditorProps {
  /** the article to edit; none to add one */
  articleId?: string;
  listPath: string;
}

/** Add or edit an article: loads it, saves, deletes, toasts and navigates as the spec says. */
export function ArticleEditor({ articleId, listPath }: ArticleEditorProps) {
  const navigate = useNavigate();
  const editing = articleId !== undefined;
  const [empty] = useState(emptyArticleValues);
  const loadArticle = useMemo(
    () => (editing ? async () => toArticleValues(await getArticle(articleId)) : undefined),
    [editing, articleId],
  );
  const loaded = useLoad(loadArticle, MESSAGES.articleLoadFailed);
  const initial = editing ? loaded.data : empty;
  const [progress, setProgress] = useState<number | undefined>();
  const remove = useConfirmDelete<string>({
    remove: deleteArticle,
    question: MESSAGES.confirmDeleteArticle,
    deleted: MESSAGES.articleDeleted,
    deleteFailed: MESSAGES.articleDeleteFailed,
    onDeleted: () => navigate(listPath),
  });

  const onProgress = (sent: number, total: number) => setProgress(total > 0 ? sent / total : 1);

  const submit = async (values: ArticleFormValues, { resetForm }: FormikHelpers<ArticleFormValues>) => {
    setProgress(values.image ? 0 : undefined);
    try {
      if (editing) {
        await updateArticle(
          articleId,
          toArticleInput(values, initial ?? undefined),
          values.image,
          onProgress,
        );
        notify.success(MESSAGES.articleUpdated);
        navigate(listPath);
      } else {
        await createArticle(toArticleInput(values), values.image, onProgress);
        notify.success(MESSAGES.articleCreated);
        resetForm({ values: emptyArticleValues() });
      }
    } catch (error) {
      console.error(error);
      notify.error(editing ? MESSAGES.articleUpdateFailed : MESSAGES.articleCreateFailed);
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <EditorPage
      title={editing ? 'Edit Artikel' : 'Tambah Artikel'}
      listPath={listPath}
      loadError={loaded.failed ? MESSAGES.articleLoadFailed : undefined}
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
          onDelete={articleId ? () => remove.ask(articleId) : undefined}
          deleting={remove.deleting}
        />
      )}
    </EditorPage>
  );
}
