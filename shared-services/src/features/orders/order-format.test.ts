import { formatOrderDateTime, orderAddressLines, orderStatusActor } from './order-format';

describe('order format', () => {
  it('writes an order time in WIB with a long or a short month', () => {
    expect(formatOrderDateTime('2026-11-21T03:30:00.000Z')).toMatch(/^21 November 2026.*10[.:]30 WIB$/);
    expect(formatOrderDateTime('2026-11-21T03:30:00.000Z', 'short')).toMatch(/^21 Nov 2026.*10[.:]30 WIB$/);
    expect(formatOrderDateTime('not a date')).toBe('');
  });

  it('splits the address into the lines under the recipient', () => {
    expect(
      orderAddressLines({
        recipientName: 'Dewi Lestari',
        phone: '081234567890',
        street: 'Jl. Melati No. 21',
        kelurahan: 'Cihapit',
        kecamatan: 'Bandung Wetan',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postalCode: '40114',
        notes: '',
      }),
    ).toEqual(['Jl. Melati No. 21', 'Kel. Cihapit, Kec. Bandung Wetan', 'Kota Bandung, Jawa Barat 40114']);
  });

  it('names who changed a status, Sistem for the service role', () => {
    const event = { id: 1, status: 'diproses' as const, changedAt: '2026-11-21T03:00:00.000Z' };
    expect(orderStatusActor({ ...event, changedBy: null, changedByName: '', changedByRole: null })).toBe(
      'Sistem',
    );
    expect(
      orderStatusActor({ ...event, changedBy: 'u1', changedByName: 'Budi Santoso', changedByRole: 'seller' }),
    ).toBe('Budi Santoso (Penjual)');
    expect(orderStatusActor({ ...event, changedBy: 'u1', changedByName: '', changedByRole: null })).toBe(
      'Pengguna',
    );
  });
});
