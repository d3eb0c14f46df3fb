// A patient's age as a board writes it beside the name: years from 2, months below, days in
// the first month, counted on calendar days.
import { describe, expect, it } from 'vitest';
import { ageText } from '../../../../src/engine/clinical/patient-age';

describe('ageText', () => {
  it('counts whole years from the second birthday, the birthday itself included', () => {
    expect(ageText('1990-03-02', '2026-03-02')).toBe('36 y');
    expect(ageText('1990-03-03', '2026-03-02')).toBe('35 y');
    expect(ageText('2024-03-02', '2026-03-02')).toBe('2 y');
  });

  it('counts months below two years and days in the first month', () => {
    expect(ageText('2024-03-03', '2026-03-02')).toBe('23 mo');
    expect(ageText('2025-11-20', '2026-03-02')).toBe('3 mo');
    expect(ageText('2026-02-02', '2026-03-02')).toBe('1 mo');
    expect(ageText('2026-02-03', '2026-03-02')).toBe('27 d');
    expect(ageText('2026-03-02', '2026-03-02')).toBe('0 d');
  });

  it('has no age for a missing or unreadable date, or one after today', () => {
    expect(ageText(null, '2026-03-02')).toBeNull();
    expect(ageText('02/03/1990', '2026-03-02')).toBeNull();
    expect(ageText('2026-03-03', '2026-03-02')).toBeNull();
  });
});
