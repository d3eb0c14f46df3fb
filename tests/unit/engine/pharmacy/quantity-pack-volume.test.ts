// An oral liquid's quantity to dispense counted in bottles from the product's Pack Volume (mL)
// (`pack_volume_ml`), the same function the prescriber's form and the server's rule call, with
// the seeded formulary's own products (src/server/seed/formulary*.ts), whose names do not say
// their bottle's volume: amoxicillin 125 mg/5 mL suspension in 100 mL, azithromycin 200 mg/5 mL
// in 15 mL, paracetamol 120 mg/5 mL syrup in 100 mL (formulary-pack-volumes.ts).
import { describe, expect, it } from 'vitest';
import { type DoseProduct, quantityToDispense } from '../../../../src/engine/pharmacy';
import { packVolumeMl } from '../../../../src/engine/pharmacy/strength';
import { FORMULARY, UNITS } from '../../../../src/server/seed/formulary';

const ML = { id: 90, name: 'Millilitre (mL)', code: 'mL' };
const MG = { id: 91, name: 'Milligram (mg)', code: 'mg' };

/** A seeded product as the engine reads it, its unit as the seed names it. */
function seeded(code: string): DoseProduct {
  const planned = FORMULARY.find((product) => product.code === code);
  if (!planned) throw new Error(`no ${code} in the formulary`);
  const unit = UNITS.find((u) => u.code === planned.unit);
  return {
    name: planned.name,
    strength: planned.strength ?? null,
    dosage_form: planned.dosage_form ?? null,
    unit: { id: 1, name: unit?.name ?? planned.unit, code: planned.unit },
    pack_volume_ml: planned.pack_volume_ml ?? null,
  };
}

const dose = (amount: number, unit: typeof ML, frequency: string, days: number) => ({
  dose: amount,
  doseUnit: unit,
  frequency,
  durationDays: days,
});

describe('an oral liquid counted in bottles of its pack volume', () => {
  const amoxicillin = seeded('AMOX-125-SUS');

  it('reads the seeded bottle, not the name, which says no volume', () => {
    expect(packVolumeMl(amoxicillin.name)).toBeUndefined();
    expect(amoxicillin.pack_volume_ml).toBe(100);
    expect(amoxicillin.unit.name).toBe('Bottle');
  });

  it('5 mL three times daily for 5 days is 75 mL: one bottle of 100 mL', () => {
    expect(quantityToDispense(dose(5, ML, 'Three times daily', 5), amoxicillin)).toEqual({
      quantity: 1,
      working: '5 mL x 15 doses = 75 mL, in 100 mL bottles = 1 bottle',
    });
  });

  it('10 mL three times daily for 7 days is 210 mL: three bottles of 100 mL', () => {
    expect(quantityToDispense(dose(10, ML, 'Three times daily', 7), amoxicillin)).toEqual({
      quantity: 3,
      working: '10 mL x 21 doses = 210 mL, in 100 mL bottles = 3 bottles',
    });
  });

  it('a dose by mass goes through the concentration: 250 mg is 10 mL', () => {
    expect(quantityToDispense(dose(250, MG, 'Three times daily', 7), amoxicillin)).toMatchObject({
      quantity: 3,
    });
  });

  it('azithromycin 150 mg once daily for 3 days: 11.25 mL, one 15 mL bottle', () => {
    expect(quantityToDispense(dose(150, MG, 'Once daily', 3), seeded('AZI-200-SUS'))).toMatchObject(
      { quantity: 1, working: expect.stringContaining('in 15 mL bottles') },
    );
  });

  it('paracetamol syrup 10 mL four times daily for 3 days: 120 mL, two 100 mL bottles', () => {
    expect(
      quantityToDispense(dose(10, ML, 'Four times daily', 3), seeded('PCM-120-SYR')),
    ).toMatchObject({ quantity: 2 });
  });

  it('without a pack volume and a name saying none, the prescriber gives the quantity', () => {
    expect(
      quantityToDispense(dose(5, ML, 'Three times daily', 5), {
        ...amoxicillin,
        pack_volume_ml: null,
      }),
    ).toMatchObject({ quantity: null, reason: expect.stringMatching(/no bottle volume/) });
  });
});
