// The outbox in the database, through its service-role functions (20261208000001_mail_delivery.sql).
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.109.0';
import type { OutboxRow } from './mail.ts';
import type { OutboxStore } from './run.ts';

interface Row {
  id: number;
  recipient: string;
  template: string;
  subject: string;
  body: string;
  attempts: number;
  status: string;
  next_attempt_at: string;
}

export class SupabaseOutboxStore implements OutboxStore {
  private readonly client: SupabaseClient;

  constructor(supabaseUrl: string, serviceRoleKey: string) {
    this.client = createClient(supabaseUrl, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  }

  async claim(batchSize: number): Promise<OutboxRow[]> {
    const { data, error } = await this.client.rpc('claim_outbox_mail', { batch_size: batchSize });
    if (error) throw new Error(`claim_outbox_mail: ${error.message}`);
    return ((data ?? []) as Row[]).map((row) => ({
      id: Number(row.id),
      recipient: row.recipient,
      template: row.template,
      subject: row.subject,
      body: row.body,
      attempts: row.attempts,
    }));
  }

  async markSent(id: number, messageId: string | null): Promise<void> {
    const { error } = await this.client.rpc('mark_mail_sent', { mail_id: id, message_id: messageId });
    if (error) throw new Error(`mark_mail_sent: ${error.message}`);
  }

  async markFailed(id: number, reason: string): Promise<{ status: string; nextAttemptAt: string }> {
    const { data, error } = await this.client.rpc('mark_mail_failed', { mail_id: id, error: reason });
    if (error) throw new Error(`mark_mail_failed: ${error.message}`);
    const row = data as Row;
    return { status: row.status, nextAttemptAt: row.next_attempt_at };
  }
}
