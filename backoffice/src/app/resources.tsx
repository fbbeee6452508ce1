import type { ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import {
  countArticles,
  countCategories,
  countProducts,
  getProducts,
  getSiteSettings,
  type Role,
} from '@koperasi/shared-services';
import { ArticleEditor } from '../features/content/article-editor';
import { ContentList } from '../features/content/content-list';
import { CategoryManager } from '../features/categories/category-manager';
import { Dashboard, type DashboardFigure } from '../features/dashboard/dashboard';
import { OrderDetail } from '../features/orders/order-detail';
import { OrderList } from '../features/orders/order-list';
import { ProductEditor } from '../features/products/product-editor';
import { ProductList } from '../features/products/product-list';
import { SellerProductList } from '../features/products/seller-product-list';
import { SettingsForm } from '../features/settings/settings-form';

export type ResourceView = 'list' | 'create' | 'edit';

/**
 * One back-office entity as refine/react-admin describe it: its routes, its menu entry, who may open it
 * and the screens of each view. The route modules (exposes.ts), the menu, the dashboard tiles, the guard
 * and the standalone dev page are all derived from these definitions.
 */
export interface Resource {
  name:
    | 'dashboard'
    | 'products'
    | 'orders'
    | 'content'
    | 'categories'
    | 'settings'
    | 'seller-products'
    | 'seller-orders';
  /** menu entry and dashboard tile title */
  label: string;
  /** dashboard tile text */
  description: string;
  icon: SvgIconComponent;
  /** permission: the roles that may open every view */
  roles: readonly Role[];
  /** route of each view ('edit' with :id) */
  routes: Partial<Record<ResourceView, string>>;
  /** the exposed route module of each view (backoffice/exposes.ts) */
  modules: Partial<Record<ResourceView, string>>;
  /** the screen of each view; `id` is the edit route's parameter */
  render: Partial<Record<ResourceView, (resource: Resource, id: string) => ReactNode>>;
  /** the dashboard tile's live figure */
  figure?: () => Promise<DashboardFigure>;
}

/** The edit route of a resource for one record. */
export function editPathOf(resource: Resource, id: number | string): string {
  return (resource.routes.edit ?? '').replace(':id', String(id));
}

const shortDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });
const counted = (count: () => Promise<number>, unit: string) => async (): Promise<DashboardFigure> => ({
  value: (await count()).toLocaleString('id-ID'),
  unit,
});

const products: Resource = {
  name: 'products',
  label: 'Kelola Produk',
  description: 'Tambah, ubah, dan hapus produk',
  icon: Inventory2Outlined,
  roles: ['admin'],
  routes: { list: '/admin/products', create: '/admin/products/add', edit: '/admin/products/:id/edit' },
  modules: { list: 'ProductListPage', create: 'ProductCreatePage', edit: 'ProductEditPage' },
  render: {
    list: (resource) => (
      <ProductList
        title="Kelola Produk"
        load={getProducts}
        createPath={resource.routes.create!}
        editPath={(id) => editPathOf(resource, id)}
        showSeller
      />
    ),
    create: (resource) => <ProductEditor listPath={resource.routes.list!} />,
    edit: (resource, id) => <ProductEditor productId={id} listPath={resource.routes.list!} />,
  },
  figure: counted(() => countProducts(), 'produk'),
};

const content: Resource = {
  name: 'content',
  label: 'Kelola Konten',
  description: 'Berita, promo, dan event',
  icon: ArticleOutlined,
  roles: ['admin'],
  routes: { list: '/admin/content', create: '/admin/content/add', edit: '/admin/content/:id/edit' },
  modules: { list: 'ContentListPage', create: 'ArticleCreatePage', edit: 'ArticleEditPage' },
  render: {
    list: (resource) => (
      <ContentList createPath={resource.routes.create!} editPath={(id) => editPathOf(resource, id)} />
    ),
    create: (resource) => <ArticleEditor listPath={resource.routes.list!} />,
    edit: (resource, id) => <ArticleEditor articleId={id} listPath={resource.routes.list!} />,
  },
  figure: counted(countArticles, 'artikel'),
};

const categories: Resource = {
  name: 'categories',
  label: 'Kategori',
  description: 'Kategori per divisi usaha',
  icon: CategoryOutlined,
  roles: ['admin'],
  routes: { list: '/admin/categories' },
  modules: { list: 'CategoriesPage' },
  render: { list: () => <CategoryManager /> },
  figure: counted(countCategories, 'kategori'),
};

const settings: Resource = {
  name: 'settings',
  label: 'Pengaturan Situs',
  description: 'Informasi dasar, kontak, dan sosial media',
  icon: SettingsOutlined,
  roles: ['admin'],
  routes: { list: '/admin/settings' },
  modules: { list: 'SettingsPage' },
  render: { list: () => <SettingsForm /> },
  figure: async () => {
    const { updatedAt } = await getSiteSettings();
    return { value: updatedAt ? shortDate.format(new Date(updatedAt)) : '–', unit: 'terakhir diperbarui' };
  },
};

const sellerProducts: Resource = {
  name: 'seller-products',
  label: 'Produk Saya',
  description: 'Produk yang Anda jual',
  icon: StorefrontOutlined,
  roles: ['seller', 'admin'],
  routes: { list: '/seller/products', create: '/seller/products/add', edit: '/seller/products/:id/edit' },
  modules: { list: 'SellerProductsPage', create: 'SellerProductCreatePage', edit: 'SellerProductEditPage' },
  render: {
    list: (resource) => (
      <SellerProductList createPath={resource.routes.create!} editPath={(id) => editPathOf(resource, id)} />
    ),
    create: (resource) => <ProductEditor listPath={resource.routes.list!} ownOnly />,
    edit: (resource, id) => <ProductEditor productId={id} listPath={resource.routes.list!} ownOnly />,
  },
};

/** Orders (issue 9): the list filtered by status, and one order's detail (its 'edit' view: the status changes). */
const orders: Resource = {
  name: 'orders',
  label: 'Kelola Pesanan',
  description: 'Pesanan pembeli dan statusnya',
  icon: ReceiptLongOutlined,
  roles: ['admin'],
  routes: { list: '/admin/orders', edit: '/admin/orders/:id' },
  modules: { list: 'OrderListPage', edit: 'OrderDetailPage' },
  render: {
    list: (resource) => <OrderList title="Kelola Pesanan" detailPath={(id) => editPathOf(resource, id)} />,
    edit: (resource, id) => <OrderDetail orderId={id} listPath={resource.routes.list!} />,
  },
};

/** A seller's incoming orders: only orders with their products, and only their lines. */
const sellerOrders: Resource = {
  name: 'seller-orders',
  label: 'Pesanan Masuk',
  description: 'Pesanan yang berisi produk Anda',
  icon: ShoppingBagOutlined,
  roles: ['seller', 'admin'],
  routes: { list: '/seller/orders', edit: '/seller/orders/:id' },
  modules: { list: 'SellerOrderListPage', edit: 'SellerOrderDetailPage' },
  render: {
    list: (resource) => (
      <OrderList title="Pesanan Masuk" detailPath={(id) => editPathOf(resource, id)} ownOnly />
    ),
    edit: (resource, id) => <OrderDetail orderId={id} listPath={resource.routes.list!} ownOnly />,
  },
};

/** The dashboard's tiles are the resources with a live figure. */
const dashboard: Resource = {
  name: 'dashboard',
  label: 'Dashboard',
  description: 'Ringkasan back office',
  icon: DashboardOutlined,
  roles: ['admin'],
  routes: { list: '/admin' },
  modules: { list: 'DashboardPage' },
  render: {
    list: () => (
      <Dashboard
        tiles={[products, content, categories, settings].map((resource) => ({
          to: resource.routes.list!,
          title: resource.label,
          text: resource.description,
          icon: resource.icon,
          figure: resource.figure!,
        }))}
      />
    ),
  },
};

/** Every resource, in menu order. */
export const RESOURCES = {
  dashboard,
  products,
  orders,
  content,
  categories,
  settings,
  sellerProducts,
  sellerOrders,
} as const;
export const RESOURCE_LIST: Resource[] = Object.values(RESOURCES);
