/**
 * The monolith's stand-in for '@module-federation/enhanced/runtime': the shell's route table asks for
 * "storefront/HomePage" and gets the remote's route module from the same bundle (route-level chunks),
 * so the benchmark compares the same screens with and without federation.
 */
import { routeModules } from './modules.generated';

type Loader = () => Promise<unknown>;

export function registerPlugins(): void {}
export function registerRemotes(): void {}
/** nothing to fetch ahead: the route modules are chunks of the same build */
export async function preloadRemote(): Promise<void> {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = (routeModules as Record<string, Loader | undefined>)[id];
  if (!load) throw new Error(`monolith: no route module ${id}`);
  return (await load()) as T;
}
