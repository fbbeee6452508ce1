/**
 * The browser's localStorage or sessionStorage, or undefined where there is none (a server, a worker) or it
 * may not be used: reading `window.localStorage` throws in a sandboxed frame or with storage disabled.
 */
export function browserStorage(
  name: 'localStorage' | 'sessionStorage' = 'localStorage',
): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
}
