import {
  addToCart,
  notify,
  toCartProduct,
  useAppDispatch,
  type ProductSummary,
} from '@koperasi/shared-services';

/** What a product card's '+ Keranjang' does: add to the cart (or raise its quantity) with a toast. */
export function useProductActions() {
  const dispatch = useAppDispatch();
  return {
    addToCart(product: ProductSummary) {
      dispatch(addToCart(toCartProduct(product)));
      notify.success(`${product.name} ditambahkan ke keranjang`);
    },
  };
}
