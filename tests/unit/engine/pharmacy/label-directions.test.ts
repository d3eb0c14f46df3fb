// The dispensing label's directions (src/engine/pharmacy/directions.ts), as cases: what a
// pharmacist writes for each route, frequency, dose unit and duration.
import { describe, expect, it } from 'vitest';
import { type Directed, directionsText, doseText } from '../../../../src/engine/pharmacy';

const item = (
  dose: number,
  doseUnit: string,
  frequency: string,
  durationDays: number | null,
  route: string | null = 'Oral',
): Directed => ({ dose, doseUnit, frequency, durationDays, route });

describe('label directions', () => {
  const cases: [Directed, string][] = [
    [item(1, 'Tablet', 'Three times daily', 5), 'Take 1 tablet three times daily for 5 days'],
    [item(2, 'Capsule', 'Twice daily', 7), 'Take 2 capsules twice daily for 7 days'],
    [item(0.5, 'Tablet', 'Once daily', 30), 'Take half a tablet once daily for 30 days'],
    [item(1.5, 'Tablet', 'At night', 1), 'Take 1½ tablets at night for 1 day'],
    [item(500, 'Milligram (mg)', 'Every 8 hours', 7), 'Take 500 mg every 8 hours for 7 days'],
    [item(5, 'mL', 'Four times daily', 5, null), 'Take 5 mL four times daily for 5 days'],
    [
      item(1, 'Gram (g)', 'Every 12 hours', 5, 'Intravenous'),
      'Give 1 g intravenously every 12 hours for 5 days',
    ],
    [
      item(4, 'Milligram (mg)', 'Once only', 3, 'Intramuscular'),
      'Inject 4 mg into the muscle once only',
    ],
    [
      item(10, 'International unit (IU)', 'Once daily', 14, 'Subcutaneous'),
      'Inject 10 IU under the skin once daily for 14 days',
    ],
    [
      item(1, 'Drop', 'Four times daily', 7, 'Ophthalmic (eye)'),
      'Instil 1 drop into the eye four times daily for 7 days',
    ],
    [
      item(3, 'Drop', 'Three times daily', 5, 'Otic (ear)'),
      'Instil 3 drops into the ear three times daily for 5 days',
    ],
    [item(2, 'Puff', 'As needed', 30, 'Inhaled'), 'Inhale 2 puffs when needed, for up to 30 days'],
    [
      item(1, 'Nebule', 'Every 6 hours', 2, 'Nebulised'),
      'Inhale 1 nebule by nebuliser every 6 hours for 2 days',
    ],
    [
      item(1, 'Suppository', 'At night', 3, 'Rectal'),
      'Insert 1 suppository rectally at night for 3 days',
    ],
    [
      item(2, 'Suppository', 'Twice daily', 2, 'Rectal'),
      'Insert 2 suppositories rectally twice daily for 2 days',
    ],
    [
      item(1, 'Pessary', 'At night', 6, 'Vaginal'),
      'Insert 1 pessary vaginally at night for 6 days',
    ],
    [
      item(1, 'Tablet', 'As needed', 3, 'Sublingual'),
      'Place 1 tablet under the tongue when needed, for up to 3 days',
    ],
    [item(1, 'Sachet', 'Weekly', 28), 'Take 1 sachet once a week for 28 days'],
    [item(2, 'Tablet', 'As needed', null), 'Take 2 tablets when needed'],
  ];
  it.each(cases.map(([directed, expected]) => [expected, directed] as const))(
    '%s',
    (expected, directed) => {
      expect(directionsText(directed)).toBe(expected);
    },
  );
});

describe('a dose on the label', () => {
  const cases: [number, string, string][] = [
    [1, 'Tablet', '1 tablet'],
    [3, 'Box', '3 boxes'],
    [0.5, 'Tablet', 'half a tablet'],
    [2.5, 'Milligram (mg)', '2½ mg'],
    [0.125, 'Milligram (mg)', '0.125 mg'],
    [250, 'Microgram (mcg)', '250 mcg'],
    [10, 'Millilitre (mL)', '10 mL'],
  ];
  it.each(cases)('%s %s: %s', (dose, unit, expected) => {
    expect(doseText(dose, unit)).toBe(expected);
  });
});
