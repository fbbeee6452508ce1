import type { ValidationError } from 'yup';
import {
  checkoutSchema,
  EMPTY_SHIPPING_ADDRESS,
  isValidIndonesianPhone,
  normalizePhone,
  shippingAddressSchema,
  INDONESIAN_PROVINCES,
} from './shipping-schema';

const ADDRESS = {
  recipientName: 'Dewi Lestari',
  phone: '0812-3456-7890',
  street: 'Jl. Melati No. 21, RT 02/RW 05',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postalCode: '40114',
  notes: '',
};

/** field -> message of every error of a validation */
async function errorsOf(schema: typeof checkoutSchema | typeof shippingAddressSchema, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((e): [string, string] => [e.path ?? '', e.message]),
    );
  }
}

describe('shippingAddressSchema', () => {
  it('accepts a complete Indonesian address', async () => {
    expect(await errorsOf(shippingAddressSchema, ADDRESS)).toEqual({});
  });

  it('names every missing field in Indonesian', async () => {
    expect(
      await errorsOf(shippingAddressSchema, { ...EMPTY_SHIPPING_ADDRESS, recipientName: '   ' }),
    ).toEqual({
      recipientName: 'Nama penerima wajib diisi',
      phone: 'Nomor telepon wajib diisi',
      street: 'Alamat (jalan, nomor rumah) wajib diisi',
      kelurahan: 'Kelurahan/desa wajib diisi',
      kecamatan: 'Kecamatan wajib diisi',
      city: 'Kota/kabupaten wajib diisi',
      province: 'Provinsi wajib diisi',
      postalCode: 'Kode pos wajib diisi',
    });
  });

  it('wants a postal code of exactly 5 digits', async () => {
    for (const postalCode of ['4011', '401145', '40l14', 'abcde']) {
      expect(await errorsOf(shippingAddressSchema, { ...ADDRESS, postalCode })).toEqual({
        postalCode: 'Kode pos harus 5 angka',
      });
    }
    expect(await errorsOf(shippingAddressSchema, { ...ADDRESS, postalCode: ' 40114 ' })).toEqual({});
  });

  it('wants an Indonesian phone number', async () => {
    for (const phone of ['12ab', '0812', '12345678901', '+1 555 123 4567']) {
      expect(await errorsOf(shippingAddressSchema, { ...ADDRESS, phone })).toEqual({
        phone: 'Nomor telepon tidak valid',
      });
    }
    for (const phone of ['081234567890', '+62 812 3456 7890', '62812345678', '(022) 123-4567']) {
      expect(isValidIndonesianPhone(phone)).toBe(true);
    }
    expect(normalizePhone(' 0812-3456 (7890) ')).toBe('081234567890');
  });

  it('limits lengths as the database does', async () => {
    expect(await errorsOf(shippingAddressSchema, { ...ADDRESS, street: 'x'.repeat(301) })).toEqual({
      street: 'Alamat terlalu panjang (maksimal 300 karakter)',
    });
    expect(await errorsOf(shippingAddressSchema, { ...ADDRESS, notes: 'x'.repeat(501) })).toEqual({
      notes: 'Catatan pesanan terlalu panjang (maksimal 500 karakter)',
    });
  });

  it('knows the 38 provinces', () => {
    expect(INDONESIAN_PROVINCES).toHaveLength(38);
    expect(new Set(INDONESIAN_PROVINCES).size).toBe(38);
  });
});

describe('checkoutSchema', () => {
  it('wants a payment method: bank transfer or COD', async () => {
    expect(await errorsOf(checkoutSchema, { ...ADDRESS, paymentMethod: '' })).toEqual({
      paymentMethod: 'Pilih metode pembayaran',
    });
    expect(await errorsOf(checkoutSchema, { ...ADDRESS, paymentMethod: 'paypal' })).toEqual({
      paymentMethod: 'Pilih metode pembayaran',
    });
    expect(await errorsOf(checkoutSchema, { ...ADDRESS, paymentMethod: 'cod' })).toEqual({});
    expect(await errorsOf(checkoutSchema, { ...ADDRESS, paymentMethod: 'bank_transfer' })).toEqual({});
  });
});
