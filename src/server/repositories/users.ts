import { type Kysely, sql } from 'kysely';
import type { UserQuery, UserRecord } from '../../engine/wire/users';
import type { DatabaseSchema, UserTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../errors';
import { parseStringList } from './json-text';

type Db = Kysely<DatabaseSchema>;

export type UserRow = Omit<UserTable, 'id'> & { id: number };

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    permissions: parseStringList(row.permissions),
    department: row.department,
    branch: row.branch,
    active: Boolean(row.active),
    email_verified: row.email_verified_at !== null,
    avatar: row.avatar,
    signature: row.signature,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The live (not deleted) account with this email, hash included: for sign-in only. */
export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst() as Promise<UserRow | undefined>;
}

export async function findUserRowById(db: Db, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst() as Promise<UserRow | undefined>;
}

export async function listUsers(
  db: Db,
  query: UserQuery,
): Promise<{ rows: UserRecord[]; total: number }> {
  let base = db.selectFrom('users').where('deleted_at', 'is', null);
  if (query.q?.trim()) {
    const like = `%${query.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or(
        (['first_name', 'last_name', 'email', 'phone'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`,
        ),
      ),
    );
  }
  if (query.role) base = base.where('role', '=', query.role);
  if (query.active !== undefined) base = base.where('active', '=', query.active ? 1 : 0);
  const total = await base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(query.sort ?? 'last_name', query.direction ?? 'asc')
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows: (rows as UserRow[]).map(toUserRecord), total: Number(total.n) };
}

export type NewUser = Omit<UserTable, 'id'>;

/** The email belongs to another live account (the database's unique index said so). */
export class EmailTakenError extends HttpError {
  constructor() {
    super(409, 'EMAIL_TAKEN', 'Another account already uses this email.');
  }
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  try {
    const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function updateUserRow(db: Db, id: number, changes: Partial<NewUser>): Promise<void> {
  try {
    await db.updateTable('users').set(changes).where('id', '=', id).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/**
 * Soft-deletes the live accounts among `ids` (deleted and inactive from `at`); answers their
 * ids. Accounts already deleted or never there are left alone and not answered.
 */
export async function softDeleteUsers(db: Db, ids: number[], at: string): Promise<number[]> {
  const live = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  const liveIds = live.map((row) => Number(row.id));
  if (liveIds.length > 0)
    await db
      .updateTable('users')
      .set({ deleted_at: at, active: 0, updated_at: at })
      .where('id', 'in', liveIds)
      .execute();
  return liveIds;
}

/** The user's effective permissions: the role's strings, the role's own name, the extras. */
export async function effectivePermissions(
  db: Db,
  user: Pick<UserRow, 'role' | 'permissions'>,
): Promise<string[]> {
  const role = await db
    .selectFrom('roles')
    .select('permissions')
    .where('name', '=', user.role)
    .executeTakeFirst();
  return mergedPermissions(role?.permissions, user);
}

/** The role's permissions, the role's name itself and the user's own, each once. */
function mergedPermissions(
  rolePermissions: string | null | undefined,
  user: Pick<UserRow, 'role' | 'permissions'>,
): string[] {
  return [
    ...new Set([
      ...parseStringList(rolePermissions),
      user.role,
      ...parseStringList(user.permissions),
    ]),
  ];
}

/**
 * The user holding a live session, with their effective permissions, in one query (it runs on
 * every authenticated request): undefined when the user is deleted or the session is revoked
 * or another user's.
 */
export async function findSessionHolder(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<{ row: UserRow; permissions: string[] } | undefined> {
  const found = await db
    .selectFrom('users')
    .innerJoin('sessions', (join) =>
      join
        .on('sessions.id', '=', sessionId)
        .onRef('sessions.user_id', '=', 'users.id')
        .on('sessions.revoked_at', 'is', null),
    )
    .leftJoin('roles', 'roles.name', 'users.role')
    .selectAll('users')
    .select('roles.permissions as role_permissions')
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) return undefined;
  const { role_permissions, ...row } = found;
  return {
    row: row as UserRow,
    permissions: mergedPermissions(role_permissions, row as UserRow),
  };
}
