import type { Article, ArticlePage, ProductSummary } from '@koperasi/shared-services';

/** A fresh-fish product as the catalogue returns it, for the cart and checkout tests. */
export const productSummary = (id: number, name: string, price: number, stock: number): ProductSummary => ({
  id,
  name,
  price,
  stock,
  category: 'Ikan Segar',
  categoryId: 1,
  division: 'Perikanan',
  description: '',
  image: `http://img/${id}.webp`,
  rating: 4.5,
  reviews: 3,
});

/** A live article as the storefront's article services return it. */
export const liveArticle = (overrides: Partial<Article> = {}): Article => ({
  id: 1,
  title: 'Panen Raya Ikan Nila',
  type: 'news',
  content: 'Anggota koperasi divisi perikanan memulai panen raya ikan nila bulan ini.',
  image: 'http://img/panen.webp',
  status: 'published',
  publishDate: '2026-11-20T03:00:00.000Z',
  eventDate: null,
  author: 'Admin',
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

/** A page of the news list. */
export const articlePage = (items: Article[], total = items.length, page = 1, pageSize = 9): ArticlePage => ({
  items,
  total,
  page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
});
