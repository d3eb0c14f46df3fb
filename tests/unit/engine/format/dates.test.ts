import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatDateTime,
  formatFormDate,
  formatLongDate,
  parseFormDate,
} from '../../../../src/engine/format';

// 20:05 UTC is 15:05 in New York (EST, UTC-5) on this day.
const INSTANT = '2026-11-21T20:05:00Z';

describe('formatFormDate', () => {
  it('shows dd-MM-yyyy (spec 5.3)', () => {
    expect(formatFormDate('2026-11-21')).toBe('21-11-2026');
    expect(formatFormDate(new Date(INSTANT))).toBe('21-11-2026');
    expect(formatFormDate('2026-01-05')).toBe('05-01-2026');
  });

  it('shows instants in the time zone (default America/New_York)', () => {
    // 02:00 UTC on the 22nd is still the evening of the 21st in New York.
    expect(formatFormDate('2026-11-22T02:00:00Z')).toBe('21-11-2026');
    expect(formatFormDate('2026-11-22T02:00:00Z', 'Africa/Addis_Ababa')).toBe('22-11-2026');
  });

  it('never shifts a calendar date, whatever the time zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC', 'Asia/Kolkata']) {
      expect(formatFormDate('2026-11-21', zone)).toBe('21-11-2026');
      expect(formatLongDate('2026-11-21', zone)).toBe('November 21, 2026');
    }
  });

  it('reads a time without an offset as wall-clock time in the zone', () => {
    expect(formatDateTime('2026-11-21T15:05')).toBe('November 21, 2026, 3:05 PM');
    expect(formatDateTime('2026-11-21T15:05:00', 'Africa/Addis_Ababa')).toBe(
      'November 21, 2026, 3:05 PM',
    );
  });

  it('gives "" for invalid input', () => {
    for (const bad of ['', 'soon', '2026-02-31', '2026-13-01', '21-11-2026', '2026-11-21T25:00']) {
      expect(formatFormDate(bad)).toBe('');
    }
    expect(formatFormDate(new Date(Number.NaN))).toBe('');
    expect(formatFormDate(null as never)).toBe('');
    expect(formatFormDate(INSTANT, 'Not/AZone')).toBe('');
    expect(formatDateTime('2026-11-21T15:05', 'Not/AZone')).toBe('');
  });

  it('shows a calendar date even with an unknown time zone, since it needs none', () => {
    expect(formatFormDate('2026-11-21', 'Not/AZone')).toBe('21-11-2026');
  });
});

describe('parseFormDate', () => {
  it('reads dd-MM-yyyy into an ISO date', () => {
    expect(parseFormDate('21-11-2026')).toBe('2026-11-21');
    expect(parseFormDate(' 1-2-2026 ')).toBe('2026-02-01');
    expect(parseFormDate('29-02-2028')).toBe('2028-02-29');
  });

  it('gives undefined for dates that do not exist or do not match', () => {
    for (const bad of ['31-02-2026', '29-02-2026', '31-04-2026', '00-01-2026', '01-13-2026']) {
      expect(parseFormDate(bad)).toBeUndefined();
    }
    for (const bad of ['', '2026-11-21', '21/11/2026', '21-11-26', 21112026, null]) {
      expect(parseFormDate(bad)).toBeUndefined();
    }
  });

  it('round-trips ISO dates through formatFormDate', () => {
    const isoDate = fc
      .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z') })
      .filter((d) => !Number.isNaN(d.getTime()))
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(parseFormDate(formatFormDate(iso))).toBe(iso);
      }),
    );
  });

  it('round-trips instants to their date in the time zone', () => {
    const zone = fc.constantFrom('America/New_York', 'UTC', 'Africa/Addis_Ababa', 'Asia/Tokyo');
    const instant = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, zone, (d, tz) => {
        expect(parseFormDate(formatFormDate(d, tz))).toBe(formatInTimeZone(d, tz, 'yyyy-MM-dd'));
      }),
    );
  });
});

describe('formatLongDate', () => {
  it('uses the en-US long-month form (spec 9)', () => {
    expect(formatLongDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatLongDate(INSTANT)).toBe('November 21, 2026');
    expect(formatLongDate('2026-03-01')).toBe('March 1, 2026');
  });
});

describe('formatDateTime', () => {
  it('uses a 12-hour clock in the time zone (spec 9)', () => {
    expect(formatDateTime(INSTANT)).toBe('November 21, 2026, 3:05 PM');
    expect(formatDateTime(new Date(INSTANT))).toBe('November 21, 2026, 3:05 PM');
    expect(formatDateTime(INSTANT, 'UTC')).toBe('November 21, 2026, 8:05 PM');
    expect(formatDateTime('2026-11-21T05:30:00+03:00', 'Africa/Addis_Ababa')).toBe(
      'November 21, 2026, 5:30 AM',
    );
  });

  it('shows a calendar date at midnight', () => {
    expect(formatDateTime('2026-11-21')).toBe('November 21, 2026, 12:00 AM');
  });
});

describe('never throws', () => {
  it('on arbitrary input and zones', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (input, zone) => {
        for (const format of [formatFormDate, formatLongDate, formatDateTime]) {
          expect(typeof format(input as string, zone as string)).toBe('string');
        }
        parseFormDate(input);
      }),
    );
    fc.assert(
      fc.property(fc.date(), fc.string(), (d, text) => {
        formatDateTime(d);
        formatFormDate(text);
        parseFormDate(text);
      }),
    );
  });
});

describe('calendarDay', () => {
  it('is the day on the hospital clock, not UTC: 03:30 UTC is still yesterday in New York', () => {
    expect(calendarDay(new Date('2026-11-28T03:30:00Z'))).toBe('2026-11-27');
    expect(calendarDay(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-28');
    expect(calendarDay(new Date('2026-11-28T03:30:00Z'), 'Africa/Addis_Ababa')).toBe('2026-11-28');
  });

  it('agrees with formatInTimeZone for any instant and zone, twice in a row (the memo)', () => {
    const zones = [
      'America/New_York',
      'Africa/Addis_Ababa',
      'Asia/Kolkata',
      'Pacific/Chatham',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (time, zone) => {
          const at = new Date(time);
          const expected = formatInTimeZone(at, zone, 'yyyy-MM-dd');
          expect(calendarDay(at, zone)).toBe(expected);
          expect(calendarDay(new Date(time), zone)).toBe(expected);
        },
      ),
    );
  });

  it('turns at midnight across a clock change (New York, 8 March 2026, 02:00 -> 03:00)', () => {
    expect(calendarDay(new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(calendarDay(new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(calendarDay(new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(calendarDay(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });

  it('refuses an invalid date and an unknown zone as formatInTimeZone does', () => {
    expect(() => calendarDay(new Date('not a date'))).toThrow(RangeError);
    expect(() => calendarDay(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
