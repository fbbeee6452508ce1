import type { ValidationError } from 'yup';
import { productSchema, type ProductFormValues } from './product';

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

  it("requires name, price, category, division, description and stock with 'Required'", async () => {
    expect(
      await errorsOf({ name: '  ', price: '', category: '', division: '', description: '', stock: '' }),
    ).toEqual({
      name: 'Required',
      price: 'Required',
      category: 'Required',
      division: 'Required',
      description: 'Required',
      stock: 'Required',
    });
  });

  it("refuses a price that is not a number with 'Invalid input'", async () => {
    expect(await errorsOf({ price: 'abc' })).toEqual({ price: 'Invalid input' });
  });

  it('refuses negative prices and stock, and a fractional stock', async () => {
    expect(await errorsOf({ price: '-1', stock: '-2' })).toEqual({
      price: 'Number must be greater than or equal to 0',
      stock: 'Number must be greater than or equal to 0',
    });
    expect(await errorsOf({ stock: '1.5' })).toEqual({ stock: 'Expected integer, received float' });
  });

  it('checks each chosen image and the number of images', async () => {
    const png = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(4)], 'a.gif', { type: 'image/gif' });
    expect(await errorsOf({ newImages: [png, gif] })).toEqual({
      newImages: 'File type must be one of .png, .jpg, .jpeg, .webp',
    });
    const kept = Array.from({ length: 10 }, (_, i) => `http://x/storage/v1/object/public/products/${i}.png`);
    expect(await errorsOf({ keptImages: kept, newImages: [png] })).toEqual({ newImages: 'Too many files' });
    expect(await errorsOf({ keptImages: kept.slice(1), newImages: [png] })).toEqual({});
  });
});
