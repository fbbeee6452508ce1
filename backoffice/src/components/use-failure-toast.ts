import { useLayoutEffect } from 'react';
import { notify } from '@koperasi/shared-services';

/**
 * Toasts `message` each time a load fails (a retry that fails again toasts again). A layout effect, so the
 * toast arrives with the screen's own error message rather than one paint after it.
 */
export function useFailureToast(failed: boolean, message: string): void {
  useLayoutEffect(() => {
    if (failed) notify.error(message);
  }, [failed, message]);
}
