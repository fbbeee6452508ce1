import { eventBadge, formatEventDate, formatEventDay, formatEventTime, isUpcoming } from './article-format';

describe('article dates', () => {
  it('writes when an event takes place in Western Indonesian Time', () => {
    expect(formatEventDate('2026-12-05T02:00:00Z')).toBe('Sabtu, 5 Desember 2026 pukul 09.00 WIB');
    // 20:30 UTC is the next morning's 03.30 in Jakarta
    expect(formatEventDate('2026-12-05T20:30:00Z')).toBe('Minggu, 6 Desember 2026 pukul 03.30 WIB');
    expect(formatEventDay('2026-12-05T02:00:00Z')).toBe('Sabtu, 5 Desember 2026');
    expect(formatEventTime('2026-12-05T02:00:00Z')).toBe('09.00 WIB');
    expect(eventBadge('2026-12-05T02:00:00Z')).toEqual(['5', 'Des']);
  });

  it('gives nothing for a date that is not one', () => {
    expect(formatEventDate('bukan tanggal')).toBe('');
    expect(eventBadge('')).toEqual(['', '']);
  });

  it('tells an upcoming event from one that took place', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    expect(isUpcoming('2026-12-05T02:00:00Z', now)).toBe(true);
    expect(isUpcoming('2026-11-05T02:00:00Z', now)).toBe(false);
    expect(isUpcoming('x', now)).toBe(false);
  });
});
