import { basePriceToRupiah, type ProductDetail, type ProductInput } from '@koperasi/shared-services';
import type { ProductFormValues } from '@koperasi/shared-services/validation';

export const emptyProductValues = (): ProductFormValues => ({
  name: '',
  price: '',
  category: '',
  division: '',
  description: '',
  stock: '',
  keptImages: [],
  newImages: [],
});

/** The form's values of a stored product. */
export function toProductValues(product: ProductDetail): ProductFormValues {
  return {
    name: product.name,
    // the stored base unit, shown in rupiah as the shop shows it
    price: basePriceToRupiah(product.price),
    category: String(product.categoryId),
    division: product.division,
    description: product.description,
    stock: String(product.stock),
    keptImages: [...product.images],
    newImages: [],
  };
}

/** What the product services take (the division follows the category in the database). */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name,
    priceRupiah: Number(values.price),
    categoryId: Number(values.category),
    description: values.description,
    stock: Number(values.stock),
  };
}
