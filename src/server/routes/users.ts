import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  USER_SORT_COLUMNS,
  type UserEditableField,
  type UserQuery,
  type UserRecord,
} from '../../engine/wire/users';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { UserTable } from '../db/schema';
import { HttpError, validationFailed } from '../errors';
import { findRole } from '../repositories/roles';
import {
  EmailTakenError,
  findUserRowByEmail,
  findUserRowById,
  insertUser,
  listUsers,
  normalizeEmail,
  softDeleteUsers,
  toUserRecord,
  updateUserRow,
} from '../repositories/users';
import { permissionCatalogue } from '../users/permission-catalogue';
import { IMAGE_DATA_URL, imageDataUrl, USER_FIELDS, userProperties } from '../users/user-fields';
import { assertValid } from '../validation/engine-validate';
import { pagingProperties } from './paging';
import { RECORD_ID, RECORD_ID_PARAMS } from './record-id';

/** What an administrator sends for a user: the fields the API shows that may be set, and a password. */
type UserInput = Partial<Pick<UserRecord, 'id' | UserEditableField> & { password: string }>;

const OPTIONAL = new Set(['phone']);

/** Checks values with the engine (only those given, and optional ones only when filled in). */
function validateUser(request: FastifyRequest, input: UserInput) {
  // A key present with `undefined` (the profile route passes all four) was not given.
  const given = Object.entries(input).filter(
    ([key, value]) =>
      key in USER_FIELDS &&
      value !== undefined &&
      !(OPTIONAL.has(key) && (value === null || value === '')),
  );
  const user = request.auth?.engineUser ?? { role: 'Public Access', permissions: [] };
  assertValid(USER_FIELDS, Object.fromEntries(given), user, new Set(given.map(([key]) => key)));
}

async function checkRoleAndPermissions(app: FastifyInstance, input: UserInput) {
  const problems: { field: string; message: string }[] = [];
  if (input.role !== undefined && !(await findRole(app.database.db, input.role))) {
    problems.push({ field: 'role', message: `Unknown role "${input.role}"` });
  }
  if (input.permissions?.length) {
    const known = new Set(await permissionCatalogue(app.database.db, app.registry));
    for (const permission of input.permissions) {
      if (!known.has(permission))
        problems.push({ field: 'permissions', message: `Unknown permission "${permission}"` });
    }
  }
  if (problems.length > 0) throw validationFailed(problems);
}

async function assertEmailFree(app: FastifyInstance, email: string, exceptId?: number) {
  const other = await findUserRowByEmail(app.database.db, email);
  if (other && other.id !== exceptId) throw new EmailTakenError();
}

/** Turns API input into column values; the names of what changed go to the activity log. */
async function toColumns(input: UserInput): Promise<Partial<Omit<UserTable, 'id'>>> {
  const columns: Partial<Omit<UserTable, 'id'>> = {};
  for (const key of ['first_name', 'last_name', 'role'] as const) {
    if (input[key] !== undefined) columns[key] = (input[key] as string).trim();
  }
  for (const key of ['department', 'branch'] as const) {
    if (input[key] !== undefined) columns[key] = input[key]?.trim() || null;
  }
  if (input.phone !== undefined) columns.phone = input.phone === '' ? null : input.phone;
  if (input.email !== undefined) columns.email = normalizeEmail(input.email);
  if (input.permissions !== undefined) columns.permissions = JSON.stringify(input.permissions);
  if (input.active !== undefined) columns.active = input.active ? 1 : 0;
  if (input.password !== undefined) columns.password_hash = await hashPassword(input.password);
  return columns;
}

const changedNames = (columns: object) =>
  Object.keys(columns)
    .map((key) => (key === 'password_hash' ? 'password' : key))
    .filter((key) => key !== 'updated_at');

function parseIds(body: unknown): number[] {
  const list = Array.isArray(body) ? body : (body as { ids?: unknown })?.ids;
  return (list as unknown[]).map(Number);
}

/** Spec 7 user endpoints, guarded by the users entity of the permission matrix (spec 6.1). */
export async function userRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const now = () => app.clock().toISOString();

  app.get(
    '/users',
    {
      preHandler: app.requirePermission('users', 'view'),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pagingProperties,
            q: { type: 'string', maxLength: 100 },
            role: { type: 'string', maxLength: 100 },
            active: { type: 'boolean' },
            sort: { type: 'string', enum: [...USER_SORT_COLUMNS] },
            direction: { type: 'string', enum: ['asc', 'desc'] },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as UserQuery;
      return { ...(await listUsers(db, query)), page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/users/:id',
    {
      preHandler: app.authenticate,
      schema: { params: RECORD_ID_PARAMS },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      // Everyone may read their own record; others' records need View Detail.
      if (request.auth?.user.id !== id) await app.assertCan(request, 'users', 'detail');
      const row = await findUserRowById(db, id);
      if (!row) throw new HttpError(404, 'NOT_FOUND', `No user with id ${id}.`);
      return toUserRecord(row);
    },
  );

  app.post(
    '/users',
    {
      preHandler: app.requirePermission('users', 'add'),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['first_name', 'last_name', 'email', 'role', 'password'],
          properties: userProperties,
        },
      },
    },
    async (request, reply) => {
      const input = request.body as UserInput;
      validateUser(request, input);
      await checkRoleAndPermissions(app, input);
      await assertEmailFree(app, input.email as string);
      const at = now();
      const columns = await toColumns(input);
      const id = await insertUser(db, {
        first_name: '',
        last_name: '',
        email: '',
        phone: null,
        role: '',
        permissions: '[]',
        department: null,
        branch: null,
        active: 1,
        email_verified_at: null,
        password_hash: '',
        avatar: null,
        signature: null,
        deleted_at: null,
        ...columns,
        created_at: at,
        updated_at: at,
      });
      const row = await findUserRowById(db, id);
      if (row) await app.authService.sendVerification(row);
      await app.audit(request, {
        action: 'create',
        entity: 'users',
        targetId: id,
        details: { fields: changedNames(columns) },
      });
      return reply.status(201).send(toUserRecord(row as NonNullable<typeof row>));
    },
  );

  app.put(
    '/users',
    {
      preHandler: app.requirePermission('users', 'edit'),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: { id: RECORD_ID, ...userProperties },
        },
      },
    },
    async (request) => {
      const input = request.body as UserInput & { id: number };
      const row = await findUserRowById(db, input.id);
      if (!row) throw new HttpError(404, 'NOT_FOUND', `No user with id ${input.id}.`);
      validateUser(request, input);
      await checkRoleAndPermissions(app, input);
      if (input.email !== undefined) await assertEmailFree(app, input.email, input.id);
      const { id: _id, ...rest } = input;
      const columns = await toColumns(rest);
      if (Object.keys(columns).length > 0)
        await updateUserRow(db, input.id, { ...columns, updated_at: now() });
      if (input.password !== undefined)
        await app.authService.passwordChanged(input.id, 'changed_by_admin');
      else if (input.active === false)
        await app.sessions.endUserSessions([input.id], 'changed_by_admin');
      await app.audit(request, {
        action: 'update',
        entity: 'users',
        targetId: input.id,
        details: { fields: changedNames(columns) },
      });
      return toUserRecord((await findUserRowById(db, input.id)) as NonNullable<typeof row>);
    },
  );

  app.delete(
    '/users',
    {
      preHandler: app.requirePermission('users', 'delete'),
      schema: {
        body: {
          oneOf: [
            { type: 'array', minItems: 1, maxItems: 500, items: RECORD_ID },
            {
              type: 'object',
              additionalProperties: false,
              required: ['ids'],
              properties: {
                ids: {
                  type: 'array',
                  minItems: 1,
                  maxItems: 500,
                  items: RECORD_ID,
                },
              },
            },
          ],
        },
      },
    },
    async (request) => {
      const ids = [...new Set(parseIds(request.body))];
      if (ids.includes(request.auth?.user.id as number)) {
        throw new HttpError(409, 'CANNOT_DELETE_SELF', 'You cannot delete your own account.');
      }
      const at = now();
      const deleted = await app.sessions.inTransaction(async (trx, sessions) => {
        const liveIds = await softDeleteUsers(trx, ids, at);
        if (liveIds.length > 0) await sessions.endUserSessions(liveIds, 'user_deleted');
        return liveIds;
      });
      for (const id of deleted)
        await app.audit(request, { action: 'delete', entity: 'users', targetId: id });
      return { deleted };
    },
  );

  app.put(
    '/users/profile/update',
    {
      preHandler: app.authenticate,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            first_name: userProperties.first_name,
            last_name: userProperties.last_name,
            phone: userProperties.phone,
            avatar: imageDataUrl,
            signature: imageDataUrl,
            password: userProperties.password,
            current_password: { type: 'string', maxLength: 1024 },
          },
        },
      },
    },
    async (request) => {
      const auth = request.auth as NonNullable<typeof request.auth>;
      const input = request.body as UserInput & {
        avatar?: string | null;
        signature?: string | null;
        current_password?: string;
      };
      validateUser(request, {
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        password: input.password,
      });
      const problems: { field: string; message: string }[] = [];
      for (const key of ['avatar', 'signature'] as const) {
        if (typeof input[key] === 'string' && !IMAGE_DATA_URL.test(input[key] as string)) {
          problems.push({
            field: key,
            message: `${key === 'avatar' ? 'Avatar' : 'Signature'} must be a PNG, JPEG, WebP or GIF image`,
          });
        }
      }
      const row = await findUserRowById(db, auth.user.id);
      if (input.password !== undefined) {
        const ok =
          input.current_password !== undefined &&
          row &&
          (await verifyPassword(input.current_password, row.password_hash));
        if (!ok) problems.push({ field: 'current_password', message: 'Current password is wrong' });
      }
      if (problems.length > 0) throw validationFailed(problems);
      const columns = await toColumns({
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        password: input.password,
      });
      if (input.avatar !== undefined) columns.avatar = input.avatar;
      if (input.signature !== undefined) columns.signature = input.signature;
      if (Object.keys(columns).length > 0)
        await updateUserRow(db, auth.user.id, { ...columns, updated_at: now() });
      // Other devices sign in again with the new password; this one stays signed in.
      if (input.password !== undefined)
        await app.authService.passwordChanged(auth.user.id, 'password_changed', auth.sessionId);
      await app.audit(request, {
        action: 'update',
        entity: 'users',
        targetId: auth.user.id,
        details: { fields: changedNames(columns), profile: true },
      });
      return toUserRecord((await findUserRowById(db, auth.user.id)) as NonNullable<typeof row>);
    },
  );
}
