import type { NewsItem, ProductSummary, SidebarDivision } from './types';

/*
 * The spec's hard-coded sidebar, news and sample products (sections 2 and 3). The shell only calls these
 * functions, so the storefront issue can move them to the database without touching the shell.
 */

const DIVISIONS: SidebarDivision[] = [
  {
    name: 'Perikanan',
    categories: [
      { id: 1, name: 'Ikan Segar', count: 24 },
      { id: 2, name: 'Ikan Olahan', count: 18 },
      { id: 3, name: 'Budidaya', count: 12 },
    ],
  },
  {
    name: 'Pertanian',
    categories: [
      { id: 4, name: 'Produk Organik', count: 45 },
      { id: 5, name: 'Biji-bijian', count: 28 },
      { id: 6, name: 'Bibit', count: 15 },
    ],
  },
  {
    name: 'Teknologi Ramah Lingkungan',
    categories: [
      { id: 7, name: 'Solusi Solar', count: 32 },
      { id: 8, name: 'Sistem Air', count: 19 },
      { id: 9, name: 'BBM Fresh Catalyst', count: 28 },
    ],
  },
];

const NEWS: NewsItem[] = [
  {
    id: 'news-1',
    title: 'Panen Raya Ikan Nila',
    description: 'Anggota koperasi divisi perikanan memulai panen raya ikan nila bulan ini.',
    date: '2024-06-01',
    type: 'news',
  },
  {
    id: 'promo-1',
    title: 'Diskon 20% Produk Organik',
    description: 'Nikmati potongan harga untuk semua produk organik selama akhir pekan.',
    date: '2024-06-05',
    type: 'promo',
  },
];

const SAMPLE_PRODUCTS: ProductSummary[] = [
  {
    id: '1',
    name: 'Ikan Salmon Segar',
    price: 8.5,
    category: 'Ikan Segar',
    division: 'Perikanan',
    description: 'Salmon segar berkualitas tinggi, kaya omega-3, langsung dari nelayan anggota koperasi.',
    image: '',
    rating: 4.8,
    reviews: 124,
  },
  {
    id: '2',
    name: 'BBM Fresh Catalyst',
    price: 3.2,
    category: 'BBM Fresh Catalyst',
    division: 'Teknologi Ramah Lingkungan',
    description: 'Katalis bahan bakar yang menghemat konsumsi BBM dan mengurangi emisi gas buang.',
    image: '',
    rating: 4.6,
    reviews: 89,
  },
];

export async function getSidebarDivisions(): Promise<SidebarDivision[]> {
  return DIVISIONS;
}

export async function getNewsPromos(): Promise<NewsItem[]> {
  return NEWS;
}

export async function getFeaturedProducts(): Promise<ProductSummary[]> {
  return SAMPLE_PRODUCTS;
}
