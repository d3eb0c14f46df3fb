// The trend picker's choices: the parameter's name, its code once, its unit and how many
// released values there are. The seeded catalogue names some parameters with their code
// ("Mean cell volume (MCV)"), which the picker offered as "Mean cell volume (MCV) (MCV)".
import { describe, expect, it } from 'vitest';
import { parameterChoice } from '../../../src/client/app/lab/lab-trend-data';

const parameter = (name: string, code: string, unit: string, count: number) => ({
  name,
  code,
  unit,
  count,
  numeric: true,
  last_released_at: '2026-03-02T07:30:00Z',
});

describe('a parameter in the trend picker', () => {
  it('is named with its code, unit and count', () => {
    expect(parameterChoice(parameter('Haemoglobin', 'HGB', 'g/dL', 8))).toBe(
      'Haemoglobin (HGB), g/dL · 8 results',
    );
    expect(parameterChoice(parameter('Glucose', 'GLUCOSE', '', 1))).toBe(
      'Glucose (GLUCOSE) · 1 result',
    );
  });

  it('says a code its name already ends with once', () => {
    expect(parameterChoice(parameter('Mean cell volume (MCV)', 'MCV', 'fL', 3))).toBe(
      'Mean cell volume (MCV), fL · 3 results',
    );
    // A code inside the name, not at its end, is not the name's own code.
    expect(parameterChoice(parameter('Urea nitrogen (BUN) level', 'BUN', 'mg/dL', 2))).toBe(
      'Urea nitrogen (BUN) level (BUN), mg/dL · 2 results',
    );
  });
});
