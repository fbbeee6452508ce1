import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReviewsOutlined from '@mui/icons-material/ReviewsOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import type { DashboardFigureName } from '../features/dashboard/dashboard';
import { FailedMailsBadge } from '../features/mail-outbox/failed-mails-badge';
import { UnreadMessagesBadge } from '../features/messages/unread-messages-badge';
import type { ResourceName, ResourceView } from '../../route-list';
import { routesOf, type ResourceRoutes } from './resource-routes';

export type { ResourceView };

/**
 * One back-office entity as refine/react-admin describe it: its routes, its menu entry and who may open it.
 * Its routes, route modules and roles come from the back office's route list (route-list.ts, which also gives
 * each view its guard); the menu and the dashboard tiles are derived from these definitions. The screen of
 * each view is its route module's (src/routes), not here: a route module imports its own screen and no other,
 * so opening one back-office page downloads that page's code only.
 */
export interface Resource extends ResourceRoutes {
  name: ResourceName;
  /** menu entry and dashboard tile title */
  label: string;
  /** dashboard tile text */
  description: string;
  icon: SvgIconComponent;
  /** the dashboard tile's live figure */
  figure?: DashboardFigureName;
  /** a count after the menu entry's label, e.g. the unread messages */
  badge?: ComponentType;
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
  figure: 'products',
};

const content: Resource = {
  name: 'content',
  label: 'Kelola Konten',
  description: 'Berita, promo, dan acara',
  icon: ArticleOutlined,
  ...routesOf('content'),
  figure: 'articles',
};

const categories: Resource = {
  name: 'categories',
  label: 'Kategori',
  description: 'Kategori per divisi usaha',
  icon: CategoryOutlined,
  ...routesOf('categories'),
  figure: 'categories',
};

const settings: Resource = {
  name: 'settings',
  label: 'Pengaturan Situs',
  description: 'Informasi dasar, kontak, dan sosial media',
  icon: SettingsOutlined,
  ...routesOf('settings'),
  figure: 'settings',
};

/** The admin's own sign-in security: the authenticator app of the two-step verification. */
const security: Resource = {
  name: 'security',
  label: 'Keamanan Akun',
  description: 'Verifikasi dua langkah dengan aplikasi autentikator',
  icon: SecurityOutlined,
  ...routesOf('security'),
};

const sellerProducts: Resource = {
  name: 'seller-products',
  label: 'Produk Saya',
  description: 'Produk yang Anda jual',
  icon: StorefrontOutlined,
  ...routesOf('seller-products'),
};

/** The payment verification queue: bank transfers whose proof waits for an admin. */
const payments: Resource = {
  name: 'payments',
  label: 'Verifikasi Pembayaran',
  description: 'Bukti transfer yang menunggu diperiksa',
  icon: FactCheckOutlined,
  ...routesOf('payments'),
  figure: 'payments',
};

/** Orders: the list filtered by order and payment status, and one order's detail (its 'edit' view). */
const orders: Resource = {
  name: 'orders',
  label: 'Kelola Pesanan',
  description: 'Pesanan pembeli, pembayaran, dan pengirimannya',
  icon: ReceiptLongOutlined,
  ...routesOf('orders'),
  figure: 'orders',
};

/** A seller's incoming shipments: only orders released to them, and only their own shipment of each. */
const sellerOrders: Resource = {
  name: 'seller-orders',
  label: 'Pesanan Masuk',
  description: 'Pengiriman produk Anda kepada pembeli',
  icon: ShoppingBagOutlined,
  ...routesOf('seller-orders'),
};

/** Buyer reviews: admins hide or show them again with a reason, and read the reports. */
const reviews: Resource = {
  name: 'reviews',
  label: 'Ulasan Produk',
  description: 'Ulasan pembeli dan laporannya',
  icon: ReviewsOutlined,
  ...routesOf('reviews'),
  figure: 'reviews',
};

/** The reviews of a seller's products, each answered once. */
const sellerReviews: Resource = {
  name: 'seller-reviews',
  label: 'Ulasan Pembeli',
  description: 'Ulasan produk Anda dan balasannya',
  icon: RateReviewOutlined,
  ...routesOf('seller-reviews'),
};

/** The contact form's inbox: each message with its replies, mailed to the sender. */
const messages: Resource = {
  name: 'messages',
  label: 'Pesan Masuk',
  description: 'Pesan dari halaman Hubungi Kami dan balasannya',
  icon: MailOutlined,
  ...routesOf('messages'),
  figure: 'messages',
  badge: UnreadMessagesBadge,
};

/** The mail the marketplace sends: its state, a failure's reason, a failed mail sent again. */
const emails: Resource = {
  name: 'emails',
  label: 'Email Keluar',
  description: 'Email pesanan dan balasan: terkirim, menunggu, gagal',
  icon: ForwardToInboxOutlined,
  ...routesOf('emails'),
  badge: FailedMailsBadge,
};

/** The cooperative's members: member number, join and leave dates, simpanan pokok and wajib. */
const members: Resource = {
  name: 'members',
  label: 'Keanggotaan',
  description: 'Anggota koperasi dan simpanannya',
  icon: BadgeOutlined,
  ...routesOf('members'),
};

/** The cooperative's margin per division, with its history. */
const commission: Resource = {
  name: 'commission',
  label: 'Komisi per Divisi',
  description: 'Komisi koperasi dari setiap penjualan',
  icon: PercentOutlined,
  ...routesOf('commission'),
};

/** Every seller's balance, its CSV export, and the payouts recorded against it. */
const balances: Resource = {
  name: 'balances',
  label: 'Saldo Penjual',
  description: 'Saldo, komisi, dan pencairan penjual',
  icon: AccountBalanceWalletOutlined,
  ...routesOf('balances'),
};

/** A seller's own balance with the cooperative and every movement of it. */
const sellerBalance: Resource = {
  name: 'seller-balance',
  label: 'Saldo Saya',
  description: 'Saldo penjualan, komisi, dan pencairan',
  icon: AccountBalanceOutlined,
  ...routesOf('seller-balance'),
};

/** SHU per book year: the RAT's rule (versioned), the pools, every member's share, closing the year. */
const shu: Resource = {
  name: 'shu',
  label: 'Pembagian SHU',
  description: 'Sisa hasil usaha per tahun buku untuk anggota',
  icon: SavingsOutlined,
  ...routesOf('shu'),
};

/** The sellers' applications: admins approve or refuse them, and suspend or reinstate sellers. */
const sellers: Resource = {
  name: 'sellers',
  label: 'Verifikasi Penjual',
  description: 'Pengajuan penjual: KTP, usaha, dan rekening',
  icon: HowToRegOutlined,
  ...routesOf('sellers'),
};

/** The seller's own application to the cooperative: until it is approved buyers do not see their products. */
const sellerVerification: Resource = {
  name: 'seller-verification',
  label: 'Verifikasi Toko',
  description: 'Data penjual dan status verifikasinya',
  icon: VerifiedUserOutlined,
  ...routesOf('seller-verification'),
};

/** The back office's home: its tiles are the resources with a live figure (routes/dashboard-page.tsx). */
const dashboard: Resource = {
  name: 'dashboard',
  label: 'Dashboard',
  description: 'Ringkasan back office',
  icon: DashboardOutlined,
  ...routesOf('dashboard'),
};

/** Every resource, in menu order. */
export const RESOURCES = {
  dashboard,
  products,
  orders,
  payments,
  sellers,
  reviews,
  messages,
  emails,
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
  sellerVerification,
} as const;
export const RESOURCE_LIST: Resource[] = Object.values(RESOURCES);
