// What the result entry page reads (src/client/app/lab-results/entry-api.ts), through the real
// resource API on both databases: a result already entered comes back with its values, so the
// verifier sees them in the inputs and a correction of one value keeps the others. The list
// route answers rows without their child rows: read from the list alone, every stored value
// showed empty and the Lab Manager's Save sent them empty (found walking the page).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type EntryReads, loadEntry } from '../../src/client/app/lab-results/entry-api';
import { entryRows, storedValues } from '../../src/client/app/lab-results/entry-rows';
import type { StoredRecord } from '../../src/client/app/models/record-api';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

type Headers = Record<string, string>;

/** The page's reads answered by the server under test, as the signed-in reader. */
function serverReads(app: FastifyInstance, headers: Headers): EntryReads {
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    record: (model, id) => get(`/api/models/${model}/${id}`) as Promise<StoredRecord>,
    list: async (model, params) => (await get(`/api/models/${model}?${params}`)).rows,
  };
}

describe.each(dialectCases)('lab result entry reads on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T07:30:00Z');
  const { app, f } = useLabSuite({ make, skip }, () => now);

  it.skipIf(skip)('reads an entered result with its values, for the verifier', async () => {
    const request = f.request.id as number;
    const entered = await app().inject({
      method: 'POST',
      url: '/api/models/labResult',
      headers: f.as.labUser,
      payload: {
        lab_request: request,
        test: f.tests.cbc,
        parameters: [
          { parameter: 'WBC', value: '6.2' },
          { parameter: 'HGB', value: '6.1' },
          { parameter: 'PLT', value: '250' },
        ],
      },
    });
    expect(entered.statusCode, entered.body).toBe(201);

    const data = await loadEntry(request, undefined, serverReads(app(), f.as.labManager));
    const result = data.results.get(f.tests.cbc);
    expect(result?.status).toBe('Entered');
    expect(storedValues(result)).toEqual({ WBC: '6.2', HGB: '6.1', PLT: '250' });
    // The page flags them as the server did: the critical haemoglobin shows before verifying.
    const cbc = data.tests.find((test) => test.id === f.tests.cbc) as StoredRecord;
    const rows = entryRows(cbc, data.patient, '2026-03-02', storedValues(result));
    expect(rows.map((row) => [row.parameter.code, row.flag])).toEqual([
      ['WBC', 'Normal'],
      ['HGB', 'Critical Low'],
      ['PLT', 'Normal'],
    ]);
    // ELEC has no result yet; its serum sample is not collected.
    expect(data.results.has(f.tests.electrolytes)).toBe(false);
    expect(data.samples.map((sample) => sample.id)).toEqual([f.sample.id]);
  });
});
