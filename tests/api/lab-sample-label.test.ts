// A lab sample's label (issue 19), on both databases: the sample number as a Code 128 barcode
// that reads back as the number, the patient's full name, MRN, sex and age, the sample type
// and container, the collection time on the hospital's clock and the request; for the
// laboratory and doctors, not reception; 404 for no sample.
import { describe, expect, it } from 'vitest';
import type { LabSampleLabel } from '../../src/engine/wire/lab-sample-label';
import { decodeCode128 } from '../helpers/code128';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

describe.each(dialectCases)('lab sample label on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T13:05:00Z');
  const { app, f } = useLabSuite({ make, skip }, () => now);

  const label = (id: unknown, headers: Record<string, string>) =>
    app().inject({ method: 'GET', url: `/api/lab/samples/${id}/label`, headers });

  it.skipIf(skip)('prints the number as a barcode and beside it what the tube needs', async () => {
    const response = await label(f.sample.id, f.as.labUser);
    expect(response.statusCode, response.body).toBe(200);
    const printed = response.json() as LabSampleLabel;
    const patient = (
      await app().inject({
        method: 'GET',
        url: `/api/models/patient/${f.patient}`,
        headers: f.as.labUser,
      })
    ).json();
    // Whole years on the day of collection, 2 March 2026 (the fixtures' birthdays: 1978-1988).
    const [year, month, day] = String(patient.date_of_birth).split('-').map(Number);
    const age = 2026 - Number(year) - (Number(month) * 100 + Number(day) > 302 ? 1 : 0);
    expect(printed).toMatchObject({
      sample_number: f.sample.sample_number,
      patient: 'Abebe Kebede Tesfaye',
      mrn: patient.mrn,
      sex: 'Male',
      age: `${age} y`,
      sample_type: 'Whole blood (EDTA)',
      container: 'Lavender-top K2EDTA tube',
      // 13:05 UTC is 08:05 in New York, the hospital's zone.
      collected_at: '02-03-2026 08:05',
      request_number: f.request.request_number,
      priority: 'Routine',
    });
    expect(printed.barcode_svg).toMatch(/^<svg /);
    expect(decodeCode128(printed.barcode_svg)).toBe(f.sample.sample_number);
  });

  it.skipIf(skip)('is for the laboratory and doctors only', async () => {
    expect((await label(f.sample.id, f.as.doctor)).statusCode).toBe(200);
    expect((await label(f.sample.id, f.as.labManager)).statusCode).toBe(200);
    expect((await label(f.sample.id, f.as.reception)).statusCode).toBe(403);
    expect((await label(999_999, f.as.labUser)).statusCode).toBe(404);
  });
});
