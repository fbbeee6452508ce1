import { contactOf, normalizeRole, roleLabel, toUser } from './user';

describe('user', () => {
  it('labels roles, any other value as Pembeli', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('seller')).toBe('Penjual');
    expect(roleLabel('buyer')).toBe('Pembeli');
    expect(roleLabel('moderator')).toBe('Pembeli');
    expect(roleLabel(undefined)).toBe('Pembeli');
    expect(normalizeRole('moderator')).toBe('buyer');
  });

  const authUser = {
    id: 'u1',
    email: 'siti@koperasi.test',
    user_metadata: { full_name: 'Siti', phone: '0812' },
  };

  it('builds the session user from the profile and its private contact row', () => {
    expect(
      toUser(authUser, {
        id: 'u1',
        full_name: 'Siti Aminah',
        role: 'seller',
        reputation: 12,
        avatar_url: 'https://cdn.test/siti.png',
        profile_contacts: { phone: '0813', address: 'Jl. Melati 1' },
      }),
    ).toEqual({
      id: 'u1',
      email: 'siti@koperasi.test',
      displayName: 'Siti Aminah',
      role: 'seller',
      reputation: 12,
      phone: '0813',
      photoURL: 'https://cdn.test/siti.png',
    });
  });

  it('accepts the contact row embedded as an array and leaves photoURL out without a photo', () => {
    const user = toUser(authUser, {
      id: 'u1',
      full_name: 'Siti',
      role: 'buyer',
      reputation: 0,
      profile_contacts: [{ phone: '0814', address: null }],
    });
    expect(user.phone).toBe('0814');
    expect(user).not.toHaveProperty('photoURL');
    expect(contactOf(null)).toBeNull();
    expect(
      contactOf({ id: 'u1', full_name: null, role: null, reputation: null, profile_contacts: [] }),
    ).toBeNull();
  });

  it('falls back to sign-up metadata without a profile, never believing a self-declared admin', () => {
    expect(toUser(authUser, null)).toMatchObject({
      displayName: 'Siti',
      role: 'buyer',
      reputation: 0,
      phone: '0812',
    });
    expect(toUser({ ...authUser, user_metadata: { role: 'seller' } }, null).role).toBe('seller');
    expect(toUser({ ...authUser, user_metadata: { role: 'admin' } }, null).role).toBe('buyer');
  });

  it('uses the Google name and picture, then the email, for the display name and photo', () => {
    const google = {
      id: 'g1',
      email: 'ani@gmail.test',
      user_metadata: { name: 'Ani', picture: 'https://img.test/ani.jpg' },
    };
    expect(toUser(google, null)).toMatchObject({ displayName: 'Ani', photoURL: 'https://img.test/ani.jpg' });
    expect(toUser({ id: 'x', email: 'x@y.test' }, null).displayName).toBe('x@y.test');
  });
});
