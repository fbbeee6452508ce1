export type Division = 'Perikanan' | 'Pertanian' | 'Teknologi Ramah Lingkungan';

export interface SidebarCategory {
  id: number;
  name: string;
  count: number;
}

export interface SidebarDivision {
  name: Division;
  categories: SidebarCategory[];
}

/** A news or promo item of the sidebar's 'Berita & Promosi' panel. */
export interface NewsItem {
  id: string;
  title: string;
  description: string;
  /** ISO date */
  date: string;
  type: 'news' | 'promo';
}

/** A product as the storefront shows it. */
export interface ProductSummary {
  id: string;
  name: string;
  /** base unit: shown as rupiah after multiplying by RUPIAH_PER_BASE_UNIT */
  price: number;
  category: string;
  division: string;
  description: string;
  image: string;
  rating: number;
  reviews: number;
}
