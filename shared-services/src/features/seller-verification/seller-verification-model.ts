import type { Database } from '../../supabase/database.types';
import type { Division } from '../economics/economics-model';

/*
 * A seller's verification: the application (identity, business, bank account, membership wish) and the
 * admin's decision. Until it is approved nobody but the seller and admins reads the seller's products (the
 * database's rule); the screens only say so.
 */

export type SellerApplicationStatus = 'menunggu' | 'disetujui' | 'ditolak' | 'ditangguhkan';
/** whether the applicant is a member of the cooperative, wants to become one, or neither */
export type SellerMembershipClaim = 'anggota' | 'ingin_anggota' | 'bukan_anggota';

export interface SellerApplication {
  sellerId: string;
  /** the seller's profile name (admins' list) */
  sellerName: string;
  legalName: string;
  nik: string;
  /** the KTP photo in the private bucket (read through a signed URL) */
  ktpPhotoPath: string;
  businessName: string;
  division: Division;
  bankName: string;
  bankAccountNumber: string;
  bankAccountHolder: string;
  membership: SellerMembershipClaim;
  status: SellerApplicationStatus;
  /** why it was refused or suspended (or the admin's note) */
  reviewReason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}

/** What the seller fills in; the KTP photo is a new file or the one already uploaded. */
export interface SellerApplicationInput {
  legalName: string;
  nik: string;
  businessName: string;
  division: Division;
  bankName: string;
  bankAccountNumber: string;
  bankAccountHolder: string;
  membership: SellerMembershipClaim;
  /** a new photo of the KTP; null keeps `currentPhotoPath` */
  ktpPhoto: File | null;
  currentPhotoPath: string | null;
}

export const SELLER_STATUS_LABELS: Record<SellerApplicationStatus, string> = {
  menunggu: 'Menunggu verifikasi',
  disetujui: 'Terverifikasi',
  ditolak: 'Ditolak',
  ditangguhkan: 'Ditangguhkan',
};

export const MEMBERSHIP_CLAIM_LABELS: Record<SellerMembershipClaim, string> = {
  anggota: 'Sudah menjadi anggota koperasi',
  ingin_anggota: 'Ingin menjadi anggota koperasi',
  bukan_anggota: 'Tidak menjadi anggota koperasi',
};

/** The private bucket of the sellers' KTP photos: only the seller and admins read them. */
export const SELLER_DOCUMENTS_BUCKET = 'seller-documents';
/** How long a signed link to a KTP photo stays valid. */
export const KTP_PHOTO_URL_SECONDS = 600;

export const SELLER_APPLICATION_COLUMNS =
  'seller_id, legal_name, nik, ktp_photo_path, business_name, division, bank_name, bank_account_number, bank_account_holder, membership, status, review_reason, submitted_at, reviewed_at, seller:profiles!seller_applications_seller_id_fkey(full_name)' as const;

type Row = Database['public']['Tables']['seller_applications']['Row'];
export type SellerApplicationRow = Pick<
  Row,
  | 'seller_id'
  | 'legal_name'
  | 'nik'
  | 'ktp_photo_path'
  | 'business_name'
  | 'division'
  | 'bank_name'
  | 'bank_account_number'
  | 'bank_account_holder'
  | 'membership'
  | 'status'
  | 'review_reason'
  | 'submitted_at'
  | 'reviewed_at'
> & { seller?: { full_name: string | null } | null };

export function toSellerApplication(row: SellerApplicationRow): SellerApplication {
  return {
    sellerId: row.seller_id,
    sellerName: row.seller?.full_name ?? '',
    legalName: row.legal_name,
    nik: row.nik,
    ktpPhotoPath: row.ktp_photo_path,
    businessName: row.business_name,
    division: row.division as Division,
    bankName: row.bank_name,
    bankAccountNumber: row.bank_account_number,
    bankAccountHolder: row.bank_account_holder,
    membership: row.membership as SellerMembershipClaim,
    status: row.status as SellerApplicationStatus,
    reviewReason: row.review_reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
  };
}

/** Digits only: the NIK and the account number may be typed with spaces, dots or dashes. */
export function digitsOnly(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** `<seller uid>/ktp-<time>.<ext>`: the bucket's policies check the uid. */
export function ktpPhotoPath(sellerId: string, fileName: string, now: number): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? 'jpg';
  return `${sellerId}/ktp-${now}.${extension}`;
}
