import { roleLabel, toUser } from './user';

describe('user', () => {
  it('labels roles, any other value as Pembeli', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('seller')).toBe('Penjual');
    expect(roleLabel('buyer')).toBe('Pembeli');
    expect(roleLabel('moderator')).toBe('Pembeli');
    expect(roleLabel(undefined)).toBe('Pembeli');
  });

  it('builds the session user from the profile, falling back to sign-up metadata', () => {
    const authUser = { id: 'u1', email: 'siti@koperasi.test', user_metadata: { full_name: 'Siti', phone: '0812' } };
    expect(toUser(authUser, { id: 'u1', full_name: 'Siti Aminah', role: 'seller', reputation: 12, phone: '0813' })).toEqual({
      id: 'u1',
      email: 'siti@koperasi.test',
      displayName: 'Siti Aminah',
      role: 'seller',
      reputation: 12,
      phone: '0813',
    });
    expect(toUser(authUser, null)).toMatchObject({ displayName: 'Siti', role: 'buyer', reputation: 0, phone: '0812' });
  });
});
