import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PageLoader } from '@koperasi/shared-ui';
import { RemoteBoundary } from './remote-boundary';
import { FALLBACK_MARK } from './remote-fallback-plugin';

type RouteModule = { default: ComponentType };

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a remote's route module ("storefront/HomePage"), loaded with loadRemote and cached
 * per id. A failure, or the error page standing in for a remote that is down, is forgotten so the next
 * visit tries again.
 */
export function remoteComponent(id: string): LazyExoticComponent<ComponentType> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        const mod = await loadRemote<RouteModule>(id);
        if (!mod?.default) throw new Error(`Remote module ${id} has no default export`);
        if ((mod as Record<string, unknown>)[FALLBACK_MARK]) cache.delete(id);
        return { default: mod.default };
      } catch (error) {
        cache.delete(id);
        throw error;
      }
    });
    cache.set(id, component);
  }
  return component;
}

/**
 * One route's area: the remote module inside Suspense and an error boundary keyed by location (one boundary
 * reused by several routes would keep its error state after navigation).
 */
export function RemoteRoute({ id }: { id: string }) {
  const location = useLocation();
  // The same cached component within a visit; a new visit may retry a remote that was down.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => remoteComponent(id), [id, location.key]);
  return (
    <RemoteBoundary key={`${id}:${location.key}`}>
      <Suspense fallback={<PageLoader />}>
        <div data-remote={id.split('/')[0]} style={{ display: 'contents' }}>
          {/* A lazy component per remote module, cached at module level: not re-created per render. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Page />
        </div>
      </Suspense>
    </RemoteBoundary>
  );
}

/** For tests: forget loaded route modules. */
export function resetRemoteComponents(): void {
  cache.clear();
}
