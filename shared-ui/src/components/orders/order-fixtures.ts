import type { Order } from '@koperasi/shared-services';

/**
 * A buyer's order for tests in every app (test-only: not exported from the package index; import it from
 * '@koperasi/shared-ui/src/components/orders/order-fixtures').
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
  subtotal: 20.2,
  shippingCost: 0,
  total: 20.2,
  createdAt: '2026-11-21T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  lines: [
    {
      id: 1,
      productId: 1,
      sellerId: 'seller-1',
      sellerName: 'Budi Santoso',
      productName: 'Ikan Salmon Segar',
      productImage: 'http://img/1.webp',
      unitPrice: 8.5,
      quantity: 2,
      lineTotal: 17,
    },
    {
      id: 2,
      productId: 2,
      sellerId: 's2',
      sellerName: 'Siti Rahayu',
      productName: 'BBM Fresh Catalyst',
      productImage: '',
      unitPrice: 3.2,
      quantity: 1,
      lineTotal: 3.2,
    },
  ],
  history: [
    {
      id: 1,
      status: 'menunggu_pembayaran',
      changedBy: 'buyer-1',
      changedByName: 'Dewi Lestari',
      changedByRole: 'buyer',
      changedAt: '2026-11-21T03:00:00.000Z',
    },
  ],
  ...overrides,
});
