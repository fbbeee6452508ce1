import type { ValidationError } from 'yup';
import { productSchema, type ProductFormValues } from './product';

/** The PNG signature: the first bytes the image check reads. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const valid: ProductFormValues = {
  name: 'Ikan Kembung Segar',
  price: '85000',
  category: '1',
  division: 'Perikanan',
  description: 'Ikan kembung segar per kg',
  stock: '20',
  keptImages: [],
  newImages: [],
};

async function errorsOf(values: Partial<ProductFormValues>): Promise<Record<string, string>> {
  try {
    await productSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((e): [string, string] => [e.path ?? '', e.message]),
    );
  }
}

describe('productSchema', () => {
  it('accepts a complete product and parses the price, in rupiah, as a number', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(productSchema.cast(valid).price).toBe(85000);
    expect(await errorsOf({ price: 85000 })).toEqual({});
  });

  it('takes whole rupiah from 0 up to Rp 1.000.000.000.000', async () => {
    expect(await errorsOf({ price: '0' })).toEqual({});
    expect(await errorsOf({ price: '10000000000' })).toEqual({});
    expect(await errorsOf({ price: '1000000000000' })).toEqual({});
    expect(await errorsOf({ price: '1000000000001' })).toEqual({
      price: 'Harga paling tinggi Rp 1.000.000.000.000',
    });
    expect(await errorsOf({ price: '85000.5' })).toEqual({ price: 'Harga dalam rupiah bulat, tanpa sen' });
  });

  it("requires name, price, category, division, description and stock with 'Wajib diisi'", async () => {
    expect(
      await errorsOf({ name: '  ', price: '', category: '', division: '', description: '', stock: '' }),
    ).toEqual({
      name: 'Wajib diisi',
      price: 'Wajib diisi',
      category: 'Wajib diisi',
      division: 'Wajib diisi',
      description: 'Wajib diisi',
      stock: 'Wajib diisi',
    });
  });

  it("refuses a price that is not a number with 'Isian tidak valid'", async () => {
    expect(await errorsOf({ price: 'abc' })).toEqual({ price: 'Isian tidak valid' });
  });

  it('refuses negative prices and stock, and a fractional stock', async () => {
    expect(await errorsOf({ price: '-1', stock: '-2' })).toEqual({
      price: 'Angka tidak boleh kurang dari 0',
      stock: 'Angka tidak boleh kurang dari 0',
    });
    expect(await errorsOf({ stock: '1.5' })).toEqual({ stock: 'Harus bilangan bulat' });
  });

  it('checks each chosen image (its content too) and the number of images', async () => {
    const png = new File([PNG_HEAD], 'a.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(4)], 'a.gif', { type: 'image/gif' });
    const renamedText = new File(['teks biasa'], 'b.png', { type: 'image/png' });
    expect(await errorsOf({ newImages: [png, gif] })).toEqual({
      newImages: 'Tipe file harus PNG, JPG, JPEG atau WEBP',
    });
    expect(await errorsOf({ newImages: [png, renamedText] })).toEqual({
      newImages: 'Isi file bukan gambar PNG, JPG, JPEG atau WEBP',
    });
    const kept = Array.from({ length: 10 }, (_, i) => `http://x/storage/v1/object/public/products/${i}.png`);
    expect(await errorsOf({ keptImages: kept, newImages: [png] })).toEqual({
      newImages: 'Terlalu banyak file (maksimal 10 gambar)',
    });
    expect(await errorsOf({ keptImages: kept.slice(1), newImages: [png] })).toEqual({});
  });
});
