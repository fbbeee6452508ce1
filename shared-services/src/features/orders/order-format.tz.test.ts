import { formatOrderDateTime, orderAddressLines, orderStatusActor, paymentTimeLeft } from './order-format';

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
    const event = {
      id: 1,
      kind: 'order' as const,
      status: 'diproses' as const,
      shipmentId: null,
      note: '',
      changedAt: '2026-11-21T03:00:00.000Z',
    };
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

  it('counts down to the payment deadline in the two largest units', () => {
    const now = Date.parse('2026-11-21T03:00:00.000Z');
    const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
    expect(paymentTimeLeft(at(86_400 + 2 * 3600 + 5 * 60), now)).toBe('1 hari 2 jam');
    expect(paymentTimeLeft(at(23 * 3600 + 5 * 60 + 9), now)).toBe('23 jam 5 menit');
    expect(paymentTimeLeft(at(3600 + 9), now)).toBe('1 jam');
    expect(paymentTimeLeft(at(4 * 60 + 9), now)).toBe('4 menit 9 detik');
    expect(paymentTimeLeft(at(0), now)).toBe('');
    expect(paymentTimeLeft(at(-60), now)).toBe('');
    expect(paymentTimeLeft('not a date', now)).toBe('');
  });
});
