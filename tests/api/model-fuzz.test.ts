// Fuzzed bodies against create and update of `patient`: mostly-valid bodies with wrong types,
// oversize strings, unknown keys, out-of-range values, nulls and nested junk. Never a 5xx, and
// every stored patient, read back, passes the engine's validation.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileForm, FormSession } from '../../src/engine/form';
import type { FieldSchema, ModelSchema } from '../../src/engine/types';
import { labelOf } from '../../src/engine/validation/messages';
import { valueProblem } from '../../src/server/models/write-check';
import { signIn, useSeededApp } from '../helpers/app';
import { createInsurers } from '../helpers/billing';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';

type Body = Record<string, unknown>;
const RUNS = { create: 1000, update: 1000, list: 300, parameterRows: 300 };

const text = (max: number) => fc.string({ minLength: 1, maxLength: max });
/** A name as schemas/patient.json takes one: a letter, then letters, spaces, ' . and -. */
const name = fc.stringMatching(/^[A-Za-z\u00C0-\u00D6\u1200-\u135A][A-Za-z '.-]{0,29}$/);
/** Valid values, varied, for the patient's fields (schemas/patient.json). */
const validBody = fc
  .record({
    first_name: name,
    middle_name: name,
    last_name: fc.option(name, { nil: undefined }),
    sex: fc.constantFrom('Male', 'Female'),
    date_of_birth: fc
      .date({ min: new Date('1901-01-01'), max: new Date('2025-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    phone: fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `9${n}`),
    city: text(40),
    has_insurance: fc.boolean(),
    // The insurance companies the suite creates first: ids 1 to 2.
    insurer: fc.integer({ min: 1, max: 2 }),
    member_number: text(20),
    coverage_percent: fc.integer({ min: 0, max: 10_000 }).map((basis) => basis / 100),
    allergies: fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
    blood_group: fc.option(fc.constantFrom('A+', 'O-', 'Unknown'), { nil: undefined }),
  })
  .map((fields) => {
    const body: Body = patientBody(fields);
    for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
    return body;
  });

const FIELDS = [
  ...Object.keys(patientBody()),
  'mrn',
  'age',
  'email',
  'photo',
  'woreda',
  'house_number',
  'insurer',
  'member_number',
  'coverage_percent',
  'blood_group',
  'allergies',
];
const UNKNOWN_KEYS = ['shoe_size', 'id', 'created_at', 'deleted_at', 'constructor', 'toString'];
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '<script>',
    "'; drop table m_patient;--",
  ),
  fc.constantFrom('1899-12-31', '2026-02-30', '0000-01-01', '9999-99-99', '2999-01-01', 'today'),
  fc.constantFrom('Unknown', 'male', 'Mars', '0911', '+251911234567', 'not-an-email@'),
  fc.integer({ min: 1, max: 25_000 }).map((n) => 'x'.repeat(2_000 + n)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.constantFrom(
    { filepath: '../../etc/passwd', filename: 'x.png' },
    { filepath: 'files/none.png', filename: 'none.png' },
    [{ filepath: 'a' }],
  ),
);
type Mutation = { kind: 'set'; key: string; value: unknown } | { kind: 'drop'; key: string };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...FIELDS), value: junk }),
  fc.record({
    kind: fc.constant('set' as const),
    key: fc.constantFrom(...UNKNOWN_KEYS),
    value: junk,
  }),
  fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...FIELDS) }),
);
const mutate = (base: Body, changes: Mutation[]) => {
  const body = { ...base };
  for (const change of changes) {
    if (change.kind === 'drop') delete body[change.key];
    else
      Object.defineProperty(body, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return body;
};
/** A valid body, damaged by 0 to 4 mutations (about one in five stays valid). */
const createBody = fc
  .tuple(validBody, fc.array(mutation, { maxLength: 4 }))
  .map(([base, changes]) => mutate(base, changes));
/** A partial update: some valid fields, damaged the same way. */
const updateBody = fc
  .tuple(validBody, fc.subarray(FIELDS), fc.array(mutation, { maxLength: 3 }))
  .map(([base, keep, changes]) =>
    mutate(Object.fromEntries(Object.entries(base).filter(([k]) => keep.includes(k))), changes),
  );

describe.each(dialectCases)('fuzzed patient writes on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let reception: Record<string, string>;
  let manager: Record<string, string>;
  const statuses = new Map<number, number>();
  beforeAll(async () => {
    if (skip) return;
    reception = (await signIn(suite.app, 'reception@tena.demo')).headers;
    manager = (await signIn(suite.app, 'reception-manager@tena.demo')).headers;
    // The insurers validBody's insured patients point at.
    expect(await createInsurers(suite.app, ['Nyala Insurance S.C.', 'Awash Insurance'])).toEqual([
      1, 2,
    ]);
  });

  /** Sends one body; fails on a 5xx or an answer without the error shape. */
  async function send(method: 'POST' | 'PUT', url: string, headers: Body, body: Body) {
    const response = await suite.app.inject({
      method,
      url,
      headers: { ...(headers as Record<string, string>), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500)
      throw new Error(`${method} ${url} gave ${response.statusCode}: ${response.body}`);
    if (response.statusCode >= 400)
      expect(response.json()).toMatchObject({
        status: response.statusCode,
        code: expect.any(String),
        message: expect.any(String),
      });
    return response;
  }

  it.skipIf(skip)(
    `${RUNS.create} creates and ${RUNS.update} updates: no 5xx, nothing invalid stored`,
    { timeout: 120_000 },
    async () => {
      const versions = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(createBody, async (body) => {
          const response = await send('POST', '/api/models/patient', reception, body);
          if (response.statusCode === 201) versions.set(response.json().id, 1);
          else expect([400, 403, 422]).toContain(response.statusCode);
        }),
        { numRuns: RUNS.create, endOnFailure: true },
      );
      expect(versions.size).toBeGreaterThan(RUNS.create / 20);

      const ids = [...versions.keys()];
      const versionMode = fc.constantFrom('current', 'current', 'stale', 'missing', 'junk');
      const junkVersion = fc.constantFrom('1', 1.5, -1, null, true, 2 ** 40);
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          versionMode,
          junkVersion,
          updateBody,
          async (pick, mode, bad, body) => {
            const id = ids[pick % ids.length] as number;
            const current = versions.get(id) as number;
            const version =
              mode === 'current'
                ? current
                : mode === 'stale'
                  ? current - 1 - (pick % 3)
                  : mode === 'junk'
                    ? bad
                    : undefined;
            const payload = version === undefined ? body : { ...body, version };
            const response = await send('PUT', `/api/models/patient/${id}`, manager, payload);
            if (response.statusCode === 200) {
              expect(mode).toBe('current');
              versions.set(id, current + 1);
            }
          },
        ),
        { numRuns: RUNS.update, endOnFailure: true },
      );
      expect(statuses.get(200)).toBeGreaterThan(0);
      expect(statuses.get(409)).toBeGreaterThan(0);

      // Every stored patient, read back, is a valid record; refused updates changed nothing.
      const schema = suite.app.registry.models.patient as ModelSchema;
      const form = compileForm(schema.fields, schema.groups);
      const user = { id: 1, role: 'Reception', permissions: [] };
      let checked = 0;
      for (let page = 1; ; page++) {
        const list = await suite.app.inject({
          method: 'GET',
          url: `/api/models/patient?pageSize=200&page=${page}`,
          headers: reception,
        });
        const rows = list.json().rows as Body[];
        for (const row of rows) {
          const session = new FormSession(form, row, { user });
          await session.refreshExpressions();
          const result = session.validate();
          expect(result.errors, JSON.stringify(row)).toEqual([]);
          expect(result.valid).toBe(true);
          for (const [name, field] of Object.entries(schema.fields)) {
            if (field.formula || row[name] === undefined) continue;
            expect(valueProblem(field, labelOf(name, field), row[name]), name).toBeUndefined();
          }
          if (typeof row.date_of_birth === 'string')
            expect(new Date(`${row.date_of_birth}T00:00:00Z`).toISOString()).toContain(
              row.date_of_birth,
            );
          if (versions.has(row.id as number))
            expect(row.version).toBe(versions.get(row.id as number));
          checked++;
        }
        if (rows.length < 200) break;
      }
      expect(checked).toBeGreaterThanOrEqual(versions.size);
    },
  );

  it.skipIf(skip)(`${RUNS.list} fuzzed list queries: never a 5xx`, async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 20, unit: 'binary' }),
      fc.constantFrom('\u0000', 'a\u0000b', '99999999999', '-1', '1e400', 'NaN', 'true', '%', '_'),
    );
    const key = fc.constantFrom('sex', 'date_of_birth', 'has_insurance', 'age', 'photo', 'mrn');
    // Page numbers past any table, in every spelling: 1e20 once overflowed the row offset.
    const page = fc.oneof(
      fc.constantFrom('1', '2', '0', '-1', '1.5', 'abc', '', '1e20', '100000000000000000000'),
      fc.constantFrom('10000000', '10000001', '2147483648', '9007199254740993', 'Infinity'),
      fc.integer().map(String),
      fc.double().map(String),
    );
    const query = fc.record({
      page: fc.option(page, { nil: undefined }),
      q: fc.option(value, { nil: undefined }),
      filters: fc.dictionary(key, value, { maxKeys: 3 }),
      sort: fc.option(fc.constantFrom('age', 'mrn', 'allergies', 'nope'), { nil: undefined }),
      parent: fc.option(fc.constantFrom('patient:1', 'appointment:1', 'x:99999999999'), {
        nil: undefined,
      }),
    });
    const list = async (params: URLSearchParams) => {
      const response = await suite.app.inject({
        method: 'GET',
        url: `/api/models/patient?${params}`,
        headers: reception,
      });
      expect(response.statusCode, `${params}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json().code).toEqual(expect.any(String));
    };
    // The huge pages every run, searched or not, whatever the random draw.
    for (const huge of ['1e20', '100000000000000000000', '10000001'])
      for (const q of [undefined, 'a'])
        await list(new URLSearchParams({ page: huge, ...(q === undefined ? {} : { q }) }));
    await fc.assert(
      fc.asyncProperty(query, async ({ page, q, filters, sort, parent }) => {
        const params = new URLSearchParams();
        if (page !== undefined) params.set('page', page);
        if (q !== undefined) params.set('q', q);
        if (sort !== undefined) params.set('sort', sort);
        if (parent !== undefined) params.set('parent', parent);
        for (const [field, text] of Object.entries(filters)) params.set(`filter[${field}]`, text);
        await list(params);
      }),
      { numRuns: RUNS.list, endOnFailure: true },
    );
  });
});

// A laboratory test's parameter rows (a one_to_many child table, schemas/test.json; the
// prescription's medicine rows this fuzzed before are prescriptionItem records now): valid rows
// damaged cell by cell, row by row or as a whole list.
const KINDS = ['Number', 'Option', 'Text'];
const COLUMNS = ['code', 'name', 'unit', 'kind', 'decimals'];
const validItem = fc.record({
  code: text(12),
  name: text(40),
  unit: fc.option(text(12), { nil: undefined }),
  kind: fc.constantFrom('Number', 'Text'),
  decimals: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
});
/** Near misses of the columns' rules, beside the general junk. */
const cellJunk = fc.oneof(
  junk,
  fc.constantFrom(
    'Teleport',
    'number',
    'Text ',
    0,
    -5,
    5,
    0.5,
    '0',
    '-1',
    ' 3 ',
    '1e3',
    1e308,
    'NaN',
  ),
);
type RowMutation =
  | { kind: 'set'; row: number; key: string; value: unknown }
  | { kind: 'drop'; row: number; key: string }
  | { kind: 'replace'; row: number; value: unknown };
const rowMutation: fc.Arbitrary<RowMutation> = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    row: fc.nat(),
    key: fc.constantFrom(...COLUMNS, ...COLUMNS, 'id', 'colour', 'constructor'),
    value: cellJunk,
  }),
  fc.record({
    kind: fc.constant('drop' as const),
    row: fc.nat(),
    key: fc.constantFrom(...COLUMNS),
  }),
  fc.record({ kind: fc.constant('replace' as const), row: fc.nat(), value: junk }),
);
/** A valid list of 1 to 5 parameters, damaged 0 to 3 times, or now and then no list at all. */
const items = fc
  .oneof(
    {
      weight: 9,
      arbitrary: fc.tuple(
        fc.array(validItem, { minLength: 1, maxLength: 5 }),
        fc.array(rowMutation, { maxLength: 3 }),
      ),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constant(null), junk) },
  )
  .map(([rows, changes]) => {
    if (rows === null) return changes;
    const out: unknown[] = rows.map((row) => ({ ...row }));
    for (const change of changes as RowMutation[]) {
      const at = change.row % out.length;
      if (change.kind === 'replace') out[at] = change.value;
      else if (out[at] && typeof out[at] === 'object') {
        // A copy: a replaced row may be one of junk's shared constants.
        const row = (Array.isArray(out[at]) ? [...out[at]] : { ...out[at] }) as Body;
        out[at] = row;
        if (change.kind === 'drop') delete row[change.key];
        // Defined, not assigned, so `constructor` is an own key the server sees.
        else
          Object.defineProperty(row, change.key, {
            value: change.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
    }
    return out;
  });

describe.each(dialectCases)('fuzzed lab test parameter rows on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let labManager: Record<string, string>;
  let refs: { laboratory_group: number; sample_type: number };
  beforeAll(async () => {
    if (skip) return;
    labManager = (await signIn(suite.app, 'lab-manager@tena.demo')).headers;
    const post = async (model: string, payload: Body) => {
      const res = await suite.app.inject({
        method: 'POST',
        url: `/api/models/${model}`,
        headers: labManager,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    refs = {
      laboratory_group: await post('laboratoryGroup', {
        name: 'Haematology',
        code: 'HEM',
        is_active: true,
      }),
      sample_type: await post('laboratorySampleType', {
        name: 'Serum',
        code: 'SER',
        container: 'Red-top plain tube',
        is_active: true,
      }),
    };
  });

  it.skipIf(skip)(
    `${RUNS.parameterRows} creates with fuzzed parameter rows: no 5xx, nothing invalid stored`,
    { timeout: 120_000 },
    async () => {
      const created: number[] = [];
      let run = 0;
      await fc.assert(
        fc.asyncProperty(items, async (list) => {
          run += 1;
          const response = await suite.app.inject({
            method: 'POST',
            url: '/api/models/test',
            headers: { ...labManager, 'content-type': 'application/json' },
            payload: JSON.stringify({
              ...refs,
              code: `FZ-${run}`,
              name: `Fuzzed test ${run}`,
              price: '100.00',
              turnaround_minutes: 60,
              is_active: true,
              parameters: list,
              reference_ranges: [],
            }),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode === 201) created.push(response.json().id);
          else expect([400, 422]).toContain(response.statusCode);
        }),
        { numRuns: RUNS.parameterRows, endOnFailure: true },
      );
      expect(created.length).toBeGreaterThan(RUNS.parameterRows / 20);

      // Every stored test, read back, passes the engine and every column's own rules.
      const schema = suite.app.registry.models.test as ModelSchema;
      const form = compileForm(schema.fields, schema.groups);
      const field = schema.fields.parameters as FieldSchema;
      const list = await suite.app.inject({
        method: 'GET',
        url: '/api/models/test',
        headers: labManager,
      });
      expect(list.json().total).toBe(created.length);
      for (const id of created) {
        const record = (
          await suite.app.inject({
            method: 'GET',
            url: `/api/models/test/${id}`,
            headers: labManager,
          })
        ).json() as Body;
        const session = new FormSession(form, record, {
          user: { role: 'Lab Manager', permissions: [] },
        });
        expect(session.validate().errors, JSON.stringify(record)).toEqual([]);
        expect(valueProblem(field, 'Parameters', record.parameters)).toBeUndefined();
        const rows = record.parameters as Body[];
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          for (const column of ['code', 'name'])
            expect(typeof row[column] === 'string' && row[column] !== '', column).toBe(true);
          expect(KINDS).toContain(row.kind);
          if (row.decimals !== null) {
            expect(row.decimals as number).toBeGreaterThanOrEqual(0);
            expect(row.decimals as number).toBeLessThanOrEqual(4);
          }
        }
      }
    },
  );
});
