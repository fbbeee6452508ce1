import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/auth-js';
import { PostgrestError } from '@supabase/postgrest-js';
import { EconomicsError } from '../features/economics/economics-error';
import { OrderError } from '../features/orders/order-error';
import {
  errorMessageFor,
  failureMessage,
  SERVER_ERROR_MESSAGES as M,
  serverErrorMessage,
  weakPasswordMessage,
} from './error-messages';
import { fromService, toServiceError } from './service-error';

const rest = (code: string, message: string) => new PostgrestError({ code, message, details: '', hint: '' });

describe('serverErrorMessage: the auth server (GoTrue)', () => {
  it.each([
    [new AuthApiError('User already registered', 422, 'user_already_exists'), 'Email sudah terdaftar'],
    [
      new AuthApiError('A user with this email address has already been registered', 422, 'email_exists'),
      'Email sudah terdaftar',
    ],
    [new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length']), M.weakPassword],
    [
      new AuthApiError('New password should be different from the old password.', 422, 'same_password'),
      M.samePassword,
    ],
    [new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'Email atau password salah'],
    [new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'), M.emailNotConfirmed],
    [new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), M.rateLimited],
    [new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'), M.emailRateLimited],
    [new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'), M.linkExpired],
    [new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled'), M.signupDisabled],
    [new AuthSessionMissingError(), M.sessionExpired],
    [new AuthRetryableFetchError('Failed to fetch', 0), M.network],
    [new AuthRetryableFetchError('{}', 504), M.server],
  ])('%p → %p', (error, expected) => {
    expect(serverErrorMessage(error)).toBe(expected);
  });

  it('knows the English message when the code is missing (older servers)', () => {
    expect(serverErrorMessage(new AuthApiError('User already registered', 400, undefined))).toBe(
      'Email sudah terdaftar',
    );
    expect(serverErrorMessage({ message: 'Password should be at least 6 characters' })).toBe(M.weakPassword);
    expect(serverErrorMessage({ message: 'Too many requests', status: 429 })).toBe(M.rateLimited);
  });
});

describe('weakPasswordMessage: why the server refused a new password (422 weak_password)', () => {
  const weak = (...reasons: string[]) =>
    new AuthWeakPasswordError('GoTrue sentence', 422, reasons as AuthWeakPasswordError['reasons']);
  it.each([
    [['pwned'], 'Password terlalu umum, pilih password lain'],
    [['characters'], 'Password harus mengandung huruf dan angka'],
    [
      ['characters', 'pwned'],
      'Password harus mengandung huruf dan angka. Password terlalu umum, pilih password lain',
    ],
    [['length', 'characters'], 'Password harus mengandung huruf dan angka'],
    [['length'], M.weakPassword],
    [[], M.weakPassword],
  ])('reasons %p → %p', (reasons, expected) => {
    expect(weakPasswordMessage(weak(...reasons))).toBe(expected);
    expect(serverErrorMessage(weak(...reasons))).toBe(expected);
  });

  it('reads the reasons of a plain body too, and is null for any other error', () => {
    expect(weakPasswordMessage({ code: 'weak_password', weak_password: { reasons: ['pwned'] } })).toBe(
      M.passwordCommon,
    );
    expect(
      weakPasswordMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    ).toBeNull();
    expect(weakPasswordMessage(null)).toBeNull();
  });

  it("knows GoTrue's English sentences without the code", () => {
    expect(
      serverErrorMessage({
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
      }),
    ).toBe(M.passwordCommon);
    expect(
      serverErrorMessage({
        message:
          'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      }),
    ).toBe(M.passwordLettersDigits);
  });
});

describe('serverErrorMessage: the REST API, storage and the network', () => {
  it.each([
    [rest('42501', 'permission denied for table products'), M.permissionDenied],
    [rest('42501', 'new row violates row-level security policy for table "categories"'), M.permissionDenied],
    [rest('PGRST301', 'JWT expired'), M.sessionExpired],
    [rest('PGRST116', 'JSON object requested, multiple (or no) rows returned'), M.notFound],
    [rest('23505', 'duplicate key value violates unique constraint "categories_name_key"'), M.duplicate],
    [rest('23503', 'update or delete on table "categories" violates foreign key constraint'), M.inUse],
    [
      rest('23514', 'new row for relation "products" violates check constraint "products_price_check"'),
      M.invalidData,
    ],
    [rest('22P02', 'invalid input syntax for type integer: "abc"'), M.invalidData],
    [rest('57014', 'canceling statement due to statement timeout'), M.timeout],
    [rest('', 'TypeError: Failed to fetch'), M.network],
  ])('%p → %p', (error, expected) => {
    expect(serverErrorMessage(error)).toBe(expected);
  });

  it("reads storage's answers and the services' wrapped messages", () => {
    expect(serverErrorMessage(new Error('The object exceeded the maximum allowed size'))).toBe(
      M.fileTooLarge,
    );
    expect(serverErrorMessage(new Error('mime type text/plain is not supported'))).toBe(M.fileType);
    expect(serverErrorMessage(new Error('Error deleting category: permission denied for category 4'))).toBe(
      M.permissionDenied,
    );
    expect(serverErrorMessage(new Error('Error updating product: Product not found'))).toBe(M.notFound);
    expect(serverErrorMessage(new Error('Network error while uploading'))).toBe(M.network);
    expect(serverErrorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      M.network,
    );
  });

  it("looks at an error's cause", () => {
    const cause = rest('23503', 'violates foreign key constraint');
    expect(serverErrorMessage(new Error('Error deleting category', { cause }))).toBe(M.inUse);
  });

  it('leaves unknown errors alone', () => {
    expect(serverErrorMessage(new Error('Error creating product: something odd'))).toBeNull();
    expect(serverErrorMessage('offline')).toBeNull();
    expect(serverErrorMessage(null)).toBeNull();
  });

  it('says only Indonesian', () => {
    for (const text of Object.values(M)) expect(text).not.toMatch(/\b(the|is|not|error|failed|please)\b/i);
  });
});

describe('what screens show', () => {
  it("prefers the service's own sentence, then the server's reason, then the fallback", () => {
    expect(errorMessageFor({ userMessage: 'Stok tidak cukup' }, 'Gagal')).toBe('Stok tidak cukup');
    expect(errorMessageFor(rest('42501', 'permission denied for table x'), 'Gagal')).toBe(M.permissionDenied);
    expect(errorMessageFor(new Error('odd'), 'Gagal')).toBe('Gagal');
  });

  it("adds the reason to the screen's own failure toast when there is one", () => {
    expect(
      failureMessage(
        'Gagal menghapus kategori',
        toServiceError(
          new Error(
            'Error deleting category: update or delete on table "categories" violates foreign key constraint',
          ),
        ),
      ),
    ).toBe('Gagal menghapus kategori. Data ini masih dipakai oleh data lain');
    expect(failureMessage('Gagal menyimpan kategori', new Error('odd'))).toBe('Gagal menyimpan kategori');
  });

  it('keeps the structured error for programs and adds the Indonesian text for people', async () => {
    const failure = await fromService(() =>
      Promise.reject(new Error('Error creating product: new row violates row-level security policy')),
    )(undefined);
    expect(failure).toEqual({
      error: {
        name: 'Error',
        message: 'Error creating product: new row violates row-level security policy',
        userMessage: M.permissionDenied,
      },
    });
  });

  it("leaves an OrderError's own decision (no sentence for PostgREST's English 42501)", () => {
    const denied = new OrderError('Error updating order', {
      code: '42501',
      message: 'permission denied for table orders',
    });
    expect(toServiceError(denied)).not.toHaveProperty('userMessage');
  });
});

describe('the cooperative economics codes', () => {
  it.each([
    ['KP013', 'Nomor anggota KOP-1 sudah dipakai', M.memberNumberUsed],
    ['KP014', 'Jumlah pencairan melebihi saldo penjual', M.payoutOverBalance],
    ['KP015', 'Catatan keuangan tidak dapat diubah atau dihapus', M.financialRecordFixed],
    ['KP016', 'Tahun buku 2025 sudah ditutup', M.bookYearClosed],
    ['KP017', 'Penjual tidak ditemukan', M.economicsNotFound],
    ['KP018', 'Nomor referensi transfer TRF-1 sudah tercatat', M.transferReferenceUsed],
    ['KP019', 'Penarikan melebihi simpanan wajib anggota', M.capitalOverWithdrawn],
  ])('%s → Indonesian', (code, message, expected) => {
    expect(serverErrorMessage(rest(code, message))).toBe(expected);
  });

  it("shows the database's own sentence through EconomicsError, which names the number or year", () => {
    const error = new EconomicsError('Error recording payout', {
      code: 'KP018',
      message: 'Nomor referensi transfer TRF-1 sudah tercatat',
    });
    expect(errorMessageFor(error, 'Gagal')).toBe('Nomor referensi transfer TRF-1 sudah tercatat');
    // PostgREST's English permission error is never shown as is
    const denied = new EconomicsError('Error recording payout', {
      code: '42501',
      message: 'permission denied',
    });
    expect(errorMessageFor(denied, 'Gagal')).toBe(M.permissionDenied);
  });
});
