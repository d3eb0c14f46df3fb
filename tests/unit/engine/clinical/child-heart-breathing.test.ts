// A child's heart and respiratory rates (engine/clinical/child-heart-breathing.ts): APLS 6th
// edition's normal ranges by age, ages in years as the year columns of the reproduction in
// Fleming et al., Lancet 2011, web appendix Web Box 1 read them (2 in 2-5, 5 in 5-12, 11 in 5-12,
// 12 on in "over 12"), on the blood-pressure bands the server derives; nothing for an adult or
// an unknown band, whose chart reads its adult warnings; and the schema's expressions see them.
import { describe, expect, it } from 'vitest';
import {
  childBreathingHigh,
  childBreathingLow,
  childHeartRateHigh,
  childHeartRateLow,
} from '../../../../src/engine/clinical/child-heart-breathing';
import { compileExpression } from '../../../../src/engine/formulas/math';

const ranges = (band: unknown) => ({
  heart: [childHeartRateLow(band), childHeartRateHigh(band)],
  breathing: [childBreathingLow(band), childBreathingHigh(band)],
});

describe('child heart and respiratory rates', () => {
  it.each([
    ['Newborn', [110, 160], [30, 40]],
    ['Infant', [110, 160], [30, 40]],
    ['1 y', [100, 150], [25, 35]],
    ['2 y', [95, 140], [25, 30]],
    ['4 y', [95, 140], [25, 30]],
    ['5 y', [80, 120], [20, 25]],
    ['7 y', [80, 120], [20, 25]],
    ['11 y', [80, 120], [20, 25]],
    ['12 y', [60, 100], [15, 20]],
    ['13-17 y', [60, 100], [15, 20]],
  ])('%s: heart rate %j, breathing %j', (band, heart, breathing) => {
    expect(ranges(band)).toEqual({ heart, breathing });
  });

  it('has no child range for an adult, an unknown or a made-up band', () => {
    for (const band of ['Adult', '', null, undefined, '18 y', 'Child'])
      expect(ranges(band)).toEqual({
        heart: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
        breathing: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
      });
  });

  it("is what a chart's warnings read: a 2-year-old's 120 and 30 are normal, 36 is fast", () => {
    const holds = (source: string, value: number) => {
      const expression = compileExpression(source);
      if (expression instanceof Error) throw expression;
      return expression.evaluate({ value, patient_age_band: '2 y' });
    };
    expect(holds('value <= childHeartRateHigh(patient_age_band)', 120)).toBe(true);
    expect(holds('value <= childBreathingHigh(patient_age_band)', 30)).toBe(true);
    expect(holds('value <= childBreathingHigh(patient_age_band)', 36)).toBe(false);
  });
});
