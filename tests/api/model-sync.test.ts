// A new model is one JSON file and a matrix entry: after a sync it is a working,
// permission-checked resource, with no code change. Sync is additive, idempotent and locked.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSyncLock } from '../../src/server/models/sync-lock';
import { seededApp, signIn } from '../helpers/app';
import { dialectCases, type TestDatabase } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { copyRegistryDir, type RegistryDir } from '../helpers/registry-dir';

type Headers = Record<string, string>;

function vaccinationSchema(doseType: 'number' | 'checkbox' = 'number') {
  return {
    title: 'Vaccination',
    groups: [{ id: 'dose', name: 'Dose' }],
    fields: {
      patient: { type: 'select', label: 'Patient', group: 'dose', required: true, ref: 'patient' },
      given_on: { type: 'date', label: 'Given On', group: 'dose', required: true },
      vaccine: {
        type: 'select',
        label: 'Vaccine',
        group: 'dose',
        required: true,
        options: ['BCG', 'Measles', 'Hepatitis B'].map((id) => ({ id, name: id })),
      },
      dose_ml: { type: doseType, label: 'Dose (ml)', group: 'dose', minimum: 0.05, maximum: 5 },
      lot_number: { type: 'text', label: 'Lot Number', group: 'dose' },
    },
    list: {
      columns: ['given_on', 'patient', 'vaccine', 'dose_ml'],
      search: ['vaccine', 'lot_number'],
      sort: { field: 'given_on', direction: 'desc' },
    },
  };
}

const VACCINATION_RIGHTS = {
  view: ['Doctor', 'Triage Nurse'],
  detail: ['Doctor', 'Triage Nurse'],
  add: ['Triage Nurse'],
  edit: ['Triage Nurse'],
  delete: ['Triage Nurse'],
};

describe.each(dialectCases)('syncing models from JSON files on $dialect', ({ make, skip }) => {
  let target: TestDatabase;
  let registry: RegistryDir;
  let app: FastifyInstance;
  let admin: Headers;
  let nurse: Headers;
  let reception: Headers;
  let doctor: Headers;
  let vaccinationId: number;
  beforeAll(async () => {
    if (skip) return;
    target = make();
    registry = copyRegistryDir();
    app = await seededApp(target, { registryDir: registry.root, registry: registry.load() });
    admin = (await signIn(app, 'admin@tena.demo')).headers;
    nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    reception = (await signIn(app, 'reception@tena.demo')).headers;
    doctor = (await signIn(app, 'doctor@tena.demo')).headers;
  });
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
    registry?.dispose();
  });

  const sync = (headers: Headers) =>
    app.inject({
      method: 'POST',
      url: '/api/public/sync-database',
      headers,
      payload: { onlyModels: true, startIndex: 0, endIndex: 150 },
    });
  const vaccinations = (method: 'GET' | 'POST', headers: Headers, url = '', payload?: object) =>
    app.inject({ method, url: `/api/models/vaccination${url}`, headers, payload });

  /** Every table with its columns and types, and the recorded logical types. */
  async function schemaSnapshot() {
    const tables = await app.database.db.introspection.getTables();
    const shape = tables
      .map((t) => ({
        name: t.name,
        columns: t.columns.map((c) => `${c.name}:${c.dataType}:${c.isNullable}`).sort(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const recorded = await app.database.db
      .selectFrom('tena_columns')
      .selectAll()
      .orderBy('table_name')
      .orderBy('column_name')
      .execute();
    return { shape, recorded };
  }

  it.skipIf(skip)('refuses a user without Sync Database (403) and syncs nothing', async () => {
    for (const headers of [reception, doctor, nurse]) {
      const refused = await sync(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it.skipIf(skip)(
    'a new schemas/vaccination.json plus a matrix entry becomes a working resource after a sync',
    async () => {
      registry.writeSchema('vaccination', vaccinationSchema());
      registry.setMatrixEntity('vaccination', VACCINATION_RIGHTS);
      expect((await vaccinations('GET', nurse)).statusCode).toBe(404);

      const started = performance.now();
      const response = await sync(admin);
      const wallSeconds = (performance.now() - started) / 1000;
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['results', 'timing']);
      expect(Object.keys(body.timing).sort()).toEqual(['fetchOps', 'fileOps', 'syncOps']);
      for (const seconds of Object.values(body.timing) as number[]) {
        expect(typeof seconds).toBe('number');
        expect(seconds).toBeGreaterThanOrEqual(0);
      }
      // Seconds, not milliseconds: the parts add up to no more than the request took.
      const { fileOps, syncOps, fetchOps } = body.timing;
      expect(fileOps + syncOps + fetchOps).toBeLessThanOrEqual(wallSeconds + 0.01);
      const models = Object.keys(registry.load().models).sort();
      expect(models).toContain('vaccination');
      expect(body.results).toEqual(models.map((model) => ({ model, status: 'ok' })));

      const patient = (
        await app.inject({
          method: 'POST',
          url: '/api/models/patient',
          headers: reception,
          payload: patientBody(),
        })
      ).json();
      const created = await vaccinations('POST', nurse, '', {
        patient: patient.id,
        given_on: '2026-01-15',
        vaccine: 'BCG',
        dose_ml: 0.5,
        lot_number: 'LOT-7',
      });
      expect(created.statusCode).toBe(201);
      const record = created.json();
      expect(record).toMatchObject({
        patient: patient.id,
        dose_ml: 0.5,
        vaccine: 'BCG',
        version: 1,
      });
      vaccinationId = record.id;
      // A read names the records its references point to.
      expect((await vaccinations('GET', nurse, `/${record.id}`)).json()).toEqual({
        ...record,
        titles: { patient: { [patient.id]: expect.any(String) } },
      });
      const list = (await vaccinations('GET', doctor)).json();
      expect(list).toMatchObject({ total: 1, rows: [record] });
      const history = (await vaccinations('GET', nurse, `/${record.id}/history`)).json().rows;
      expect(history).toMatchObject([{ action: 'create', user_email: 'triage-nurse@tena.demo' }]);

      // The schema's rules hold: options, range, reference.
      const bad = await vaccinations('POST', nurse, '', {
        patient: 999_999,
        given_on: '2026-01-15',
        vaccine: 'Polio',
        dose_ml: 50,
      });
      expect(bad.statusCode).toBe(422);
      expect(
        bad
          .json()
          .details.map((d: { field: string }) => d.field)
          .sort(),
      ).toEqual(['vaccine']);
      const badRange = await vaccinations('POST', nurse, '', {
        patient: 999_999,
        given_on: '2026-01-15',
        vaccine: 'BCG',
        dose_ml: 50,
      });
      expect(badRange.statusCode).toBe(422);
      expect(
        badRange
          .json()
          .details.map((d: { field: string }) => d.field)
          .sort(),
      ).toEqual(['dose_ml', 'patient']);

      // The matrix holds: Reception has no right at all, Doctor may only look.
      for (const [method, headers] of [
        ['GET', reception],
        ['POST', reception],
        ['POST', doctor],
      ] as const) {
        const refused = await vaccinations(method, headers, '', method === 'POST' ? {} : undefined);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('FORBIDDEN');
      }
      expect((await vaccinations('GET', reception, `/${record.id}`)).statusCode).toBe(403);
      expect((await vaccinations('GET', nurse)).json().total).toBe(1);
    },
  );

  it.skipIf(skip)('a second sync is all ok and changes no table', async () => {
    const before = await schemaSnapshot();
    const again = await sync(admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().results.every((r: { status: string }) => r.status === 'ok')).toBe(true);
    expect(await schemaSnapshot()).toEqual(before);
    expect((await vaccinations('GET', nurse, `/${vaccinationId}`)).json().dose_ml).toBe(0.5);
  });

  it.skipIf(skip)('two syncs at once: one runs, the other answers 409', async () => {
    const pair = await Promise.all([sync(admin), sync(admin)]);
    const statuses = pair.map((r) => r.statusCode).sort();
    if (target.dialect === 'postgres') expect(statuses).toEqual([200, 409]);
    // SQLite has one connection: the running sync's queries keep the second request waiting
    // in authentication until it is over, so there the two may also run one after the other.
    else expect([[200, 409].join(), [200, 200].join()]).toContain(statuses.join());
    for (const loser of pair.filter((r) => r.statusCode === 409))
      expect(loser.json()).toMatchObject({ status: 409, code: 'SYNC_IN_PROGRESS' });

    // Deterministically: while the lock is held, the endpoint and a second holder are refused.
    await withSyncLock(app.database.db, async () => {
      const during = await sync(admin);
      expect(during.statusCode).toBe(409);
      expect(during.json().code).toBe('SYNC_IN_PROGRESS');
      await expect(withSyncLock(app.database.db, async () => 'ran')).rejects.toMatchObject({
        status: 409,
        code: 'SYNC_IN_PROGRESS',
      });
      if (target.dialect === 'postgres') {
        // Another server instance on the same database: the advisory lock refuses it too.
        const other = await target.open();
        try {
          await expect(withSyncLock(other.db, async () => 'ran')).rejects.toMatchObject({
            code: 'SYNC_IN_PROGRESS',
          });
        } finally {
          await other.close();
        }
      }
    });
    expect(await withSyncLock(app.database.db, async () => 'free again')).toBe('free again');
  });

  it.skipIf(skip)(
    'a type change over stored values is refused for that model only, its data intact',
    async () => {
      registry.writeSchema('vaccination', vaccinationSchema('checkbox'));
      const response = await sync(admin);
      expect(response.statusCode).toBe(200);
      const results = response.json().results as { model: string; status: string }[];
      const failed = results.filter((r) => r.status !== 'ok');
      expect(failed).toEqual([
        {
          model: 'vaccination',
          status: 'error',
          error:
            'refused to sync m_vaccination: field "dose_ml" changed type from number to boolean, which is applied to an empty column only, but 1 row(s) hold values (e.g. 0.5)',
        },
      ]);
      expect(results.length).toBeGreaterThan(10);
      const stored = await app.database.db
        .selectFrom('m_vaccination' as never)
        .selectAll()
        .execute();
      expect(stored).toMatchObject([{ id: vaccinationId, dose_ml: 0.5, lot_number: 'LOT-7' }]);
      // The out-of-step model is closed until its schema and table agree again.
      const closed = await vaccinations('GET', nurse);
      expect(closed.statusCode).toBe(503);
      expect(closed.json().code).toBe('MODEL_NOT_SYNCED');
      expect(
        (await app.inject({ method: 'GET', url: '/api/models/patient', headers: nurse }))
          .statusCode,
      ).toBe(200);

      registry.writeSchema('vaccination', vaccinationSchema());
      const restored = await sync(admin);
      expect(restored.json().results.every((r: { status: string }) => r.status === 'ok')).toBe(
        true,
      );
      expect((await vaccinations('GET', nurse, `/${vaccinationId}`)).json()).toMatchObject({
        dose_ml: 0.5,
        lot_number: 'LOT-7',
      });
    },
  );

  it.skipIf(skip)(
    'broken registry files answer 422 REGISTRY_INVALID and sync nothing',
    async () => {
      const before = await schemaSnapshot();
      registry.writeSchema('campaign', {
        title: 'Campaign',
        groups: [{ id: 'main', name: 'Main' }],
        fields: { name: { type: 'text', label: 'Name', group: 'main', required: true } },
      });
      registry.writeText('schemas/broken.json', '{"model": "broken",');
      registry.setMatrixEntity('ghost', { view: ['Doctor'] });
      const refused = await sync(admin);
      expect(refused.statusCode).toBe(422);
      const body = refused.json();
      expect(body).toMatchObject({ status: 422, code: 'REGISTRY_INVALID' });
      expect(body.message).toMatch(/problem\(s\) in schemas\/, screens\/ or permissions\//);
      expect(body.details.length).toBeGreaterThanOrEqual(2);
      expect(body.details.some((p: string) => p.startsWith('schemas/broken.json#'))).toBe(true);
      expect(body.details.some((p: string) => /entities\/ghost.*no model schema/.test(p))).toBe(
        true,
      );
      expect(await schemaSnapshot()).toEqual(before);
      expect('campaign' in app.registry.models).toBe(false);

      registry.remove('schemas/broken.json');
      registry.setMatrixEntity('ghost', undefined);
      const fixed = await sync(admin);
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().results).toContainEqual({ model: 'campaign', status: 'ok' });
      const tables = (await app.database.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toContain('m_campaign');
    },
  );
});
