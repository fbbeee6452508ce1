import { useState, type ReactNode } from 'react';
import { failureMessage, notify } from '@koperasi/shared-services';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmDeleteOptions<T> {
  /** deletes the chosen item */
  remove: (item: T) => Promise<unknown>;
  /** the question, e.g. MESSAGES.confirmDeleteProduct */
  question: string;
  /** toasts after a delete, e.g. MESSAGES.productDeleted / productDeleteFailed */
  deleted: string;
  deleteFailed: string;
  /** after a successful delete: drop the row, reload, navigate... */
  onDeleted?: (item: T) => void;
}

export interface ConfirmDelete<T> {
  /** opens the confirmation for this item */
  ask: (item: T) => void;
  /** true while the delete runs */
  deleting: boolean;
  /** the confirmation dialog; render it once */
  dialog: ReactNode;
}

/** Delete with confirmation: ask, delete, toast, then `onDeleted`. */
export function useConfirmDelete<T>({
  remove,
  question,
  deleted,
  deleteFailed,
  onDeleted,
}: ConfirmDeleteOptions<T>): ConfirmDelete<T> {
  const [pending, setPending] = useState<{ item: T } | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await remove(pending.item);
      notify.success(deleted);
      onDeleted?.(pending.item);
    } catch (error) {
      console.error(error);
      notify.error(failureMessage(deleteFailed, error));
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  return {
    ask: (item) => setPending({ item }),
    deleting,
    dialog: (
      <ConfirmDialog
        open={pending !== null}
        message={question}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        busy={deleting}
      />
    ),
  };
}
