// The ICD-10 catalogue (issue 18, consultation): the 22 chapters and the seeded codes, their
// integrity, who may read and change them, and the picker's search by code and by words of the
// title in any order, on both databases.
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyDb } from '../../src/server/models/any-db';
import { ICD10_DISEASES_BY_CHAPTER } from '../../src/server/seed/icd10-diseases';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { seedIcd10Catalogue } from '../../src/server/seed/seed-icd10';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
const SEEDED_CODES = Object.values(ICD10_DISEASES_BY_CHAPTER).flat().length;

describe.each(dialectCases)('ICD-10 catalogue on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let doctor: Headers;
  let admin: Headers;
  let seeding = 0;

  beforeAll(async () => {
    if (skip) return;
    await suite.app.ready();
    const started = performance.now();
    const counts = await seedIcd10Catalogue(suite.app);
    seeding = performance.now() - started;
    expect(counts).toEqual({ chapters: 22, diseases: SEEDED_CODES });
    doctor = (await signIn(suite.app, demoEmail('Doctor'))).headers;
    admin = (await signIn(suite.app, demoEmail('Preferences'))).headers;
  });

  const db = () => suite.app.database.db as unknown as AnyDb;
  const list = async (headers: Headers, model: string, query: string) => {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/models/${model}?${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { rows: Record<string, unknown>[]; total: number };
  };
  const codesFound = async (q: string) =>
    (await list(doctor, 'disease', `q=${encodeURIComponent(q)}&pageSize=200`)).rows.map(
      (row) => row.code,
    );

  it.skipIf(skip)(
    'holds the 22 chapters and at least 500 codes, each once, in its chapter',
    async () => {
      expect(seeding).toBeGreaterThan(0);
      const chapters = await db()
        .selectFrom('m_disease_category')
        .select(['id', 'number', 'code_range'])
        .where('deleted_at', 'is', null)
        .execute();
      expect(chapters).toHaveLength(22);
      expect(chapters.map((c) => c.number)).toContain('XXII');
      const diseases = await db()
        .selectFrom('m_disease')
        .select(['code', 'category', 'is_active'])
        .where('deleted_at', 'is', null)
        .execute();
      expect(diseases.length).toBeGreaterThanOrEqual(500);
      expect(new Set(diseases.map((d) => d.code)).size).toBe(diseases.length);
      const ranges = new Map(chapters.map((c) => [Number(c.id), String(c.code_range)]));
      const outside = diseases.filter((d) => {
        const [first, last] = String(ranges.get(Number(d.category))).split('-');
        const category = String(d.code).slice(0, 3);
        return !first || !last || category < first || category > last;
      });
      expect(outside).toEqual([]);
      expect(diseases.every((d) => Number(d.is_active) === 1 || d.is_active === true)).toBe(true);
    },
  );

  it.skipIf(skip)('is seeded once: a second start leaves it as it is', async () => {
    expect(await seedIcd10Catalogue(suite.app)).toBeUndefined();
    const { total } = await list(doctor, 'disease', 'pageSize=1');
    expect(total).toBe(SEEDED_CODES);
  });

  it.skipIf(skip)(
    'finds a disease by its code and by words of its title in any order',
    async () => {
      expect(await codesFound('B50')).toEqual(['B50.0', 'B50.8', 'B50.9']);
      expect(await codesFound('b50.9')).toEqual(['B50.9']);
      for (const q of [
        'falciparum malaria',
        'malaria falciparum',
        '  MALARIA   falciparum  unspecified ',
        'B50 unspecified',
      ])
        expect(await codesFound(q), q).toContain('B50.9');
      expect(await codesFound('malaria falciparum unspecified')).toEqual(['B50.9']);
      // Every word must be found: a vivax falciparum malaria does not exist.
      expect(await codesFound('falciparum vivax')).toEqual([]);
      // Words shorter than the trigram index takes, beside longer ones, still narrow the list.
      expect(await codesFound('type 2 diabetes coma')).toEqual(['E11.0']);
      expect(await codesFound('H. pylori')).toEqual([]);
      // A word is found within one field: the code's end and the title's start are not one word.
      expect(await codesFound('50.9plasmodium')).toEqual([]);
      const { total } = await list(
        doctor,
        'disease',
        `q=${encodeURIComponent('acute unspecified')}`,
      );
      const both = (await codesFound('unspecified acute')).length;
      expect(total).toBe(both);
      expect(total).toBeGreaterThan(5);
    },
  );

  it.skipIf(skip)(
    'titles each disease by code and title, and each chapter by number and title',
    async () => {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/models/disease?q=B54',
        headers: doctor,
      });
      const [row] = response.json().rows;
      expect(row.code).toBe('B54');
      const titles = response.json().titles.category as Record<string, string>;
      expect(titles[String(row.category)]).toBe('I Certain infectious and parasitic diseases');
    },
  );

  it.skipIf(skip)('refuses a code listed already, or outside the chapter picked', async () => {
    const chapter = async (number: string) =>
      (await list(admin, 'diseaseCategory', `filter[number]=${number}`)).rows[0]?.id;
    const again = await suite.app.inject({
      method: 'POST',
      url: '/api/models/disease',
      headers: admin,
      payload: { code: 'B54', title: 'Malaria', category: await chapter('I') },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().details).toEqual([
      {
        field: 'code',
        message: expect.stringContaining('Code B54 is already Unspecified malaria'),
      },
    ]);
    const misfiled = await suite.app.inject({
      method: 'POST',
      url: '/api/models/disease',
      headers: admin,
      payload: {
        code: 'B57.2',
        title: 'Chagas disease (chronic) with heart involvement',
        category: await chapter('IX'),
      },
    });
    expect(misfiled.statusCode).toBe(422);
    expect(misfiled.json().details).toEqual([
      {
        field: 'category',
        message: 'B57.2 is not in chapter IX (I00-I99): it belongs to chapter I (A00-B99)',
      },
    ]);
    const added = await suite.app.inject({
      method: 'POST',
      url: '/api/models/disease',
      headers: admin,
      payload: {
        code: 'B57.2',
        title: 'Chagas disease (chronic) with heart involvement',
        category: await chapter('I'),
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().is_active).toBe(true);
  });

  it.skipIf(skip)(
    'is read by clinical roles, changed by the administrator and Senior Doctor only',
    async () => {
      const asRole = async (role: string) => (await signIn(suite.app, demoEmail(role))).headers;
      for (const role of ['Triage Nurse', 'Emergency Nurse', 'IPD Nurse', 'Radiologist']) {
        const response = await suite.app.inject({
          method: 'GET',
          url: '/api/models/disease?q=I10',
          headers: await asRole(role),
        });
        expect(response.statusCode, role).toBe(200);
      }
      for (const role of ['Lab Cashier', 'Doctor', 'Reception']) {
        const response = await suite.app.inject({
          method: 'POST',
          url: '/api/models/disease',
          headers: await asRole(role),
          payload: {
            code: 'Z99.9',
            title: 'Dependence on unspecified enabling machine and device',
          },
        });
        expect(response.statusCode, role).toBe(403);
      }
      const lab = await suite.app.inject({
        method: 'GET',
        url: '/api/models/disease',
        headers: await asRole('Lab Cashier'),
      });
      expect(lab.statusCode).toBe(403);
    },
  );
});
