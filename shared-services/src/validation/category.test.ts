import type { ValidationError } from 'yup';
import { categorySchema, type CategoryFormValues } from './category';

const valid: CategoryFormValues = { name: 'Rumput Laut', division: 'Perikanan', description: '' };

async function errorsOf(values: Partial<CategoryFormValues>): Promise<Record<string, string>> {
  try {
    await categorySchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((e): [string, string] => [e.path ?? '', e.message]),
    );
  }
}

describe('categorySchema', () => {
  it('accepts a category without a description', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ description: 'Hasil laut' })).toEqual({});
  });

  it("requires name and division with 'Wajib diisi'", async () => {
    expect(await errorsOf({ name: '', division: '' })).toEqual({
      name: 'Wajib diisi',
      division: 'Wajib diisi',
    });
  });

  it("refuses a division that does not exist with 'Isian tidak valid'", async () => {
    expect(await errorsOf({ division: 'Peternakan' })).toEqual({ division: 'Isian tidak valid' });
  });

  it('limits the lengths the database allows', async () => {
    expect(await errorsOf({ name: 'x'.repeat(81), description: 'y'.repeat(1001) })).toEqual({
      name: 'Maksimal 80 karakter',
      description: 'Maksimal 1.000 karakter',
    });
  });
});
