/*
 * A page that carries the server's first screen (the products drawn into the HTML, shell/server) is ready
 * to paint as soon as its HTML is parsed. The app's code, when it has already arrived by then, would run first
 * and keep the browser from painting: its evaluation (react-dom, MUI, the page's module) took 50 to 100 ms of
 * the main thread on the 2-core machine before the first frame, and the buyer saw the products that much later.
 * So on such a page the app starts after the first frame has been drawn.
 */

/** The longest the app waits for the first frame: rendering stops in a hidden tab, the app must not. */
export const FIRST_PAINT_WAIT_MAX_MS = 100;

/** The page frame holds a first screen that the server drew (index.html's `.kf-p`). */
export function hasDrawnFirstScreen(doc: Document = document): boolean {
  return doc.querySelector('#kf .kf-p') !== null;
}

/**
 * Resolves once the next frame has been painted (a task queued from inside requestAnimationFrame runs after
 * that frame), or after `maxMs` when no frame comes; at once when the page has no drawn first screen.
 */
export function afterFirstPaint(doc: Document = document, maxMs = FIRST_PAINT_WAIT_MAX_MS): Promise<void> {
  if (!hasDrawnFirstScreen(doc)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
