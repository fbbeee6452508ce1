import { renderStandalone } from '@koperasi/shared-ui/standalone';
import HomePage from './routes/home-page';
import AboutPage from './routes/about-page';
import ContactPage from './routes/contact-page';
import CartPage from './routes/cart-page';
import ProfilePage from './routes/profile-page';
import ProductsPage from './routes/products-page';
import ProductPage from './routes/product-page';

void renderStandalone('storefront', {
  '/': HomePage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/cart': CartPage,
  '/profile': ProfilePage,
  '/products': ProductsPage,
  '/products/:id': ProductPage,
});
