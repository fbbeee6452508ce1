/*
 * What the order screens show and decide without calling the database: statuses and their labels, which
 * action a party may take, payment-gateway and payment-proof texts, dates and addresses as orders print
 * them: `@koperasi/shared-services/orders`. Stateless, so not part of the Module Federation singleton: each
 * app bundles what its screens use, and pages without orders (the home page, the catalogue) carry none of it.
 */
export {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  SHIPMENT_STATUSES,
  SHIPMENT_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  SHIPMENT_LIMITS,
  SHIPPING_RATE_LIMITS,
  isOrderStatus,
  isPaymentStatus,
  isShipmentStatus,
  isPaymentMethod,
  isPaymentSettled,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  trackingNumberProblem,
  TRACKING_RULES,
  orderStatusLabel,
  paymentStatusLabel,
  shipmentStatusLabel,
  orderEventLabel,
  orderEventNote,
  canBuyerCancel,
  canAdminCancel,
  canUploadPaymentProof,
  canPayOnline,
  awaitsGateway,
  canAcceptPayment,
  canRejectPayment,
  canConfirmReceived,
  sellerShipmentActions,
  type SellerShipmentStatus,
} from './features/orders/order-status';
export {
  paymentTypeLabel,
  fraudStatusLabel,
  gatewayStatusLabel,
  paymentEventOutcomeLabel,
  paymentEventSeverity,
  PAYMENT_EVENT_OUTCOME_LABELS,
  type PaymentEventSeverity,
} from './features/orders/payment-gateway';
export {
  PAYMENT_PROOFS_BUCKET,
  PAYMENT_PROOF_MAX_BYTES,
  PAYMENT_PROOF_ACCEPT,
  PAYMENT_PROOF_MESSAGES,
  paymentProofFileError,
} from './features/orders/payment-proof';
export {
  formatOrderDateTime,
  orderAddressLines,
  orderStatusActor,
  paymentTimeLeft,
  type OrderMonthStyle,
} from './features/orders/order-format';
