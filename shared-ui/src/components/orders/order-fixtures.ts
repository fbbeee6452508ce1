import type { Order, OrderLine, OrderPayment, OrderStatusEvent, Shipment } from '@koperasi/shared-services';

/*
 * Orders for tests in every app (test-only: not exported from the package index; import them from
 * '@koperasi/shared-ui/src/components/orders/order-fixtures'). Money in rupiah.
 */

export const orderLine = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  id: 1,
  productId: 1,
  productName: 'Ikan Salmon Segar',
  productImage: 'http://img/1.webp',
  unitPrice: 127_500,
  quantity: 2,
  lineTotal: 255_000,
  ...overrides,
});

/** Budi Santoso's shipment (two salmon), paid and waiting to be sent; pass overrides for other states. */
export const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  id: 11,
  sellerId: 'seller-1',
  sellerName: 'Budi Santoso',
  status: 'diproses',
  subtotal: 255_000,
  shippingCost: 15_000,
  courier: '',
  trackingNumber: '',
  releasedAt: '2026-11-21T04:00:00.000Z',
  shippedAt: null,
  receivedAt: null,
  cancelledAt: null,
  cancelReason: '',
  lines: [orderLine()],
  ...overrides,
});

/** A second seller's shipment: Siti Rahayu, one catalyst. */
export const secondShipment = (overrides: Partial<Shipment> = {}): Shipment =>
  shipment({
    id: 12,
    sellerId: 'seller-2',
    sellerName: 'Siti Rahayu',
    subtotal: 48_000,
    lines: [
      orderLine({
        id: 2,
        productId: 2,
        productName: 'BBM Fresh Catalyst',
        productImage: '',
        unitPrice: 48_000,
        quantity: 1,
        lineTotal: 48_000,
      }),
    ],
    ...overrides,
  });

/** An unpaid bank transfer of the two shipments: 255.000 + 48.000 + 2 × 15.000 + code 123. */
export const payment = (overrides: Partial<OrderPayment> = {}): OrderPayment => ({
  status: 'menunggu_pembayaran',
  subtotal: 303_000,
  shippingCost: 30_000,
  uniqueCode: 123,
  total: 333_123,
  dueAt: '2026-11-22T03:00:00.000Z',
  proofPath: '',
  proofUploadedAt: null,
  rejectionReason: '',
  paidAt: null,
  reviewedAt: null,
  gatewayOrderId: '',
  gatewayTransactionId: '',
  gatewayStatus: '',
  paymentType: '',
  refundedAt: null,
  ...overrides,
});

/** An unpaid online payment (no unique code) of the same two shipments; the gateway knows it by the order number. */
export const onlinePayment = (overrides: Partial<OrderPayment> = {}): OrderPayment =>
  payment({
    uniqueCode: 0,
    total: 333_000,
    gatewayOrderId: 'KOP-20261121-000001',
    ...overrides,
  });

export const historyEvent = (overrides: Partial<OrderStatusEvent> = {}): OrderStatusEvent => ({
  id: 1,
  kind: 'order',
  status: 'menunggu_pembayaran',
  shipmentId: null,
  note: '',
  changedBy: 'buyer-1',
  changedByName: 'Dewi Lestari',
  changedByRole: 'buyer',
  changedAt: '2026-11-21T03:00:00.000Z',
  ...overrides,
});

/**
 * A buyer's bank-transfer order from two sellers, awaiting payment (shipments not yet released). A seller's
 * view of it: `order({ payment: null, shipments: [shipment()] })`.
 */
export const order = (overrides: Partial<Order> = {}): Order => ({
  id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000001',
  orderNumber: 'KOP-20261121-000001',
  buyerId: 'buyer-1',
  buyerName: 'Dewi Lestari',
  status: 'menunggu_pembayaran',
  paymentMethod: 'bank_transfer',
  shipping: {
    recipientName: 'Dewi Lestari',
    phone: '081234567890',
    street: 'Jl. Melati No. 21',
    kelurahan: 'Cihapit',
    kecamatan: 'Bandung Wetan',
    city: 'Kota Bandung',
    province: 'Jawa Barat',
    postalCode: '40114',
    notes: '',
  },
  createdAt: '2026-11-21T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  payment: payment(),
  shipments: [shipment({ releasedAt: null }), secondShipment({ releasedAt: null })],
  history: [historyEvent()],
  ...overrides,
});
