import { useEffect, useState } from 'react';
import { onToastsWanted } from '@koperasi/shared-services';
import { loadableComponent } from '../loadable/loadable-component';

const ToastProvider = loadableComponent(() => import('./toast-provider').then((module) => module.default));

/**
 * Where toasts appear (top right). notistack's code loads when the first toast is asked for (`notify`), not
 * with the page: until then this renders nothing.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastsWanted(() => setWanted(true)), []);
  return wanted ? <ToastProvider /> : null;
}
