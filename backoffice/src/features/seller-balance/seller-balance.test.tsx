import { screen, within } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { SELLER, signedIn } from '../../test-utils/fixtures';
import { SellerBalance } from './seller-balance';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getSellerBalanceSummary: jest.fn(),
  getLedgerEntries: jest.fn(),
}));
const api = jest.mocked(services);
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

const render = () =>
  renderWithProviders(<SellerBalance title="Saldo Saya" orderPath={(id) => `/seller/orders/${id}`} />, {
    preloadedState: signedIn(SELLER),
  });

describe('Saldo Saya', () => {
  it('shows the balance figures and every movement: credits with their commission, payouts with the reference', async () => {
    api.getSellerBalanceSummary.mockResolvedValue({
      balance: 158_375,
      pending: 30_000,
      paidTotal: 100_000,
      creditedTotal: 258_375,
      commissionTotal: 19_125,
    });
    api.getLedgerEntries.mockResolvedValue({
      total: 2,
      items: [
        {
          id: 2,
          type: 'pencairan',
          orderId: null,
          orderNumber: null,
          transferReference: 'TRF-001',
          grossAmount: 0,
          commissionAmount: 0,
          shippingAmount: 0,
          amount: -100_000,
          balanceAfter: 158_375,
          description: 'Pencairan',
          createdAt: '2026-11-25T03:00:00Z',
        },
        {
          id: 1,
          type: 'penjualan',
          orderId: 'order-1',
          orderNumber: 'KOP-20261120-000001',
          transferReference: null,
          grossAmount: 127_500,
          commissionAmount: 19_125,
          shippingAmount: 150_000,
          amount: 258_375,
          balanceAfter: 258_375,
          description: 'Penjualan',
          createdAt: '2026-11-20T03:00:00Z',
        },
      ],
    });
    render();
    expect(text((await screen.findByTestId('own-balance')).textContent)).toBe('Rp 158.375');
    expect(text(screen.getByTestId('own-pending').textContent)).toBe('Rp 30.000');
    expect(text(screen.getByTestId('own-paid').textContent)).toBe('Rp 100.000');
    const [payout, sale] = await screen.findAllByTestId('ledger-row');
    expect(text(payout!.textContent)).toContain('Ref. TRF-001');
    expect(text(payout!.textContent)).toContain('−Rp 100.000');
    expect(text(sale!.textContent)).toContain('−Rp 19.125');
    expect(text(sale!.textContent)).toContain('+Rp 258.375');
    expect(within(sale!).getByRole('link', { name: 'KOP-20261120-000001' })).toHaveAttribute(
      'href',
      '/seller/orders/order-1',
    );
    expect(api.getLedgerEntries).toHaveBeenCalledWith(1, 10);
  });

  it('explains an empty ledger', async () => {
    api.getSellerBalanceSummary.mockResolvedValue({
      balance: 0,
      pending: 0,
      paidTotal: 0,
      creditedTotal: 0,
      commissionTotal: 0,
    });
    api.getLedgerEntries.mockResolvedValue({ total: 0, items: [] });
    render();
    expect(await screen.findByText(/Belum ada transaksi/)).toBeInTheDocument();
  });
});
