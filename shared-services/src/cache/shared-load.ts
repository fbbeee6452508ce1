/** A loader whose result is shared by every caller on the page until it is invalidated. */
export interface SharedLoad<T> {
  (): Promise<T>;
  /** The next call asks again (e.g. after the data was changed). */
  invalidate(): void;
}

/**
 * Wraps `load` so that callers on the same page (the shell's sidebar and the products page, the footer and
 * the contact page) share one request. A failed load is not kept: the next call tries again.
 */
export function sharedLoad<T>(load: () => Promise<T>): SharedLoad<T> {
  let pending: Promise<T> | null = null;
  const shared = (() => {
    if (!pending) {
      const current = load();
      pending = current;
      current.catch(() => {
        if (pending === current) pending = null;
      });
    }
    return pending;
  }) as SharedLoad<T>;
  shared.invalidate = () => {
    pending = null;
  };
  return shared;
}
