import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { MemberShareLine } from './member-share-line';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getProductMemberShare: jest.fn(),
}));
const api = jest.mocked(services);

const SHARE = {
  productId: 7,
  division: 'Perikanan',
  producerLabel: 'nelayan',
  price: 127500,
  commissionRate: 15,
  commissionAmount: 19125,
  memberAmount: 108375,
  memberPercent: 85,
  sellerIsMember: true,
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('MemberShareLine', () => {
  it("reserves its line while loading, then says the member's share of the price", async () => {
    api.getProductMemberShare.mockResolvedValue(SHARE);
    renderWithProviders(<MemberShareLine productId={7} />);
    expect(screen.getByRole('status', { name: 'Memuat bagian untuk anggota' })).toBeInTheDocument();
    expect(await screen.findByText(/untuk nelayan anggota/)).toBeInTheDocument();
    const line = screen.getByTestId('member-share');
    expect(line.textContent?.replace(/\s/g, ' ')).toBe(
      'Rp 108.375 (85%) untuk nelayan anggotaKomisi koperasi 15% (Rp 19.125)',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.getProductMemberShare).toHaveBeenCalledWith(7);
  });

  it("uses the division's producer word and says when there is no commission", async () => {
    api.getProductMemberShare.mockResolvedValue({
      ...SHARE,
      producerLabel: 'petani',
      commissionRate: 0,
      commissionAmount: 0,
      memberAmount: 127500,
      memberPercent: 100,
    });
    renderWithProviders(<MemberShareLine productId={8} />);
    expect(await screen.findByText(/untuk petani anggota/)).toBeInTheDocument();
    expect(screen.getByTestId('member-share').textContent?.replace(/\s/g, ' ')).toBe(
      'Rp 127.500 (100%) untuk petani anggotaTanpa komisi koperasi',
    );
  });

  it('names no member when the seller is not one: the share goes to the seller', async () => {
    api.getProductMemberShare.mockResolvedValue({ ...SHARE, sellerIsMember: false });
    renderWithProviders(<MemberShareLine productId={10} />);
    expect(await screen.findByText(/untuk penjual non-anggota/)).toBeInTheDocument();
    expect(screen.getByTestId('member-share').textContent?.replace(/\s/g, ' ')).toBe(
      'Rp 108.375 (85%) untuk penjual non-anggotaKomisi koperasi 15% (Rp 19.125)',
    );
  });

  it('keeps its (empty) line when the share cannot be loaded', async () => {
    api.getProductMemberShare.mockRejectedValue(new Error('Error getting member share: offline'));
    renderWithProviders(<MemberShareLine productId={9} />);
    await waitForElementToBeRemoved(() => screen.queryByRole('status'));
    expect(screen.getByTestId('member-share')).toBeEmptyDOMElement();
  });
});
