import type { Order, Shipment } from '@koperasi/shared-services';

/**
 * The signed-in seller's shipment of an order. The database gives a seller only their own; an admin who
 * opens the seller's screens sees the shipment of their own products.
 */
export function ownShipment(order: Order, sellerId: string | undefined): Shipment | undefined {
  return order.shipments.find((shipment) => shipment.sellerId === sellerId);
}
