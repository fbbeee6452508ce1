import type { ReactNode } from 'react';
import { Link as RouterLink, Alert, Button, Card, CardContent, LoadingText } from '@koperasi/shared-ui';
import { AdminPage } from './admin-page';

export interface EditorPageProps {
  title: string;
  /** where 'Kembali' leads after a failed load */
  listPath: string;
  /** the load failed: this message with 'Kembali' instead of the form */
  loadError?: string;
  /** 'Memuat...' until true */
  ready: boolean;
  /** the form */
  children: ReactNode;
  /** e.g. the delete confirmation */
  dialog?: ReactNode;
  /** above the form, e.g. that buyers do not see a seller's products yet */
  notice?: ReactNode;
}

/** An add/edit screen: the form in a card, 'Memuat...' before it, or the load error. */
export function EditorPage({ title, listPath, loadError, ready, children, dialog, notice }: EditorPageProps) {
  return (
    <AdminPage title={title}>
      {notice}
      <Card>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          {loadError ? (
            <Alert
              severity="error"
              action={
                <Button component={RouterLink} to={listPath} color="inherit" size="small">
                  Kembali
                </Button>
              }
            >
              {loadError}
            </Alert>
          ) : !ready ? (
            <LoadingText />
          ) : (
            children
          )}
        </CardContent>
      </Card>
      {dialog}
    </AdminPage>
  );
}
