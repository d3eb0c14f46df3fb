import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets, newUserBody } from '../helpers/accounts';
import { seededApp, signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Session = Awaited<ReturnType<typeof signIn>>;

describe.each(dialectCases)('users: list, read and create on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let admin: Session;
  beforeAll(async () => {
    if (skip) return;
    admin = await signIn(suite.app, 'admin@tena.demo');
  });

  const list = (query: string, headers = admin.headers) =>
    suite.app.inject({ method: 'GET', url: `/api/users${query}`, headers });
  const create = (payload: unknown, headers = admin.headers) =>
    suite.app.inject({ method: 'POST', url: '/api/users', headers, payload: payload as object });
  const emails = (response: { json(): { rows: { email: string }[] } }) =>
    response.json().rows.map((row) => row.email);

  it.skipIf(skip)('pages through every live user with the paging fields', async () => {
    const first = await list('');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 39, page: 1, pageSize: 25 });
    expect(first.json().rows).toHaveLength(25);
    const second = await list('?page=2&pageSize=25');
    expect(second.json().rows).toHaveLength(14);
    const all = [...emails(first), ...emails(second)];
    expect(new Set(all).size).toBe(39);
    expect(all).toContain('admin@tena.demo');
    const beyond = await list('?page=9&pageSize=10');
    expect(beyond.json()).toEqual({ rows: [], total: 39, page: 9, pageSize: 10 });
    expectNoSecrets(first.body + second.body);
    expect(first.json().rows[0]).not.toHaveProperty('password_hash');
  });

  it.skipIf(skip)('searches names, emails and phones, filters by role and sorts', async () => {
    const cashiers = await list('?q=CASHIER&sort=email&direction=desc&pageSize=200');
    expect(emails(cashiers)).toEqual([
      'service-cashier@tena.demo',
      'reception-cashier@tena.demo',
      'radiology-cashier@tena.demo',
      'pharmacy-cashier@tena.demo',
      'or-cashier@tena.demo',
      'liaison-cashier@tena.demo',
      'lab-cashier@tena.demo',
      'credit-cashier@tena.demo',
      'cashier-manager@tena.demo',
    ]);
    expect(cashiers.json().total).toBe(9);
    const ascending = await list('?q=cashier&sort=email&pageSize=3');
    expect(emails(ascending)).toEqual([
      'cashier-manager@tena.demo',
      'credit-cashier@tena.demo',
      'lab-cashier@tena.demo',
    ]);
    expect(ascending.json().total).toBe(9);
    const doctors = await list('?role=Doctor');
    expect(doctors.json()).toMatchObject({ total: 1, rows: [{ email: 'doctor@tena.demo' }] });
    const both = await list('?role=Doctor&q=senior');
    expect(both.json().total).toBe(0);
    // LIKE wildcards in the search text are matched literally.
    expect((await list('?q=%25')).json().total).toBe(0);
    expect((await list('?q=_')).json().total).toBe(0);
  });

  it.skipIf(skip)('refuses bad list queries with 400 naming the field', async () => {
    const big = await list('?pageSize=201');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      details: [{ field: 'pageSize', message: 'must be <= 200' }],
    });
    const sort = await list('?sort=password_hash');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().details[0].field).toBe('sort');
    expect((await list('?page=0')).json().details[0].field).toBe('page');
    const reception = await signIn(suite.app, 'reception@tena.demo');
    expect((await list('', reception.headers)).json().code).toBe('FORBIDDEN');
  });

  it.skipIf(skip)('reads one user: your own record always, others with View Detail', async () => {
    const reception = await signIn(suite.app, 'reception@tena.demo');
    const own = await suite.app.inject({
      method: 'GET',
      url: `/api/users/${reception.user.id}`,
      headers: reception.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: reception.user.id, email: 'reception@tena.demo' });
    expectNoSecrets(own.body);
    const other = await suite.app.inject({
      method: 'GET',
      url: `/api/users/${admin.user.id}`,
      headers: reception.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to detail users.',
    });
    const byAdmin = await suite.app.inject({
      method: 'GET',
      url: `/api/users/${reception.user.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.json().email).toBe('reception@tena.demo');
    const missing = await suite.app.inject({
      method: 'GET',
      url: '/api/users/999999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No user with id 999999.',
    });
    const bad = await suite.app.inject({
      method: 'GET',
      url: '/api/users/abc',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it.skipIf(skip)('creates a user (201) with extra permissions and no secrets', async () => {
    const response = await create(
      newUserBody({
        email: ' Mulu.Kebede@Tena.Demo ',
        first_name: ' Mulu ',
        permissions: ['View Users'],
        department: 'Front desk',
      }),
    );
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      first_name: 'Mulu',
      last_name: 'Bekele',
      email: 'mulu.kebede@tena.demo',
      phone: '0911223344',
      role: 'Reception',
      permissions: ['View Users'],
      department: 'Front desk',
      branch: null,
      active: true,
      email_verified: false,
    });
    expect(Number.isInteger(user.id)).toBe(true);
    expectNoSecrets(response.body);
    expect(response.body).not.toContain('first-pass-1');
    const found = await list('?q=mulu.kebede');
    expect(found.json().total).toBe(1);
  });

  it.skipIf(skip)('refuses bad users with exact codes and stores nothing', async () => {
    const before = (await list('')).json().total;
    const taken = await create(newUserBody({ email: 'DOCTOR@tena.demo' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Another account already uses this email.',
    });
    const role = await create(newUserBody({ email: 'refused-1@tena.demo', role: 'Wizard' }));
    expect(role.statusCode).toBe(422);
    expect(role.json()).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Unknown role "Wizard"',
      details: [{ field: 'role', message: 'Unknown role "Wizard"' }],
    });
    const permission = await create(
      newUserBody({ email: 'refused-2@tena.demo', permissions: ['Email', 'Fly Drones'] }),
    );
    expect(permission.statusCode).toBe(422);
    expect(permission.json().details).toEqual([
      { field: 'permissions', message: 'Unknown permission "Fly Drones"' },
    ]);
    const email = await create(newUserBody({ email: 'not-an-email' }));
    expect(email.statusCode).toBe(422);
    expect(email.json().details).toEqual([{ field: 'email', message: 'Valid email is required' }]);
    const fields = await create(
      newUserBody({ email: 'refused-3@tena.demo', first_name: '  ', phone: '12', password: 'abc' }),
    );
    expect(fields.statusCode).toBe(422);
    expect(fields.json().details).toEqual([
      { field: 'first_name', message: 'First name is required' },
      { field: 'phone', message: 'Valid phone number is required' },
      { field: 'password', message: 'Password must be atleast 5 characters' },
    ]);
    const unknownField = await create(
      newUserBody({ email: 'refused-4@tena.demo', is_admin: true }),
    );
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const wrongType = await create(newUserBody({ email: 'refused-5@tena.demo', active: 'yes' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details).toEqual([{ field: 'active', message: 'must be boolean' }]);
    const missing = await create({ email: 'refused-6@tena.demo' });
    expect(missing.statusCode).toBe(400);
    const reception = await signIn(suite.app, 'reception@tena.demo');
    const forbidden = await create(
      newUserBody({ email: 'refused-7@tena.demo' }),
      reception.headers,
    );
    expect(forbidden.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to add users.',
    });
    expect((await list('')).json().total).toBe(before);
    expect((await list('?q=refused-')).json().total).toBe(0);
  });
});

describe.each(dialectCases)('one live account per email on $dialect', ({ make, skip }) => {
  it.skipIf(skip)(
    'refuses the second of two simultaneous creates with the same email (409 EMAIL_TAKEN)',
    async () => {
      const target = make();
      const app = await seededApp(target);
      try {
        const { headers } = await signIn(app, 'admin@tena.demo');
        const body = {
          first_name: 'Twin',
          last_name: 'Racer',
          email: 'twin@tena.test',
          role: 'Reception',
          password: 'secret-1',
        };
        const answers = await Promise.all(
          [1, 2, 3].map(() =>
            app.inject({ method: 'POST', url: '/api/users', headers, payload: body }),
          ),
        );
        expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
        expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('EMAIL_TAKEN');
      } finally {
        await app.close();
        await target.dispose();
      }
    },
  );
});
