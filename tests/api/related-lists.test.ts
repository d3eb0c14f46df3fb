// Related lists declared as data (a model's `related`): GET /api/models/{model}/{id}/related
// answers every list the reader may view, in declared order, newest first, limited, with the
// titles of what the rows point to; lists of models the reader may not view are left out (a
// Doctor gets no invoices, a cashier no documents), and a document's file is readable from its
// row. Both databases.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RelatedListsAnswer } from '../../src/engine/wire/related-lists';
import type { AnyDb } from '../../src/server/models/any-db';
import { relatedPageQuery } from '../../src/server/models/related-rows';
import { tableName } from '../../src/server/models/table-plan';
import { pdf } from '../e2e/file-fixtures';
import { signIn, useSeededApp } from '../helpers/app';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { fileUpload } from '../helpers/workbooks';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const ROLES = {
  reception: 'reception',
  doctor: 'doctor',
  cashier: 'lab-cashier',
  lab: 'lab-user',
  hr: 'hr-manager',
} as const;

/** 25 arrivals in February 2026, in no order: the list must sort them itself. */
const ARRIVALS = Array.from({ length: 25 }, (_, i) => {
  const day = ((i * 7) % 25) + 1;
  return `2026-02-${String(day).padStart(2, '0')}T0${(i % 9) + 1}:15:00.000Z`;
});

describe.each(dialectCases)('related lists on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T13:00:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  let app: FastifyInstance;
  let f: ChargeFixtures;
  const h = {} as Record<keyof typeof ROLES, Headers>;
  let other: number;
  let documentFile: Row;

  const related = async (headers: Headers, model: string, id: number) =>
    app.inject({ method: 'GET', url: `/api/models/${model}/${id}/related`, headers });
  const listOf = (answer: RelatedListsAnswer, model: string) =>
    answer.lists.find((list) => list.model === model);

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    for (const [key, role] of Object.entries(ROLES))
      h[key as keyof typeof ROLES] = (await signIn(app, `${role}@tena.demo`)).headers;
    other = await create(app, h.reception, 'patient', patientBody({ first_name: 'Sara' }));
    for (const [i, arrived_at] of ARRIVALS.entries())
      await create(app, h.reception, 'visit', {
        patient: f.patients.cash,
        // The physicians work in Internal Medicine.
        ...(i % 2
          ? { department: f.departments.medicine, physician: f.physicians.generalist }
          : { department: f.departments.pediatrics }),
        visit_type: 'New',
        arrived_at,
      });
    await create(app, h.reception, 'visit', {
      patient: other,
      department: f.departments.medicine,
      visit_type: 'New',
      arrived_at: '2026-02-27T09:00:00.000Z',
    });
    const scan = pdf('referral.pdf', ['Referral to Internal Medicine']);
    const upload = fileUpload(scan.buffer, scan.name, scan.mimeType);
    const stored = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...h.reception, ...upload.headers },
      payload: upload.payload,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    documentFile = stored.json();
    await create(app, h.reception, 'document', {
      patient: f.patients.cash,
      title: 'Referral letter from Tikur Anbessa Hospital',
      category: 'Referral letter',
      document_date: '2026-02-20',
      file: documentFile,
    });
    await create(app, h.cashier, 'invoice', {
      patient: f.patients.cash,
      invoice_date: '2026-03-02',
      cashier_point: 'Lab',
      items: [{ service: f.services.cbc, quantity: 1 }],
    });
  }, 120_000);

  it.skipIf(skip)(
    'reads the declared lists a Doctor may view, newest first and limited, with titles',
    async () => {
      const response = await related(h.doctor, 'patient', f.patients.cash);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as RelatedListsAnswer;
      // Declared order, without invoices: a Doctor may not view them.
      expect(answer.lists.map((list) => list.model)).toEqual([
        'visit',
        'vitalSign',
        'diagnosis',
        'labRequest',
        'testResult',
        'radiologyRequest',
        'radiologyResult',
        'prescription',
        'document',
        'appointment',
      ]);
      const visits = listOf(answer, 'visit');
      expect(visits).toMatchObject({ field: 'patient', title: 'Visits', total: 25 });
      const newest = [...ARRIVALS].sort().reverse().slice(0, 20);
      expect(visits?.rows.map((row) => row.arrived_at)).toEqual(newest);
      // The list's columns and bookkeeping, nothing more: not the reason, not the patient.
      expect(Object.keys(visits?.rows[0] ?? {}).sort()).toEqual(
        [
          'arrived_at',
          'created_at',
          'created_by',
          'department',
          'id',
          'physician',
          'status',
          'updated_at',
          'updated_by',
          'version',
          'visit_number',
          'visit_type',
        ].sort(),
      );
      expect(visits?.titles.department).toEqual({
        [f.departments.medicine]: 'Internal Medicine',
        [f.departments.pediatrics]: 'Pediatrics',
      });
      expect(visits?.titles.physician?.[f.physicians.generalist]).toBe('Hana Girma');
      expect(listOf(answer, 'labRequest')).toMatchObject({ rows: [], total: 0 });
    },
  );

  it.skipIf(skip)(
    'gives a cashier the invoices and leaves out what they may not view',
    async () => {
      const answer = (await related(h.cashier, 'patient', f.patients.cash)).json();
      expect(answer.lists.map((list: { model: string }) => list.model)).toEqual([
        'labRequest',
        'invoice',
      ]);
      expect(listOf(answer, 'invoice')?.rows).toMatchObject([
        { invoice_date: '2026-03-02', cashier_point: 'Lab', total: '350.00', status: 'Draft' },
      ]);
    },
  );

  it.skipIf(skip)("keeps each patient's records to their own lists", async () => {
    const answer = (await related(h.doctor, 'patient', other)).json() as RelatedListsAnswer;
    expect(listOf(answer, 'visit')).toMatchObject({ total: 1 });
    expect(listOf(answer, 'visit')?.rows[0]?.arrived_at).toBe('2026-02-27T09:00:00.000Z');
    expect(listOf(answer, 'document')).toMatchObject({ rows: [], total: 0 });
  });

  it.skipIf(skip)(
    'shows a document with its file, which its readers download and others may not',
    async () => {
      const answer = (await related(h.doctor, 'patient', f.patients.cash)).json();
      const documents = listOf(answer, 'document');
      expect(documents?.rows).toMatchObject([
        {
          title: 'Referral letter from Tikur Anbessa Hospital',
          category: 'Referral letter',
          document_date: '2026-02-20',
          file: { filename: 'referral.pdf', mimetype: 'application/pdf' },
        },
      ]);
      const filepath = String((documents?.rows[0]?.file as Row | undefined)?.filepath);
      const download = (headers: Headers) =>
        app.inject({ method: 'GET', url: `/api/${filepath}`, headers });
      const read = await download(h.doctor);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // A Lab User reads patients but not their documents.
      expect((await download(h.lab)).statusCode).toBeGreaterThanOrEqual(403);
    },
  );

  it.skipIf(skip)(
    'answers as reading the record does: 403 without its right, 404 for none',
    async () => {
      expect((await related(h.hr, 'patient', f.patients.cash)).statusCode).toBe(403);
      const missing = await related(h.doctor, 'patient', 999_999);
      expect(missing.statusCode).toBe(404);
      // A model that declares no lists has none to give.
      const department = await related(h.doctor, 'department', f.departments.medicine);
      expect(department.json()).toEqual({ lists: [] });
    },
  );

  it.skipIf(skip)('reads each list through an index of its pointing and sort fields', async () => {
    const { db, dialect } = app.database;
    const anyDb = db as unknown as AnyDb;
    const table = tableName('visit');
    const indexes =
      dialect === 'postgres'
        ? await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = ${table}`.execute(anyDb)
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(
            anyDb,
          );
    expect(indexes.rows.map((row) => row.name)).toContain('ix_m_visit_patient_arrived_at_rel');
    if (dialect !== 'sqlite') return;
    // SQLite's plan for the visits page walks that index in order: no sort of the patient's visits.
    const page = relatedPageQuery(anyDb, app.models.runtime('visit'), {
      field: 'patient',
      id: f.patients.cash,
      sort: { field: 'arrived_at', direction: 'desc' },
      limit: 20,
      fields: ['arrived_at', 'status'],
    }).compile();
    const explained = await anyDb.executeQuery<{ detail: string }>({
      ...page,
      sql: `explain query plan ${page.sql}`,
    });
    const details = explained.rows.map((row) => row.detail).join(' | ');
    expect(details).toContain('ix_m_visit_patient_arrived_at_rel');
    expect(details).not.toContain('TEMP B-TREE');
  });
});
