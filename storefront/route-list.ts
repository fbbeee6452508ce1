import type { RouteDefinition } from '@koperasi/shared-ui/standalone';

/**
 * Every route of the storefront, written once. The shell's route table, exposes.ts (the source of each module)
 * and the standalone page are built from it. Pure data: the shell imports it, so no components here.
 * No role limits: the pages that need a signed-in user (profile, checkout, order) send a visitor to sign in.
 */
export const storefrontRoutes = [
  { path: '/', module: 'HomePage', layout: 'main' },
  { path: '/about', module: 'AboutPage', layout: 'main' },
  { path: '/contact', module: 'ContactPage', layout: 'main' },
  { path: '/cart', module: 'CartPage', layout: 'main' },
  { path: '/profile', module: 'ProfilePage', layout: 'main' },
  { path: '/products', module: 'ProductsPage', layout: 'main' },
  { path: '/products/:id', module: 'ProductPage', layout: 'main' },
  { path: '/checkout', module: 'CheckoutPage', layout: 'main' },
  { path: '/orders/:id', module: 'OrderPage', layout: 'main' },
  { path: '/artikel', module: 'ArticlesPage', layout: 'main' },
  { path: '/artikel/:id', module: 'ArticlePage', layout: 'main' },
] as const satisfies readonly RouteDefinition[];

export type StorefrontModule = (typeof storefrontRoutes)[number]['module'];
