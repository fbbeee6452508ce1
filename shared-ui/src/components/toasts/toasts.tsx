import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastsWanted } from '@koperasi/shared-services';

const ToastProvider = lazy(() => import('./toast-provider'));

/**
 * Where toasts appear (top right). notistack's code loads when the first toast is asked for (`notify`), not
 * with the page: until then this renders nothing.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastsWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}
