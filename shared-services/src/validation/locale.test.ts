import * as yup from 'yup';
import { FORM_MESSAGES, ID_LOCALE, productSchema } from './index';

/** The message yup gives for a value, or null when it passes. */
async function messageOf(schema: yup.AnySchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

describe("yup's messages in Indonesian (importing the validation entry sets them)", () => {
  it('says required, type and choice problems in Indonesian', async () => {
    expect(await messageOf(yup.string().required(), '')).toBe('Wajib diisi');
    expect(await messageOf(yup.mixed().defined(), undefined)).toBe('Wajib diisi');
    expect(await messageOf(yup.string().nullable().nonNullable(), null)).toBe('Wajib diisi');
    expect(await messageOf(yup.number(), 'abc')).toBe('Harus berupa angka');
    expect(await messageOf(yup.date(), 'bukan tanggal')).toBe('Isian tidak valid');
    expect(await messageOf(yup.string().oneOf(['a', 'b']), 'c')).toBe(
      'Pilih salah satu pilihan yang tersedia',
    );
  });

  it('says string rules with their bounds', async () => {
    expect(await messageOf(yup.string().min(3), 'ab')).toBe('Minimal 3 karakter');
    expect(await messageOf(yup.string().max(1000), 'x'.repeat(1001))).toBe('Maksimal 1.000 karakter');
    expect(await messageOf(yup.string().length(5), '123')).toBe('Harus tepat 5 karakter');
    expect(await messageOf(yup.string().email(), 'dewi@')).toBe('Email tidak valid');
    expect(await messageOf(yup.string().url(), 'bukan url')).toBe('URL tidak valid');
    expect(await messageOf(yup.string().matches(/^\d+$/), '12ab')).toBe('Format tidak valid');
  });

  it('says number rules with Indonesian number formatting', async () => {
    expect(await messageOf(yup.number().min(0), -1)).toBe('Angka tidak boleh kurang dari 0');
    expect(await messageOf(yup.number().max(1500000), 2000000)).toBe(
      'Angka tidak boleh lebih dari 1.500.000',
    );
    expect(await messageOf(yup.number().integer(), 1.5)).toBe('Harus bilangan bulat');
    expect(await messageOf(yup.number().positive(), 0)).toBe('Angka harus lebih dari 0');
    expect(await messageOf(yup.number().moreThan(2.5), 1)).toBe('Angka harus lebih dari 2,5');
  });

  it('says date and array rules in Indonesian', async () => {
    expect(await messageOf(yup.date().min(new Date(2026, 10, 21)), new Date(2026, 0, 1))).toBe(
      'Tanggal tidak boleh sebelum 21 November 2026',
    );
    expect(await messageOf(yup.array().min(1), [])).toBe('Minimal 1 item');
    expect(await messageOf(yup.array().max(2), [1, 2, 3])).toBe('Maksimal 2 item');
  });

  it('leaves no English default anywhere in the locale', () => {
    const english = /\b(is|must|be|the|field|value|required|invalid|greater|less|than|characters?)\b/i;
    const texts: string[] = [];
    for (const group of Object.values(ID_LOCALE))
      for (const message of Object.values(group as Record<string, unknown>))
        texts.push(
          typeof message === 'function'
            ? String(
                (message as (p: object) => unknown)({
                  path: 'x',
                  min: 1,
                  max: 2,
                  length: 3,
                  less: 4,
                  more: 5,
                  type: 'string',
                }),
              )
            : String(message),
        );
    expect(texts.filter((message) => english.test(message))).toEqual([]);
  });

  it("gives the forms' own messages the same words", async () => {
    expect(FORM_MESSAGES).toMatchObject({
      required: 'Wajib diisi',
      invalid: 'Isian tidak valid',
      notNegative: 'Angka tidak boleh kurang dari 0',
      integer: 'Harus bilangan bulat',
    });
    expect(FORM_MESSAGES.maxLength(80)).toBe('Maksimal 80 karakter');
    await expect(productSchema.validateAt('stock', { stock: '2.5' })).rejects.toThrow('Harus bilangan bulat');
  });
});
