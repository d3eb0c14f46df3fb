// The radiology catalogue (issue 19, radiology): the seeded groups and studies through the API's
// validation and rules, completing the tests a database already has (a legacy Echocardiography
// modality becoming Ultrasound) and seeded once; each study's Radiology service kept in step
// with its price, active flag and code (radiology.test-service), filed once billing can, and a
// request charged the study's current price; on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyDb } from '../../src/server/models/any-db';
import { RADIOLOGY_CATALOGUE } from '../../src/server/rules/radiology/test-service';
import { catchUpCatalogueServices } from '../../src/server/seed/catalogue-services';
import { RADIOLOGY_GROUPS, RADIOLOGY_STUDIES } from '../../src/server/seed/radiology-catalogue';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { seedRadiologyCatalogue } from '../../src/server/seed/seed-radiology-catalogue';
import { createRecord, signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describe.each(dialectCases)('radiology catalogue on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  const h = {} as Record<'manager' | 'finance' | 'doctor' | 'cashier' | 'reception', Headers>;
  let legacy: { chest: number; echo: number };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Headers, payload?: object) =>
    suite.app.inject({
      method,
      url: `/api/models/${url}`,
      headers: who,
      ...(payload ? { payload } : {}),
    });
  const rows = async (model: string, query = '', who = h.manager) => {
    const response = await call('GET', `${model}?pageSize=200${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rows as Row[];
  };
  const one = async (model: string, code: string, who = h.manager) => {
    const [row] = await rows(model, `&filter[code]=${code}`, who);
    return row as Row;
  };

  beforeAll(async () => {
    if (skip) return;
    await suite.app.ready();
    for (const [who, role] of [
      ['manager', 'Radiology Manager'],
      ['finance', 'Finance Head'],
      ['doctor', 'Doctor'],
      ['cashier', 'Radiology Cashier'],
      ['reception', 'Reception'],
    ] as const)
      h[who] = (await signIn(suite.app, demoEmail(role))).headers;
    // A database from before the catalogue: a chest X-ray without group or preparation, and an
    // echocardiogram filed under a modality no longer offered (written as the old seed did).
    const chest = await createRecord(suite.app, h.manager, 'radiologyTest', {
      code: 'RAD-CXR',
      name: 'Chest X-Ray (PA)',
      modality: 'X-Ray',
      body_part: 'Chest',
      price: '700.00',
      is_active: true,
    });
    const echo = await createRecord(suite.app, h.manager, 'radiologyTest', {
      code: 'RAD-ECHO',
      name: 'Echocardiography',
      modality: 'Ultrasound',
      body_part: 'Heart',
      price: '3000.00',
      is_active: true,
    });
    await (suite.app.database.db as unknown as AnyDb)
      .updateTable(suite.app.models.runtime('radiologyTest').plan.table)
      .set({ modality: 'Echocardiography' })
      .where('id', '=', echo.id as number)
      .execute();
    legacy = { chest: chest.id as number, echo: echo.id as number };
  });

  it.skipIf(skip)(
    'seeds 6 groups and 33 studies once, completing the tests already there',
    async () => {
      expect(await seedRadiologyCatalogue(suite.app)).toEqual({
        groups: RADIOLOGY_GROUPS.length,
        tests: RADIOLOGY_STUDIES.length - 2,
        completed: 2,
      });
      expect(await seedRadiologyCatalogue(suite.app)).toBeUndefined();
      const groups = await rows('radiologyGroup');
      expect(groups.map((g) => g.name).sort()).toEqual(RADIOLOGY_GROUPS.map((g) => g.name).sort());
      const tests = await rows('radiologyTest');
      expect(tests).toHaveLength(33);
      expect(new Set(tests.map((t) => t.code)).size).toBe(33);
      const modalities = new Set(tests.map((t) => t.modality));
      expect([...modalities].sort()).toEqual(
        ['CT Scan', 'Fluoroscopy', 'MRI', 'Mammography', 'Ultrasound', 'X-Ray'].sort(),
      );
      for (const code of [
        'RAD-CXR',
        'RAD-US-ABD',
        'RAD-US-OB',
        'RAD-CT-HEAD',
        'RAD-MRI-LS',
        'RAD-MAMMO',
        'RAD-FL-BS',
      ])
        expect(tests.map((t) => t.code)).toContain(code);
      const detail = async (id: unknown) =>
        (await call('GET', `radiologyTest/${id}`, h.manager)).json() as Row;
      for (const test of tests) {
        const full = await detail(test.id);
        expect(String(full.preparation).length, String(test.code)).toBeGreaterThan(15);
        expect(full.radiology_group, String(test.code)).toEqual(expect.any(Number));
        expect(full.body_part, String(test.code)).toEqual(expect.any(String));
        expect(Number(full.duration_minutes)).toBeGreaterThan(0);
      }
      const chest = await detail(legacy.chest);
      expect(chest).toMatchObject({ id: legacy.chest, modality: 'X-Ray', duration_minutes: 10 });
      expect(chest.preparation).toMatch(/pregnant/);
      expect((await detail(legacy.echo)).modality).toBe('Ultrasound');
      const abdomen = await one('radiologyTest', 'RAD-US-ABD');
      expect((await detail(abdomen.id)).preparation).toMatch(
        /^Nothing to eat or drink for 8 hours/,
      );
    },
  );

  it.skipIf(skip)(
    "files every study's Radiology service once billing can, at its price",
    async () => {
      // No tax rate or income account yet: nothing to file the services under.
      expect(await rows('service', '&filter[category]=Radiology', h.finance)).toEqual([]);
      expect(await catchUpCatalogueServices(suite.app, RADIOLOGY_CATALOGUE)).toBe(0);
      const add = async (model: string, body: object) =>
        (await createRecord(suite.app, h.finance, model, body)).id as number;
      const exempt = await add('taxRate', {
        name: 'Exempt',
        code: 'EXEMPT',
        rate_percent: 0,
        kind: 'Exempt',
        is_active: true,
      });
      const income = await add('account', {
        code: '4300',
        name: 'Radiology Income',
        account_type: 'Income',
        is_active: true,
      });
      expect(await catchUpCatalogueServices(suite.app, RADIOLOGY_CATALOGUE)).toBe(33);
      const services = await rows('service', '&filter[category]=Radiology', h.finance);
      expect(services).toHaveLength(33);
      const tests = await rows('radiologyTest');
      for (const test of tests) {
        const service = services.find((s) => s.code === test.code);
        expect(service, String(test.code)).toMatchObject({
          name: test.name,
          price: test.price,
          is_active: true,
        });
      }
      const filed = (await call('GET', `service/${services[0]?.id}`, h.finance)).json();
      expect(filed).toMatchObject({
        tax_rate: exempt,
        income_account: income,
        cashier_point: 'Radiology',
        unit: 'Study',
      });
      expect(await catchUpCatalogueServices(suite.app, RADIOLOGY_CATALOGUE)).toBe(0);
    },
  );

  it.skipIf(skip)(
    'keeps the service in step with the study, and charges its new price',
    async () => {
      const test = await one('radiologyTest', 'RAD-CXR');
      const stored = (await call('GET', `radiologyTest/${test.id}`, h.manager)).json();
      const repriced = await call('PUT', `radiologyTest/${test.id}`, h.manager, {
        version: stored.version,
        price: '850.00',
        name: 'Chest X-Ray (PA view)',
      });
      expect(repriced.statusCode, repriced.body).toBe(200);
      expect(await one('service', 'RAD-CXR', h.finance)).toMatchObject({
        price: '850.00',
        name: 'Chest X-Ray (PA view)',
        is_active: true,
      });
      const patient = await createRecord(
        suite.app,
        h.reception,
        'patient',
        patientBody({ first_name: 'Hanna' }),
      );
      const request = await createRecord(suite.app, h.doctor, 'radiologyRequest', {
        patient: patient.id,
        test: test.id,
        priority: 'Routine',
      });
      const charges = (await rows('charge', '', h.cashier)).filter(
        (c) => c.source_model === 'radiologyRequest' && c.source_id === request.id,
      );
      expect(charges.map((c) => c.amount)).toEqual(['850.00']);
      // Moved to another code: the same service goes along; deactivated: the service too.
      const moved = await call('PUT', `radiologyTest/${test.id}`, h.manager, {
        version: repriced.json().version,
        code: 'RAD-XR-CHEST',
        is_active: false,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await one('service', 'RAD-CXR', h.finance)).toBeUndefined();
      expect(await one('service', 'RAD-XR-CHEST', h.finance)).toMatchObject({ is_active: false });
    },
  );

  it.skipIf(skip)("refuses a code another study or another category's service holds", async () => {
    const body = {
      name: 'Chest X-Ray (lateral)',
      modality: 'X-Ray',
      body_part: 'Chest',
      price: '700.00',
    };
    const twin = await call('POST', 'radiologyTest', h.manager, { ...body, code: 'RAD-US-ABD' });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().details).toEqual([
      {
        field: 'code',
        message:
          'Code RAD-US-ABD is already the radiology test Abdominal Ultrasound: each radiology test has its own code',
      },
    ]);
    await createRecord(suite.app, h.finance, 'service', {
      ...(await one('service', 'RAD-US-ABD', h.finance)),
      id: undefined,
      version: undefined,
      created_at: undefined,
      created_by: undefined,
      updated_at: undefined,
      updated_by: undefined,
      titles: undefined,
      code: 'PRC-XR',
      name: 'Dressing',
      category: 'Procedure',
      cashier_point: 'Service',
      unit: 'Procedure',
    });
    const held = await call('POST', 'radiologyTest', h.manager, { ...body, code: 'PRC-XR' });
    expect(held.statusCode).toBe(422);
    expect(held.json().details).toEqual([
      {
        field: 'code',
        message:
          "Code PRC-XR is the billing catalogue's procedure service Dressing: a radiology test's code names its Radiology service, pick another",
      },
    ]);
    const made = await call('POST', 'radiologyTest', h.manager, { ...body, code: ' RAD-XR-LAT ' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ code: 'RAD-XR-LAT', is_active: true });
    expect(await one('service', 'RAD-XR-LAT', h.finance)).toMatchObject({
      price: '700.00',
      is_active: true,
    });
  });
});
