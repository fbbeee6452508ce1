import { serviceErrorMessage, toServiceError } from '../../src/api/service-error';
import { getMyProfile, saveProfile, uploadAvatar } from '../../src/features/profile/profile-service';
import { actAs, gifFile, pngFile, startActors, statusOf, webpFile, type Actors } from './backoffice-fixtures';

const BUYER_ID = 'a1a1a1a1-0000-4000-8000-000000000003';
const ADDRESS = {
  street: 'Jl. Mawar No. 3',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postalCode: '40114',
};
const NO_ADDRESS = { street: '', kelurahan: '', kecamatan: '', city: '', province: '', postalCode: '' };

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());

describe('getMyProfile / saveProfile', () => {
  it('reads the signed-in user with the private phone and address', async () => {
    actAs(actors.buyer);
    expect(await getMyProfile()).toEqual({
      id: BUYER_ID,
      fullName: 'Dewi Lestari',
      email: 'pembeli@koperasi.test',
      phone: '081200000003',
      shippingAddress: {
        street: 'Jl. Melati No. 21',
        kelurahan: 'Cihapit',
        kecamatan: 'Bandung Wetan',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postalCode: '40114',
      },
      address: '',
      avatarUrl: '',
    });
  });

  it('saves the name, phone and address for real', async () => {
    actAs(actors.buyer);
    const saved = await saveProfile({
      fullName: ' Dewi Lestari Putri ',
      phone: '0812 9999 0000',
      shippingAddress: { ...ADDRESS, street: ' Jl. Mawar No. 3 ' },
    });
    expect(saved).toMatchObject({
      fullName: 'Dewi Lestari Putri',
      phone: '0812 9999 0000',
      shippingAddress: ADDRESS,
    });
    const { data } = await actors.anon.from('profiles').select('full_name').eq('id', BUYER_ID).single();
    expect(data).toEqual({ full_name: 'Dewi Lestari Putri' });
    // phone and address stay private
    const { data: contacts } = await actors.seller.from('profile_contacts').select('*').eq('id', BUYER_ID);
    expect(contacts).toEqual([]);
  });

  it("refuses a phone number that is not one with 'Nomor telepon tidak valid', changing nothing", async () => {
    actAs(actors.buyer);
    const before = await getMyProfile();
    for (const phone of ['12ab', '0812', '08abcdefghij']) {
      const failure = await saveProfile({ fullName: 'Nama Baru', phone, shippingAddress: ADDRESS }).then(
        () => null,
        (error: Error & { code?: string; userMessage?: string }) => error,
      );
      expect(failure?.message).toBe('Error updating profile: Nomor telepon tidak valid');
      expect(failure?.code).toBe('22023');
      expect(serviceErrorMessage(toServiceError(failure), 'Gagal memperbarui profil')).toBe(
        'Nomor telepon tidak valid',
      );
    }
    expect(await getMyProfile()).toEqual(before);
    // the database holds the rule for any writer, the API answers 400
    const { error, status } = await actors.buyer
      .from('profile_contacts')
      .update({ phone: '0812' })
      .eq('id', BUYER_ID);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'Nomor telepon tidak valid' });
    expect((await saveProfile({ ...before, phone: '(022) 555-0123' })).phone).toBe('(022) 555-0123');
  });

  it('clears the address, but never the phone sign-up asked for, and keeps a name of 3 to 120 characters', async () => {
    actAs(actors.buyer);
    const before = await getMyProfile();
    expect(
      await saveProfile({ fullName: 'Dewi Lestari', phone: before.phone, shippingAddress: NO_ADDRESS }),
    ).toMatchObject({ shippingAddress: NO_ADDRESS });
    for (const [input, sentence] of [
      [{ fullName: 'Dewi Lestari', phone: '  ' }, 'Nomor telepon wajib diisi'],
      [{ fullName: 'De', phone: before.phone }, 'Nama minimal 3 karakter'],
      [{ fullName: 'x'.repeat(300), phone: before.phone }, 'Nama maksimal 120 karakter'],
    ] as const) {
      const failure = await saveProfile({ ...input, shippingAddress: NO_ADDRESS }).then(
        () => null,
        (error: Error & { code?: string; userMessage?: string }) => error,
      );
      expect([failure?.code, failure?.userMessage]).toEqual(['22023', sentence]);
    }
    // the database holds the rules for any writer: 400, nothing changed
    const cleared = await actors.buyer.from('profile_contacts').update({ phone: null }).eq('id', BUYER_ID);
    expect(cleared.status).toBe(400);
    expect(cleared.error).toMatchObject({ code: '22023', message: 'Nomor telepon wajib diisi' });
    const longName = await actors.buyer
      .from('profiles')
      .update({ full_name: 'y'.repeat(121) })
      .eq('id', BUYER_ID);
    expect(longName.error).toMatchObject({ code: '22023', message: 'Nama maksimal 120 karakter' });
    const badPostcode = await actors.buyer
      .from('profile_contacts')
      .update({ postal_code: '4011' })
      .eq('id', BUYER_ID);
    expect(badPostcode.status).toBe(400);
    expect((await getMyProfile()).phone).toBe(before.phone);
  });

  it('needs a signed-in user', async () => {
    actAs(actors.anon);
    await expect(getMyProfile()).rejects.toThrow('Not signed in');
    await expect(saveProfile({ fullName: 'Xavier', phone: '', shippingAddress: NO_ADDRESS })).rejects.toThrow(
      'Not signed in',
    );
  });
});

describe('uploadAvatar', () => {
  it('stores the photo under the user folder, sets avatar_url and removes the previous photo', async () => {
    actAs(actors.buyer);
    const first = await uploadAvatar(pngFile('saya.png'));
    expect(first).toMatch(new RegExp(`/storage/v1/object/public/avatars/${BUYER_ID}/[0-9a-f-]{36}\\.png$`));
    expect(await statusOf(actors.server, first)).toBe(200);
    expect((await getMyProfile()).avatarUrl).toBe(first);

    const second = await uploadAvatar(webpFile('baru.webp'));
    expect(second).toMatch(/\.webp$/);
    expect((await getMyProfile()).avatarUrl).toBe(second);
    expect(await statusOf(actors.server, second)).toBe(200);
    expect(await statusOf(actors.server, first)).not.toBe(200);
  });

  it('refuses a file of another type with the upload message', async () => {
    actAs(actors.buyer);
    await expect(uploadAvatar(gifFile())).rejects.toThrow(/^Tipe file harus/);
  });

  it('needs a signed-in user', async () => {
    actAs(actors.anon);
    await expect(uploadAvatar(pngFile())).rejects.toThrow('Not signed in');
  });
});
