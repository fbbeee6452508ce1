import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartItem } from '@koperasi/shared-services';
import { EMPTY_SHIPPING_ADDRESS, type CheckoutFormValues } from '@koperasi/shared-services/validation';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';

jest.setTimeout(20000);

const ITEMS: CartItem[] = [
  { productId: 1, name: 'Ikan Salmon Segar', price: 8.5, image: 'http://img/1.webp', quantity: 2 },
  { productId: 2, name: 'BBM Fresh Catalyst', price: 3.2, image: 'http://img/2.webp', quantity: 1 },
];
const ADDRESS = {
  recipientName: 'Dewi Lestari',
  phone: '081234567890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postalCode: '40114',
  notes: '',
};
const rupiah = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

function renderForm(overrides: Partial<CheckoutFormProps> = {}, initial: Partial<CheckoutFormValues> = {}) {
  const onSubmit = jest.fn<Promise<void>, Parameters<CheckoutFormProps['onSubmit']>>().mockResolvedValue();
  renderWithProviders(
    <CheckoutForm
      initialValues={{ ...EMPTY_SHIPPING_ADDRESS, paymentMethod: '', ...initial }}
      prefillSource="none"
      items={ITEMS}
      problems={[]}
      canOrder
      onSubmit={onSubmit}
      {...overrides}
    />,
  );
  return onSubmit;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /Buat Pesanan|Membuat Pesanan/ });

describe('CheckoutForm', () => {
  it('labels every address field, with the province as a list of the 38 provinces', () => {
    renderForm();
    for (const label of [
      /^Nama Penerima/,
      /^Nomor Telepon/,
      /^Alamat \(jalan/,
      /^Kelurahan\/Desa/,
      /^Kecamatan/,
      /^Kota\/Kabupaten/,
      /^Kode Pos/,
      /^Catatan untuk penjual/,
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    const province = screen.getByRole('combobox', { name: /^Provinsi/ });
    expect(within(province).getAllByRole('option')).toHaveLength(39);
    expect(screen.getByRole('radiogroup', { name: 'Metode Pembayaran' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Transfer Bank/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bayar di Tempat \(COD\)/ })).toBeInTheDocument();
  });

  it('shows the summary: each line, the subtotal, free shipping and the total in rupiah', () => {
    renderForm();
    const list = screen.getByRole('list', { name: 'Produk yang dipesan' });
    const salmon = within(list).getByRole('listitem', { name: 'Ikan Salmon Segar' });
    expect(rupiah(salmon.textContent)).toContain('2 × Rp 127.500');
    expect(rupiah(salmon.textContent)).toContain('Rp 255.000');
    expect(screen.getByText('Subtotal (3 barang)')).toBeInTheDocument();
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    expect(rupiah(screen.getByTestId('checkout-total').textContent)).toBe('Rp 303.000');
  });

  it('names every missing field in Indonesian, tied to its input, and focuses the first', async () => {
    const onSubmit = renderForm();
    await userEvent.click(submitButton());
    const recipient = field(/^Nama Penerima/);
    await waitFor(() => expect(recipient).toHaveAttribute('aria-invalid', 'true'));
    expect(recipient).toHaveAccessibleDescription('Nama penerima wajib diisi');
    expect(field(/^Nomor Telepon/)).toHaveAccessibleDescription('Nomor telepon wajib diisi');
    expect(field(/^Alamat \(jalan/)).toHaveAccessibleDescription('Alamat (jalan, nomor rumah) wajib diisi');
    expect(field(/^Kelurahan\/Desa/)).toHaveAccessibleDescription('Kelurahan/desa wajib diisi');
    expect(field(/^Kecamatan/)).toHaveAccessibleDescription('Kecamatan wajib diisi');
    expect(field(/^Kota\/Kabupaten/)).toHaveAccessibleDescription('Kota/kabupaten wajib diisi');
    expect(screen.getByRole('combobox', { name: /^Provinsi/ })).toHaveAccessibleDescription(
      'Provinsi wajib diisi',
    );
    expect(field(/^Kode Pos/)).toHaveAccessibleDescription('Kode pos wajib diisi');
    expect(screen.getByRole('radiogroup', { name: 'Metode Pembayaran' })).toHaveAccessibleDescription(
      'Pilih metode pembayaran',
    );
    expect(recipient).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a 5-digit postal code and an Indonesian phone number', async () => {
    const onSubmit = renderForm({}, { ...ADDRESS, paymentMethod: 'cod' });
    await userEvent.clear(field(/^Kode Pos/));
    await userEvent.type(field(/^Kode Pos/), '4011');
    await userEvent.clear(field(/^Nomor Telepon/));
    await userEvent.type(field(/^Nomor Telepon/), '12ab');
    await userEvent.click(submitButton());
    await waitFor(() => expect(field(/^Kode Pos/)).toHaveAccessibleDescription('Kode pos harus 5 angka'));
    expect(field(/^Nomor Telepon/)).toHaveAccessibleDescription('Nomor telepon tidak valid');
    expect(field(/^Kode Pos/)).toHaveAttribute('maxlength', '5');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the address and the chosen payment method; the button waits while the order is being made', async () => {
    let finish!: () => void;
    const onSubmit = renderForm({}, { ...ADDRESS, province: '' });
    onSubmit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Provinsi/ }), 'Jawa Timur');
    await userEvent.click(screen.getByRole('radio', { name: /Transfer Bank/ }));
    await userEvent.type(field(/^Catatan untuk penjual/), 'Pagar hijau');
    await userEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      ...ADDRESS,
      province: 'Jawa Timur',
      notes: 'Pagar hijau',
      paymentMethod: 'bank_transfer',
    });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Membuat Pesanan...');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
  });

  it('keeps the button disabled while the cart cannot be ordered, and names the short line', () => {
    renderForm(
      { canOrder: false, problems: [{ productId: 2, reason: 'stock', stock: 0 }] },
      { ...ADDRESS, paymentMethod: 'cod' },
    );
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
    expect(
      within(screen.getByRole('listitem', { name: 'BBM Fresh Catalyst' })).getByText('Stok tersisa 0'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Stok beberapa produk tidak mencukupi/)).toBeInTheDocument();
  });

  it('keeps a remembered province that is not in the list', () => {
    renderForm({}, { ...ADDRESS, province: 'Provinsi Lama' });
    expect(screen.getByRole('combobox', { name: /^Provinsi/ })).toHaveValue('Provinsi Lama');
  });
});
