import * as yup from 'yup';
import { getSupabase } from '../../supabase/client';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const contactSchema = yup.object({
  name: yup.string().trim().required('Nama harus diisi').max(120, 'Nama terlalu panjang'),
  email: yup.string().trim().email('Email tidak valid').required('Email tidak valid'),
  message: yup.string().trim().required('Pesan harus diisi').max(5000, 'Pesan terlalu panjang'),
});

/** Sends the contact form to the contact_messages table (anyone may send; only admins read). */
export async function sendContactMessage(input: ContactMessage): Promise<void> {
  const { error } = await getSupabase().from('contact_messages').insert(input);
  if (error) throw new Error(`Error creating contact message: ${error.message}`);
}
