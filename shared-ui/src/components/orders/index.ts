// '@koperasi/shared-ui/orders': the order blocks of the storefront's order page and the back office's order
// screens. Not shared at run time: each app that shows orders bundles them (no state, no context of their own).
export {
  OrderStatusChip,
  PaymentStatusChip,
  ShipmentStatusChip,
  type OrderStatusChipProps,
  type PaymentStatusChipProps,
  type ShipmentStatusChipProps,
} from './order-status-chip';
export { OrderHistory, type OrderHistoryProps } from './order-history';
export {
  OrderTotals,
  type OrderTotalsProps,
  type OrderTotalRowsProps,
  type OrderPaymentTotalsProps,
  type OrderTotalRow,
  type OrderAmounts,
} from './order-totals';
export { OrderShipping, type OrderShippingProps } from './order-shipping';
export {
  ShipmentCard,
  ShipmentLines,
  type ProductLink,
  type ShipmentCardProps,
  type ShipmentLinesProps,
} from './shipment-card';
