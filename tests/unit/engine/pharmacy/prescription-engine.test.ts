// The prescription engine (src/engine/pharmacy), as cases: administrations per frequency, the
// quantity to dispense and when it cannot be worked out, and the allergy check by drug and class.
import { describe, expect, it } from 'vitest';
import {
  administrations,
  allergyWarning,
  type DoseProduct,
  quantityToDispense,
  recordedAllergies,
} from '../../../../src/engine/pharmacy';

describe('administrations', () => {
  const cases: [string, number, number | undefined][] = [
    ['Once only', 7, 1],
    ['Once daily', 7, 7],
    ['Twice daily', 5, 10],
    ['Three times daily', 7, 21],
    ['Four times daily', 3, 12],
    ['Every 4 hours', 2, 12],
    ['Every 6 hours', 5, 20],
    ['Every 8 hours', 7, 21],
    ['Every 12 hours', 3, 6],
    ['At night', 30, 30],
    ['Weekly', 28, 4],
    ['Weekly', 10, 2],
    ['As needed', 5, undefined],
    ['Hourly', 5, undefined],
  ];
  it.each(cases)('%s over %i days: %s', (frequency, days, expected) => {
    expect(administrations(frequency, days)).toBe(expected);
  });
});

const unit = (id: number, name: string) => ({ id, name });
const TABLET = unit(1, 'Tablet');
const CAPSULE = unit(2, 'Capsule');
const BOTTLE = unit(3, 'Bottle');
const MG = unit(4, 'mg');
const G = unit(5, 'g');
const ML = unit(6, 'mL');
const MCG = unit(7, 'mcg');
const VIAL = unit(8, 'Vial');

const paracetamol: DoseProduct = {
  name: 'Paracetamol 500 mg tablet',
  strength: '500 mg',
  dosage_form: 'Tablet',
  unit: TABLET,
};
const amoxicillin: DoseProduct = {
  name: 'Amoxicillin 500 mg capsule',
  strength: '500 mg',
  dosage_form: 'Capsule',
  unit: CAPSULE,
};
const suspension: DoseProduct = {
  name: 'Amoxicillin 125 mg/5 mL powder for oral suspension, 100 mL bottle',
  strength: '125 mg/5 mL',
  dosage_form: 'Oral suspension',
  unit: BOTTLE,
};
const levothyroxine: DoseProduct = {
  name: 'Levothyroxine 50 mcg tablet',
  strength: '50 micrograms',
  dosage_form: 'Tablet',
  unit: TABLET,
};
const ceftriaxone: DoseProduct = {
  name: 'Ceftriaxone 1 g powder for injection',
  strength: '1 g',
  dosage_form: 'Powder for injection',
  unit: VIAL,
};

describe('quantity to dispense', () => {
  const cases: [string, DoseProduct, number, typeof TABLET, string, number, number | null][] = [
    ['2 tablets three times daily for 5 days', paracetamol, 2, TABLET, 'Three times daily', 5, 30],
    ['half a tablet twice daily for 5 days', paracetamol, 0.5, TABLET, 'Twice daily', 5, 5],
    ['1 capsule every 8 hours for 7 days', amoxicillin, 1, CAPSULE, 'Every 8 hours', 7, 21],
    ['500 mg three times daily for 7 days', amoxicillin, 500, MG, 'Three times daily', 7, 21],
    ['1 g of a 500 mg tablet four times daily', paracetamol, 1, G, 'Four times daily', 3, 24],
    ['250 mg of a 500 mg tablet: half a tablet', paracetamol, 250, MG, 'Twice daily', 3, 3],
    ['a single dose of 1 g', paracetamol, 1, G, 'Once only', 3, 2],
    ['100 mcg of a 50 microgram tablet daily', levothyroxine, 100, MCG, 'Once daily', 30, 60],
    ['weekly for 4 weeks', paracetamol, 1, TABLET, 'Weekly', 28, 4],
    // 250 mg is 10 mL; 3 a day for 7 days is 210 mL: three 100 mL bottles.
    ['250 mg of 125 mg/5 mL three times daily', suspension, 250, MG, 'Three times daily', 7, 3],
    ['5 mL twice daily for 5 days: one bottle', suspension, 5, ML, 'Twice daily', 5, 1],
    ['as needed', paracetamol, 1, TABLET, 'As needed', 3, null],
    ['250 mg of a 500 mg capsule cannot be split', amoxicillin, 250, MG, 'Twice daily', 3, null],
    ['an injection dosed by mass', ceftriaxone, 1, G, 'Once daily', 5, null],
  ];
  it.each(cases)('%s', (_, product, dose, doseUnit, frequency, durationDays, expected) => {
    const answer = quantityToDispense({ dose, doseUnit, frequency, durationDays }, product);
    expect(answer.quantity).toBe(expected);
    if (answer.quantity === null) expect(answer.reason).toMatch(/enter the quantity to dispense/);
  });

  it('shows its working and says why it cannot work one out', () => {
    expect(
      quantityToDispense(
        { dose: 500, doseUnit: MG, frequency: 'Three times daily', durationDays: 7 },
        amoxicillin,
      ),
    ).toEqual({ quantity: 21, working: '500 mg = 1 capsule x 21 doses = 21 capsules' });
    expect(
      quantityToDispense(
        { dose: 1, doseUnit: TABLET, frequency: 'As needed', durationDays: 3 },
        paracetamol,
      ),
    ).toEqual({
      quantity: null,
      reason:
        'Not worked out: "As needed" has no fixed number of doses; enter the quantity to dispense.',
    });
    expect(
      quantityToDispense(
        { dose: 250, doseUnit: MG, frequency: 'Twice daily', durationDays: 3 },
        amoxicillin,
      ),
    ).toEqual({
      quantity: null,
      reason:
        'Not worked out: a dose of 250 mg is 0.5 of a 500 mg capsule, which cannot be measured out; enter the quantity to dispense.',
    });
    expect(
      quantityToDispense(
        { dose: 5, doseUnit: ML, frequency: 'Twice daily', durationDays: 5 },
        { ...suspension, name: 'Amoxicillin 125 mg/5 mL oral suspension' },
      ),
    ).toMatchObject({ quantity: null, reason: expect.stringMatching(/gives no bottle volume/) });
  });
});

describe('allergy match', () => {
  const cases: [string | null, string, string | null][] = [
    [
      'Penicillin, sulfa drugs',
      'amoxicillin',
      'Recorded allergy: penicillin. Amoxicillin is a penicillin.',
    ],
    [
      'Penicillin',
      'flucloxacillin',
      'Recorded allergy: penicillin. Flucloxacillin is a penicillin.',
    ],
    [
      'penicillin allergy (rash)',
      'ceftriaxone',
      'Recorded allergy: penicillin. Ceftriaxone is a cephalosporin: possible cross-reactivity with penicillins.',
    ],
    ['Amoxicillin', 'ampicillin', 'Recorded allergy: amoxicillin. Ampicillin is a penicillin.'],
    ['Amoxicillin', 'amoxicillin', 'Recorded allergy: amoxicillin. The medicine is amoxicillin.'],
    [
      'Penicillin, sulfa drugs',
      'sulfamethoxazole + trimethoprim',
      'Recorded allergy: sulfa. Sulfamethoxazole + trimethoprim contains sulfamethoxazole, which is a sulfonamide.',
    ],
    [
      'Septrin',
      'co-trimoxazole',
      'Recorded allergy: cotrimoxazole. The medicine is co-trimoxazole.',
    ],
    [
      'Sulphonamides',
      'sulfadoxine-pyrimethamine',
      'Recorded allergy: sulphonamides. Sulfadoxine-pyrimethamine contains sulfadoxine, which is a sulfonamide.',
    ],
    ['Aspirin', 'ibuprofen', 'Recorded allergy: aspirin. Ibuprofen is an NSAID.'],
    ['NSAIDs', 'diclofenac', 'Recorded allergy: nsaids. Diclofenac is an NSAID.'],
    ['None', 'amoxicillin', null],
    ['NKDA', 'amoxicillin', null],
    [null, 'amoxicillin', null],
    ['Penicillin', 'paracetamol', null],
    ['Sulfa drugs', 'metformin', null],
    ['Penicillin', '', null],
  ];
  it.each(cases)('%s against %s', (allergies, generic, expected) => {
    expect(allergyWarning(allergies, generic)).toBe(expected);
  });

  it('names every allergy that matches', () => {
    expect(allergyWarning('Ibuprofen; penicillin', 'aspirin')).toBe(
      'Recorded allergy: ibuprofen. Aspirin is an NSAID.',
    );
    expect(recordedAllergies('Penicillin, sulfa drugs and eggs')).toEqual([
      'penicillin',
      'sulfa',
      'eggs',
    ]);
  });
});
