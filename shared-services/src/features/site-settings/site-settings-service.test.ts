import { setSupabaseClient } from '../../supabase/client';
import type { Tables } from '../../supabase/database.types';
import { getSiteSettings, updateSiteSettings } from './site-settings-service';

const ROW: Tables<'site_settings'> = {
  id: 1,
  site_name: 'Koperasi Marketplace',
  logo_url: null,
  description: 'Marketplace koperasi serba usaha.',
  email: 'info@koperasi-marketplace.id',
  phone: '+62 21 5550 1234',
  address: null,
  facebook: null,
  instagram: 'https://instagram.com/koperasimarketplace',
  bank_transfer_instructions: 'Transfer ke BRI 0123',
  payment_deadline_seconds: 43_200,
  auto_receive_seconds: 259_200,
  max_unpaid_orders: 5,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

/** A client whose every site_settings call answers `result`; records what was upserted. */
function fakeClient(result: { data: unknown; error: unknown }) {
  const upserts: unknown[] = [];
  const builder: Record<string, unknown> = {
    select: () => builder,
    eq: () => builder,
    upsert: (row: unknown) => {
      upserts.push(row);
      return builder;
    },
    maybeSingle: async () => result,
  };
  setSupabaseClient({ from: () => builder } as never);
  return upserts;
}

afterEach(() => setSupabaseClient(undefined));

describe('getSiteSettings', () => {
  it('maps the row, the order settings in the units the database keeps', async () => {
    fakeClient({ data: ROW, error: null });
    expect(await getSiteSettings()).toEqual({
      siteName: 'Koperasi Marketplace',
      logoUrl: '',
      description: 'Marketplace koperasi serba usaha.',
      email: 'info@koperasi-marketplace.id',
      phone: '+62 21 5550 1234',
      address: '',
      facebook: '',
      instagram: 'https://instagram.com/koperasimarketplace',
      bankTransferInstructions: 'Transfer ke BRI 0123',
      paymentDeadlineSeconds: 43_200,
      autoReceiveSeconds: 259_200,
      maxUnpaidOrders: 5,
      updatedAt: '2026-11-20T08:00:00.000Z',
    });
  });

  it("gives the database's defaults while the row does not exist", async () => {
    fakeClient({ data: null, error: null });
    expect(await getSiteSettings()).toMatchObject({
      siteName: 'Koperasi Marketplace',
      paymentDeadlineSeconds: 86_400,
      autoReceiveSeconds: 604_800,
      maxUnpaidOrders: 3,
      updatedAt: '',
    });
  });
});

describe('updateSiteSettings', () => {
  it('writes only the fields given, text trimmed and the order settings as numbers', async () => {
    const upserts = fakeClient({ data: { ...ROW, payment_deadline_seconds: 7_200 }, error: null });
    const saved = await updateSiteSettings({ phone: ' 021 ', facebook: '', paymentDeadlineSeconds: 7_200 });
    expect(upserts).toEqual([{ id: 1, phone: '021', facebook: null, payment_deadline_seconds: 7_200 }]);
    expect(saved.paymentDeadlineSeconds).toBe(7_200);
  });

  it('writes every order setting', async () => {
    const upserts = fakeClient({ data: ROW, error: null });
    await updateSiteSettings({
      paymentDeadlineSeconds: 3_600,
      autoReceiveSeconds: 86_400,
      maxUnpaidOrders: 20,
    });
    expect(upserts).toEqual([
      { id: 1, payment_deadline_seconds: 3_600, auto_receive_seconds: 86_400, max_unpaid_orders: 20 },
    ]);
  });

  it.each([
    ['a deadline under 10 s', { paymentDeadlineSeconds: 9 }, 'payment_deadline_seconds', '10 to 604800'],
    [
      'a deadline over a week',
      { paymentDeadlineSeconds: 604_801 },
      'payment_deadline_seconds',
      '10 to 604800',
    ],
    ['a fraction of a second', { autoReceiveSeconds: 1.5 }, 'auto_receive_seconds', '10 to 2592000'],
    ['no unpaid order at all', { maxUnpaidOrders: 0 }, 'max_unpaid_orders', '1 to 20'],
    ['not a number', { maxUnpaidOrders: Number.NaN }, 'max_unpaid_orders', '1 to 20'],
  ])('refuses %s before asking the database', async (_, input, column, range) => {
    const upserts = fakeClient({ data: ROW, error: null });
    await expect(updateSiteSettings(input)).rejects.toThrow(
      `Error updating site settings: ${column} must be a whole number from ${range}`,
    );
    expect(upserts).toEqual([]);
  });

  it('reports a refused write', async () => {
    fakeClient({ data: null, error: null });
    await expect(updateSiteSettings({ maxUnpaidOrders: 4 })).rejects.toThrow(
      'Error updating site settings: permission denied',
    );
    fakeClient({ data: null, error: { message: 'new row violates check constraint' } });
    await expect(updateSiteSettings({ maxUnpaidOrders: 4 })).rejects.toThrow(
      'Error updating site settings: new row violates check constraint',
    );
  });
});
