import { getSupabase } from '../../supabase/client';
import { serverErrorMessage } from '../../api/error-messages';
import { checkImageFile } from '../../validation/upload';
import {
  KTP_PHOTO_URL_SECONDS,
  SELLER_APPLICATION_COLUMNS,
  SELLER_DOCUMENTS_BUCKET,
  digitsOnly,
  ktpPhotoPath,
  toSellerApplication,
  type SellerApplication,
  type SellerApplicationInput,
  type SellerApplicationStatus,
} from './seller-verification-model';

/*
 * Seller verification: the seller's own application (submit_seller_application, the KTP photo uploaded first
 * into the private bucket under the seller's uid) and the admins' queue (review_seller_application,
 * suspend_seller). The database checks every field and who may do what; its Indonesian sentence is the
 * error's `userMessage` for bad input (22023), a status that does not allow the change (55000) and a missing
 * application (P0002). Errors: SellerVerificationError 'Error <doing> seller application: <cause>'.
 */

const OWN_SENTENCE_CODES = ['22023', '55000', 'P0002', '42501'];

export class SellerVerificationError extends Error {
  readonly code: string;
  readonly userMessage: string | null;
  /** the field the database named (22023) */
  readonly field: string | null;

  constructor(
    prefix: string,
    cause: { code?: string; message: string; details?: string | null },
    userMessage?: string,
  ) {
    super(`${prefix}: ${cause.message}`);
    this.name = 'SellerVerificationError';
    this.code = cause.code ?? '';
    this.field = this.code === '22023' ? (cause.details ?? null) : null;
    this.userMessage =
      userMessage ??
      (OWN_SENTENCE_CODES.includes(this.code)
        ? cause.message
        : serverErrorMessage({ code: this.code, message: cause.message }));
  }
}

/** The signed-in seller's application, or null when they have not applied yet. */
export async function getMySellerApplication(): Promise<SellerApplication | null> {
  const client = getSupabase();
  const { data: session } = await client.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) return null;
  const { data, error } = await client
    .from('seller_applications')
    .select(SELLER_APPLICATION_COLUMNS)
    .eq('seller_id', userId)
    .maybeSingle();
  if (error) throw new SellerVerificationError('Error getting seller application', error);
  return data ? toSellerApplication(data) : null;
}

/**
 * Sends the application: a new KTP photo goes into the private bucket first (checked as an image of at most
 * 5 MB before it is sent); a photo the application does not take is removed again.
 */
export async function submitSellerApplication(input: SellerApplicationInput): Promise<SellerApplication> {
  const prefix = 'Error submitting seller application';
  const client = getSupabase();
  const { data: session } = await client.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) {
    throw new SellerVerificationError(prefix, { code: '42501', message: 'Silakan masuk terlebih dahulu' });
  }
  let path = input.currentPhotoPath;
  let uploaded: string | null = null;
  const storage = input.ktpPhoto ? await client.storage() : null;
  if (input.ktpPhoto && storage) {
    const problem = await checkImageFile(input.ktpPhoto);
    if (problem) {
      throw new SellerVerificationError(prefix, {
        code: '22023',
        message: problem,
        details: 'ktp_photo_path',
      });
    }
    uploaded = ktpPhotoPath(userId, input.ktpPhoto.name, Date.now());
    const { error } = await storage.from(SELLER_DOCUMENTS_BUCKET).upload(uploaded, input.ktpPhoto, {
      contentType: input.ktpPhoto.type || 'image/jpeg',
      upsert: false,
    });
    if (error) {
      throw new SellerVerificationError(
        prefix,
        { message: error.message },
        'Foto KTP gagal diunggah. Periksa berkasnya lalu coba lagi.',
      );
    }
    path = uploaded;
  }
  const { data, error } = await client
    .rpc('submit_seller_application', {
      legal_name: input.legalName.trim(),
      nik: digitsOnly(input.nik),
      ktp_photo_path: path ?? '',
      business_name: input.businessName.trim(),
      division: input.division,
      bank_name: input.bankName.trim(),
      bank_account_number: digitsOnly(input.bankAccountNumber),
      bank_account_holder: input.bankAccountHolder.trim(),
      membership: input.membership,
    })
    .single();
  if (error) {
    if (uploaded && storage) {
      await storage
        .from(SELLER_DOCUMENTS_BUCKET)
        .remove([uploaded])
        .catch(() => undefined);
    }
    throw new SellerVerificationError(prefix, error);
  }
  return toSellerApplication(data);
}

export interface SellerApplicationsQuery {
  status: SellerApplicationStatus;
}

/** Applications in one status (admins): waiting ones oldest first, the others latest decision first. */
export async function getSellerApplications({
  status,
}: SellerApplicationsQuery): Promise<SellerApplication[]> {
  let query = getSupabase()
    .from('seller_applications')
    .select(SELLER_APPLICATION_COLUMNS)
    .eq('status', status);
  query =
    status === 'menunggu'
      ? query.order('submitted_at', { ascending: true })
      : query.order('reviewed_at', { ascending: false, nullsFirst: false });
  const { data, error } = await query.order('seller_id').limit(200);
  if (error) throw new SellerVerificationError('Error getting seller applications', error);
  return (data ?? []).map(toSellerApplication);
}

export interface SellerReviewInput {
  sellerId: string;
  approve: boolean;
  /** required when refusing (5..500 characters) */
  reason?: string;
  /** approving with a member number also registers the membership from today */
  memberNumber?: string;
}

export async function reviewSellerApplication(input: SellerReviewInput): Promise<SellerApplication> {
  const { data, error } = await getSupabase()
    .rpc('review_seller_application', {
      seller_id: input.sellerId,
      approve: input.approve,
      reason: input.reason?.trim() || undefined,
      member_number: input.memberNumber?.trim() || undefined,
    })
    .single();
  if (error) throw new SellerVerificationError('Error reviewing seller application', error);
  return toSellerApplication(data);
}

export interface SellerSuspensionInput {
  sellerId: string;
  suspended: boolean;
  /** required when suspending (5..500 characters) */
  reason?: string;
}

export async function suspendSeller(input: SellerSuspensionInput): Promise<SellerApplication> {
  const { data, error } = await getSupabase()
    .rpc('suspend_seller', {
      seller_id: input.sellerId,
      suspended: input.suspended,
      reason: input.reason?.trim() || undefined,
    })
    .single();
  if (error) throw new SellerVerificationError('Error suspending seller', error);
  return toSellerApplication(data);
}

/** A link to a KTP photo, valid for ten minutes; only its seller and admins get one. */
export async function getKtpPhotoUrl(path: string): Promise<string> {
  const storage = await getSupabase().storage();
  const { data, error } = await storage
    .from(SELLER_DOCUMENTS_BUCKET)
    .createSignedUrl(path, KTP_PHOTO_URL_SECONDS);
  if (error || !data) {
    throw new SellerVerificationError(
      'Error getting KTP photo',
      { message: error?.message ?? 'no signed URL' },
      'Foto KTP tidak dapat dibuka',
    );
  }
  return data.signedUrl;
}
