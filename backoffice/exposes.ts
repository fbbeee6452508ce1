/** The back office's route modules: exposed name -> source. */
export const exposes = {
  DashboardPage: './src/routes/dashboard-page.tsx',
  ProductListPage: './src/routes/product-list-page.tsx',
  ProductCreatePage: './src/routes/product-create-page.tsx',
  ProductEditPage: './src/routes/product-edit-page.tsx',
  ContentListPage: './src/routes/content-list-page.tsx',
  ArticleCreatePage: './src/routes/article-create-page.tsx',
  ArticleEditPage: './src/routes/article-edit-page.tsx',
  CategoriesPage: './src/routes/categories-page.tsx',
  SettingsPage: './src/routes/settings-page.tsx',
  SellerProductsPage: './src/routes/seller-products-page.tsx',
};
