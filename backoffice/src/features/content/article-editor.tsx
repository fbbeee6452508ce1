import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from '@koperasi/shared-ui';
import { Alert, Button, Card, CardContent } from '@mui/material';
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
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingText } from '../../components/loading-text';
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
  const [initial, setInitial] = useState<ArticleFormValues | null>(editing ? null : emptyArticleValues());
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<number | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (!articleId) return;
    let active = true;
    getArticle(articleId)
      .then((article) => active && setInitial(toArticleValues(article)))
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setFailed(true);
        notify.error(MESSAGES.articleLoadFailed);
      });
    return () => {
      active = false;
    };
  }, [articleId]);

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

  const remove = async () => {
    if (!articleId) return;
    setDeleting(true);
    try {
      await deleteArticle(articleId);
      notify.success(MESSAGES.articleDeleted);
      navigate(listPath);
    } catch (error) {
      console.error(error);
      notify.error(MESSAGES.articleDeleteFailed);
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <AdminPage title={editing ? 'Edit Artikel' : 'Tambah Artikel'}>
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
              {MESSAGES.articleLoadFailed}
            </Alert>
          ) : !initial ? (
            <LoadingText />
          ) : (
            <ArticleForm
              mode={editing ? 'edit' : 'create'}
              initialValues={initial}
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
        message={MESSAGES.confirmDeleteArticle}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        busy={deleting}
      />
    </AdminPage>
  );
}
