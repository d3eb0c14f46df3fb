import { describe, expect, it } from 'vitest';
import { namingParts } from '../../../src/server/models/naming-series';

describe('namingParts', () => {
  const zone = 'America/New_York';

  it('renders the date parts and pads the sequence in either spelling', () => {
    const at = new Date('2026-03-05T15:00:00Z');
    const six = namingParts('MRN-{YYYY}-{seq:6}', at, zone);
    expect(six.series).toBe('MRN-2026-#');
    expect(six.format(42)).toBe('MRN-2026-000042');
    const hashes = namingParts('INV-{YY}{MM}{DD}-{#####}', at, zone);
    expect(hashes.series).toBe('INV-260305-#');
    expect(hashes.format(7)).toBe('INV-260305-00007');
    // A number wider than its pattern is kept whole, never cut.
    expect(hashes.format(1_234_567)).toBe('INV-260305-1234567');
  });

  it('appends the number when the pattern has no sequence', () => {
    const parts = namingParts('LAB-{YYYY}-', new Date('2026-03-05T15:00:00Z'), zone);
    expect(parts.series).toBe('LAB-2026-');
    expect(parts.format(3)).toBe('LAB-2026-3');
  });

  it("follows the hospital's calendar, not UTC, across the new year", () => {
    // 03:00 UTC on 1 January is still 22:00 on 31 December in New York.
    const lateEvening = namingParts('MRN-{YYYY}-{seq:6}', new Date('2027-01-01T03:00:00Z'), zone);
    expect(lateEvening.format(1)).toBe('MRN-2026-000001');
    const nextMorning = namingParts('MRN-{YYYY}-{seq:6}', new Date('2027-01-01T14:00:00Z'), zone);
    expect(nextMorning.format(1)).toBe('MRN-2027-000001');
    // Different keys: the counter starts again with the year.
    expect(lateEvening.series).not.toBe(nextMorning.series);
    expect(
      namingParts('MRN-{YYYY}-{seq:6}', new Date('2027-01-01T03:00:00Z'), 'Africa/Addis_Ababa')
        .series,
    ).toBe('MRN-2027-#');
  });
});
