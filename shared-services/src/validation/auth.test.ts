import type { AnyObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import { SERVER_ERROR_MESSAGES } from '../api/error-messages';
import {
  AUTH_VALIDATION_MESSAGES,
  emailChangeSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth';

/** field -> first message, as the forms show them */
async function errorsOf(
  schema: AnyObjectSchema,
  values: Record<string, unknown>,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

const validRegistration = {
  role: 'buyer',
  fullName: 'Dewi Lestari',
  email: 'dewi@koperasi.test',
  phone: '081234567890',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
};

it("says the password rules in the server's words (its weak_password reasons on the same field)", () => {
  expect(AUTH_VALIDATION_MESSAGES.passwordLettersDigits).toBe(SERVER_ERROR_MESSAGES.passwordLettersDigits);
  expect(AUTH_VALIDATION_MESSAGES.passwordCommon).toBe(SERVER_ERROR_MESSAGES.passwordCommon);
});

describe('loginSchema', () => {
  it('accepts an email and any non-empty password', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });
  it.each(['', 'bukan-email', 'a@', '@b.co', 'a b@c.co'])(
    'rejects the email %p with Email tidak valid',
    async (email) => {
      expect((await errorsOf(loginSchema, { email, password: 'x' })).email).toBe('Email tidak valid');
    },
  );
  it('requires a password: Password harus diisi', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.co', password: '' })).toEqual({
      password: 'Password harus diisi',
    });
    expect(await errorsOf(loginSchema, { email: 'a@b.co' })).toEqual({ password: 'Password harus diisi' });
  });
  it('ignores spaces around the email', async () => {
    expect(await errorsOf(loginSchema, { email: '  a@b.co ', password: 'x' })).toEqual({});
  });
});

describe('registerSchema', () => {
  it('accepts a complete buyer and a complete seller', async () => {
    expect(await errorsOf(registerSchema, validRegistration)).toEqual({});
    expect(await errorsOf(registerSchema, { ...validRegistration, role: 'seller' })).toEqual({});
  });
  it('shows every message on its own field for an empty form', async () => {
    expect(
      await errorsOf(registerSchema, {
        role: 'buyer',
        fullName: '',
        email: '',
        phone: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      fullName: 'Nama minimal 3 karakter',
      email: 'Email tidak valid',
      phone: 'Nomor telepon tidak valid',
      password: 'Password minimal 8 karakter',
      confirmPassword: 'Password tidak sama',
    });
  });
  it('needs a full name of at least 3 characters: Nama minimal 3 karakter', async () => {
    expect((await errorsOf(registerSchema, { ...validRegistration, fullName: 'Al' })).fullName).toBe(
      'Nama minimal 3 karakter',
    );
    expect((await errorsOf(registerSchema, { ...validRegistration, fullName: '  Al  ' })).fullName).toBe(
      'Nama minimal 3 karakter',
    );
    expect(
      (await errorsOf(registerSchema, { ...validRegistration, fullName: 'Ani' })).fullName,
    ).toBeUndefined();
  });
  it('needs a valid email: Email tidak valid', async () => {
    expect((await errorsOf(registerSchema, { ...validRegistration, email: 'dewi@' })).email).toBe(
      'Email tidak valid',
    );
  });
  it('needs a phone of at least 10 characters: Nomor telepon tidak valid', async () => {
    expect((await errorsOf(registerSchema, { ...validRegistration, phone: '081234567' })).phone).toBe(
      'Nomor telepon tidak valid',
    );
    expect(
      (await errorsOf(registerSchema, { ...validRegistration, phone: '0812345678' })).phone,
    ).toBeUndefined();
  });
  it('needs a password of at least 8 characters: Password minimal 8 karakter', async () => {
    const errors = await errorsOf(registerSchema, {
      ...validRegistration,
      password: '1234567',
      confirmPassword: '1234567',
    });
    expect(errors).toEqual({ password: 'Password minimal 8 karakter' });
    expect(
      await errorsOf(registerSchema, {
        ...validRegistration,
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
      }),
    ).toEqual({});
  });
  it('needs letters and digits: Password harus mengandung huruf dan angka', async () => {
    for (const password of ['password', 'abcdefgh', '12345678', 'ABCDEFGH', '########'])
      expect(
        await errorsOf(registerSchema, { ...validRegistration, password, confirmPassword: password }),
      ).toEqual({ password: 'Password harus mengandung huruf dan angka' });
    // the length comes first
    expect((await errorsOf(registerSchema, { ...validRegistration, password: 'abc' })).password).toBe(
      'Password minimal 8 karakter',
    );
    for (const password of ['Koperasi#2024', 'rahasia123', 'Sawah-Padi-77', '2024koperasi'])
      expect(
        await errorsOf(registerSchema, { ...validRegistration, password, confirmPassword: password }),
      ).toEqual({});
  });
  it("leaves the common-password list to the server: 'password123' passes the form", async () => {
    expect(
      await errorsOf(registerSchema, {
        ...validRegistration,
        password: 'password123',
        confirmPassword: 'password123',
      }),
    ).toEqual({});
  });
  it('shows Password tidak sama on the confirmation field', async () => {
    expect(await errorsOf(registerSchema, { ...validRegistration, confirmPassword: 'rahasia124' })).toEqual({
      confirmPassword: 'Password tidak sama',
    });
  });
  it('only lets a person choose buyer or seller', async () => {
    expect((await errorsOf(registerSchema, { ...validRegistration, role: 'admin' })).role).toBe(
      'Isian tidak valid',
    );
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid email: Email tidak valid', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email tidak valid' });
    expect(await errorsOf(forgotPasswordSchema, { email: 'dewi' })).toEqual({ email: 'Email tidak valid' });
    expect(await errorsOf(forgotPasswordSchema, { email: 'dewi@koperasi.test' })).toEqual({});
  });
});

describe('resetPasswordSchema', () => {
  it('needs a password of at least 8 characters: Password minimal 8 karakter', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: 'pendek', confirmPassword: 'pendek' })).toEqual({
      password: 'Password minimal 8 karakter',
    });
  });
  it('needs letters and digits: Password harus mengandung huruf dan angka', async () => {
    expect(
      await errorsOf(resetPasswordSchema, { password: 'password', confirmPassword: 'password' }),
    ).toEqual({
      password: 'Password harus mengandung huruf dan angka',
    });
    expect(
      await errorsOf(resetPasswordSchema, { password: '12345678', confirmPassword: '12345678' }),
    ).toEqual({
      password: 'Password harus mengandung huruf dan angka',
    });
  });
  it('needs a matching confirmation: Password tidak sama', async () => {
    expect(
      await errorsOf(resetPasswordSchema, { password: 'rahasia123', confirmPassword: 'rahasia12' }),
    ).toEqual({ confirmPassword: 'Password tidak sama' });
    expect(await errorsOf(resetPasswordSchema, { password: 'rahasia123', confirmPassword: '' })).toEqual({
      confirmPassword: 'Password tidak sama',
    });
    expect(
      await errorsOf(resetPasswordSchema, { password: 'rahasia123', confirmPassword: 'rahasia123' }),
    ).toEqual({});
  });
});

describe('emailChangeSchema', () => {
  const schema = emailChangeSchema('dewi@koperasi.test');
  it('takes another valid address', async () => {
    expect(await errorsOf(schema, { email: ' dewi.baru@koperasi.test ' })).toEqual({});
  });
  it('refuses an invalid or empty address and the current one', async () => {
    expect(await errorsOf(schema, { email: 'bukan' })).toEqual({ email: 'Email tidak valid' });
    expect(await errorsOf(schema, { email: '' })).toEqual({ email: 'Email tidak valid' });
    expect(await errorsOf(schema, { email: 'DEWI@koperasi.test' })).toEqual({
      email: 'Email baru sama dengan email saat ini',
    });
  });
});

describe('passwordChangeSchema', () => {
  const passwords = { password: 'rahasia123', confirmPassword: 'rahasia123' };
  it('needs 8 characters with letters and digits, as register and reset', async () => {
    expect(
      await errorsOf(passwordChangeSchema(false), {
        password: 'pendek1',
        confirmPassword: 'pendek1',
        code: '',
      }),
    ).toEqual({
      password: 'Password minimal 8 karakter',
    });
    expect(
      await errorsOf(passwordChangeSchema(false), {
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
        code: '',
      }),
    ).toEqual({ password: 'Password harus mengandung huruf dan angka' });
  });
  it('needs no code until the server asks for one', async () => {
    expect(await errorsOf(passwordChangeSchema(false), { ...passwords, code: '' })).toEqual({});
  });
  it('then needs the 6 digits', async () => {
    const schema = passwordChangeSchema(true);
    for (const code of ['', '12345', '12345a', '1234567'])
      expect(await errorsOf(schema, { ...passwords, code })).toEqual({
        code: 'Kode verifikasi terdiri dari 6 angka',
      });
    expect(await errorsOf(schema, { ...passwords, code: ' 123456 ' })).toEqual({});
  });
});
