import { formatInTimeZone } from 'date-fns-tz';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';

describe.each(dialectCases)('the model resource on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let reception: Record<string, string>;
  let manager: Record<string, string>;
  let doctor: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    if (skip) return;
    reception = (await signIn(suite.app, 'reception@tena.demo')).headers;
    manager = (await signIn(suite.app, 'reception-manager@tena.demo')).headers;
    doctor = (await signIn(suite.app, 'doctor@tena.demo')).headers;
    admin = (await signIn(suite.app, 'admin@tena.demo')).headers;
  });

  const create = (headers: Record<string, string>, body = patientBody()) =>
    suite.app.inject({ method: 'POST', url: '/api/models/patient', headers, payload: body });

  it.skipIf(skip)(
    'creates a patient with a medical record number, computed age and history',
    async () => {
      const response = await create(reception);
      expect(response.statusCode).toBe(201);
      const patient = response.json();
      expect(patient).toMatchObject({ first_name: 'Abebe', version: 1, has_insurance: false });
      const year = formatInTimeZone(new Date(), DEFAULT_SETTINGS.timeZone, 'yyyy');
      expect(patient.mrn).toMatch(new RegExp(`^MRN-${year}-\\d{6}$`));
      expect(patient.age).toBeGreaterThanOrEqual(37);
      const history = await suite.app.inject({
        method: 'GET',
        url: `/api/models/patient/${patient.id}/history`,
        headers: doctor,
      });
      expect(history.json().rows[0]).toMatchObject({
        action: 'create',
        user_email: 'reception@tena.demo',
      });
      expect(history.json().rows[0].changes.first_name).toEqual({ from: null, to: 'Abebe' });
    },
  );

  it.skipIf(skip)('numbers records without duplicates under concurrent creates', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => create(reception)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const numbers = responses.map((r) => r.json().mrn);
    expect(new Set(numbers).size).toBe(8);
  });

  it.skipIf(skip)(
    'refuses invalid values with the engine messages and stores nothing',
    async () => {
      const before = (
        await suite.app.inject({ method: 'GET', url: '/api/models/patient', headers: doctor })
      ).json().total;
      const bad = await create(
        reception,
        patientBody({ first_name: '', phone: '12', has_insurance: true }),
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().details).toEqual(
        expect.arrayContaining([
          { field: 'first_name', message: 'First Name is required, in letters only' },
          { field: 'phone', message: 'Valid phone number is required' },
        ]),
      );
      expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(
        expect.arrayContaining(['insurer', 'member_number', 'coverage_percent']),
      );
      const typed = await create(
        reception,
        patientBody({ sex: 'Unknown', has_insurance: 'yes', date_of_birth: 'yesterday' }),
      );
      expect(typed.statusCode).toBe(422);
      expect(
        typed
          .json()
          .details.map((d: { field: string }) => d.field)
          .sort(),
      ).toEqual(['date_of_birth', 'has_insurance', 'sex']);
      const unknown = await create(reception, patientBody({ shoe_size: 44 }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        code: 'UNKNOWN_FIELD',
        message: 'Unknown field for patient: shoe_size',
      });
      const numbered = await create(reception, patientBody({ mrn: 'MRN-1' }));
      expect(numbered.json().details).toEqual([
        { field: 'mrn', message: 'Medical Record Number is numbered by the server' },
      ]);
      expect(
        (
          await suite.app.inject({ method: 'GET', url: '/api/models/patient', headers: doctor })
        ).json().total,
      ).toBe(before);
    },
  );

  it.skipIf(skip)(
    'checks the matrix: Doctor may not add a patient, Lab User may not edit one',
    async () => {
      const refused = await create(doctor);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      for (const name of ['spaceship', 'lab_request', 'lab-request', 'constructor', '__proto__']) {
        const unknownModel = await suite.app.inject({
          method: 'GET',
          url: `/api/models/${name}`,
          headers: admin,
        });
        expect(unknownModel.statusCode, name).toBe(404);
        expect(unknownModel.json().message, name).toBe(`No model named "${name}".`);
      }
    },
  );

  it.skipIf(skip)(
    'updates with a version; a stale version answers 409 with the current record',
    async () => {
      const patient = (await create(reception)).json();
      const first = await suite.app.inject({
        method: 'PUT',
        url: `/api/models/patient/${patient.id}`,
        headers: manager,
        payload: { version: 1, city: 'Kirkos' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ city: 'Kirkos', version: 2 });
      const stale = await suite.app.inject({
        method: 'PUT',
        url: `/api/models/patient/${patient.id}`,
        headers: doctor,
        payload: { version: 1, city: 'Yeka' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'STALE_VERSION',
        details: { current: { city: 'Kirkos', version: 2 } },
      });
      const missing = await suite.app.inject({
        method: 'PUT',
        url: `/api/models/patient/${patient.id}`,
        headers: manager,
        payload: { city: 'Yeka' },
      });
      expect(missing.json().code).toBe('VERSION_REQUIRED');
      const history = (
        await suite.app.inject({
          method: 'GET',
          url: `/api/models/patient/${patient.id}/history`,
          headers: doctor,
        })
      ).json().rows;
      expect(history.at(-1)).toMatchObject({
        action: 'update',
        changes: { city: { from: 'Bole', to: 'Kirkos' } },
      });
    },
  );

  it.skipIf(skip)(
    'two concurrent updates with one version: one wins, the other gets 409, both are logged',
    async () => {
      const patient = (await create(reception)).json();
      const [a, b] = await Promise.all([
        suite.app.inject({
          method: 'PUT',
          url: `/api/models/patient/${patient.id}`,
          headers: manager,
          payload: { version: 1, city: 'Arada' },
        }),
        suite.app.inject({
          method: 'PUT',
          url: `/api/models/patient/${patient.id}`,
          headers: doctor,
          payload: { version: 1, city: 'Lideta' },
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? 'Arada' : 'Lideta';
      const stored = (
        await suite.app.inject({
          method: 'GET',
          url: `/api/models/patient/${patient.id}`,
          headers: doctor,
        })
      ).json();
      expect(stored).toMatchObject({ city: winner, version: 2 });
      const log = (
        await suite.app.inject({
          method: 'GET',
          url: `/api/activities?entity=patient&pageSize=200`,
          headers: admin,
        })
      ).json().rows;
      const forThis = log
        .filter((row: { target_id: string }) => row.target_id === String(patient.id))
        .map((row: { action: string }) => row.action);
      expect(forThis).toEqual(expect.arrayContaining(['update', 'update_conflict']));
    },
  );

  it.skipIf(skip)(
    'lists with paging, search, sort on list columns, filters, and soft delete with restore',
    async () => {
      await create(reception, patientBody({ first_name: 'Selamawit', sex: 'Female' }));
      const search = await suite.app.inject({
        method: 'GET',
        url: '/api/models/patient?q=selam&pageSize=5',
        headers: doctor,
      });
      expect(search.json()).toMatchObject({ total: 1, page: 1, pageSize: 5 });
      const filtered = await suite.app.inject({
        method: 'GET',
        url: '/api/models/patient?filter[sex]=Female',
        headers: doctor,
      });
      expect(filtered.json().rows.every((row: { sex: string }) => row.sex === 'Female')).toBe(true);
      expect(
        (
          await suite.app.inject({
            method: 'GET',
            url: '/api/models/patient?sort=allergies',
            headers: doctor,
          })
        ).json(),
      ).toMatchObject({ status: 400, code: 'UNKNOWN_SORT_FIELD' });
      expect(
        (
          await suite.app.inject({
            method: 'GET',
            url: '/api/models/patient?filter[shoe]=1',
            headers: doctor,
          })
        ).json().code,
      ).toBe('UNKNOWN_FILTER_FIELD');
      const maybe = await suite.app.inject({
        method: 'GET',
        url: '/api/models/patient?filter[has_insurance]=maybe',
        headers: doctor,
      });
      expect(maybe.json()).toMatchObject({
        status: 400,
        code: 'BAD_FILTER_VALUE',
        details: [{ field: 'has_insurance', message: 'not a value of this field' }],
      });
      for (const [query, field] of [
        ['pageSize=500', 'pageSize'],
        ['pageSize=0', 'pageSize'],
        ['pageSize=abc', 'pageSize'],
        ['page=0', 'page'],
        ['page=1.5', 'page'],
        // An unbounded page overflowed the row offset into a database error (a 500).
        ['page=100000000000000000000', 'page'],
        ['page=46116860184273880&pageSize=200', 'page'],
      ]) {
        const refused = await suite.app.inject({
          method: 'GET',
          url: `/api/models/patient?${query}`,
          headers: doctor,
        });
        expect(refused.statusCode, query).toBe(400);
        expect(JSON.stringify(refused.json().details), query).toContain(field);
      }
      const pastTheEnd = await suite.app.inject({
        method: 'GET',
        url: '/api/models/patient?page=10000000&pageSize=200',
        headers: doctor,
      });
      expect(pastTheEnd.statusCode).toBe(200);
      expect(pastTheEnd.json()).toMatchObject({ rows: [], page: 10_000_000, pageSize: 200 });
      expect(pastTheEnd.json().total).toBeGreaterThan(0);
      const sorted = (
        await suite.app.inject({
          method: 'GET',
          url: '/api/models/patient?sort=first_name&direction=asc&pageSize=200',
          headers: doctor,
        })
      ).json().rows;
      const names = sorted.map((row: { first_name: string }) => row.first_name);
      expect(names).toEqual([...names].sort());

      const id = search.json().rows[0].id;
      const statusOf = async (
        method: 'GET' | 'POST' | 'DELETE',
        url: string,
        headers: Record<string, string>,
      ) => (await suite.app.inject({ method, url, headers })).statusCode;
      expect(await statusOf('DELETE', `/api/models/patient/${id}`, manager)).toBe(200);
      expect(
        (
          await suite.app.inject({
            method: 'GET',
            url: '/api/models/patient?q=selam',
            headers: doctor,
          })
        ).json().total,
      ).toBe(0);
      expect(await statusOf('GET', `/api/models/patient/${id}`, doctor)).toBe(404);
      expect(await statusOf('DELETE', `/api/models/patient/${id}`, manager)).toBe(404);
      expect(await statusOf('POST', `/api/models/patient/${id}/restore`, manager)).toBe(403);
      const listDeleted = (headers: Record<string, string>, extra = '') =>
        suite.app.inject({
          method: 'GET',
          url: `/api/models/patient?deleted=true&pageSize=200${extra}`,
          headers,
        });
      expect((await listDeleted(manager)).statusCode).toBe(403);
      // The administrator restores patients without being allowed to view them: the bin shows
      // them ids and who deleted what when, never what the records hold.
      const bin = await listDeleted(admin);
      expect(bin.statusCode).toBe(200);
      const binned = bin.json().rows.find((row: { id: number }) => row.id === id);
      expect(binned).toMatchObject({
        id,
        deleted_at: expect.any(String),
        deleted_by: expect.any(Number),
      });
      expect(binned).not.toHaveProperty('first_name');
      const probe = await listDeleted(admin, '&q=selam');
      expect(probe.statusCode).toBe(403);
      expect(probe.json().details).toEqual([{ field: 'q', message: 'Not allowed for your role' }]);
      expect((await listDeleted(admin, '&filter[first_name]=Selam')).statusCode).toBe(403);
      const restored = await suite.app.inject({
        method: 'POST',
        url: `/api/models/patient/${id}/restore`,
        headers: admin,
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ id });
      expect(restored.json()).not.toHaveProperty('first_name');
      const again = await suite.app.inject({
        method: 'POST',
        url: `/api/models/patient/${id}/restore`,
        headers: admin,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('NOT_DELETED');
      expect(
        (
          await suite.app.inject({
            method: 'GET',
            url: '/api/models/patient?q=selam',
            headers: doctor,
          })
        ).json().total,
      ).toBe(1);
    },
  );

  it.skipIf(skip)(
    'finds records by any part of a search field, case-insensitively, after every kind of write',
    async () => {
      const created = (
        await create(reception, patientBody({ first_name: 'Tsehaynesh', phone: '977665544' }))
      ).json();
      const find = async (q: string) =>
        (
          await suite.app.inject({
            method: 'GET',
            url: `/api/models/patient?q=${encodeURIComponent(q)}`,
            headers: doctor,
          })
        )
          .json()
          .rows.map((r: { id: number }) => r.id);
      expect(await find('haynE')).toContain(created.id);
      expect(await find('7766554')).toContain(created.id);
      expect(await find('Ts')).toContain(created.id);
      // A term is found within one field, never across the end of one and the start of the next.
      const joined = (
        await create(reception, patientBody({ first_name: 'Zuqx', middle_name: 'Vwob' }))
      ).json();
      expect(await find('qx')).toContain(joined.id);
      expect(await find('vw')).toContain(joined.id);
      expect(await find('xv')).not.toContain(joined.id);
      expect(await find('ye9')).not.toContain(joined.id);
      const renamed = await suite.app.inject({
        method: 'PUT',
        url: `/api/models/patient/${created.id}`,
        headers: manager,
        payload: { version: 1, first_name: 'Meskerem' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(await find('haynes')).not.toContain(created.id);
      expect(await find('mesker')).toContain(created.id);
      await suite.app.inject({
        method: 'DELETE',
        url: `/api/models/patient/${created.id}`,
        headers: manager,
      });
      expect(await find('mesker')).not.toContain(created.id);
      expect(await find('"quoted" text')).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'pages through a sorted search in order, matching only rows that contain the term',
    async () => {
      const names = ['Qorzeb', 'Azqorb', 'Mqorsa', 'Bqort', 'Zeqor', 'Hqorin'];
      for (const first_name of names) await create(reception, patientBody({ first_name }));
      const page = async (n: number) =>
        (
          await suite.app.inject({
            method: 'GET',
            url: `/api/models/patient?q=QOR&sort=first_name&direction=desc&pageSize=4&page=${n}`,
            headers: doctor,
          })
        ).json();
      const first = await page(1);
      const second = await page(2);
      expect(first.total).toBe(6);
      const listed = [...first.rows, ...second.rows].map(
        (row: { first_name: string }) => row.first_name,
      );
      expect(listed).toEqual([...names].sort().reverse());
      // Wildcards in a search are plain characters.
      const literal = await suite.app.inject({
        method: 'GET',
        url: '/api/models/patient?q=q_r',
        headers: doctor,
      });
      expect(literal.json().total).toBe(0);
    },
  );

  it.skipIf(skip)('lists only the fields asked for, searched or not', async () => {
    await create(reception, patientBody({ first_name: 'Fieldina' }));
    for (const query of ['q=fieldina&', '']) {
      const listed = await suite.app.inject({
        method: 'GET',
        url: `/api/models/patient?${query}fields=first_name,mrn,first_name&pageSize=3`,
        headers: doctor,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const row = listed.json().rows[0];
      expect(Object.keys(row).sort()).toEqual([
        'created_at',
        'created_by',
        'first_name',
        'id',
        'mrn',
        'updated_at',
        'updated_by',
        'version',
      ]);
    }
    const unknown = await suite.app.inject({
      method: 'GET',
      url: '/api/models/patient?fields=first_name,shoe_size',
      headers: doctor,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_FIELD',
      details: [{ field: 'shoe_size', message: 'unknown field' }],
    });
  });

  it.skipIf(skip)(
    'indexes the search fields: FTS5 on SQLite, trigram GIN on PostgreSQL',
    async () => {
      const fields = ['first_name', 'last_name', 'middle_name', 'mrn', 'phone'];
      const db = suite.app.database.db;
      if (suite.app.database.dialect === 'postgres') {
        const { rows } = await sql<{
          indexname: string;
        }>`select indexname from pg_indexes where tablename = 'm_patient' and indexname like '%trgm'`.execute(
          db,
        );
        expect(rows.map((row) => row.indexname).sort()).toEqual(
          fields.map((field) => `ix_m_patient_${field}_trgm`),
        );
      } else {
        const { rows } = await sql<{
          name: string;
        }>`select name from pragma_table_info('m_patient__search')`.execute(db);
        expect(rows.map((row) => row.name).sort()).toEqual(fields);
      }
    },
  );

  it.skipIf(skip)(
    "cannot probe a field through its group's rule: filters and sorts on it are refused",
    async () => {
      // physician.consultation_fee has no rule of its own; its group, finance, is for
      // HR Manager, Finance Head and Accountant.
      for (const query of ['filter[consultation_fee]=500', 'filter[commission_rate]=5']) {
        const response = await suite.app.inject({
          method: 'GET',
          url: `/api/models/physician?${query}`,
          headers: reception,
        });
        expect(response.statusCode, query).toBe(403);
        expect(response.json().code, query).toBe('FIELD_FORBIDDEN');
      }
    },
  );
});
