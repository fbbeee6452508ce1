import type { StorefrontModule } from './route-list';

/**
 * The source file of each route module of route-list.ts (exposed name -> source), read only by this remote's
 * build (rsbuild.config.ts) and its standalone page. Typed by the list: a route whose module has no source,
 * or a source no route uses, does not compile.
 */
export const exposes: Record<StorefrontModule, string> = {
  HomePage: './src/routes/home-page.tsx',
  AboutPage: './src/routes/about-page.tsx',
  ContactPage: './src/routes/contact-page.tsx',
  CartPage: './src/routes/cart-page.tsx',
  ProfilePage: './src/routes/profile-page.tsx',
  ProductsPage: './src/routes/products-page.tsx',
  ProductPage: './src/routes/product-page.tsx',
  CheckoutPage: './src/routes/checkout-page.tsx',
  OrderPage: './src/routes/order-page.tsx',
  ArticlesPage: './src/routes/articles-page.tsx',
  ArticlePage: './src/routes/article-page.tsx',
};
