import { notify, type ProductSummary } from '@koperasi/shared-services';

/** The product page's address, the link a buyer shares. */
export function productUrl(productId: number, origin = window.location.origin): string {
  return `${origin}/products/${encodeURIComponent(productId)}`;
}

/**
 * Shares a product: the device's share sheet when there is one, otherwise its link is copied with a toast.
 * A share the buyer cancels is not an error.
 */
export async function shareProduct(
  product: Pick<ProductSummary, 'id' | 'name' | 'description'>,
): Promise<void> {
  const url = productUrl(product.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.name, text: product.description, url });
    } catch {
      // cancelled or refused by the device: nothing to report
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Tautan produk disalin');
  } catch {
    notify.error('Gagal menyalin tautan');
  }
}
