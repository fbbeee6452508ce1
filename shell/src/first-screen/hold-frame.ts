/*
 * The page frame with the server's first screen in it (tools/index.html, drawn by the shell's server (shell/server) with the
 * module the route's remote publishes: the home page's product cards, a page of the catalogue, a product's
 * page) stays on screen while the app starts underneath, hidden, and is taken away in one
 * step once the app's page has drawn its own: the buyer sees the products from the first paint and never a
 * skeleton in their place, and nothing moves (the frame is drawn in the app's layout). A frame of
 * skeletons alone is not held: React replaces it as soon as it draws.
 */

/**
 * The longest the frame is held: after that the app shows whatever it has drawn. Long enough for a slow
 * connection to bring the app's code (the frame's cards and links serve the buyer meanwhile), short enough
 * that a page that never stops loading is not hidden for long behind them.
 */
export const FRAME_HOLD_MAX_MS = 10_000;

/**
 * How long this environment holds the frame: the environment file's `firstScreen.holdMaxMs` (inlined in the
 * page by the server as the runtime config), else FRAME_HOLD_MAX_MS. The browser tests set it for their stacks,
 * so that a page that takes long to start on a busy machine is still held, as it is meant to be.
 */
export function frameHoldMaxMs(doc: Document = document): number {
  try {
    const config = JSON.parse(doc.getElementById('koperasi-runtime-config')?.textContent ?? 'null') as {
      firstScreen?: { holdMaxMs?: unknown };
    } | null;
    const ms = config?.firstScreen?.holdMaxMs;
    if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) return ms;
  } catch {
    // no config in the page, or one that does not parse: the default
  }
  return FRAME_HOLD_MAX_MS;
}

/**
 * The app's page has drawn its first screen: what the frame's server-drawn screen names as its own (`ready`,
 * a CSS selector: the product cards, a product's price), or anything that is no longer loading (an empty
 * list, an error, another page).
 */
export function pageHasDrawn(root: ParentNode, ready = '[data-testid="product-card"]'): boolean {
  const main = root.querySelector('main');
  if (!main || main.childElementCount === 0) return false;
  try {
    if (main.querySelector(ready)) return true;
  } catch {
    // not a selector: only the fallback below tells
  }
  return !main.querySelector('[aria-busy="true"]');
}

/**
 * Holds a frame that carries the server's first screen above `root` (the app's container, hidden meanwhile)
 * until the page has drawn, or `maxMs` at most. Returns what takes it away at once (an app that cannot start).
 */
export function holdFrame(root: HTMLElement, maxMs = FRAME_HOLD_MAX_MS): () => void {
  const frame = root.querySelector<HTMLElement>('#kf');
  const screen = frame?.querySelector<HTMLElement>('.kf-p');
  if (!frame || !screen || frame.classList.contains('kf-u')) return () => undefined;
  root.before(frame);
  frame.classList.add('kf-o');
  root.style.visibility = 'hidden';
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    observer.disconnect();
    clearTimeout(timer);
    frame.remove();
    root.style.removeProperty('visibility');
  };
  // Checked in the same task as React's commit (a mutation observer's callback runs before any other task):
  // the frame's cards and the page's are never both on the page for a script or a paint to see.
  const ready = screen.dataset.ready || undefined;
  const observer = new MutationObserver(() => {
    if (pageHasDrawn(root, ready)) release();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const timer = setTimeout(release, maxMs);
  return release;
}
