import type { ProductSummary } from '@koperasi/shared-services';

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
