import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.109.0';
import {
  ORDER_COLUMNS,
  StoreError,
  nullableText,
  one,
  orderFromRow,
  text,
  type GatewayStatusInput,
  type GatewayStatusResult,
  type PaymentsStore,
  type Row,
  type SignedInUser,
  type StoredOrder,
} from './store.ts';

/** The store on Supabase with the service role: reads across RLS, calls the service-role-only functions. */
export class SupabaseStore implements PaymentsStore {
  private readonly client: SupabaseClient;

  constructor(
    private readonly supabaseUrl: string,
    serviceRoleKey: string,
    private readonly anonKey: string,
  ) {
    this.client = createClient(supabaseUrl, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  }

  async cancelOrderAs(jwt: string, orderId: string, reason: string | null): Promise<{ status: string }> {
    const asUser = createClient(this.supabaseUrl, this.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${jwt}` } },
    });
    const { data, error } = await asUser.rpc('cancel_order', { order_id: orderId, reason });
    if (error) throw new StoreError(error.code ?? 'db', error.message);
    return { status: text(one(data)?.status) };
  }

  async userFromJwt(jwt: string): Promise<SignedInUser | null> {
    const { data, error } = await this.client.auth.getUser(jwt);
    if (error) {
      // 401/403 from the auth server: a bad or expired token; anything else is a fault
      if (error.status === 401 || error.status === 403 || error.name === 'AuthSessionMissingError')
        return null;
      throw new StoreError('auth', error.message);
    }
    return data.user ? { id: data.user.id, email: data.user.email } : null;
  }

  async findOrder(orderId: string): Promise<StoredOrder | null> {
    const { data, error } = await this.client
      .from('orders')
      .select(ORDER_COLUMNS)
      .eq('id', orderId)
      .maybeSingle();
    if (error) throw new StoreError(error.code ?? 'db', error.message);
    return data ? orderFromRow(data as unknown as Row) : null;
  }

  async recordSnapTransaction(
    orderId: string,
    token: string,
    redirectUrl: string,
  ): Promise<{ snap_token: string; snap_redirect_url: string | null }> {
    const { data, error } = await this.client.rpc('record_snap_transaction', {
      order_id: orderId,
      snap_token: token,
      redirect_url: redirectUrl,
    });
    if (error) throw new StoreError(error.code ?? 'db', error.message);
    const row = one(data);
    return { snap_token: text(row?.snap_token), snap_redirect_url: nullableText(row?.snap_redirect_url) };
  }

  async applyGatewayStatus(input: GatewayStatusInput): Promise<GatewayStatusResult> {
    const { data, error } = await this.client.rpc('apply_gateway_status', input);
    if (error) throw new StoreError(error.code ?? 'db', error.message);
    const row = (data ?? {}) as Row;
    return {
      order_id: nullableText(row.order_id),
      payment_status: nullableText(row.payment_status),
      changed: row.changed === true,
      outcome: text(row.outcome),
    };
  }
}
