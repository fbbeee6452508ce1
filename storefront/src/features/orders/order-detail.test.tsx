import { screen, within } from '@testing-library/react';
import type { SiteSettings } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { order } from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { OrderDetail } from './order-detail';

jest.setTimeout(20000);
const rupiah = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const SETTINGS = {
  bankTransferInstructions:
    'Transfer ke rekening Bank BRI 0123-01-000123-30-1 a.n. Koperasi Marketplace Indonesia.',
  phone: '+62 21 5550 1234',
  email: 'info@koperasi.test',
} as SiteSettings;

describe('OrderDetail', () => {
  it('confirms a placed bank transfer order: number, amount and the instructions from the site settings', () => {
    renderWithProviders(<OrderDetail order={order()} settings={SETTINGS} placed />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan Berhasil Dibuat' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('KOP-20261121-000001');
    expect(rupiah(screen.getByTestId('transfer-amount').textContent)).toBe('Rp 303.000');
    expect(screen.getByTestId('transfer-instructions')).toHaveTextContent(SETTINGS.bankTransferInstructions);
    expect(screen.getByText(/pada berita transfer/)).toHaveTextContent(
      'Cantumkan nomor pesanan KOP-20261121-000001 pada berita transfer.',
    );
    const address = screen.getByRole('region', { name: 'Alamat Pengiriman' });
    expect(address).toHaveTextContent('Kel. Cihapit, Kec. Bandung Wetan');
    expect(address).toHaveTextContent('Kota Bandung, Jawa Barat 40114');
    expect(
      within(screen.getByRole('list', { name: 'Riwayat status' })).getByText('Menunggu Pembayaran'),
    ).toBeInTheDocument();
    expect(screen.getByText(/oleh Dewi Lestari \(Pembeli\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan Pesanan' })).toBeInTheDocument();
  });

  it('asks for contact when no transfer instructions are set', () => {
    renderWithProviders(
      <OrderDetail order={order()} settings={{ ...SETTINGS, bankTransferInstructions: '' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Instruksi transfer belum tersedia. Hubungi kami di \+62 21 5550 1234 atau info@koperasi.test/,
      ),
    ).toBeInTheDocument();
  });

  it('tells a COD buyer the cash to have ready, and offers no cancel once processing', () => {
    renderWithProviders(
      <OrderDetail order={order({ paymentMethod: 'cod', status: 'diproses' })} settings={SETTINGS} placed />,
    );
    expect(screen.queryByTestId('transfer-amount')).not.toBeInTheDocument();
    expect(rupiah(screen.getByText(/Siapkan uang tunai/).textContent)).toContain('Rp 303.000');
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
  });
});
