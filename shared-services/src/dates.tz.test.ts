import {
  dateBadge,
  formatDate,
  formatDateBound,
  formatDateTime,
  formatOrderDateTime,
  formatShortDate,
  formatTime,
  formatWeekdayDate,
  fromWibInput,
  parseInstant,
  toWibInput,
  todayInJakarta,
  yearInJakarta,
} from './dates';

// npm test runs this file under TZ=UTC and TZ=America/New_York too: nothing here may depend on the zone
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the cooperative dates, in any time zone', () => {
  it('shows a calendar date as the day it names, never a day earlier', () => {
    expect(formatDate('2026-12-15')).toBe('15 Desember 2026');
    expect(formatDate('2026-01-01')).toBe('1 Januari 2026');
    expect(formatShortDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatWeekdayDate('2026-12-15')).toBe('Selasa, 15 Desember 2026');
    expect(dateBadge('2026-01-01')).toEqual(['1', 'Jan']);
    // a calendar date has no time
    expect(formatTime('2026-12-15')).toBe('');
    expect(formatDateTime('2026-12-15')).toBe('');
  });

  it('shows an instant on its day and at its time in WIB, with "WIB" after the time', () => {
    // 20.10 UTC on Sunday is 03.10 on Monday in Jakarta
    const at = '2026-12-06T20:10:00+00:00';
    expect(plain(formatDateTime(at))).toBe('Senin, 7 Desember 2026 pukul 03.10 WIB');
    expect(formatDate(at)).toBe('7 Desember 2026');
    expect(formatShortDate(at)).toBe('7 Des 2026');
    expect(formatWeekdayDate(at)).toBe('Senin, 7 Desember 2026');
    expect(formatTime(at)).toBe('03.10 WIB');
    expect(dateBadge(at)).toEqual(['7', 'Des']);
    expect(plain(formatOrderDateTime('2026-11-21T03:30:00.000Z'))).toBe('21 November 2026 pukul 10.30 WIB');
    expect(plain(formatOrderDateTime('2026-11-21T03:30:00.000Z', 'short'))).toMatch(
      /^21 Nov 2026,? 10\.30 WIB$/,
    );
    // midnight in Jakarta is the evening before in UTC and New York
    expect(formatDate('2026-12-31T17:00:00Z')).toBe('1 Januari 2027');
  });

  it('reads a date field value (no offset) as a WIB wall time', () => {
    expect(plain(formatDateTime('2031-01-15T09:30'))).toBe('Rabu, 15 Januari 2031 pukul 09.30 WIB');
    expect(fromWibInput('2026-12-15T09:00')).toBe('2026-12-15T02:00:00.000Z');
    expect(fromWibInput('2026-12-07T03:10')).toBe('2026-12-06T20:10:00.000Z');
    expect(toWibInput('2026-12-06T20:10:00+00:00')).toBe('2026-12-07T03:10');
    expect(toWibInput(fromWibInput('2027-03-14T02:30'))).toBe('2027-03-14T02:30');
    expect(parseInstant('2026-12-15')?.toISOString()).toBe('2026-12-14T17:00:00.000Z');
  });

  it('gives nothing for no value or a value that is no date', () => {
    for (const value of [
      '',
      null,
      undefined,
      'besok pagi',
      '2026-02-30',
      '2026-13-01T09:00',
      '2026-01-01T24:00',
    ]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(fromWibInput(value)).toBeNull();
      expect(toWibInput(value)).toBe('');
    }
    expect(dateBadge('x')).toEqual(['', '']);
    expect(formatOrderDateTime('not a date')).toBe('');
  });

  it("knows today's day and year in Jakarta", () => {
    // 18.00 UTC on 31 December is already 1 January in Jakarta
    const newYear = new Date('2026-12-31T18:00:00Z');
    expect(todayInJakarta(newYear)).toBe('2027-01-01');
    expect(yearInJakarta(newYear)).toBe(2027);
    expect(todayInJakarta(new Date('2026-12-31T16:59:00Z'))).toBe('2026-12-31');
    expect(yearInJakarta(new Date('2026-12-31T16:59:00Z'))).toBe(2026);
  });

  it("writes a rule's date bound as its day in WIB", () => {
    expect(formatDateBound(new Date('2026-11-20T20:00:00Z'))).toBe('21 November 2026');
    expect(formatDateBound(new Date('x'))).toBe('');
  });
});
