import { getSupabase } from '../../supabase/client';
import {
  MY_PROFILE_COLUMNS,
  toProfile,
  toProfileRows,
  type MyProfile,
  type ProfileInput,
} from './profile-model';
import { PHONE_MESSAGES } from '../../validation/phone';
import { checkImageFile } from '../../validation/upload';

/*
 * The signed-in user's own profile: the public part (profiles: full_name, avatar_url) and the private
 * contact row (profile_contacts: phone, address). Errors: 'Error getting profile: <cause>',
 * 'Error updating profile: <cause>'; the screens show 'Profil berhasil diperbarui' / 'Gagal memperbarui profil'.
 */

/** The bucket of profile photos (supabase/migrations/20261121000004_storage.sql); objects under `<uid>/`. */
export const AVATARS_BUCKET = 'avatars';

async function sessionUser(): Promise<{ id: string; email: string }> {
  const { data } = await getSupabase().auth.getSession();
  const user = data.session?.user;
  if (!user) throw new Error('Not signed in');
  return { id: user.id, email: user.email ?? '' };
}

/** The signed-in user's profile with its private phone and address. */
export async function getMyProfile(): Promise<MyProfile> {
  const user = await sessionUser();
  const { data, error } = await getSupabase()
    .from('profiles')
    .select(MY_PROFILE_COLUMNS)
    .eq('id', user.id)
    .maybeSingle();
  if (error) throw new Error(`Error getting profile: ${error.message}`);
  if (!data) throw new Error('Profile not found');
  return toProfile(data, user.email);
}

/**
 * Saves the profile form: the name in profiles, phone and address in profile_contacts. Once the address is
 * written in its fields, the free-text address typed before them is let go.
 */
export async function saveProfile(input: ProfileInput): Promise<MyProfile> {
  const user = await sessionUser();
  const supabase = getSupabase();
  const rows = toProfileRows(user.id, input);
  // the contact row first: a phone number the database refuses leaves the whole profile as it was
  const { error: contactError } = await supabase
    .from('profile_contacts')
    .upsert(rows.contacts, { onConflict: 'id' });
  if (contactError) throw profileError(contactError);
  const { data: updated, error } = await supabase
    .from('profiles')
    .update(rows.profile)
    .eq('id', user.id)
    .select('id');
  if (error) throw profileError(error);
  if (!updated?.length) throw new Error('Error updating profile: Profile not found');
  return getMyProfile();
}

const PROFILE_REFUSALS = new Set<string>([
  PHONE_MESSAGES.invalid,
  'Nomor telepon wajib diisi',
  'Nama minimal 3 karakter',
  'Nama maksimal 120 karakter',
]);

/**
 * A failed save of the contact row: 'Error updating profile: <cause>', and for a phone number the database
 * refuses (22023 'Nomor telepon tidak valid') that sentence as `userMessage` for the screen.
 */
function profileError(cause: { code?: string; message: string }): Error {
  const error = new Error(`Error updating profile: ${cause.message}`) as Error & {
    code?: string;
    userMessage?: string;
  };
  if (cause.code) error.code = cause.code;
  // the database's own sentences for a person's mistake (phone, name, address fields)
  if (cause.code === '22023' && PROFILE_REFUSALS.has(cause.message)) error.userMessage = cause.message;
  return error;
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The object path inside the avatars bucket of one of our public avatar URLs, or null. */
export function avatarPathFromUrl(url: string): string | null {
  const marker = `/storage/v1/object/public/${AVATARS_BUCKET}/`;
  const at = url.indexOf(marker);
  if (at < 0) return null;
  const path = url.slice(at + marker.length).split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(path) || null;
  } catch {
    return null;
  }
}

/**
 * Uploads a new profile photo to avatars/<uid>/<random>.<ext>, stores its public URL in profiles.avatar_url
 * and returns it; the previous photo of ours is removed. The upload image rules apply (png, jpg, jpeg,
 * webp, by the file's first bytes too; at most 5,000,000 bytes) with their messages ('Tipe file harus ...').
 */
export async function uploadAvatar(file: File): Promise<string> {
  const problem = await checkImageFile(file);
  if (problem) throw new Error(problem);
  const user = await sessionUser();
  const supabase = getSupabase();
  const { data: current } = await supabase
    .from('profiles')
    .select('avatar_url')
    .eq('id', user.id)
    .maybeSingle();
  const extension =
    /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() || EXTENSION_BY_TYPE[file.type] || 'png';
  const path = `${user.id}/${crypto.randomUUID()}.${extension}`;
  const bucket = (await supabase.storage()).from(AVATARS_BUCKET);
  const { error: uploadError } = await bucket.upload(path, file, {
    contentType: file.type || undefined,
    upsert: false,
    cacheControl: '3600',
  });
  if (uploadError) throw new Error(`Error updating profile: ${uploadError.message}`);
  const url = bucket.getPublicUrl(path).data.publicUrl;
  const { error } = await supabase.from('profiles').update({ avatar_url: url }).eq('id', user.id);
  if (error) {
    await bucket.remove([path]).catch(() => undefined);
    throw new Error(`Error updating profile: ${error.message}`);
  }
  const previous = avatarPathFromUrl(current?.avatar_url ?? '');
  if (previous && previous.startsWith(`${user.id}/`)) await bucket.remove([previous]).catch(() => undefined);
  return url;
}
