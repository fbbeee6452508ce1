/** The storefront's route modules: exposed name -> source. The shell loads one per route. */
export const exposes = {
  HomePage: './src/routes/home-page.tsx',
  AboutPage: './src/routes/about-page.tsx',
  ContactPage: './src/routes/contact-page.tsx',
  CartPage: './src/routes/cart-page.tsx',
  ProfilePage: './src/routes/profile-page.tsx',
  ProductsPage: './src/routes/products-page.tsx',
  ProductPage: './src/routes/product-page.tsx',
  CheckoutPage: './src/routes/checkout-page.tsx',
  OrderPage: './src/routes/order-page.tsx',
};
