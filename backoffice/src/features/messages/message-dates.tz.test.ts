import { formatMessageTime } from './message-dates';

describe('formatMessageTime', () => {
  it('shows the time in Jakarta (UTC+7) with WIB, whatever the machine runs in', () => {
    expect(formatMessageTime('2026-12-07T02:15:00Z')).toBe('7 Des 2026, 09.15 WIB');
    // 20:30 UTC is already the next day in Jakarta
    expect(formatMessageTime('2026-12-31T20:30:00Z')).toBe('1 Jan 2027, 03.30 WIB');
  });
});
