/** Every user-facing message of the spec's section 8, word for word. */
export const MESSAGES = {
  loginSuccess: 'Login berhasil!',
  loginInvalid: 'Email atau password salah',
  loginFailed: 'Gagal login, silakan coba lagi',
  googleFailed: 'Gagal login dengan Google',
  logoutSuccess: 'Logout berhasil',
  logoutFailed: 'Gagal logout',
  registerSuccess: 'Registrasi berhasil! Silakan cek email Anda.',
  registerFailed: 'Gagal mendaftar',
  profileSaved: 'Profil berhasil diperbarui',
  profileSaveFailed: 'Gagal memperbarui profil',
  resetLinkSent: 'Link reset password telah dikirim ke email Anda',
  resetLinkFailed: 'Gagal mengirim link reset password',
  passwordChanged: 'Password berhasil diubah',
  passwordChangeFailed: 'Gagal mengubah password',
} as const;
