import type { FastifyInstance } from 'fastify';
import type { RoleRecord } from '../../engine/wire/users';
import { HttpError, validationFailed } from '../errors';
import {
  deleteRoles,
  findRole,
  insertRole,
  listRoles,
  rolesInUse,
  updateRole,
} from '../repositories/roles';
import { permissionCatalogue } from '../users/permission-catalogue';

const roleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'permissions'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    description: { type: 'string', maxLength: 500 },
    permissions: {
      type: 'array',
      maxItems: 500,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
} as const;

type RoleInput = { name: string; description?: string; permissions: string[] };

/** Roles: a name and its permission strings (spec 6), guarded by View/Add/Edit/Delete Role. */
export async function roleRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const now = () => app.clock().toISOString();

  async function assertKnownPermissions(role: RoleInput) {
    const known = new Set(await permissionCatalogue(db, app.registry));
    // A new role's own name is a permission it grants, so it may list itself.
    known.add(role.name.trim());
    const unknown = role.permissions.filter((permission) => !known.has(permission));
    if (unknown.length > 0) {
      throw validationFailed(
        unknown.map((permission) => ({
          field: 'permissions',
          message: `Unknown permission "${permission}"`,
        })),
      );
    }
  }

  app.get('/roles', { preHandler: app.requirePermission('roles', 'view') }, async () => ({
    rows: await listRoles(db),
  }));

  app.get(
    '/roles/permissions',
    { preHandler: app.requirePermission('roles', 'view') },
    async () => ({
      permissions: await permissionCatalogue(db, app.registry),
    }),
  );

  app.post(
    '/roles',
    { preHandler: app.requirePermission('roles', 'add'), schema: { body: roleBody } },
    async (request, reply) => {
      const input = request.body as RoleInput;
      const role: RoleRecord = {
        name: input.name.trim(),
        description: input.description ?? '',
        permissions: input.permissions,
      };
      if (await findRole(db, role.name))
        throw new HttpError(409, 'ROLE_EXISTS', `A role named "${role.name}" already exists.`);
      await assertKnownPermissions(role);
      await insertRole(db, role, now());
      await app.audit(request, {
        action: 'create',
        entity: 'roles',
        targetId: role.name,
        details: { fields: ['name', 'description', 'permissions'] },
      });
      return reply.status(201).send(role);
    },
  );

  app.put(
    '/roles',
    { preHandler: app.requirePermission('roles', 'edit'), schema: { body: roleBody } },
    async (request) => {
      const input = request.body as RoleInput;
      const existing = await findRole(db, input.name.trim());
      if (!existing) throw new HttpError(404, 'NOT_FOUND', `No role named "${input.name}".`);
      const role: RoleRecord = {
        name: existing.name,
        description: input.description ?? existing.description,
        permissions: input.permissions,
      };
      await assertKnownPermissions(role);
      await updateRole(db, role, now());
      const added = role.permissions.filter((p) => !existing.permissions.includes(p));
      const removed = existing.permissions.filter((p) => !role.permissions.includes(p));
      await app.audit(request, {
        action: 'update',
        entity: 'roles',
        targetId: role.name,
        details: { fields: ['permissions', 'description'], added, removed },
      });
      return role;
    },
  );

  app.delete(
    '/roles',
    {
      preHandler: app.requirePermission('roles', 'delete'),
      schema: {
        body: {
          oneOf: [
            {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              items: { type: 'string', maxLength: 100 },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['names'],
              properties: {
                names: {
                  type: 'array',
                  minItems: 1,
                  maxItems: 100,
                  items: { type: 'string', maxLength: 100 },
                },
              },
            },
          ],
        },
      },
    },
    async (request) => {
      const body = request.body as string[] | { names: string[] };
      const names = [...new Set(Array.isArray(body) ? body : body.names)];
      const busy = await rolesInUse(db, names);
      if (busy.length > 0) {
        throw new HttpError(
          409,
          'ROLE_IN_USE',
          `Roles still held by users cannot be deleted: ${busy.join(', ')}.`,
          { roles: busy },
        );
      }
      const existing = (await listRoles(db))
        .map((role) => role.name)
        .filter((name) => names.includes(name));
      await deleteRoles(db, existing);
      for (const name of existing)
        await app.audit(request, { action: 'delete', entity: 'roles', targetId: name });
      return { deleted: existing };
    },
  );
}
