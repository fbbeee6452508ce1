import { getSupabase } from '../../supabase/client';
import { ContactError } from './contact-error';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Sends the contact form to the contact_messages table (anyone may send; only admins read). A bare insert:
 * the sender may not read the message back, so insert().select() would be refused. One address may send 5
 * messages an hour (ContactError PT429 with the database's sentence).
 */
export async function sendContactMessage(input: ContactMessage): Promise<void> {
  const { error } = await getSupabase()
    .from('contact_messages')
    .insert({ name: input.name.trim(), email: input.email.trim(), message: input.message.trim() });
  if (error) throw new ContactError('Error creating contact message', error);
}
