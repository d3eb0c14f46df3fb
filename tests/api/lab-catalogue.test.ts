// The laboratory catalogue (issue 19): the seeded groups, sample types and tests through the
// API's validation and rules, read back; idempotent seeding; on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { LAB_GROUPS, LAB_SAMPLE_TYPES, LAB_TESTS } from '../../src/server/seed/lab-catalogue';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { seedLabCatalogue } from '../../src/server/seed/seed-lab-catalogue';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const BANDS = ['Newborn', 'Child', 'Adult', 'Elderly'] as const;

describe.each(dialectCases)('laboratory catalogue seed on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let lab: Headers;

  beforeAll(async () => {
    if (skip) return;
    await suite.app.ready();
    expect(await seedLabCatalogue(suite.app)).toEqual({
      groups: LAB_GROUPS.length,
      sampleTypes: LAB_SAMPLE_TYPES.length,
      tests: LAB_TESTS.length,
    });
    lab = (await signIn(suite.app, demoEmail('Lab Manager'))).headers;
  });

  const list = async (model: string, query = '') => {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/models/${model}?pageSize=200${query}`,
      headers: lab,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { rows: Row[]; total: number };
  };
  const testByCode = async (code: string) => {
    const { rows } = await list('test', `&filter[code]=${code}`);
    expect(rows, code).toHaveLength(1);
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/models/test/${rows[0]?.id}`,
      headers: lab,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Row & { parameters: Row[]; reference_ranges: Row[] };
  };

  it.skipIf(skip)('holds at least 60 tests, among them those the issue names', async () => {
    expect(LAB_TESTS.length).toBeGreaterThanOrEqual(60);
    const codes = LAB_TESTS.map((test) => test.code);
    for (const code of [
      'CBC',
      'ESR',
      'BG',
      'BF',
      'FBS',
      'RBS',
      'HBA1C',
      'LFT',
      'RFT',
      'ELEC',
      'LIPID',
      'UA',
      'STOOL',
      'WIDAL',
      'HPYAG',
      'HPYAB',
      'HBSAG',
      'HCV',
      'HIV',
      'VDRL',
      'HCG',
      'TSH',
      'FT4',
      'PT',
      'APTT',
      'CRP',
      'RF',
      'ASO',
      'CA',
      'MG',
      'PHOS',
      'AMY',
      'LIPASE',
      'CK',
      'TROP',
      'PSA',
      'RETIC',
      'PBM',
      'SICKLE',
      'DAT',
      'CSF',
      'GRAM',
      'AFB',
      'XPERT',
      'UCS',
      'KOH',
      'WETMOUNT',
      'OB',
    ])
      expect(codes, code).toContain(code);
    for (const test of LAB_TESTS) {
      expect(test.parameters.length, test.code).toBeGreaterThan(0);
      const parameterCodes = test.parameters.map((p) => p.code);
      expect(new Set(parameterCodes).size, test.code).toBe(parameterCodes.length);
      expect(test.price, test.code).toBeGreaterThan(0);
      expect(test.turnaround_minutes, test.code).toBeGreaterThanOrEqual(5);
    }
  });

  it.skipIf(skip)('stores every group, sample type and test, each active', async () => {
    expect((await list('laboratoryGroup')).total).toBe(LAB_GROUPS.length);
    expect((await list('laboratorySampleType')).total).toBe(LAB_SAMPLE_TYPES.length);
    const tests = await list('test');
    expect(tests.total).toBe(LAB_TESTS.length);
    expect(tests.rows.every((test) => test.is_active === true)).toBe(true);
    expect(new Set(tests.rows.map((test) => test.code)).size).toBe(LAB_TESTS.length);
  });

  it.skipIf(skip)(
    'holds the full CBC: 13 parameters with units, ranges and critical limits',
    async () => {
      const cbc = await testByCode('CBC');
      expect(cbc.parameters.map((p) => p.code)).toEqual([
        'WBC',
        'NEUT',
        'LYMPH',
        'MONO',
        'EOS',
        'BASO',
        'RBC',
        'HGB',
        'HCT',
        'MCV',
        'MCH',
        'MCHC',
        'PLT',
      ]);
      const hgb = cbc.parameters.find((p) => p.code === 'HGB');
      expect(hgb).toMatchObject({ unit: 'g/dL', kind: 'Number', decimals: 1, critical_low: 7 });
      const plt = cbc.parameters.find((p) => p.code === 'PLT');
      expect(plt).toMatchObject({ unit: 'x10^3/uL', min_value: 0, critical_low: 20 });
      const hgbRanges = cbc.reference_ranges.filter((r) => r.parameter === 'HGB');
      expect(hgbRanges).toContainEqual(
        expect.objectContaining({ sex: 'Female', age_band: 'Adult', low: 12, high: 16 }),
      );
      expect(cbc.price).toBe('350.00');
      expect(cbc.turnaround_minutes).toBe(60);
    },
  );

  it.skipIf(skip)('holds the electrolytes panel and the malaria film', async () => {
    const elec = await testByCode('ELEC');
    expect(elec.parameters.map((p) => p.code)).toEqual(['NA', 'K', 'CL', 'HCO3']);
    expect(elec.parameters.find((p) => p.code === 'K')).toMatchObject({
      unit: 'mmol/L',
      critical_low: 2.8,
      critical_high: 6.2,
    });
    const bf = await testByCode('BF');
    const species = bf.parameters.find((p) => p.code === 'SPECIES');
    expect(species).toMatchObject({ kind: 'Option', normal_options: 'No parasites seen' });
    expect(String(species?.options)).toContain('P. falciparum');
  });

  it.skipIf(skip)(
    'gives every Number parameter a range, at most one for each sex and age band',
    async () => {
      for (const test of LAB_TESTS) {
        for (const parameter of test.parameters.filter((p) => p.kind === 'Number')) {
          const ranges = test.reference_ranges.filter((r) => r.parameter === parameter.code);
          expect(ranges.length, `${test.code}.${parameter.code}`).toBeGreaterThan(0);
          for (const sex of ['Male', 'Female'])
            for (const band of BANDS) {
              const matching = ranges.filter(
                (r) =>
                  (r.sex === sex || r.sex === 'Any') &&
                  (r.age_band === band || r.age_band === 'Any'),
              );
              expect(matching.length, `${test.code}.${parameter.code} ${sex} ${band}`).toBeLessThan(
                2,
              );
            }
        }
      }
    },
  );

  it.skipIf(skip)('is seeded once: a second start leaves it as it is', async () => {
    expect(await seedLabCatalogue(suite.app)).toBeUndefined();
    expect((await list('test')).total).toBe(LAB_TESTS.length);
  });
});
