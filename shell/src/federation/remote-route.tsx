import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadableComponent, type LoadableComponent } from '@koperasi/shared-ui';
import { RemoteBoundary } from './remote-boundary';
import { FALLBACK_MARK } from './remote-fallback-plugin';
import { pageLoaderFor } from './page-loaders';

type RouteModule = { default: ComponentType };

const pages = new Map<string, LoadableComponent<object>>();

/**
 * The page of a remote's route module ("storefront/HomePage"), loaded with loadRemote on first use and kept
 * per id. Not React.lazy inside Suspense: React reveals a suspended boundary's content no sooner than 300 ms
 * after the last fallback it showed, so a module arriving 50 ms after the page loader was drawn 250 ms late
 * (loadableComponent). A failed load goes to the route's error boundary and is tried again on the next visit;
 * the error page standing in for a remote that is down is not kept either.
 */
export function remotePage(id: string): LoadableComponent<object> {
  let page = pages.get(id);
  if (!page) {
    page = loadableComponent(async () => {
      const mod = await loadRemote<RouteModule>(id);
      if (!mod?.default) throw new Error(`Remote module ${id} has no default export`);
      if ((mod as Record<string, unknown>)[FALLBACK_MARK]) pages.delete(id);
      return mod.default;
    });
    pages.set(id, page);
  }
  return page;
}

/**
 * One route's area: the remote module's page (the route's loader until it is here) inside an error boundary.
 * A new path is a new page (mounted afresh); the same path with other search parameters (a filter tab, a
 * page of a list) is the same page drawn again, keeping what the person typed and where the focus is. Every
 * navigation clears an error the boundary caught (one boundary reused would keep its error state).
 */
export function RemoteRoute({ id }: { id: string }) {
  const location = useLocation();
  const Page = remotePage(id);
  const Loader = pageLoaderFor(id);
  return (
    <RemoteBoundary key={`${id}:${location.pathname}`} resetKey={location.key}>
      <div data-remote={id.split('/')[0]} style={{ display: 'contents' }}>
        {/* one page component per module id, kept at module level: the same on every render */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page fallback={<Loader />} />
      </div>
    </RemoteBoundary>
  );
}

/** For tests: forget loaded route modules. */
export function resetRemoteComponents(): void {
  pages.clear();
}
