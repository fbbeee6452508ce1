/**
 * What people read for a failed call to the server: the auth server's (GoTrue), the REST API's (PostgREST
 * and PostgreSQL), storage's and the network's errors in Indonesian. Programs keep the structured error
 * (name, English message, code); only the text shown changes.
 */
export const SERVER_ERROR_MESSAGES = {
  emailExists: 'Email sudah terdaftar',
  weakPassword: 'Password terlalu lemah. Gunakan minimal 8 karakter yang sulit ditebak.',
  /** weak_password, reason pwned: a common (leaked) password */
  passwordCommon: 'Password terlalu umum, pilih password lain',
  /** weak_password, reason characters: the project's password_requirements (letters_digits) */
  passwordLettersDigits: 'Password harus mengandung huruf dan angka',
  samePassword: 'Password baru harus berbeda dari password lama',
  invalidCredentials: 'Email atau password salah',
  emailNotConfirmed: 'Email belum dikonfirmasi. Silakan buka link yang dikirim ke email Anda.',
  invalidEmail: 'Email tidak valid',
  signupDisabled: 'Pendaftaran akun sedang ditutup',
  userBanned: 'Akun Anda sedang diblokir',
  linkExpired: 'Link sudah kedaluwarsa atau tidak valid. Silakan minta link baru.',
  rateLimited: 'Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.',
  emailRateLimited: 'Terlalu banyak email dikirim. Silakan tunggu beberapa menit lalu coba lagi.',
  sessionExpired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  reauthenticationNeeded: 'Masukkan kode verifikasi yang dikirim ke email Anda untuk mengubah password.',
  reauthenticationInvalid: 'Kode verifikasi salah atau sudah kedaluwarsa. Silakan minta kode baru.',
  otpDisabled: 'Email belum terdaftar',
  network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  timeout: 'Server terlalu lama menjawab. Silakan coba lagi.',
  server: 'Terjadi gangguan pada server. Silakan coba lagi nanti.',
  permissionDenied: 'Anda tidak memiliki izin untuk melakukan tindakan ini',
  notFound: 'Data tidak ditemukan atau sudah dihapus',
  duplicate: 'Data yang sama sudah ada',
  inUse: 'Data ini masih dipakai oleh data lain',
  invalidData: 'Data yang dikirim tidak valid',
  fileTooLarge: 'Ukuran file terlalu besar',
  fileType: 'Tipe atau isi file tidak didukung',
  mfaCodeWrong: 'Kode verifikasi salah atau sudah kedaluwarsa. Periksa kode di aplikasi autentikator Anda.',
  mfaChallengeExpired: 'Waktu verifikasi habis. Silakan masukkan kode yang baru.',
  mfaFactorNotFound: 'Autentikator tidak ditemukan. Muat ulang halaman lalu coba lagi.',
  mfaRequired: 'Tindakan ini memerlukan verifikasi dua langkah. Masukkan kode autentikator terlebih dahulu.',
  reviewNotAllowed: 'Hanya pembeli yang sudah menerima barang ini yang dapat memberi ulasan',
  alreadyDone: 'Tindakan ini sudah pernah dilakukan dan hanya dapat dilakukan satu kali',
  reviewPeriodOver: 'Batas waktu ulasan (30 hari setelah barang diterima) sudah lewat',
  reviewNotFound: 'Ulasan tidak ditemukan atau sudah disembunyikan',
  memberNumberUsed: 'Nomor anggota sudah dipakai anggota lain',
  payoutOverBalance: 'Jumlah pencairan melebihi saldo penjual',
  financialRecordFixed: 'Catatan keuangan tidak dapat diubah atau dihapus',
  bookYearClosed: 'Tahun buku sudah ditutup atau belum berakhir',
  economicsNotFound: 'Data anggota, penjual, produk, atau aturan SHU tidak ditemukan',
  transferReferenceUsed: 'Nomor referensi transfer sudah tercatat',
  capitalOverWithdrawn: 'Penarikan melebihi simpanan anggota',
} as const;

const M = SERVER_ERROR_MESSAGES;

/** GoTrue's error codes (supabase-js `AuthError.code`). */
const AUTH_CODES: Record<string, string> = {
  user_already_exists: M.emailExists,
  email_exists: M.emailExists,
  identity_already_exists: M.emailExists,
  weak_password: M.weakPassword,
  same_password: M.samePassword,
  invalid_credentials: M.invalidCredentials,
  email_not_confirmed: M.emailNotConfirmed,
  email_address_invalid: M.invalidEmail,
  email_address_not_authorized: M.invalidEmail,
  signup_disabled: M.signupDisabled,
  email_provider_disabled: M.signupDisabled,
  user_banned: M.userBanned,
  otp_expired: M.linkExpired,
  flow_state_expired: M.linkExpired,
  flow_state_not_found: M.linkExpired,
  bad_code_verifier: M.linkExpired,
  over_request_rate_limit: M.rateLimited,
  over_email_send_rate_limit: M.emailRateLimited,
  over_sms_send_rate_limit: M.rateLimited,
  reauthentication_needed: M.reauthenticationNeeded,
  reauthentication_not_valid: M.reauthenticationInvalid,
  otp_disabled: M.otpDisabled,
  session_expired: M.sessionExpired,
  session_not_found: M.sessionExpired,
  refresh_token_not_found: M.sessionExpired,
  refresh_token_already_used: M.sessionExpired,
  bad_jwt: M.sessionExpired,
  no_authorization: M.sessionExpired,
  user_not_found: M.sessionExpired,
  request_timeout: M.timeout,
  unexpected_failure: M.server,
  mfa_verification_failed: M.mfaCodeWrong,
  mfa_challenge_expired: M.mfaChallengeExpired,
  mfa_ip_address_mismatch: M.mfaChallengeExpired,
  mfa_factor_not_found: M.mfaFactorNotFound,
  mfa_factor_name_conflict: M.duplicate,
  insufficient_aal: M.mfaRequired,
};

/** PostgREST's and PostgreSQL's codes (PostgrestError.code: PGRSTxxx or a SQLSTATE). */
const REST_CODES: Record<string, string> = {
  '42501': M.permissionDenied,
  PGRST301: M.sessionExpired,
  PGRST302: M.sessionExpired,
  PGRST303: M.sessionExpired,
  PGRST116: M.notFound,
  '23505': M.duplicate,
  '23503': M.inUse,
  '23502': M.invalidData,
  '23514': M.invalidData,
  '22001': M.invalidData,
  '22003': M.invalidData,
  '22P02': M.invalidData,
  '22007': M.invalidData,
  '22008': M.invalidData,
  '57014': M.timeout,
  // the review functions' own codes
  KP009: M.reviewNotAllowed,
  KP010: M.alreadyDone,
  KP011: M.reviewPeriodOver,
  KP012: M.reviewNotFound,
  // the cooperative economics functions' own codes
  KP013: M.memberNumberUsed,
  KP014: M.payoutOverBalance,
  KP015: M.financialRecordFixed,
  KP016: M.bookYearClosed,
  KP017: M.economicsNotFound,
  KP018: M.transferReferenceUsed,
  KP019: M.capitalOverWithdrawn,
};

/** GoTrue's weak_password reasons, most telling first (a password may break several rules at once) */
const WEAK_PASSWORD_REASONS: [reason: string, message: string][] = [
  ['characters', M.passwordLettersDigits],
  ['pwned', M.passwordCommon],
  ['length', M.weakPassword],
];

function reasonsOf(error: ErrorLike & { reasons?: unknown; weak_password?: unknown }): string[] {
  const reasons =
    error.reasons ??
    (error.weak_password && typeof error.weak_password === 'object'
      ? (error.weak_password as { reasons?: unknown }).reasons
      : undefined);
  return Array.isArray(reasons)
    ? reasons.filter((reason): reason is string => typeof reason === 'string')
    : [];
}

/**
 * Why the server refused a new password (422 weak_password, supabase-js AuthWeakPasswordError), in
 * Indonesian: 'Password harus mengandung huruf dan angka', 'Password terlalu umum, pilih password lain', or the
 * general 'Password terlalu lemah…' (length, or no reason given); both sentences when it broke both rules.
 * Null for any other error. The password forms show it on the password field.
 */
export function weakPasswordMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const found = error as ErrorLike & { reasons?: unknown };
  const weak = found.code === 'weak_password' || found.name === 'AuthWeakPasswordError';
  if (!weak) return null;
  const reasons = reasonsOf(found);
  const sentences = WEAK_PASSWORD_REASONS.filter(([reason]) => reasons.includes(reason)).map(
    ([, message]) => message,
  );
  if (sentences.includes(M.passwordLettersDigits) || sentences.includes(M.passwordCommon)) {
    return sentences.filter((sentence) => sentence !== M.weakPassword).join('. ');
  }
  return M.weakPassword;
}

/** The English messages these servers answer with, for errors that reach us without their code. */
const MESSAGE_PATTERNS: [RegExp, string][] = [
  [/user already registered|already been registered|email.*already exists/i, M.emailExists],
  [/password should contain at least one character/i, M.passwordLettersDigits],
  [/password is known to be weak/i, M.passwordCommon],
  [/password should be at least|weak password/i, M.weakPassword],
  [/should be different from the old password/i, M.samePassword],
  [/invalid login credentials/i, M.invalidCredentials],
  [/email not confirmed/i, M.emailNotConfirmed],
  [/email rate limit|over_email_send_rate_limit/i, M.emailRateLimited],
  [/rate limit|too many requests/i, M.rateLimited],
  [/token has expired or is invalid/i, M.linkExpired],
  [
    /jwt expired|invalid jwt|refresh token|session.*(missing|not found|expired)|auth session missing/i,
    M.sessionExpired,
  ],
  [/permission denied|row-level security|not allowed|unauthorized|forbidden/i, M.permissionDenied],
  [/duplicate key value/i, M.duplicate],
  [/violates foreign key constraint/i, M.inUse],
  [/violates (check|not-null) constraint|invalid input syntax|value too long/i, M.invalidData],
  [/exceeded the maximum allowed size|payload too large|entity too large/i, M.fileTooLarge],
  [/mime type .* is not supported|invalid_mime_type/i, M.fileType],
  [/not found$/i, M.notFound],
  [/statement timeout|timed? ?out/i, M.timeout],
  [/failed to fetch|networkerror|network error|load failed|network request failed|fetch failed/i, M.network],
];

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

function statusOf(error: ErrorLike): number | null {
  const status = Number(error.status ?? error.statusCode);
  return Number.isFinite(status) && status > 0 ? status : null;
}

function messageFor(error: ErrorLike): string | null {
  const weakPassword = weakPasswordMessage(error);
  if (weakPassword) return weakPassword;
  const code = typeof error.code === 'string' ? error.code : '';
  if (code && AUTH_CODES[code]) return AUTH_CODES[code];
  if (code && REST_CODES[code]) return REST_CODES[code];
  // supabase-js's network failures: AuthRetryableFetchError without a status (with one: a 502-504), or a
  // fetch TypeError in PostgREST's message
  if (error.name === 'AuthRetryableFetchError') return (statusOf(error) ?? 0) >= 500 ? M.server : M.network;
  const message = typeof error.message === 'string' ? error.message : '';
  for (const [pattern, text] of MESSAGE_PATTERNS) if (pattern.test(message)) return text;
  const status = statusOf(error);
  if (status === 429) return M.rateLimited;
  if (status === 413) return M.fileTooLarge;
  if (status === 401) return M.sessionExpired;
  if (status === 403) return M.permissionDenied;
  if (status !== null && status >= 500) return M.server;
  return null;
}

/**
 * The Indonesian sentence for a server, storage or network error (its `cause` looked at too), or null when
 * the error is none of the known ones.
 */
export function serverErrorMessage(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null;
    const found = messageFor(current);
    if (found) return found;
    current = (current as ErrorLike).cause;
  }
  return null;
}

/**
 * What a screen shows for a failed call: the sentence the service gave for people (`userMessage`), else the
 * server's error in Indonesian, else the fallback.
 */
export function errorMessageFor(error: unknown, fallback: string): string {
  const own =
    error && typeof error === 'object' ? (error as { userMessage?: unknown }).userMessage : undefined;
  if (typeof own === 'string' && own) return own;
  return serverErrorMessage(error) ?? fallback;
}

/**
 * A failure toast with its reason: the screen's own sentence ('Gagal menghapus kategori'), then, when the
 * error is a known one, why ('Gagal menghapus kategori. Data ini masih dipakai oleh data lain').
 */
export function failureMessage(message: string, error: unknown): string {
  const reason = errorMessageFor(error, '');
  return reason && reason !== message ? `${message.replace(/[.!]$/, '')}. ${reason}` : message;
}
