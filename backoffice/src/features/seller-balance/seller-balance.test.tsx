import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import type { SellerLedgerEntry } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { SELLER, signedIn } from '../../test-utils/fixtures';
import { SellerBalance } from './seller-balance';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getSellerBalanceSummary: jest.fn(),
  getSellerLedger: jest.fn(),
  getSellerPayouts: jest.fn(),
}));
const api = jest.mocked(services);

const SALE: SellerLedgerEntry = {
  id: 1,
  type: 'penjualan',
  createdAt: '2026-11-24T03:00:00.000Z',
  description: 'Penjualan',
  orderId: 'order-1',
  orderNumber: 'KOP-20261124-0001',
  shipmentId: 5,
  payoutReference: null,
  grossAmount: 127500,
  commissionAmount: 19125,
  shippingAmount: 20000,
  amount: 128375,
  balanceAfter: 128375,
};
const PAYOUT: SellerLedgerEntry = {
  ...SALE,
  id: 2,
  type: 'pencairan',
  createdAt: '2026-11-25T03:00:00.000Z',
  description: 'Pencairan',
  orderId: null,
  orderNumber: null,
  shipmentId: null,
  payoutReference: 'TRF-001',
  grossAmount: 0,
  commissionAmount: 0,
  shippingAmount: 0,
  amount: -100000,
  balanceAfter: 28375,
};

function renderBalance() {
  return renderWithProviders(
    <SellerBalance title="Saldo Saya" orderPath={(id) => `/seller/orders/${id}`} />,
    { preloadedState: signedIn(SELLER) },
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.getSellerBalanceSummary.mockResolvedValue({
    balance: 28375,
    pending: 48000,
    paidTotal: 100000,
    creditedTotal: 128375,
    commissionTotal: 19125,
  });
  api.getSellerLedger.mockResolvedValue({ items: [PAYOUT, SALE], total: 2 });
  api.getSellerPayouts.mockResolvedValue([
    { id: 9, amount: 100000, transferReference: 'TRF-001', paidOn: '2026-11-25', note: 'Transfer BRI' },
  ]);
});

const figure = (label: string) =>
  screen.getAllByTestId('balance-figure').find((card) => card.textContent?.startsWith(label));

describe('SellerBalance', () => {
  it('shows the figures: balance, pending, paid out, credited and commission', async () => {
    renderBalance();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saldo Saya' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Ringkasan saldo' })).toBeInTheDocument();
    expect(figure('Saldo')).toHaveTextContent(/Rp\s28\.375/);
    expect(figure('Menunggu')).toHaveTextContent(/Rp\s48\.000/);
    // it counts paid shipments not yet sent as well as those on the way
    expect(figure('Menunggu')).toHaveTextContent(
      'Pesanan dibayar yang belum diterima pembeli: belum dikirim atau dalam pengiriman',
    );
    expect(figure('Sudah Dicairkan')).toHaveTextContent(/Rp\s100\.000/);
    expect(figure('Total Pendapatan')).toHaveTextContent(/Rp\s128\.375/);
    expect(figure('Total Komisi')).toHaveTextContent(/Rp\s19\.125/);
  });

  it('lists every movement with its order link, the split of a sale and the balance after it', async () => {
    renderBalance();
    const table = await screen.findByRole('table', { name: 'Riwayat saldo' });
    const [payout, sale] = within(table).getAllByTestId('ledger-row');
    expect(payout).toHaveTextContent('Pencairan');
    expect(payout).toHaveTextContent('Ref. TRF-001');
    expect(payout).toHaveTextContent(/−Rp\s100\.000/);
    expect(payout).toHaveTextContent(/Rp\s28\.375$/);
    expect(sale).toHaveTextContent('Penjualan');
    expect(within(sale!).getByRole('link', { name: 'KOP-20261124-0001' })).toHaveAttribute(
      'href',
      '/seller/orders/order-1',
    );
    expect(sale).toHaveTextContent(/\+Rp\s128\.375/);
    expect(sale).toHaveTextContent(/−Rp\s19\.125/);
    expect(api.getSellerLedger).toHaveBeenCalledWith({ sellerId: SELLER.id, page: 1, pageSize: 10 });
  });

  it('pages through the ledger', async () => {
    api.getSellerLedger.mockResolvedValue({ items: [PAYOUT, SALE], total: 25 });
    renderBalance();
    await screen.findByRole('table', { name: 'Riwayat saldo' });
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(api.getSellerLedger).toHaveBeenLastCalledWith({ sellerId: SELLER.id, page: 2, pageSize: 10 });
  });

  it('lists the payouts with their transfer reference and date', async () => {
    renderBalance();
    const table = await screen.findByRole('table', { name: 'Riwayat pencairan' });
    const [row] = within(table).getAllByTestId('payout-row');
    expect(row).toHaveTextContent('25 November 2026');
    expect(row).toHaveTextContent('TRF-001');
    expect(row).toHaveTextContent('Transfer BRI');
    expect(row).toHaveTextContent(/Rp\s100\.000/);
  });

  it('says so when there is no movement and no payout yet', async () => {
    api.getSellerLedger.mockResolvedValue({ items: [], total: 0 });
    api.getSellerPayouts.mockResolvedValue([]);
    renderBalance();
    expect(await screen.findByText('Belum ada mutasi saldo')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada pencairan.')).toBeInTheDocument();
  });

  it('says the balance could not be loaded', async () => {
    api.getSellerBalanceSummary.mockRejectedValue(new Error('Error getting seller balance: offline'));
    renderBalance();
    expect((await screen.findAllByText('Gagal memuat saldo')).length).toBeGreaterThan(0);
  });
});
