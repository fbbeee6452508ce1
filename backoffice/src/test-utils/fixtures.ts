import type { Article, Category, ProductDetail, RootState, User } from '@koperasi/shared-services';

export const ADMIN: User = {
  id: 'admin-1',
  email: 'admin@koperasi.test',
  displayName: 'Admin Koperasi',
  role: 'admin',
  reputation: 100,
  phone: '',
};
export const SELLER: User = {
  id: 'seller-1',
  email: 'penjual@koperasi.test',
  displayName: 'Budi Santoso',
  role: 'seller',
  reputation: 87,
  phone: '',
};
export const BUYER: User = {
  id: 'buyer-1',
  email: 'pembeli@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 12,
  phone: '',
};

export const signedIn = (user: User | null, loading = false): Partial<RootState> => ({
  auth: { user, loading },
});

const at = '2026-11-20T08:00:00.000Z';

export const CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Ikan Segar',
    division: 'Perikanan',
    description: 'Ikan segar',
    createdAt: at,
    updatedAt: at,
  },
  { id: 2, name: 'Ikan Olahan', division: 'Perikanan', description: null, createdAt: at, updatedAt: at },
  {
    id: 4,
    name: 'Produk Organik',
    division: 'Pertanian',
    description: 'Organik',
    createdAt: at,
    updatedAt: at,
  },
  {
    id: 9,
    name: 'BBM Fresh Catalyst',
    division: 'Teknologi Ramah Lingkungan',
    description: null,
    createdAt: at,
    updatedAt: at,
  },
];

const image = (name: string) => `http://127.0.0.1:54321/storage/v1/object/public/products/${name}`;

export const product = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 7,
  name: 'Ikan Salmon Segar',
  price: 8.5,
  categoryId: 1,
  category: 'Ikan Segar',
  division: 'Perikanan',
  description: 'Salmon segar berkualitas tinggi.',
  image: image('salmon-1.webp'),
  images: [image('salmon-1.webp'), image('salmon-2.webp')],
  rating: 4.8,
  reviews: 124,
  stock: 40,
  seller: {
    id: SELLER.id,
    name: 'Budi Santoso',
    reputation: 87,
    avatarUrl: '',
    rating: 4.6,
    reviewCount: 12,
  },
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const article = (overrides: Partial<Article> = {}): Article => ({
  id: 3,
  title: 'Panen Raya Ikan Nila',
  type: 'news',
  content: 'Anggota koperasi memulai panen raya.',
  image: 'http://127.0.0.1:54321/storage/v1/object/public/articles/panen.webp',
  status: 'published',
  publishDate: '2026-11-18T08:00:00.000Z',
  eventDate: null,
  author: 'Admin',
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

/** The PNG signature: the first bytes the image picker reads. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file that starts like a PNG, `size` bytes long. */
export function pngFile(name = 'foto.png', size = 2048): File {
  const bytes = new Uint8Array(Math.max(size, PNG_HEAD.length));
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}

/** A promise to settle by hand: lets a test look at the saving state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
