import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { notify } from '@koperasi/shared-services';

export interface Loaded<T> {
  /** null until the first load resolves */
  data: T | null;
  setData: Dispatch<SetStateAction<T | null>>;
  /** the last load failed (its toast has been shown) */
  failed: boolean;
  /** loads again, keeping the current data on screen meanwhile */
  reload: () => void;
}

/**
 * Runs `load` on mount (and whenever it changes or `reload` is called); a failure logs, toasts
 * `failMessage` and sets `failed`. No `load` means nothing to load. Answers of a superseded load are ignored.
 */
export function useLoad<T>(load: (() => Promise<T>) | undefined, failMessage: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!load) return;
    let active = true;
    load()
      .then((value) => {
        if (!active) return;
        setData(value);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setFailed(true);
        notify.error(failMessage);
      });
    return () => {
      active = false;
    };
  }, [load, failMessage, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data, setData, failed, reload };
}
