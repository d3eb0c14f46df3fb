// Generated from the spec: for every role of spec 6.2 and every entity and action of spec 6.1,
// the server allows exactly what the spec allows (2xx) and refuses the rest (403 FORBIDDEN).
// The expectation comes from the spec's table and roles.json, not from matrix.json, so a wrong
// matrix entry or a route that forgets its check both fail here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/config';
import { insertRole } from '../../src/server/repositories/roles';
import { insertUser } from '../../src/server/repositories/users';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Action = 'view' | 'detail' | 'add' | 'edit' | 'delete';

/** Spec 6.1, word for word: the permission string each action needs. */
const SPEC_6_1: Record<string, Partial<Record<Action, string>>> = {
  users: {
    view: 'View Users',
    detail: 'View Detail',
    add: 'Add Users',
    edit: 'Edit Users',
    delete: 'Delete Users',
  },
  roles: { view: 'View Role', add: 'Add Role', edit: 'Edit Role', delete: 'Delete Role' },
  activities: { view: 'Activities' },
  settings: { view: 'View Settings' },
};

const roles: Record<string, { permissions: string[] }> = JSON.parse(
  readFileSync(path.join(projectRoot, 'permissions/roles.json'), 'utf8'),
).roles;
const ROLE_NAMES = Object.keys(roles);

const slug = (role: string) => role.toLowerCase().replace(/\s+/g, '-');
const allowed = (role: string, permission: string) =>
  role === permission || (roles[role]?.permissions ?? []).includes(permission);

interface Fixture {
  otherUserId: number;
  victimIds: Record<string, number>;
}

function requestFor(entity: string, action: Action, role: string, fx: Fixture): InjectOptions {
  const s = slug(role);
  const table: Record<string, Partial<Record<Action, InjectOptions>>> = {
    users: {
      view: { method: 'GET', url: '/api/users' },
      detail: { method: 'GET', url: `/api/users/${fx.otherUserId}` },
      add: {
        method: 'POST',
        url: '/api/users',
        payload: {
          first_name: 'New',
          last_name: s,
          email: `new-${s}@tena.test`,
          role: 'Reception',
          password: 'secret-1',
        },
      },
      edit: {
        method: 'PUT',
        url: '/api/users',
        payload: { id: fx.otherUserId, department: `Dept ${s}` },
      },
      delete: { method: 'DELETE', url: '/api/users', payload: { ids: [fx.victimIds[role]] } },
    },
    roles: {
      view: { method: 'GET', url: '/api/roles' },
      add: {
        method: 'POST',
        url: '/api/roles',
        payload: { name: `Added by ${s}`, permissions: ['Email'] },
      },
      edit: {
        method: 'PUT',
        url: '/api/roles',
        payload: { name: 'Scratch Role', permissions: ['Chat'] },
      },
      delete: { method: 'DELETE', url: '/api/roles', payload: [`Doomed ${s}`] },
    },
    activities: { view: { method: 'GET', url: '/api/activities' } },
    settings: { view: { method: 'GET', url: '/api/outbox' } },
  };
  return table[entity]?.[action] as InjectOptions;
}

const cases = Object.entries(SPEC_6_1).flatMap(([entity, actions]) =>
  Object.entries(actions).map(([action, permission]) => ({
    entity,
    action: action as Action,
    permission,
  })),
);

describe.each(dialectCases)('spec 6.1 permissions on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  const headers: Record<string, Record<string, string>> = {};
  const fx: Fixture = { otherUserId: 0, victimIds: {} };

  beforeAll(async () => {
    if (skip) return;
    const db = suite.app.database.db;
    const at = new Date().toISOString();
    fx.otherUserId = Number(
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'admin@tena.demo')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await insertRole(db, { name: 'Scratch Role', description: '', permissions: [] }, at);
    for (const role of ROLE_NAMES) {
      await insertRole(db, { name: `Doomed ${slug(role)}`, description: '', permissions: [] }, at);
      fx.victimIds[role] = await insertUser(db, {
        first_name: 'Victim',
        last_name: slug(role),
        email: `victim-${slug(role)}@tena.test`,
        phone: null,
        role: 'Reception',
        permissions: '[]',
        department: null,
        branch: null,
        active: 1,
        email_verified_at: at,
        password_hash: 'x',
        avatar: null,
        signature: null,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      });
    }
    for (const role of ROLE_NAMES)
      headers[role] = (await signIn(suite.app, demoEmail(role))).headers;
  }, 120_000);

  it.skipIf(skip)('covers all 38 roles of spec 6.2', () => {
    expect(ROLE_NAMES).toHaveLength(38);
  });

  it.skipIf(skip).each(cases)(
    '$entity $action needs "$permission"',
    async ({ entity, action, permission }) => {
      const outcomes = [];
      for (const role of ROLE_NAMES) {
        const response = await suite.app.inject({
          ...requestFor(entity, action, role, fx),
          headers: headers[role],
        });
        outcomes.push({
          role,
          status: response.statusCode,
          code: response.statusCode === 403 ? response.json().code : undefined,
        });
      }
      const expected = ROLE_NAMES.map((role) =>
        allowed(role, permission)
          ? { role, status: expect.toSatisfy((s: number) => s >= 200 && s < 300), code: undefined }
          : { role, status: 403, code: 'FORBIDDEN' },
      );
      expect(outcomes).toEqual(expected);
      // At least one role of the spec holds each permission of 6.1.
      expect(ROLE_NAMES.some((role) => allowed(role, permission))).toBe(true);
    },
  );
});
