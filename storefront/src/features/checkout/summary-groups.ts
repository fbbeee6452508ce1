import { basePriceToRupiah, type CartItem, type OrderQuote } from '@koperasi/shared-services';
import type { CartProblem } from './use-checkout-cart';

/** One line of the checkout summary; money in rupiah. */
export interface SummaryLine {
  productId: number;
  name: string;
  image: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** why the line cannot be ordered as it is, null when it can */
  problem: string | null;
}

/** One seller's part of the checkout: their lines, subtotal and shipping fee. */
export interface SummaryGroup {
  key: string;
  /** null for lines the quote does not place (it is loading, failed, or the product is gone) */
  sellerName: string | null;
  lines: SummaryLine[];
  /** rupiah */
  subtotal: number;
  /** rupiah; null before a province is chosen (or without a quote) */
  shippingCost: number | null;
}

export function problemText(problem: CartProblem | undefined): string | null {
  if (!problem) return null;
  return problem.reason === 'unavailable' ? 'Produk sudah tidak dijual' : `Stok tersisa ${problem.stock}`;
}

/**
 * The summary grouped as the order will be: one group per seller from the quote, with the database's
 * prices. Cart lines the quote does not hold (no quote yet) are listed at the cart's price, so every line the
 * buyer is about to order stays in view.
 */
export function summaryGroups(
  items: readonly CartItem[],
  problems: readonly CartProblem[],
  quote: OrderQuote | null,
): SummaryGroup[] {
  const cartLine = new Map(items.map((item) => [item.productId, item]));
  const problemOf = (productId: number) => problemText(problems.find((p) => p.productId === productId));
  const quoted = new Set<number>();
  const groups: SummaryGroup[] = (quote?.shipments ?? []).map((shipment) => ({
    key: shipment.sellerId,
    sellerName: shipment.sellerName,
    subtotal: shipment.subtotal,
    shippingCost: shipment.shippingCost,
    lines: shipment.lines.map((line) => {
      quoted.add(line.productId);
      return {
        productId: line.productId,
        name: line.productName,
        image: cartLine.get(line.productId)?.image ?? '',
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        problem: problemOf(line.productId),
      };
    }),
  }));
  const rest = items
    .filter((item) => !quoted.has(item.productId))
    .map((item): SummaryLine => {
      const unitPrice = basePriceToRupiah(item.price);
      return {
        productId: item.productId,
        name: item.name,
        image: item.image,
        quantity: item.quantity,
        unitPrice,
        lineTotal: unitPrice * item.quantity,
        problem: problemOf(item.productId),
      };
    });
  if (rest.length > 0) {
    groups.push({
      key: 'cart',
      sellerName: null,
      lines: rest,
      subtotal: rest.reduce((sum, line) => sum + line.lineTotal, 0),
      shippingCost: null,
    });
  }
  return groups;
}
