// The trend picker's choices: the parameter's name, its code once, its unit and how many
// released values there are. The seeded catalogue names some parameters with their code
// ("Mean cell volume (MCV)"), which the picker offered as "Mean cell volume (MCV) (MCV)".
// The parameter it opens on: on a lab request, the request's own first parameter with values
// (a CBC + ELEC request opened on BUN, the patient's latest release, before).
import { describe, expect, it } from 'vitest';
import { defaultParameter, parameterChoice } from '../../../src/client/app/lab/lab-trend-data';
import { chosenTestIds } from '../../../src/client/app/models/panels/test-parameters';

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

describe('the parameter the trend opens on', () => {
  // The answer lists the most recently released first: the RFT's BUN, then its creatinine.
  const released = [
    parameter('Blood urea nitrogen', 'BUN', 'mg/dL', 4),
    parameter('Creatinine', 'CREAT', 'mg/dL', 4),
    parameter('Potassium', 'K', 'mmol/L', 3),
    parameter('Haemoglobin', 'HGB', 'g/dL', 7),
  ];
  // A CBC + ELEC request's parameters, in the order of its tests (WBC never released).
  const own = ['WBC', 'HGB', 'PLT', 'NA', 'K', 'CL'];

  it("is the request's own first parameter the patient has values for", () => {
    expect(defaultParameter(released, own)).toBe('HGB');
    expect(defaultParameter(released, ['NA', 'K'])).toBe('K');
  });

  it('is the latest released when none of its own has values, or off the request', () => {
    expect(defaultParameter(released, ['ESR'])).toBe('BUN');
    expect(defaultParameter(released, [])).toBe('BUN');
    expect(defaultParameter([], own)).toBeUndefined();
  });

  it("reads the request's tests in order, each once", () => {
    expect(chosenTestIds([{ test: 3 }, { test: 9 }, { test: 3 }, { test: null }, null])).toEqual([
      3, 9,
    ]);
  });
});
