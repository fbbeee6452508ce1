import * as yup from 'yup';
import { getSupabase } from '../../supabase/client';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Limits of the contact_messages table (its check constraints). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const contactSchema = yup.object({
  name: yup.string().trim().required('Nama harus diisi').max(CONTACT_LIMITS.name, 'Nama terlalu panjang'),
  email: yup
    .string()
    .trim()
    .required('Email harus diisi')
    .email('Email tidak valid')
    .max(CONTACT_LIMITS.email, 'Email tidak valid'),
  message: yup.string().trim().required('Pesan harus diisi').max(CONTACT_LIMITS.message, 'Pesan terlalu panjang'),
});

/**
 * Sends the contact form to the contact_messages table (anyone may send; only admins read). A bare insert:
 * the sender may not read the message back, so insert().select() would be refused.
 */
export async function sendContactMessage(input: ContactMessage): Promise<void> {
  const { error } = await getSupabase()
    .from('contact_messages')
    .insert({ name: input.name.trim(), email: input.email.trim(), message: input.message.trim() });
  if (error) throw new Error(`Error creating contact message: ${error.message}`);
}
