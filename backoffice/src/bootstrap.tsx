import { renderStandalone } from '@koperasi/shared-ui';
import DashboardPage from './routes/dashboard-page';
import ProductListPage from './routes/product-list-page';
import ProductCreatePage from './routes/product-create-page';
import ProductEditPage from './routes/product-edit-page';
import ContentListPage from './routes/content-list-page';
import ArticleCreatePage from './routes/article-create-page';
import ArticleEditPage from './routes/article-edit-page';
import CategoriesPage from './routes/categories-page';
import SettingsPage from './routes/settings-page';
import SellerProductsPage from './routes/seller-products-page';

void renderStandalone('backoffice', {
  '/admin': DashboardPage,
  '/admin/products': ProductListPage,
  '/admin/products/add': ProductCreatePage,
  '/admin/products/:id/edit': ProductEditPage,
  '/admin/content': ContentListPage,
  '/admin/content/add': ArticleCreatePage,
  '/admin/content/:id/edit': ArticleEditPage,
  '/admin/categories': CategoriesPage,
  '/admin/settings': SettingsPage,
  '/seller/products': SellerProductsPage,
});
