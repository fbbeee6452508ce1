import type { ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReviewsOutlined from '@mui/icons-material/ReviewsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { ArticleEditor } from '../features/content/article-editor';
import { ContentList } from '../features/content/content-list';
import { CategoryManager } from '../features/categories/category-manager';
import { CommissionRates } from '../features/economics-admin/commission-rates';
import { Members } from '../features/economics-admin/members';
import { SellerBalances } from '../features/economics-admin/seller-balances';
import { Dashboard, type DashboardFigureName } from '../features/dashboard/dashboard';
import { OrderDetail } from '../features/orders/order-detail';
import { OrderList } from '../features/orders/order-list';
import { PaymentQueue } from '../features/payments/payment-queue';
import { ProductEditor } from '../features/products/product-editor';
import { ProductList } from '../features/products/product-list';
import { SellerProductList } from '../features/products/seller-product-list';
import { ReviewModeration } from '../features/reviews/review-moderation';
import { SellerReviews } from '../features/reviews/seller-reviews';
import { SellerBalance } from '../features/seller-balance/seller-balance';
import { SellerShipmentDetail } from '../features/seller-orders/shipment-detail';
import { SellerShipmentList } from '../features/seller-orders/shipment-list';
import { ShuPrint } from '../features/shu/shu-print';
import { ShuScreen } from '../features/shu/shu-screen';
import { MfaSettings } from '../features/security/mfa-settings';
import { SettingsForm } from '../features/settings/settings-form';
import type { ResourceName, ResourceView } from '../../route-list';
import { routesOf, type ResourceRoutes } from './resource-routes';

export type { ResourceView };

/**
 * One back-office entity as refine/react-admin describe it: its routes, its menu entry, who may open it
 * and the screens of each view. Its routes, route modules and roles come from the back office's route list
 * (route-list.ts, which also gives each view its guard); the menu and the dashboard tiles are derived from
 * these definitions.
 */
export interface Resource extends ResourceRoutes {
  name: ResourceName;
  /** menu entry and dashboard tile title */
  label: string;
  /** dashboard tile text */
  description: string;
  icon: SvgIconComponent;
  /** the screen of each view; `id` is the edit route's parameter */
  render: Partial<Record<ResourceView, (resource: Resource, id: string) => ReactNode>>;
  /** the dashboard tile's live figure */
  figure?: DashboardFigureName;
}

/** The edit route of a resource for one record. */
export function editPathOf(resource: Resource, id: number | string): string {
  return (resource.routes.edit ?? '').replace(':id', String(id));
}

const products: Resource = {
  name: 'products',
  label: 'Kelola Produk',
  description: 'Tambah, ubah, dan hapus produk',
  icon: Inventory2Outlined,
  ...routesOf('products'),
  render: {
    list: (resource) => (
      <ProductList
        title="Kelola Produk"
        createPath={resource.routes.create!}
        editPath={(id) => editPathOf(resource, id)}
        showSeller
      />
    ),
    create: (resource) => <ProductEditor listPath={resource.routes.list!} />,
    edit: (resource, id) => <ProductEditor productId={id} listPath={resource.routes.list!} />,
  },
  figure: 'products',
};

const content: Resource = {
  name: 'content',
  label: 'Kelola Konten',
  description: 'Berita, promo, dan acara',
  icon: ArticleOutlined,
  ...routesOf('content'),
  render: {
    list: (resource) => (
      <ContentList createPath={resource.routes.create!} editPath={(id) => editPathOf(resource, id)} />
    ),
    create: (resource) => <ArticleEditor listPath={resource.routes.list!} />,
    edit: (resource, id) => <ArticleEditor articleId={id} listPath={resource.routes.list!} />,
  },
  figure: 'articles',
};

const categories: Resource = {
  name: 'categories',
  label: 'Kategori',
  description: 'Kategori per divisi usaha',
  icon: CategoryOutlined,
  ...routesOf('categories'),
  render: { list: () => <CategoryManager /> },
  figure: 'categories',
};

const settings: Resource = {
  name: 'settings',
  label: 'Pengaturan Situs',
  description: 'Informasi dasar, kontak, dan sosial media',
  icon: SettingsOutlined,
  ...routesOf('settings'),
  render: { list: () => <SettingsForm /> },
  figure: 'settings',
};

/** The admin's own sign-in security: the authenticator app of the two-step verification. */
const security: Resource = {
  name: 'security',
  label: 'Keamanan Akun',
  description: 'Verifikasi dua langkah dengan aplikasi autentikator',
  icon: SecurityOutlined,
  ...routesOf('security'),
  render: { list: () => <MfaSettings /> },
};

const sellerProducts: Resource = {
  name: 'seller-products',
  label: 'Produk Saya',
  description: 'Produk yang Anda jual',
  icon: StorefrontOutlined,
  ...routesOf('seller-products'),
  render: {
    list: (resource) => (
      <SellerProductList createPath={resource.routes.create!} editPath={(id) => editPathOf(resource, id)} />
    ),
    create: (resource) => <ProductEditor listPath={resource.routes.list!} ownOnly />,
    edit: (resource, id) => <ProductEditor productId={id} listPath={resource.routes.list!} ownOnly />,
  },
};

/** The payment verification queue: bank transfers whose proof waits for an admin. */
const payments: Resource = {
  name: 'payments',
  label: 'Verifikasi Pembayaran',
  description: 'Bukti transfer yang menunggu diperiksa',
  icon: FactCheckOutlined,
  ...routesOf('payments'),
  render: {
    list: (resource) => <PaymentQueue title={resource.label} detailPath={(id) => editPathOf(orders, id)} />,
  },
  figure: 'payments',
};

/** Orders: the list filtered by order and payment status, and one order's detail (its 'edit' view). */
const orders: Resource = {
  name: 'orders',
  label: 'Kelola Pesanan',
  description: 'Pesanan pembeli, pembayaran, dan pengirimannya',
  icon: ReceiptLongOutlined,
  ...routesOf('orders'),
  render: {
    list: (resource) => <OrderList title="Kelola Pesanan" detailPath={(id) => editPathOf(resource, id)} />,
    edit: (resource, id) => (
      <OrderDetail orderId={id} listPath={resource.routes.list!} verifyPath={payments.routes.list!} />
    ),
  },
  figure: 'orders',
};

/** A seller's incoming shipments: only orders released to them, and only their own shipment of each. */
const sellerOrders: Resource = {
  name: 'seller-orders',
  label: 'Pesanan Masuk',
  description: 'Pengiriman produk Anda kepada pembeli',
  icon: ShoppingBagOutlined,
  ...routesOf('seller-orders'),
  render: {
    list: (resource) => (
      <SellerShipmentList title="Pesanan Masuk" detailPath={(id) => editPathOf(resource, id)} />
    ),
    edit: (resource, id) => <SellerShipmentDetail orderId={id} listPath={resource.routes.list!} />,
  },
};

/** Buyer reviews: admins hide or show them again with a reason, and read the reports. */
const reviews: Resource = {
  name: 'reviews',
  label: 'Ulasan Produk',
  description: 'Ulasan pembeli dan laporannya',
  icon: ReviewsOutlined,
  ...routesOf('reviews'),
  render: { list: (resource) => <ReviewModeration title={resource.label} /> },
  figure: 'reviews',
};

/** The reviews of a seller's products, each answered once. */
const sellerReviews: Resource = {
  name: 'seller-reviews',
  label: 'Ulasan Pembeli',
  description: 'Ulasan produk Anda dan balasannya',
  icon: RateReviewOutlined,
  ...routesOf('seller-reviews'),
  render: { list: (resource) => <SellerReviews title={resource.label} /> },
};

/** The cooperative's members: member number, join and leave dates, simpanan pokok and wajib. */
const members: Resource = {
  name: 'members',
  label: 'Keanggotaan',
  description: 'Anggota koperasi dan simpanannya',
  icon: BadgeOutlined,
  ...routesOf('members'),
  render: { list: (resource) => <Members title={resource.label} /> },
};

/** The cooperative's margin per division, with its history. */
const commission: Resource = {
  name: 'commission',
  label: 'Komisi per Divisi',
  description: 'Komisi koperasi dari setiap penjualan',
  icon: PercentOutlined,
  ...routesOf('commission'),
  render: { list: (resource) => <CommissionRates title={resource.label} /> },
};

/** Every seller's balance, its CSV export, and the payouts recorded against it. */
const balances: Resource = {
  name: 'balances',
  label: 'Saldo Penjual',
  description: 'Saldo, komisi, dan pencairan penjual',
  icon: AccountBalanceWalletOutlined,
  ...routesOf('balances'),
  render: { list: (resource) => <SellerBalances title={resource.label} /> },
};

/** A seller's own balance with the cooperative and every movement of it. */
const sellerBalance: Resource = {
  name: 'seller-balance',
  label: 'Saldo Saya',
  description: 'Saldo penjualan, komisi, dan pencairan',
  icon: AccountBalanceOutlined,
  ...routesOf('seller-balance'),
  render: {
    list: (resource) => (
      <SellerBalance title={resource.label} orderPath={(id) => editPathOf(sellerOrders, id)} />
    ),
  },
};

/** SHU per book year: the RAT's rule (versioned), the pools, every member's share, closing the year. */
const shu: Resource = {
  name: 'shu',
  label: 'Pembagian SHU',
  description: 'Sisa hasil usaha per tahun buku untuk anggota',
  icon: SavingsOutlined,
  ...routesOf('shu'),
  render: {
    list: (resource) => <ShuScreen title={resource.label} printPath={(year) => editPathOf(resource, year)} />,
    edit: (resource, id) => (
      <ShuPrint yearParam={id} backPath={(year) => `${resource.routes.list!}?tahun=${year}`} />
    ),
  },
};

/** The dashboard's tiles are the resources with a live figure. */
const dashboard: Resource = {
  name: 'dashboard',
  label: 'Dashboard',
  description: 'Ringkasan back office',
  icon: DashboardOutlined,
  ...routesOf('dashboard'),
  render: {
    list: () => (
      <Dashboard
        tiles={[products, orders, payments, reviews, content, categories, settings].map((resource) => ({
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
  payments,
  reviews,
  members,
  commission,
  balances,
  shu,
  content,
  categories,
  settings,
  security,
  sellerProducts,
  sellerOrders,
  sellerReviews,
  sellerBalance,
} as const;
export const RESOURCE_LIST: Resource[] = Object.values(RESOURCES);
