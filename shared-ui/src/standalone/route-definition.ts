import type { Role } from '@koperasi/shared-services';

/** The frame the shell renders a route in: 'main' (header, sidebar, footer) or 'auth' (the sign-in page). */
export type RouteLayout = 'main' | 'auth';

/**
 * One route of a remote as its route list (`<remote>/route-list.ts`) declares it. Pure data: the shell builds
 * its route table from the lists without bundling any remote code, and each remote types its exposes.ts and
 * builds its standalone page from its own list.
 */
export interface RouteDefinition<Module extends string = string> {
  /** React Router syntax, `:id` for a parameter */
  path: string;
  /** the exposed route module rendering it: the shell loads `<remote>/<module>` at run time */
  module: Module;
  layout: RouteLayout;
  /** who may open it; undefined: everyone, visitors included */
  roles?: readonly Role[];
}
