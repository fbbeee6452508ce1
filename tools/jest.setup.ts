import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Remote builds define the version they were built as.
Object.assign(globalThis, { __REMOTE_VERSION__: 'test' });

// findBy*/waitFor wait up to 15 s instead of 1 s: the whole suite runs its packages side by side on a shared
// two-core machine, beside the browser tests, where a first render with its lazy imports can take seconds. A
// test still fails on what never appears; only the patience changes (a passing test takes no longer).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no requestIdleCallback: parts drawn when the browser is idle (shared-ui's whenIdle) come on the next
// task, as in a browser with nothing else to do.
if (typeof window !== 'undefined' && typeof window.requestIdleCallback !== 'function') {
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
    cancelIdleCallback: (id: number) => window.clearTimeout(id),
  });
}
