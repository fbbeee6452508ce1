import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The loadable component: the loaded one's props, and what to draw until it is here */
export type LoadableProps<P extends object> = P & { fallback?: ReactNode };

export interface LoadableComponent<P extends object> {
  (props: LoadableProps<P>): ReactNode;
  /** starts loading the code (once; again after a failure) */
  preload(): Promise<ComponentType<P>>;
}

type State<P extends object> = { component: ComponentType<P> | null; error?: Error };

/**
 * A component whose code loads on first use (a dynamic import), drawn as soon as it arrives: React.lazy's
 * use, without Suspense. React reveals a suspended boundary's content no sooner than 300 ms after the last
 * fallback it showed, so the header's menu, the first toast or a drawer arriving 20 ms after its placeholder
 * would wait 280 ms more; here the arrival is a plain state update. `fallback` is drawn until then; a failed
 * load goes to the nearest error boundary, as lazy's would, and the next use tries again.
 */
export function loadableComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LoadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  function preload(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function Loadable({ fallback = null, ...props }: LoadableProps<P>): ReactNode {
    const [state, setState] = useState<State<P>>(() => ({ component: loaded }));
    useEffect(() => {
      if (state.component || state.error) return undefined;
      let current = true;
      preload().then(
        (component) => current && setState({ component }),
        (error: unknown) =>
          current &&
          setState({
            component: null,
            error: error instanceof Error ? error : new Error('Gagal memuat komponen', { cause: error }),
          }),
      );
      return () => {
        current = false;
      };
    }, [state]);
    if (state.error) throw state.error;
    const Loaded = state.component;
    if (!Loaded) return fallback;
    return <Loaded {...(props as P)} />;
  }

  return Object.assign(Loadable, { preload });
}
