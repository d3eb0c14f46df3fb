// A workflow move answers the moved record with the titles of the records it refers to, as a
// read of it does: the detail page shows the answer in place of the record it had read, and
// without them it showed "Patient #5" and "Lab Request #3" after a Reject, a Sign or a
// Schedule (found walking the laboratory and radiology pages). Both databases.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

describe.each(dialectCases)('transition answer titles on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T07:30:00Z');
  const { app, f } = useLabSuite({ make, skip }, () => now);

  it.skipIf(skip)('names the sample\u2019s request, patient and type after a Reject', async () => {
    const sample = f.sample.id as number;
    const read = await app().inject({
      method: 'GET',
      url: `/api/models/labSample/${sample}`,
      headers: f.as.labUser,
    });
    expect(read.statusCode, read.body).toBe(200);
    const titles = read.json().titles;
    expect(titles.patient[String(f.patient)]).toBe('Abebe Kebede Tesfaye');

    const moved = await app().inject({
      method: 'POST',
      url: `/api/models/labSample/${sample}/transition`,
      headers: f.as.labUser,
      payload: { to: 'Rejected', values: { rejection_reason: 'Clotted' } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'Rejected', rejection_reason: 'Clotted', titles });
  });
});
