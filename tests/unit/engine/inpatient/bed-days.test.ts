import { describe, expect, it } from 'vitest';
import { addDays, bedDaysDue, calendarDayOf } from '../../../../src/engine/inpatient/bed-days';

// Addis Ababa (UTC+3, no clock changes) and New York (the default, with its November change).
const ADDIS = 'Africa/Addis_Ababa';
const NEW_YORK = 'America/New_York';

describe('bed-days due (the midnight census)', () => {
  it('charges the admission day at once, even for a stay that ends that day', () => {
    expect(bedDaysDue('2026-11-24T07:15:00Z', null, '2026-11-24T07:15:00Z', ADDIS)).toEqual([
      '2026-11-24',
    ]);
    expect(bedDaysDue('2026-11-24T07:15:00Z', null, '2026-11-24T18:00:00Z', ADDIS)).toEqual([
      '2026-11-24',
    ]);
  });

  it('three nights owe three days: the discharge day is not charged', () => {
    // In 24 Nov 10:15 Addis Ababa, out 27 Nov 10:00.
    expect(bedDaysDue('2026-11-24T07:15:00Z', null, '2026-11-27T07:00:00Z', ADDIS)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('a day is due once the patient is still in when it ends, and only once', () => {
    const admitted = '2026-11-24T07:15:00Z';
    // 25 Nov 23:59 Addis: only the admission day so far.
    expect(bedDaysDue(admitted, null, '2026-11-25T20:59:00Z', ADDIS)).toEqual(['2026-11-24']);
    // 26 Nov 00:00 Addis: 25 Nov ended with the patient in.
    expect(bedDaysDue(admitted, '2026-11-24', '2026-11-25T21:00:00Z', ADDIS)).toEqual([
      '2026-11-25',
    ]);
    expect(bedDaysDue(admitted, '2026-11-25', '2026-11-26T05:00:00Z', ADDIS)).toEqual([]);
    expect(bedDaysDue(admitted, '2026-11-26', '2026-11-27T07:00:00Z', ADDIS)).toEqual([]);
  });

  it("counts the hospital's calendar days, across a clock change", () => {
    // New York leaves daylight time on 1 Nov 2026: 31 Oct 23:30 EDT to 2 Nov 09:00 EST.
    expect(bedDaysDue('2026-11-01T03:30:00Z', null, '2026-11-02T14:00:00Z', NEW_YORK)).toEqual([
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(calendarDayOf('2026-11-01T03:30:00Z', NEW_YORK)).toBe('2026-10-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('never charges before the admission day nor twice', () => {
    expect(bedDaysDue('2026-11-24T07:15:00Z', '2026-11-20', '2026-11-25T22:00:00Z', ADDIS)).toEqual(
      ['2026-11-24', '2026-11-25'],
    );
    expect(bedDaysDue('2026-11-24T07:15:00Z', '2026-11-30', '2026-11-25T22:00:00Z', ADDIS)).toEqual(
      [],
    );
  });
});
