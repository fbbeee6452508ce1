/** The texts of the two-step verification screens (the product gives none: worded here). */
export const MFA_TEXT = {
  enrolled: 'Verifikasi dua langkah berhasil diaktifkan',
  enrolFailed: 'Gagal mengaktifkan verifikasi dua langkah',
  enrolStartFailed: 'Gagal memulai pendaftaran autentikator',
  removed: 'Autentikator berhasil dihapus',
  removeFailed: 'Gagal menghapus autentikator',
  verified: 'Verifikasi berhasil',
  verifyFailed: 'Verifikasi gagal',
  statusFailed: 'Gagal memuat status verifikasi dua langkah',
  confirmRemove:
    'Apakah Anda yakin ingin menghapus autentikator ini? Tanpanya, akun admin Anda hanya dilindungi password.',
} as const;
