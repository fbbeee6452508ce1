import type { CartItem, OrderQuote, ProductSummary } from '@koperasi/shared-services';

/** A cart line that cannot be ordered as it is: its product is gone, or there is not enough stock. */
export interface CartProblem {
  productId: number;
  reason: 'unavailable' | 'stock';
  /** the stock left (reason 'stock') */
  stock: number;
}

/** Which lines cannot be ordered (only lines with a quantity count; a line at 0 is left out of the order). */
export function cartProblems(
  items: readonly CartItem[],
  products: Record<number, ProductSummary>,
): CartProblem[] {
  return items.flatMap((item): CartProblem[] => {
    if (item.quantity <= 0) return [];
    const product = products[item.productId];
    if (!product) return [{ productId: item.productId, reason: 'unavailable', stock: 0 }];
    return item.quantity > product.stock
      ? [{ productId: item.productId, reason: 'stock', stock: product.stock }]
      : [];
  });
}

/**
 * Lines of the quote beyond the stock it read, for those the cart's own check has not named (it may have
 * failed, or the stock changed since).
 */
export function quoteProblems(quote: OrderQuote | null, known: readonly CartProblem[]): CartProblem[] {
  const named = new Set(known.map((problem) => problem.productId));
  return (quote?.shipments ?? []).flatMap((shipment) =>
    shipment.lines
      .filter((line) => line.quantity > line.stock && !named.has(line.productId))
      .map((line): CartProblem => ({ productId: line.productId, reason: 'stock', stock: line.stock })),
  );
}
