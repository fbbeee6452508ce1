import { addToCart, notify, useAppDispatch, type ProductSummary } from '@koperasi/shared-services';

/** What a product card's '+ Keranjang' does: add to the cart (or raise its quantity) with a toast. */
export function useProductActions() {
  const dispatch = useAppDispatch();
  return {
    addToCart(product: ProductSummary) {
      dispatch(
        addToCart({ productId: product.id, name: product.name, price: product.price, image: product.image }),
      );
      notify.success(`${product.name} ditambahkan ke keranjang`);
    },
  };
}
