import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, expectNoSecrets, refresh, tryLogin } from '../helpers/accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Session = Awaited<ReturnType<typeof signIn>>;
type Activity = { action: string; user_id: number; target_id: string; details: unknown };

describe.each(dialectCases)('users: update and delete on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let admin: Session;
  beforeAll(async () => {
    if (skip) return;
    admin = await signIn(suite.app, 'admin@tena.demo');
  });

  const put = (payload: object) =>
    suite.app.inject({ method: 'PUT', url: '/api/users', headers: admin.headers, payload });
  const remove = (payload: unknown, headers = admin.headers) =>
    suite.app.inject({ method: 'DELETE', url: '/api/users', headers, payload: payload as object });
  const activities = async (query: string, headers = admin.headers) => {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/activities${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().rows as Activity[];
  };
  const get = (id: number, headers = admin.headers) =>
    suite.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });

  it.skipIf(skip)('updates the given fields and logs their names', async () => {
    const user = await createVerifiedUser(suite.app, admin.headers, { email: 'tigist@tena.demo' });
    const response = await put({ id: user.id, first_name: 'Tigist', department: 'Triage' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      first_name: 'Tigist',
      last_name: 'Bekele',
      department: 'Triage',
      email: 'tigist@tena.demo',
    });
    expectNoSecrets(response.body);
    const created = await activities(`?action=create&entity=users&user_id=${admin.user.id}`);
    const createEntry = created.find((row) => row.target_id === String(user.id));
    expect(createEntry?.details).toEqual({
      fields: ['first_name', 'last_name', 'role', 'phone', 'email', 'password'],
    });
    const updated = await activities('?action=update&entity=users');
    expect(updated[0]).toMatchObject({
      user_id: admin.user.id,
      target_id: String(user.id),
      details: { fields: ['first_name', 'department'] },
    });
    expect(JSON.stringify(updated)).not.toContain('Tigist');
  });

  it.skipIf(skip)('refuses bad updates with exact codes', async () => {
    const user = await createVerifiedUser(suite.app, admin.headers, { email: 'dawit@tena.demo' });
    const missing = await put({ id: 999999, first_name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No user with id 999999.');
    const taken = await put({ id: user.id, email: 'Doctor@Tena.Demo' });
    expect(taken.json()).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    const bad = await put({ id: user.id, email: 'dawit-at-tena', role: 'Nobody' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ field: 'email', message: 'Valid email is required' }]);
    const role = await put({ id: user.id, role: 'Nobody' });
    expect(role.json().details).toEqual([{ field: 'role', message: 'Unknown role "Nobody"' }]);
    expect((await put({ first_name: 'No id' })).statusCode).toBe(400);
    expect((await put({ id: user.id, password_hash: 'x' })).statusCode).toBe(400);
    expect((await get(user.id)).json()).toMatchObject({
      email: 'dawit@tena.demo',
      role: 'Reception',
    });
  });

  it.skipIf(skip)('deactivating a user ends their sessions and sign-ins', async () => {
    const user = await createVerifiedUser(suite.app, admin.headers, { email: 'kebede@tena.demo' });
    const session = await signIn(suite.app, user.email, user.password);
    const response = await put({ id: user.id, active: false });
    expect(response.json().active).toBe(false);
    expect((await refresh(suite.app, session.refreshToken)).statusCode).toBe(401);
    expect((await get(user.id, session.headers)).json().code).toBe('TOKEN_EXPIRED');
    expect((await tryLogin(suite.app, user.email, user.password)).statusCode).toBe(401);
    await put({ id: user.id, active: true });
    expect((await signIn(suite.app, user.email, user.password)).user.active).toBe(true);
  });

  it.skipIf(skip)('soft-deletes by {ids} or a bare array, never yourself', async () => {
    const one = await createVerifiedUser(suite.app, admin.headers, { email: 'one@tena.demo' });
    const two = await createVerifiedUser(suite.app, admin.headers, { email: 'two@tena.demo' });
    const session = await signIn(suite.app, one.email, one.password);
    const total = (
      await suite.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers })
    ).json().total;

    const first = await remove({ ids: [one.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ deleted: [one.id] });
    const second = await remove([two.id, two.id]);
    expect(second.json()).toEqual({ deleted: [two.id] });
    expect((await remove([one.id])).json()).toEqual({ deleted: [] });

    const after = await suite.app.inject({
      method: 'GET',
      url: '/api/users?q=one%40',
      headers: admin.headers,
    });
    expect(after.json().total).toBe(0);
    expect(
      (await suite.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers })).json()
        .total,
    ).toBe(total - 2);
    expect((await get(one.id)).statusCode).toBe(404);
    expect((await tryLogin(suite.app, one.email, one.password)).statusCode).toBe(401);
    expect((await refresh(suite.app, session.refreshToken)).statusCode).toBe(401);
    const logged = await activities('?action=delete&entity=users');
    expect(logged.map((row) => row.target_id).sort()).toEqual(
      [String(one.id), String(two.id)].sort(),
    );

    const self = await remove({ ids: [admin.user.id, 2] });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      status: 409,
      code: 'CANNOT_DELETE_SELF',
      message: 'You cannot delete your own account.',
    });
    expect((await get(2)).statusCode).toBe(200);
    expect((await remove({ ids: [] })).statusCode).toBe(400);
    expect((await remove({ ids: ['x'] })).statusCode).toBe(400);
    const reception = await signIn(suite.app, 'reception@tena.demo');
    expect((await remove([3], reception.headers)).json().code).toBe('FORBIDDEN');
  });

  it.skipIf(skip)('a deleted email can be given to a new account', async () => {
    const old = await createVerifiedUser(suite.app, admin.headers, { email: 'reused@tena.demo' });
    await remove([old.id]);
    const again = await createVerifiedUser(suite.app, admin.headers, {
      email: 'reused@tena.demo',
      password: 'second-life-1',
    });
    expect(again.id).not.toBe(old.id);
    expect((await signIn(suite.app, 'reused@tena.demo', 'second-life-1')).user.id).toBe(again.id);
  });

  it.skipIf(skip)('shows a user without the audit permission only their own activity', async () => {
    const reception = await signIn(suite.app, 'reception@tena.demo');
    const own = await activities(`?user_id=${admin.user.id}`, reception.headers);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.user_id === reception.user.id)).toBe(true);
    const everyone = await activities('?pageSize=200');
    expect(new Set(everyone.map((row) => row.user_id)).size).toBeGreaterThan(1);
    const filtered = await activities(`?user_id=${reception.user.id}&action=sign_in`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(
      filtered.every((row) => row.user_id === reception.user.id && row.action === 'sign_in'),
    ).toBe(true);
    const waiting = await signIn(suite.app, 'waiting-screen@tena.demo');
    const refused = await suite.app.inject({
      method: 'GET',
      url: '/api/activities',
      headers: waiting.headers,
    });
    expect(refused.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to view activities.',
    });
  });
});
