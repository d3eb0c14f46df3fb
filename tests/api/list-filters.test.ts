// List filters beyond equality (README, "List filters"): every operator on every kind of column,
// on both databases, and the 400s and 403s of filters that cannot be answered.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp, signIn } from '../helpers/app';
import { dialectCases, type TestDatabase } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { copyRegistryDir, type RegistryDir } from '../helpers/registry-dir';

type Headers = Record<string, string>;

const options = (...names: string[]) => names.map((name) => ({ id: name, name }));

const SPECIMEN = {
  title: 'Specimen',
  groups: [{ id: 'main', name: 'Specimen' }],
  fields: {
    name: { type: 'text', label: 'Name', group: 'main' },
    status: {
      type: 'select',
      label: 'Status',
      group: 'main',
      options: options('Draft', 'Submitted', 'Paid', 'Cancelled'),
    },
    quantity: { type: 'number', label: 'Quantity', group: 'main' },
    amount: { type: 'currency', label: 'Amount', group: 'main' },
    due_on: { type: 'date', label: 'Due On', group: 'main' },
    taken_at: { type: 'datetime', label: 'Taken At', group: 'main' },
    patient: { type: 'select', label: 'Patient', group: 'main', ref: 'patient' },
    urgent: { type: 'checkbox', label: 'Urgent', group: 'main' },
    tags: {
      type: 'select',
      label: 'Tags',
      group: 'main',
      multiple: true,
      options: options('x', 'y'),
    },
    secret_note: { type: 'text', label: 'Secret', group: 'main', permissions: ['Doctor'] },
  },
  list: { columns: ['name', 'status', 'quantity', 'amount', 'due_on', 'taken_at', 'patient'] },
};
const BOTH = ['Doctor', 'Triage Nurse'];

describe.each(dialectCases)('list filters on $dialect', ({ make, skip }) => {
  let target: TestDatabase;
  let registry: RegistryDir;
  let app: FastifyInstance;
  let doctor: Headers;
  let nurse: Headers;
  const patients: number[] = [];
  beforeAll(async () => {
    if (skip) return;
    target = make();
    registry = copyRegistryDir();
    registry.writeSchema('specimen', SPECIMEN);
    registry.setMatrixEntity('specimen', {
      view: BOTH,
      detail: BOTH,
      add: BOTH,
      edit: BOTH,
      delete: BOTH,
    });
    app = await seededApp(target, { registryDir: registry.root, registry: registry.load() });
    doctor = (await signIn(app, 'doctor@tena.demo')).headers;
    nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    const reception = (await signIn(app, 'reception@tena.demo')).headers;
    for (const first_name of ['Abebe', 'Sara']) {
      const payload = patientBody({ first_name });
      const created = await app.inject({
        method: 'POST',
        url: '/api/models/patient',
        headers: reception,
        payload,
      });
      patients.push(created.json().id);
    }
    const [p1, p2] = patients;
    const rows = [
      // 04:30Z on 1 March is still 28 February on the hospital's clock (New York, EST).
      {
        name: 'Alpha',
        status: 'Draft',
        quantity: 1,
        amount: '10.00',
        due_on: '2026-03-01',
        taken_at: '2026-03-01T04:30:00Z',
        patient: p1,
        urgent: true,
        tags: ['x'],
      },
      {
        name: 'Beta',
        status: 'Submitted',
        quantity: 5,
        amount: '250.50',
        due_on: '2026-03-15',
        taken_at: '2026-03-15T14:00:00Z',
        patient: p2,
        urgent: false,
        tags: [],
      },
      { name: '', urgent: false },
      // 23:30 on 31 March in New York (EDT) is already 1 April in UTC.
      {
        name: 'Delta',
        status: 'Paid',
        quantity: 10,
        amount: '1000.00',
        due_on: '2026-04-01',
        taken_at: '2026-03-31T23:30:00-04:00',
        patient: p1,
        urgent: true,
        tags: ['y'],
        secret_note: 'only doctors',
      },
    ];
    for (const payload of rows) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/models/specimen',
        headers: doctor,
        payload,
      });
      expect(created.statusCode, JSON.stringify(created.json())).toBe(201);
    }
  });
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
    registry?.dispose();
  });

  const list = (query: string, headers = doctor) =>
    app.inject({ method: 'GET', url: `/api/models/specimen?${query}`, headers });
  /** The names of the matching rows, in name order; the nameless row is "-". */
  const names = async (query: string) => {
    const response = await list(`${query}&sort=name&pageSize=200`);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return response
      .json()
      .rows.map((row: { name: string | null }) => row.name || '-')
      .sort();
  };

  it.skipIf(skip)('not equal keeps the rows with no value; in and not in take lists', async () => {
    expect(await names('filter[status][ne]=Draft')).toEqual(['-', 'Beta', 'Delta']);
    expect(await names('filter[status][in]=Draft&filter[status][in]=Paid')).toEqual([
      'Alpha',
      'Delta',
    ]);
    expect(await names('filter[status][in]=Submitted')).toEqual(['Beta']);
    expect(await names('filter[status][nin]=Draft&filter[status][nin]=Paid')).toEqual([
      '-',
      'Beta',
    ]);
    expect(await names('filter[status][eq]=Paid')).toEqual(['Delta']);
    expect(await names('filter[name][nin]=Alpha')).toEqual(['-', 'Beta', 'Delta']);
  });

  it.skipIf(skip)(
    'text holding any of its parts (contains) or none of them (ncontains), ignoring case',
    async () => {
      expect(await names('filter[name][contains]=PH&filter[name][contains]=elt')).toEqual([
        'Alpha',
        'Delta',
      ]);
      // None of them: the row with no name holds none, as "none of" keeps rows with no value.
      expect(await names('filter[name][ncontains]=PH&filter[name][ncontains]=elt')).toEqual([
        '-',
        'Beta',
      ]);
      // Both on one field: holding "a" but not "ph" (a picker's "anesth" but not "tech").
      expect(await names('filter[name][contains]=a&filter[name][ncontains]=ph')).toEqual([
        'Beta',
        'Delta',
      ]);
    },
  );

  it.skipIf(skip)('ranges of numbers and money are inclusive at both ends', async () => {
    expect(await names('filter[quantity][gte]=5&filter[quantity][lte]=10')).toEqual([
      'Beta',
      'Delta',
    ]);
    expect(await names('filter[quantity][gte]=1.5')).toEqual(['Beta', 'Delta']);
    expect(await names('filter[quantity][in]=1&filter[quantity][in]=10')).toEqual([
      'Alpha',
      'Delta',
    ]);
    // Money compares in cents: 250.5 is 250.50, and 999.99 stops below 1000.00.
    expect(await names('filter[amount][gte]=250.5&filter[amount][lte]=999.99')).toEqual(['Beta']);
    expect(await names('filter[amount][lte]=10')).toEqual(['Alpha']);
    expect(await names('filter[amount][ne]=1000.00')).toEqual(['-', 'Alpha', 'Beta']);
  });

  it.skipIf(skip)('date ranges: calendar dates, and datetimes by the hospital day', async () => {
    expect(await names('filter[due_on][gte]=2026-03-01&filter[due_on][lte]=2026-03-15')).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect(await names('filter[due_on][lte]=2026-02-28')).toEqual([]);
    // March on the hospital's clock: not Alpha (28 February there), but Delta (31 March there).
    expect(
      await names('filter[taken_at][gte]=2026-03-01&filter[taken_at][lte]=2026-03-31'),
    ).toEqual(['Beta', 'Delta']);
    expect(await names('filter[taken_at][lte]=2026-02-28')).toEqual(['Alpha']);
    // Instants compare as instants, whatever their offset.
    expect(await names('filter[taken_at][gte]=2026-03-15T14:00:00Z')).toEqual(['Beta', 'Delta']);
    expect(await names('filter[taken_at][lte]=2026-03-15T10:00:00-04:00')).toEqual([
      'Alpha',
      'Beta',
    ]);
  });

  it.skipIf(skip)('refs, flags, text and lists: is empty, is not empty, in', async () => {
    const [p1, p2] = patients;
    expect(await names(`filter[patient][in]=${p1}`)).toEqual(['Alpha', 'Delta']);
    expect(await names(`filter[patient][ne]=${p1}`)).toEqual(['-', 'Beta']);
    expect(await names(`filter[patient][nin]=${p1}&filter[patient][nin]=${p2}`)).toEqual(['-']);
    expect(await names('filter[patient][empty]=true')).toEqual(['-']);
    expect(await names('filter[urgent][in]=true')).toEqual(['Alpha', 'Delta']);
    expect(await names('filter[urgent][ne]=true')).toEqual(['-', 'Beta']);
    expect(await names('filter[name][empty]=true')).toEqual(['-']);
    expect(await names('filter[name][empty]=false')).toEqual(['Alpha', 'Beta', 'Delta']);
    expect(await names('filter[due_on][empty]=true')).toEqual(['-']);
    expect(await names('filter[amount][empty]=false')).toEqual(['Alpha', 'Beta', 'Delta']);
    // An empty list is empty too.
    expect(await names('filter[tags][empty]=true')).toEqual(['-', 'Beta']);
    expect(await names('filter[tags][empty]=false')).toEqual(['Alpha', 'Delta']);
    // Conditions on several fields all apply.
    expect(await names('filter[quantity][gte]=1&filter[status][ne]=Paid')).toEqual([
      'Alpha',
      'Beta',
    ]);
    const counted = await list('filter[status][in]=Draft&filter[status][in]=Paid&pageSize=1');
    expect(counted.json()).toMatchObject({ total: 2, pageSize: 1 });
  });

  it.skipIf(skip)('refuses what it cannot answer, naming the field and what is wrong', async () => {
    const refusals: [string, number, string, string, string?][] = [
      [
        'filter[status][like]=Dr',
        400,
        'UNKNOWN_FILTER_OPERATOR',
        'status',
        'Cannot filter "status" with "like": the operators are eq, ne, in, nin, gte, lte, empty, contains, ncontains.',
      ],
      [
        'filter[name][gte]=A',
        400,
        'BAD_FILTER_OPERATOR',
        'name',
        'Cannot filter specimen by a range of "name": from and to (gte, lte) apply to number, money, date and datetime fields only.',
      ],
      ['filter[patient][lte]=3', 400, 'BAD_FILTER_OPERATOR', 'patient'],
      ['filter[urgent][gte]=true', 400, 'BAD_FILTER_OPERATOR', 'urgent'],
      ['filter[tags][in]=x', 400, 'BAD_FILTER_OPERATOR', 'tags'],
      [
        'filter[quantity][in]=1&filter[quantity][in]=lots',
        400,
        'BAD_FILTER_VALUE',
        'quantity',
        '"lots" is not a value the field "quantity" can hold.',
      ],
      ['filter[patient][in]=1&filter[patient][in]=abc', 400, 'BAD_FILTER_VALUE', 'patient'],
      ['filter[patient][nin]=99999999999', 400, 'BAD_FILTER_VALUE', 'patient'],
      ['filter[amount][gte]=12.345', 400, 'BAD_FILTER_VALUE', 'amount'],
      ['filter[urgent][ne]=yes', 400, 'BAD_FILTER_VALUE', 'urgent'],
      [
        'filter[due_on][gte]=2026-02-30',
        400,
        'BAD_FILTER_VALUE',
        'due_on',
        '"2026-02-30" is not a date the field "due_on" can be compared with: give a date (2026-11-24).',
      ],
      ['filter[due_on][lte]=2026-03-01T00:00:00Z', 400, 'BAD_FILTER_VALUE', 'due_on'],
      [
        'filter[taken_at][gte]=yesterday',
        400,
        'BAD_FILTER_VALUE',
        'taken_at',
        '"yesterday" is not a date the field "taken_at" can be compared with: give a date (2026-11-24) or an instant with its offset (2026-11-24T08:30:00Z).',
      ],
      [
        'filter[name][empty]=maybe',
        400,
        'BAD_FILTER_VALUE',
        'name',
        'filter[name][empty] is true (empty) or false (not empty), not "maybe".',
      ],
      [
        'filter[quantity][gte]=1&filter[quantity][gte]=2',
        400,
        'BAD_FILTER_VALUE',
        'quantity',
        'filter[quantity][gte] takes one value, not 2: repeat the key only for in, nin, contains and ncontains.',
      ],
      [
        'filter[quantity][ncontains]=1',
        400,
        'BAD_FILTER_OPERATOR',
        'quantity',
        'Cannot filter specimen by "quantity" with ncontains: it applies to text fields only.',
      ],
      ['filter[name][ncontains]= ', 400, 'BAD_FILTER_VALUE', 'name'],
      ['filter[shoe][in]=1', 400, 'UNKNOWN_FILTER_FIELD', 'shoe'],
    ];
    for (const [query, status, code, field, message] of refusals) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(status);
      expect(response.json(), query).toMatchObject({
        status,
        code,
        details: [{ field }],
        ...(message ? { message } : {}),
      });
    }
  });

  it.skipIf(skip)('a field the reader may not see cannot be probed by any operator', async () => {
    for (const query of [
      'filter[secret_note][empty]=false',
      'filter[secret_note][in]=only doctors',
      'filter[secret_note][ne]=x',
      // Refused for being hidden before the operator is even read.
      'filter[secret_note][like]=x',
    ]) {
      const response = await list(query, nurse);
      expect(response.statusCode, query).toBe(403);
      expect(response.json(), query).toMatchObject({
        code: 'FIELD_FORBIDDEN',
        details: [{ field: 'secret_note', message: 'Not allowed for your role' }],
      });
    }
    expect(await names('filter[secret_note][empty]=false')).toEqual(['Delta']);
  });
});
