import { getSiteSettings, updateSiteSettings } from '../../src/features/site-settings/site-settings-service';
import { actAs, startActors, type Actors } from './backoffice-fixtures';

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());

describe('site settings', () => {
  it('are readable by a visitor', async () => {
    actAs(actors.anon);
    const settings = await getSiteSettings();
    expect(settings).toMatchObject({
      siteName: 'Koperasi Marketplace',
      email: 'info@koperasi-marketplace.id',
      phone: '+62 21 5550 1234',
      address: 'Jl. Koperasi No. 1, Jakarta Pusat, DKI Jakarta 10110',
      facebook: 'https://facebook.com/koperasimarketplace',
      instagram: 'https://instagram.com/koperasimarketplace',
      logoUrl: '',
    });
    expect(settings.bankTransferInstructions).toMatch(/^Transfer ke rekening Bank BRI/);
    expect(Date.parse(settings.updatedAt)).not.toBeNaN();
  });

  it('are changed by an admin, only the fields given', async () => {
    actAs(actors.admin);
    const saved = await updateSiteSettings({ phone: ' +62 21 7777 0000 ', instagram: '' });
    expect(saved).toMatchObject({
      phone: '+62 21 7777 0000',
      instagram: '',
      email: 'info@koperasi-marketplace.id',
    });
    actAs(actors.anon);
    expect(await getSiteSettings()).toMatchObject({
      phone: '+62 21 7777 0000',
      instagram: '',
      siteName: 'Koperasi Marketplace',
    });
  });

  it('hold the order settings: the defaults, changed by an admin', async () => {
    actAs(actors.anon);
    expect(await getSiteSettings()).toMatchObject({
      paymentDeadlineSeconds: 86_400,
      autoReceiveSeconds: 604_800,
      maxUnpaidOrders: 3,
    });
    actAs(actors.admin);
    expect(await updateSiteSettings({ paymentDeadlineSeconds: 7_200, maxUnpaidOrders: 5 })).toMatchObject({
      paymentDeadlineSeconds: 7_200,
      autoReceiveSeconds: 604_800,
      maxUnpaidOrders: 5,
    });
    actAs(actors.buyer);
    await expect(updateSiteSettings({ maxUnpaidOrders: 20 })).rejects.toThrow(
      /^Error updating site settings: /,
    );
    actAs(actors.anon);
    expect(await getSiteSettings()).toMatchObject({ paymentDeadlineSeconds: 7_200, maxUnpaidOrders: 5 });
  });

  it('are refused to anyone but an admin', async () => {
    actAs(actors.buyer);
    await expect(updateSiteSettings({ phone: '000' })).rejects.toThrow(/^Error updating site settings: /);
    actAs(actors.anon);
    await expect(updateSiteSettings({ phone: '000' })).rejects.toThrow(/^Error updating site settings: /);
    expect((await getSiteSettings()).phone).toBe('+62 21 7777 0000');
  });

  it('need a site name', async () => {
    actAs(actors.admin);
    await expect(updateSiteSettings({ siteName: '  ' })).rejects.toThrow(
      'Error updating site settings: site name is required',
    );
  });

  it('report a failing read as Error getting site settings', async () => {
    actAs(actors.broken);
    await expect(getSiteSettings()).rejects.toThrow(/^Error getting site settings: /);
  });
});
