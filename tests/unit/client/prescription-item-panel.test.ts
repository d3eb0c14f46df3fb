// The prescription item form's panel logic (issue 20): the allergy warning and the quantity to
// dispense worked out from the records the prescriber's picks point at, with the engine's own
// functions; and the shipped schema making the override reason required once the panel puts the
// warning in the form (requiredWhen), with its message, and optional without one.
import { describe, expect, it } from 'vitest';
import schemaJson from '../../../schemas/prescriptionItem.json';
import { itemCheck } from '../../../src/client/app/models/panels/prescription-item-check';
import { FormStore } from '../../../src/client/forms/form-store';
import { compileForm } from '../../../src/engine/form';
import type { ModelSchema } from '../../../src/engine/types';

const schema = schemaJson as unknown as ModelSchema;
const capsule = { id: 2, name: 'Capsule', code: 'cap' };
const tablet = { id: 1, name: 'Tablet', code: 'tab' };
const mg = { id: 4, name: 'Milligram (mg)', code: 'mg' };
const amoxicillin = {
  id: 10,
  name: 'Amoxicillin 500 mg capsule',
  generic_name: 'amoxicillin',
  strength: '500 mg',
  dosage_form: 'Capsule',
  unit: 2,
};
const paracetamol = {
  ...amoxicillin,
  id: 11,
  name: 'Paracetamol 500 mg tablet',
  generic_name: 'paracetamol',
  dosage_form: 'Tablet',
  unit: 1,
};
const penicillinAllergic = { id: 5, allergies: 'Penicillin, sulfa drugs' };
const noAllergy = { id: 6, allergies: 'None' };
const course = { dose: 500, frequency: 'Three times daily', durationDays: 7 };

describe('the prescription item check', () => {
  const cases: [string, Parameters<typeof itemCheck>[0], ReturnType<typeof itemCheck>][] = [
    [
      'amoxicillin for a penicillin-allergic patient: warning and 21 capsules',
      {
        patient: penicillinAllergic,
        product: amoxicillin,
        productUnit: capsule,
        doseUnit: mg,
        ...course,
      },
      {
        warning: 'Recorded allergy: penicillin. Amoxicillin is a penicillin.',
        quantity: {
          quantity: 21,
          working: '500 Milligram (mg) = 1 capsule x 21 doses = 21 capsules',
        },
      },
    ],
    [
      'paracetamol for the same patient: no warning',
      {
        patient: penicillinAllergic,
        product: paracetamol,
        productUnit: tablet,
        doseUnit: tablet,
        ...course,
        dose: 2,
      },
      { warning: null, quantity: { quantity: 42, working: '2 tablet x 21 doses = 42 tablets' } },
    ],
    [
      'no allergy recorded',
      { patient: noAllergy, product: amoxicillin, productUnit: capsule, doseUnit: mg, ...course },
      { warning: null, quantity: expect.objectContaining({ quantity: 21 }) },
    ],
    [
      'the warning before the dose is typed, no quantity yet',
      {
        patient: penicillinAllergic,
        product: amoxicillin,
        productUnit: capsule,
        doseUnit: undefined,
        dose: '',
        frequency: undefined,
        durationDays: '',
      },
      {
        warning: 'Recorded allergy: penicillin. Amoxicillin is a penicillin.',
        quantity: undefined,
      },
    ],
    [
      'the patient not read yet: no warning',
      { patient: undefined, product: amoxicillin, productUnit: capsule, doseUnit: mg, ...course },
      { warning: null, quantity: expect.objectContaining({ quantity: 21 }) },
    ],
    [
      'as needed: the engine says why there is no quantity',
      {
        patient: noAllergy,
        product: paracetamol,
        productUnit: tablet,
        doseUnit: tablet,
        dose: 1,
        frequency: 'As needed',
        durationDays: 3,
      },
      {
        warning: null,
        quantity: {
          quantity: null,
          reason:
            'Not worked out: "As needed" has no fixed number of doses; enter the quantity to dispense.',
        },
      },
    ],
    [
      'a product without a dispensing unit',
      {
        patient: noAllergy,
        product: { ...paracetamol, unit: null },
        productUnit: undefined,
        doseUnit: tablet,
        ...course,
        dose: 1,
      },
      {
        warning: null,
        quantity: {
          quantity: null,
          reason:
            'Not worked out: the product has no dispensing unit; enter the quantity to dispense.',
        },
      },
    ],
  ];
  it.each(cases)('%s', (_, inputs, expected) => {
    expect(itemCheck(inputs)).toEqual(expected);
  });
});

describe('the override reason on the shipped form', () => {
  const user = { role: 'Doctor', permissions: [] };
  const filled = {
    prescription: 1,
    product: 10,
    dose: 500,
    dose_unit: 4,
    route: 1,
    frequency: 'Three times daily',
    duration_days: 7,
  };
  const errorsOf = (store: FormStore) =>
    store.validate().errors.filter((e) => e.field === 'allergy_override_reason');

  it('is required with its message once the warning is in the form, optional without', () => {
    const store = new FormStore(compileForm(schema.fields), filled, { user });
    expect(errorsOf(store)).toEqual([]);
    store.setValue('allergy_warning', 'Recorded allergy: penicillin. Amoxicillin is a penicillin.');
    expect(errorsOf(store)).toEqual([
      {
        field: 'allergy_override_reason',
        message:
          "The patient's recorded allergy matches this medicine: give the reason to prescribe it anyway, or choose another medicine",
      },
    ]);
    store.setValue('allergy_override_reason', 'Tolerated amoxicillin in 2024');
    expect(errorsOf(store)).toEqual([]);
    store.setValue('allergy_override_reason', '');
    store.setValue('allergy_warning', '');
    expect(errorsOf(store)).toEqual([]);
  });
});
