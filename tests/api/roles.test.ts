import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, refresh } from '../helpers/accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { shippedRegistry } from '../helpers/registry';

type Session = Awaited<ReturnType<typeof signIn>>;
type Role = { name: string; description: string; permissions: string[]; users: number };

describe.each(dialectCases)('roles on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let admin: Session;
  beforeAll(async () => {
    if (skip) return;
    admin = await signIn(suite.app, 'admin@tena.demo');
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    suite.app.inject({ method, url, headers: admin.headers, payload: payload as object });
  const roles = async () => (await call('GET', '/api/roles')).json().rows as Role[];

  it.skipIf(skip)('lists the 38 seeded roles with their holders', async () => {
    const response = await call('GET', '/api/roles');
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as Role[];
    expect(rows).toHaveLength(38);
    expect(rows.map((role) => role.name).sort()).toEqual(
      Object.keys(shippedRegistry().roles).sort(),
    );
    expect(rows.find((role) => role.name === 'Doctor')).toMatchObject({
      permissions: shippedRegistry().roles.Doctor?.permissions,
      users: 1,
    });
    expect(rows.find((role) => role.name === 'Preferences')?.users).toBe(2);
  });

  it.skipIf(skip)('lists the permission catalogue, sorted and without repeats', async () => {
    const response = await call('GET', '/api/roles/permissions');
    expect(response.statusCode).toBe(200);
    const { permissions } = response.json() as { permissions: string[] };
    for (const known of ['View Role', 'Add Users', 'Doctor', 'View All Activities', 'Email'])
      expect(permissions).toContain(known);
    expect(new Set(permissions).size).toBe(permissions.length);
    expect([...permissions].sort((a, b) => a.localeCompare(b))).toEqual(permissions);
  });

  it.skipIf(skip)('needs View/Add/Edit/Delete Role', async () => {
    const doctor = await signIn(suite.app, 'doctor@tena.demo');
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      suite.app.inject({ method, url, headers: doctor.headers, payload });
    const role = { name: 'Sneaky', permissions: [] };
    const answers = [
      [await as('GET', '/api/roles'), 'view'],
      [await as('GET', '/api/roles/permissions'), 'view'],
      [await as('POST', '/api/roles', role), 'add'],
      [await as('PUT', '/api/roles', { name: 'Doctor', permissions: ['View Role'] }), 'edit'],
      [await as('DELETE', '/api/roles', ['Lab User']), 'delete'],
    ] as const;
    for (const [response, action] of answers) {
      expect(response.json()).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: `You do not have permission to ${action} roles.`,
      });
    }
    expect(await roles()).toHaveLength(38);
  });

  it.skipIf(skip)('adds, edits and deletes a role, refusing bad input', async () => {
    const added = await call('POST', '/api/roles', {
      name: ' Night Nurse ',
      description: 'Covers the wards at night.',
      permissions: ['Email', 'Night Nurse'],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      name: 'Night Nurse',
      description: 'Covers the wards at night.',
      permissions: ['Email', 'Night Nurse'],
    });
    const duplicate = await call('POST', '/api/roles', { name: 'Doctor', permissions: [] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      status: 409,
      code: 'ROLE_EXISTS',
      message: 'A role named "Doctor" already exists.',
    });
    const unknown = await call('POST', '/api/roles', {
      name: 'Ghost',
      permissions: ['Email', 'Walk Through Walls'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Unknown permission "Walk Through Walls"',
      details: [{ field: 'permissions', message: 'Unknown permission "Walk Through Walls"' }],
    });
    expect((await call('POST', '/api/roles', { name: '   ', permissions: [] })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/roles', { name: 'No List' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/roles', { name: 'Twice', permissions: ['Email', 'Email'] }))
        .statusCode,
    ).toBe(400);
    expect((await roles()).map((role) => role.name)).not.toContain('Ghost');

    const edited = await call('PUT', '/api/roles', {
      name: 'Night Nurse',
      permissions: ['Chat'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      name: 'Night Nurse',
      description: 'Covers the wards at night.',
      permissions: ['Chat'],
    });
    const badEdit = await call('PUT', '/api/roles', { name: 'Night Nurse', permissions: ['Fly'] });
    expect(badEdit.statusCode).toBe(422);
    const missing = await call('PUT', '/api/roles', { name: 'Astronaut', permissions: [] });
    expect(missing.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No role named "Astronaut".',
    });
    expect((await roles()).find((role) => role.name === 'Night Nurse')?.permissions).toEqual([
      'Chat',
    ]);
    const log = (await call('GET', '/api/activities?entity=roles&action=update')).json();
    expect(log.rows[0]).toMatchObject({
      target_id: 'Night Nurse',
      details: {
        fields: ['permissions', 'description'],
        added: ['Chat'],
        removed: ['Email', 'Night Nurse'],
      },
    });

    const deleted = await call('DELETE', '/api/roles', { names: ['Night Nurse', 'Astronaut'] });
    expect(deleted.json()).toEqual({ deleted: ['Night Nurse'] });
    expect(await roles()).toHaveLength(38);
  });

  it.skipIf(skip)('refuses to delete a role some user holds', async () => {
    const response = await call('DELETE', '/api/roles', ['Doctor', 'Lab User', 'Nobody']);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ROLE_IN_USE');
    expect(response.json().details.roles.sort()).toEqual(['Doctor', 'Lab User']);
    expect(response.json().message).toMatch(/^Roles still held by users cannot be deleted: /);
    expect(await roles()).toHaveLength(38);
  });

  it.skipIf(skip)(
    'a role once held by a deleted user is refused cleanly, not with 500',
    async () => {
      await call('POST', '/api/roles', { name: 'Temp Role', permissions: [] });
      const user = await createVerifiedUser(suite.app, admin.headers, {
        email: 'temp@tena.demo',
        role: 'Temp Role',
      });
      expect((await call('DELETE', '/api/users', [user.id])).statusCode).toBe(200);
      const response = await call('DELETE', '/api/roles', ['Temp Role']);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('ROLE_IN_USE');
    },
  );

  it.skipIf(skip)(
    "a user's permissions follow their role on the next request (role, name, extras)",
    async () => {
      await call('POST', '/api/roles', { name: 'Ward Clerk', permissions: ['Email'] });
      const created = await createVerifiedUser(suite.app, admin.headers, {
        email: 'clerk@tena.demo',
        role: 'Ward Clerk',
        permissions: ['Chat'],
      });
      const clerk = await signIn(suite.app, created.email, created.password);
      expect(clerk.user.permissions).toEqual(['Email', 'Ward Clerk', 'Chat']);
      const listUsers = () =>
        suite.app.inject({ method: 'GET', url: '/api/users', headers: clerk.headers });
      expect((await listUsers()).statusCode).toBe(403);

      await call('PUT', '/api/roles', { name: 'Ward Clerk', permissions: ['Email', 'View Users'] });
      // Same access token: the change applies at once.
      expect((await listUsers()).statusCode).toBe(200);
      const renewed = await refresh(suite.app, clerk.refreshToken);
      expect(renewed.json().user.permissions).toEqual([
        'Email',
        'View Users',
        'Ward Clerk',
        'Chat',
      ]);

      await call('PUT', '/api/roles', { name: 'Ward Clerk', permissions: [] });
      expect((await listUsers()).statusCode).toBe(403);
      const holders = (await roles()).find((role) => role.name === 'Ward Clerk');
      expect(holders?.users).toBe(1);
      const busy = await call('DELETE', '/api/roles', ['Ward Clerk']);
      expect(busy.json().details).toEqual({ roles: ['Ward Clerk'] });
    },
  );
});
