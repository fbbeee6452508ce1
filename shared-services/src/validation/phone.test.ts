import { ValidationError } from 'yup';
import { isValidPhone, nationalPhone, normalizePhone, phoneField } from './phone';
import { registerSchema } from './auth';
import { profileSchema } from './profile';
import { shippingAddressSchema } from '../features/orders/shipping-schema';

describe('isValidPhone', () => {
  it.each([
    ['081234567890', 'a mobile number'],
    ['0811234567', 'the shortest mobile number (10 digits)'],
    ['0812345678901', 'the longest mobile number (13 digits)'],
    ['0812-3456-7890', 'dashes'],
    ['0812 3456 7890', 'spaces'],
    ['0812.3456.7890', 'dots'],
    ['+62 812-3456-7890', '+62'],
    ['6281234567890', '62 without the plus'],
    ['021-5550123', 'a Jakarta landline'],
    ['(021) 5550 1234', 'an area code in parentheses'],
    ['0274 512345', 'a Yogyakarta landline'],
    ['+62 21 5550 1234', 'a landline with +62'],
    ['0361-234567', 'a Bali landline'],
  ])('accepts %p (%s)', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['12ab', 'letters'],
    ['0812', 'too short'],
    ['08abcdefghij', 'letters after 08'],
    ['081234567', 'a mobile number of 9 digits'],
    ['08123456789012', 'a mobile number of 14 digits'],
    ['0800123456', 'a toll-free prefix'],
    ['12345678901', 'no leading 0 or 62'],
    ['+1 555 123 4567', 'a foreign number'],
    ['+62 0812 3456 7890', '+62 followed by 0'],
    ['021-12345', 'a landline too short'],
    ['0812_3456_7890', 'underscores'],
    ['0812-3456-7890 ext 1', 'an extension'],
    ['', 'empty'],
    ['0812' + ' '.repeat(30) + '34567890', 'longer than the column'],
  ])('refuses %p (%s)', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('normalises separators and writes the number from its 0', () => {
    expect(normalizePhone(' 0812-3456 (7890) ')).toBe('081234567890');
    expect(nationalPhone('+62 812.3456.7890')).toBe('081234567890');
    expect(nationalPhone('62 21 555 0123')).toBe('0215550123');
    expect(nationalPhone('abc')).toBeNull();
  });
});

async function phoneError(
  schema: { validateAt(path: string, value: unknown): Promise<unknown> },
  value: object,
) {
  try {
    await schema.validateAt('phone', value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('phoneField in every form', () => {
  it.each([
    ['registration', registerSchema],
    ['profile', profileSchema],
    ['checkout', shippingAddressSchema],
  ] as const)('%s refuses 12ab, 0812 and 08abcdefghij and takes a real number', async (_form, schema) => {
    for (const phone of ['12ab', '0812', '08abcdefghij', '12345678901'])
      expect(await phoneError(schema, { phone })).toBe('Nomor telepon tidak valid');
    for (const phone of ['0812-3456-7890', '+62 21 5550 1234'])
      expect(await phoneError(schema, { phone })).toBeNull();
  });

  it('lets no form leave the phone empty: the profile keeps the number sign-up asked for', async () => {
    expect(await phoneError(profileSchema, { phone: '' })).toBe('Nomor telepon wajib diisi');
    expect(await phoneError(profileSchema, { phone: '   ' })).toBe('Nomor telepon wajib diisi');
    expect(await phoneError(registerSchema, { phone: '' })).toBe('Nomor telepon tidak valid');
    expect(await phoneError(shippingAddressSchema, { phone: '' })).toBe('Nomor telepon wajib diisi');
    await expect(phoneField({ required: true }).validate(undefined)).rejects.toThrow(
      'Nomor telepon tidak valid',
    );
  });
});
