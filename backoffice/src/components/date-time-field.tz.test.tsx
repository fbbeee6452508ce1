import {
  formatIndonesianDate,
  formatIndonesianDateTime,
  isDateValue,
  parseIndonesianDate,
  parseIndonesianDateTime,
} from './date-time-field';

describe('parseIndonesianDateTime', () => {
  it('reads day, month, year and time, day first, as Indonesians write them', () => {
    expect(parseIndonesianDateTime('15/01/2031 09.30')).toBe('2031-01-15T09:30');
    expect(parseIndonesianDateTime('5-1-2031 9:05')).toBe('2031-01-05T09:05');
    expect(parseIndonesianDateTime(' 15/01/2031 pukul 21.00 ')).toBe('2031-01-15T21:00');
    expect(parseIndonesianDateTime('15/01/2031')).toBe('2031-01-15T00:00');
  });

  it('refuses what is no date of the calendar, or not day first', () => {
    expect(parseIndonesianDateTime('31/02/2031 09.00')).toBeNull();
    expect(parseIndonesianDateTime('01/13/2031')).toBeNull();
    expect(parseIndonesianDateTime('15/01/2031 24.00')).toBeNull();
    expect(parseIndonesianDateTime('2031-01-15T09:30')).toBeNull();
    expect(parseIndonesianDateTime('besok pagi')).toBeNull();
  });
});

describe('formatIndonesianDateTime', () => {
  it("writes the form's value day first, with the Indonesian time separator", () => {
    expect(formatIndonesianDateTime('2031-01-15T09:30')).toBe('15/01/2031 09.30');
    expect(formatIndonesianDateTime('')).toBe('');
  });
});

describe('parseIndonesianDate', () => {
  it('reads a day alone, day first, as the ISO date', () => {
    expect(parseIndonesianDate('15/01/2031')).toBe('2031-01-15');
    expect(parseIndonesianDate(' 5-1-2031 ')).toBe('2031-01-05');
  });

  it('refuses a time, an impossible day, month first or ISO text', () => {
    expect(parseIndonesianDate('15/01/2031 09.30')).toBeNull();
    expect(parseIndonesianDate('31/02/2031')).toBeNull();
    expect(parseIndonesianDate('01/13/2031')).toBeNull();
    expect(parseIndonesianDate('2031-01-15')).toBeNull();
  });
});

describe('formatIndonesianDate', () => {
  it('writes an ISO date day first', () => {
    expect(formatIndonesianDate('2031-01-15')).toBe('15/01/2031');
    expect(formatIndonesianDate('')).toBe('');
  });
});

describe('isDateValue', () => {
  it('accepts a day or nothing, and refuses the text of a date that could not be read', () => {
    expect(isDateValue('2031-01-15')).toBe(true);
    expect(isDateValue('')).toBe(true);
    expect(isDateValue(undefined)).toBe(true);
    expect(isDateValue('12/13/2031')).toBe(false);
    expect(isDateValue('2031-01-15T09:30')).toBe(false);
  });
});
