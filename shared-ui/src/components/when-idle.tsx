import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Where the browser has no requestIdleCallback (Safari): this long after the call. */
const NO_IDLE_CALLBACK_DELAY = 500;

/**
 * Runs `task` once the browser is idle after the first screen (at the latest after `timeout` ms); returns
 * what cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, NO_IDLE_CALLBACK_DELAY));
  return () => window.clearTimeout(id);
}

export interface WhenIdleProps {
  /** drawn once the browser is idle (its queries start then too) */
  children: ReactNode;
  /** drawn until then: an element of about the same size, or nothing */
  fallback?: ReactNode;
}

/**
 * Draws `children` once the first screen is done and the browser is idle, `fallback` until then: for parts
 * below the fold (the footer, the home page's news), so that their rendering and their queries do not come
 * before the first products. Drawn as a transition, so React gives way to anything more urgent meanwhile.
 */
export function WhenIdle({ children, fallback = null }: WhenIdleProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return <>{idle ? children : fallback}</>;
}
