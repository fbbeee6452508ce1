import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render-with-providers';
import { formatIdr } from '../../format/format';
import { historyEvent, order, payment, secondShipment, shipment } from './order-fixtures';
import { OrderHistory } from './order-history';
import { OrderStatusChip, PaymentStatusChip, ShipmentStatusChip } from './order-status-chip';
import { OrderTotals } from './order-totals';
import { ShipmentCard } from './shipment-card';
import { Link as RouterLink } from '../../router';

/** Intl writes a no-break space after 'Rp'. */
const text = (value: string) => value.replace(/\u00a0/g, ' ');

describe('formatIdr', () => {
  it('writes whole rupiah the Indonesian way', () => {
    expect(text(formatIdr(333_123))).toBe('Rp 333.123');
    expect(text(formatIdr(0))).toBe('Rp 0');
    expect(text(formatIdr(127_499.6))).toBe('Rp 127.500');
  });
});

describe('OrderTotals', () => {
  it("shows a payment's subtotal, shipping cost, unique code and total", () => {
    renderWithProviders(<OrderTotals payment={payment()} shipmentCount={2} />);
    expect(text(screen.getByTestId('order-subtotal').textContent ?? '')).toBe('Rp 303.000');
    expect(screen.getByText('Ongkos kirim (2 penjual)')).toBeInTheDocument();
    expect(text(screen.getByTestId('order-shipping-cost').textContent ?? '')).toBe('Rp 30.000');
    expect(screen.getByText('Kode unik')).toBeInTheDocument();
    expect(text(screen.getByTestId('order-unique-code').textContent ?? '')).toBe('Rp 123');
    expect(screen.getByText('Total Pembayaran')).toBeInTheDocument();
    expect(text(screen.getByTestId('order-total').textContent ?? '')).toBe('Rp 333.123');
  });

  it('leaves out a zero code (COD) and shows a quote without a province as pending', () => {
    renderWithProviders(
      <OrderTotals
        payment={{ subtotal: 255_000, shippingCost: null, total: null }}
        testIdPrefix="checkout"
        totalLabel="Total"
      />,
    );
    expect(screen.queryByText('Kode unik')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-shipping-cost')).toHaveTextContent('Pilih provinsi');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Pilih provinsi');
  });

  it('still takes rows of its own', () => {
    renderWithProviders(
      <OrderTotals rows={[{ label: 'Bagian Anda', value: 'Rp 1', testId: 'own' }, false]} />,
    );
    expect(screen.getByTestId('own')).toHaveTextContent('Rp 1');
  });
});

describe('status chips', () => {
  it('name order, payment and shipment statuses in Indonesian', () => {
    renderWithProviders(
      <>
        <OrderStatusChip status="selesai" />
        <PaymentStatusChip status="dibayar" />
        <ShipmentStatusChip status="diterima" />
      </>,
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Selesai');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Lunas');
    expect(screen.getByTestId('payment-status')).toHaveAttribute('title', 'Status pembayaran: Lunas');
    expect(screen.getByTestId('shipment-status')).toHaveTextContent('Diterima');
  });
});

describe('ShipmentCard', () => {
  it('shows the seller, status, courier and tracking number, the lines and what it costs', () => {
    renderWithProviders(
      <ShipmentCard
        shipment={shipment({
          status: 'dikirim',
          courier: 'JNE',
          trackingNumber: 'JP1234567890',
          shippedAt: '2026-11-21T05:00:00.000Z',
        })}
        productLink={{ href: (id) => `/products/${id}`, component: RouterLink }}
        actions={<button type="button">Pesanan Diterima</button>}
      />,
    );
    const card = screen.getByRole('region', { name: 'Penjual: Budi Santoso' });
    expect(within(card).getByTestId('shipment-status-11')).toHaveTextContent('Dikirim');
    expect(within(card).getByText('Kurir')).toBeInTheDocument();
    expect(within(card).getByText('JNE')).toBeInTheDocument();
    expect(within(card).getByTestId('tracking-number-11')).toHaveTextContent('JP1234567890');
    expect(within(card).getByText(/^Dikirim 21 November 2026/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ikan Salmon Segar' })).toHaveAttribute(
      'href',
      '/products/1',
    );
    expect(text(within(card).getByText(/^2 ×/).textContent ?? '')).toBe('2 × Rp 127.500');
    expect(text(within(card).getByTestId('shipment-subtotal-11').textContent ?? '')).toBe('Rp 255.000');
    expect(text(within(card).getByTestId('shipment-shipping-cost-11').textContent ?? '')).toBe('Rp 15.000');
    expect(within(card).getByRole('button', { name: 'Pesanan Diterima' })).toBeInTheDocument();
  });

  it('has no tracking facts before sending, and says why it was cancelled', () => {
    renderWithProviders(
      <ShipmentCard
        shipment={secondShipment({
          status: 'dibatalkan',
          cancelledAt: '2026-11-21T06:00:00.000Z',
          cancelReason: 'Stok rusak',
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Penjual: Siti Rahayu' });
    expect(within(card).queryByText('No. Resi')).not.toBeInTheDocument();
    expect(within(card).getByText('Alasan pembatalan: Stok rusak')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('OrderHistory', () => {
  it('lists every kind of event with its label, note, time and who', () => {
    const { shipments } = order();
    renderWithProviders(
      <OrderHistory
        shipments={shipments}
        history={[
          historyEvent(),
          historyEvent({
            id: 2,
            kind: 'payment',
            status: 'menunggu_pembayaran',
            note: 'Nominal tidak sesuai',
            changedBy: 'admin-1',
            changedByName: 'Admin Koperasi',
            changedByRole: 'admin',
          }),
          historyEvent({
            id: 3,
            kind: 'shipment',
            status: 'dikirim',
            shipmentId: 12,
            note: 'JNE JP1234567890',
            changedBy: 'seller-2',
            changedByName: 'Siti Rahayu',
            changedByRole: 'seller',
          }),
          historyEvent({ id: 4, kind: 'payment', status: 'kedaluwarsa', changedBy: null }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Riwayat status' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Menunggu Pembayaran',
      'Pembayaran: Menunggu Pembayaran',
      'Pengiriman dari Siti Rahayu: Dikirim',
      'Pembayaran: Kedaluwarsa',
    ]);
    expect(items[1]).toHaveTextContent('Nominal tidak sesuai');
    expect(items[1]).toHaveTextContent('oleh Admin Koperasi (Admin)');
    expect(items[3]).toHaveTextContent('oleh Sistem');
  });
});
