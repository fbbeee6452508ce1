/** Only a function that already returns a promise can load its module first without changing its type. */
type AsyncFunction = (...args: never[]) => Promise<unknown>;

/**
 * A service function whose module loads on its first call. The services of a few screens (the back office's
 * product, article and category editing, image upload, orders, the buyer's profile) are then not part of the
 * JavaScript of the home and catalogue pages, while every app still runs them from the shell's one copy of
 * this package.
 */
export function lazyService<M extends Record<K, AsyncFunction>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  const call = (...args: never[]) => load().then((module) => module[name](...args));
  return call as M[K];
}
