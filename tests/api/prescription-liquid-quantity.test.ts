// An outpatient prescription of an oral liquid is counted in bottles from the product's Pack
// Volume (mL) (issue 20, ward-fixes), with the seeded formulary's amoxicillin 125 mg/5 mL
// suspension (100 mL bottle, a name that does not say it): 5 mL three times daily for 5 days is
// 75 mL, one bottle; 10 mL three times daily for 7 days is 210 mL, three. The server stores what
// the prescriber's form shows (the same engine function over the same records). On both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { itemCheck } from '../../src/client/app/models/panels/prescription-item-check';
import { seedPharmacyCatalogue } from '../../src/server/seed/seed-pharmacy-catalogue';
import { useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { type PrescriptionFixtures, prescriptionFixtures } from '../helpers/prescription-fixtures';
import { type Row, type StockFixtures, stockFixtures } from '../helpers/stock-fixtures';

describe.each(dialectCases)('liquid prescriptions by the bottle on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let f: StockFixtures;
  let rx: PrescriptionFixtures;
  let amoxicillin: Row;
  let mL: Row;

  const read = async (url: string) => {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/models/${url}`,
      headers: f.as.doctor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    if (skip) return;
    await suite.app.ready();
    await seedPharmacyCatalogue(suite.app);
    f = await stockFixtures(suite.app);
    rx = await prescriptionFixtures(suite.app, f);
    [amoxicillin] = (await read('product?filter[code]=AMOX-125-SUS')).rows;
    [mL] = (await read('unitOfMeasurement?filter[code]=mL')).rows;
  }, 120_000);

  it.skipIf(skip)('counts the bottles of its pack volume, as the form shows', async () => {
    expect(amoxicillin).toMatchObject({ pack_volume_ml: 100, dosage_form: 'Oral suspension' });
    const bottle = await read(`unitOfMeasurement/${amoxicillin.unit}`);
    expect(bottle.name).toBe('Bottle');
    const prescription = await rx.prescribe(await rx.patient());
    for (const [dose, days, bottles, working] of [
      [5, 5, 1, '5 mL x 15 doses = 75 mL, in 100 mL bottles = 1 bottle'],
      [10, 7, 3, '10 mL x 21 doses = 210 mL, in 100 mL bottles = 3 bottles'],
    ] as const) {
      const item = await rx.item(Number(prescription.id), {
        product: amoxicillin.id,
        dose,
        dose_unit: mL.id,
        frequency: 'Three times daily',
        duration_days: days,
      });
      expect(item.quantity, working).toBe(bottles);
      const shown = itemCheck({
        patient: undefined,
        product: await read(`product/${amoxicillin.id}`),
        productUnit: bottle,
        doseUnit: mL,
        dose,
        frequency: 'Three times daily',
        durationDays: days,
      });
      expect(shown.quantity).toEqual({ quantity: bottles, working });
    }
  });
});
