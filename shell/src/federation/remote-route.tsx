import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PageLoader } from '@koperasi/shared-ui';
import { RemoteBoundary } from './remote-boundary';
import { FALLBACK_MARK } from './remote-fallback-plugin';

type RouteModule = { default: ComponentType };

/** Route modules loaded so far, by id ("storefront/HomePage"). */
const loaded = new Map<string, ComponentType>();
/** Loads under way, by id: one request per module however many renders ask. */
const loading = new Map<string, Promise<ComponentType>>();

/**
 * The component of a remote's route module, loaded with loadRemote once and kept. A failure, or the error
 * page standing in for a remote that is down, is not kept, so the next visit tries again.
 */
export function loadRouteComponent(id: string): Promise<ComponentType> {
  const ready = loaded.get(id);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(id);
  if (!pending) {
    pending = loadRemote<RouteModule>(id)
      .then((mod) => {
        if (!mod?.default) throw new Error(`Remote module ${id} has no default export`);
        if (!(mod as Record<string, unknown>)[FALLBACK_MARK]) loaded.set(id, mod.default);
        return mod.default;
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

type PageState = { Page: ComponentType } | { error: unknown } | null;

/**
 * The route module's page once it is loaded; the page loader until then. Deliberately not React.lazy inside
 * Suspense: React reveals a suspended boundary's content no sooner than 300 ms after the last fallback it
 * showed (its fallback throttle), so a route module that arrived 50 ms after the loader appeared was drawn
 * 250 ms later than it could be, on every cold load (first product card 1258 -> 811 ms on the home page, first
 * row of /admin/products 1183 -> 914 ms, medians of 5 loads). A state update has no such delay.
 */
function RemotePage({ id }: { id: string }) {
  const [state, setState] = useState<PageState>(() => {
    const Page = loaded.get(id);
    if (Page) return { Page };
    // start now rather than after the first commit; the effect below takes the answer
    loadRouteComponent(id).catch(() => undefined);
    return null;
  });
  useEffect(() => {
    if (state) return undefined;
    let current = true;
    loadRouteComponent(id).then(
      (Page) => current && setState({ Page }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [id, state]);

  if (!state) return <PageLoader />;
  // to the route's error boundary, as a module that fails to load inside Suspense would
  if ('error' in state) throw state.error;
  const { Page } = state;
  return (
    <div data-remote={id.split('/')[0]} style={{ display: 'contents' }}>
      <Page />
    </div>
  );
}

/**
 * One route's area: the remote module's page inside an error boundary keyed by location (one boundary reused by
 * several routes would keep its error state after navigation; a new visit may retry a remote that was down).
 */
export function RemoteRoute({ id }: { id: string }) {
  const location = useLocation();
  return (
    <RemoteBoundary key={`${id}:${location.key}`}>
      <RemotePage id={id} />
    </RemoteBoundary>
  );
}

/** For tests: forget loaded route modules. */
export function resetRemoteComponents(): void {
  loaded.clear();
  loading.clear();
}
