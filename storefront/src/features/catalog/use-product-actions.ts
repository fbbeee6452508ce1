import { addToCart, notify, useAppDispatch, type ProductSummary } from '@koperasi/shared-services';

/** What a product card's buttons do: add to the cart with a toast, and share (device share or copy link). */
export function useProductActions() {
  const dispatch = useAppDispatch();
  return {
    addToCart(product: ProductSummary) {
      dispatch(addToCart({ productId: product.id, name: product.name, price: product.price, image: product.image }));
      notify.success(`${product.name} ditambahkan ke keranjang`);
    },
    async share(product: ProductSummary) {
      const url = `${window.location.origin}/products?q=${encodeURIComponent(product.name)}`;
      if (navigator.share) {
        await navigator.share({ title: product.name, text: product.description, url }).catch(() => undefined);
        return;
      }
      try {
        await navigator.clipboard.writeText(url);
        notify.success('Tautan produk disalin');
      } catch {
        notify.error('Gagal menyalin tautan');
      }
    },
  };
}
