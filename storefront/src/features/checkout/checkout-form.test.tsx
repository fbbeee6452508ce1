import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartItem, type OrderQuote } from '@koperasi/shared-services';
import { EMPTY_SHIPPING_ADDRESS, type CheckoutFormValues } from '@koperasi/shared-services/validation';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';

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
const PROVINCES = ['Jawa Barat', 'Jawa Timur', 'DKI Jakarta'];

/** The database's split of ITEMS: two sellers, each shipment paying the province's tariff of Rp 15.000. */
function quote(withProvince: boolean): OrderQuote {
  const fee = withProvince ? 15_000 : null;
  return {
    shipments: [
      {
        sellerId: 'seller-1',
        sellerName: 'Budi Santoso',
        subtotal: 255_000,
        shippingCost: fee,
        lines: [
          {
            productId: 1,
            productName: 'Ikan Salmon Segar',
            unitPrice: 127_500,
            quantity: 2,
            lineTotal: 255_000,
            stock: 40,
          },
        ],
      },
      {
        sellerId: 'seller-2',
        sellerName: 'Siti Rahayu',
        subtotal: 48_000,
        shippingCost: fee,
        lines: [
          {
            productId: 2,
            productName: 'BBM Fresh Catalyst',
            unitPrice: 48_000,
            quantity: 1,
            lineTotal: 48_000,
            stock: 3,
          },
        ],
      },
    ],
    subtotal: 303_000,
    shippingCost: withProvince ? 30_000 : null,
    total: withProvince ? 333_000 : null,
  };
}

function renderForm(overrides: Partial<CheckoutFormProps> = {}, initial: Partial<CheckoutFormValues> = {}) {
  const onSubmit = jest.fn<Promise<void>, Parameters<CheckoutFormProps['onSubmit']>>().mockResolvedValue();
  const onProvinceChange = jest.fn<void, [string | null]>();
  const props: CheckoutFormProps = {
    initialValues: { ...EMPTY_SHIPPING_ADDRESS, paymentMethod: '', ...initial },
    prefillSource: 'none',
    items: ITEMS,
    problems: [],
    provinces: PROVINCES,
    onProvinceChange,
    quote: quote(Boolean(initial.province)),
    quoteStatus: 'ready',
    canOrder: true,
    onSubmit,
    ...overrides,
  };
  renderWithProviders(<CheckoutForm {...props} />);
  return Object.assign(onSubmit, { onProvinceChange });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /Buat Pesanan|Membuat Pesanan/ });

describe('CheckoutForm', () => {
  it('labels every address field, with the province as a list of the provinces that have a tariff', () => {
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
    expect(
      within(province)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih provinsi', ...PROVINCES]);
    expect(screen.getByRole('radiogroup', { name: 'Metode Pembayaran' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Transfer Bank/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bayar di Tempat \(COD\)/ })).toBeInTheDocument();
  });

  it('groups the summary by seller: lines, subtotal and, once a province is chosen, each shipping fee', () => {
    renderForm({}, { ...ADDRESS, paymentMethod: 'cod' });
    const budi = screen.getByRole('region', { name: 'Penjual Budi Santoso' });
    const salmon = within(budi).getByRole('listitem', { name: 'Ikan Salmon Segar' });
    expect(rupiah(salmon.textContent)).toContain('2 × Rp 127.500');
    expect(rupiah(salmon.textContent)).toContain('Rp 255.000');
    expect(rupiah(budi.textContent)).toContain('Subtotal (2 barang)Rp 255.000');
    expect(rupiah(budi.textContent)).toContain('Ongkos kirimRp 15.000');
    const siti = screen.getByRole('region', { name: 'Penjual Siti Rahayu' });
    expect(within(siti).getByRole('listitem', { name: 'BBM Fresh Catalyst' })).toBeInTheDocument();
    expect(rupiah(siti.textContent)).toContain('Subtotal (1 barang)Rp 48.000');
    expect(rupiah(screen.getByTestId('checkout-subtotal').textContent)).toBe('Rp 303.000');
    expect(screen.getByText('Ongkos kirim (2 penjual)')).toBeInTheDocument();
    expect(rupiah(screen.getByTestId('checkout-shipping').textContent)).toBe('Rp 30.000');
    expect(screen.getByText('Total Pembayaran')).toBeInTheDocument();
    expect(rupiah(screen.getByTestId('checkout-total').textContent)).toBe('Rp 333.000');
  });

  it('asks for the province before the shipping fees, and totals the products meanwhile', () => {
    renderForm();
    expect(
      within(screen.getByRole('region', { name: 'Penjual Budi Santoso' })).queryByText('Ongkos kirim'),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('Pilih provinsi tujuan');
    expect(screen.getByText('belum termasuk ongkos kirim')).toBeInTheDocument();
    expect(rupiah(screen.getByTestId('checkout-total').textContent)).toBe('Rp 303.000');
  });

  it('says the fees are being calculated while a new quote is on its way', () => {
    renderForm({ quoteStatus: 'updating' }, ADDRESS);
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('Menghitung...');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Menghitung...');
  });

  it('lists the cart lines at their price until the first quote arrives', () => {
    renderForm({ quote: null, quoteStatus: 'loading' });
    const list = screen.getByRole('list', { name: 'Produk yang dipesan' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(rupiah(screen.getByTestId('checkout-total').textContent)).toBe('Rp 303.000');
  });

  it('tells a bank transfer buyer a unique code is added to the amount', async () => {
    renderForm({}, ADDRESS);
    expect(screen.queryByText(/kode unik/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Transfer Bank/ }));
    expect(screen.getByText(/kode unik \(Rp 1–999\) ditambahkan ke jumlah transfer/)).toBeInTheDocument();
  });

  it('tells how long a bank transfer may take, once the deadline is known', () => {
    renderForm({ paymentDeadlineSeconds: 86_400 });
    expect(screen.getByRole('radio', { name: /Transfer Bank/ })).toHaveAccessibleDescription(
      'Transfer ke rekening koperasi dalam 24 jam, lalu unggah bukti transfer. Pesanan diteruskan ke penjual setelah pembayaran diverifikasi.',
    );
  });

  it('offers online payment between bank transfer and COD, described, and submits it', async () => {
    const onSubmit = renderForm({ paymentDeadlineSeconds: 86_400 }, ADDRESS);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Metode Pembayaran' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['bank_transfer', 'online', 'cod']);
    const online = screen.getByRole('radio', { name: /^Bayar Online \(QRIS, Virtual Account, e-Wallet\)/ });
    expect(online).toHaveAccessibleDescription(
      'Bayar dalam 24 jam dengan QRIS, virtual account (BCA, BNI, BRI, Mandiri, Permata) atau e-wallet (GoPay, ShopeePay). Pesanan langsung diteruskan ke penjual setelah pembayaran berhasil.',
    );
    await userEvent.click(online);
    // no unique code: the gateway matches the payment by the order number
    expect(screen.queryByText(/kode unik/)).not.toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'online' })),
    );
  });

  it('offers only the methods the environment has', () => {
    renderForm({ paymentMethods: ['bank_transfer', 'cod'] });
    expect(screen.queryByRole('radio', { name: /Bayar Online/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('reports the chosen province once it has a tariff', async () => {
    const { onProvinceChange } = renderForm();
    await waitFor(() => expect(onProvinceChange).toHaveBeenLastCalledWith(null));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Provinsi/ }), 'Jawa Timur');
    await waitFor(() => expect(onProvinceChange).toHaveBeenLastCalledWith('Jawa Timur'));
  });

  it('waits for the provinces, and offers to load them again when they fail', async () => {
    const onRetryProvinces = jest.fn();
    renderForm({ provinces: 'failed', onRetryProvinces });
    expect(screen.getByRole('combobox', { name: /^Provinsi/ })).toBeDisabled();
    expect(screen.getByText('Daftar provinsi tujuan pengiriman gagal dimuat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetryProvinces).toHaveBeenCalled();
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

  it('keeps the button disabled while the cart cannot be ordered, names the short line and fits it to the stock', async () => {
    const onFitToStock = jest.fn();
    renderForm(
      { canOrder: false, problems: [{ productId: 2, reason: 'stock', stock: 0 }], onFitToStock },
      { ...ADDRESS, paymentMethod: 'cod' },
    );
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
    expect(
      within(screen.getByRole('listitem', { name: 'BBM Fresh Catalyst' })).getByText('Stok tersisa 0'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Stok beberapa produk tidak mencukupi/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sesuaikan' }));
    expect(onFitToStock).toHaveBeenCalledTimes(1);
  });

  it('names a remembered province without a tariff as unavailable, and does not submit it', async () => {
    const onSubmit = renderForm(
      { quote: quote(false) },
      { ...ADDRESS, province: 'Provinsi Lama', paymentMethod: 'cod' },
    );
    const province = screen.getByRole('combobox', { name: /^Provinsi/ });
    expect(province).toHaveValue('Provinsi Lama');
    expect(province).toHaveAttribute('aria-invalid', 'true');
    expect(province).toHaveAccessibleDescription(
      'Pengiriman ke provinsi Provinsi Lama belum tersedia. Pilih provinsi lain.',
    );
    expect(onSubmit.onProvinceChange).not.toHaveBeenCalledWith('Provinsi Lama');
    await userEvent.click(submitButton());
    await waitFor(() => expect(province).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
