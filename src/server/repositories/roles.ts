import type { Kysely } from 'kysely';
import type { RoleRecord } from '../../engine/wire/users';
import type { DatabaseSchema } from '../db/schema';
import { parseStringList } from './json-text';

type Db = Kysely<DatabaseSchema>;

export async function listRoles(db: Db): Promise<(RoleRecord & { users: number })[]> {
  const rows = await db.selectFrom('roles').selectAll().orderBy('name').execute();
  const counts = await db
    .selectFrom('users')
    .select(['role', db.fn.countAll<number>().as('users')])
    .where('deleted_at', 'is', null)
    .groupBy('role')
    .execute();
  const byRole = new Map(counts.map((row) => [row.role, Number(row.users)]));
  return rows.map((row) => ({
    name: row.name,
    description: row.description,
    permissions: parseStringList(row.permissions),
    users: byRole.get(row.name) ?? 0,
  }));
}

export async function findRole(db: Db, name: string): Promise<RoleRecord | undefined> {
  const row = await db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();
  return row
    ? {
        name: row.name,
        description: row.description,
        permissions: parseStringList(row.permissions),
      }
    : undefined;
}

export async function insertRole(db: Db, role: RoleRecord, at: string): Promise<void> {
  await db
    .insertInto('roles')
    .values({
      ...role,
      permissions: JSON.stringify(role.permissions),
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function updateRole(db: Db, role: RoleRecord, at: string): Promise<void> {
  await db
    .updateTable('roles')
    .set({
      description: role.description,
      permissions: JSON.stringify(role.permissions),
      updated_at: at,
    })
    .where('name', '=', role.name)
    .execute();
}

export async function deleteRoles(db: Db, names: string[]): Promise<void> {
  if (names.length > 0) await db.deleteFrom('roles').where('name', 'in', names).execute();
}

/**
 * Roles some user row holds, among the given names. Soft-deleted users count too: their rows
 * still reference the role (users.role is a foreign key), so deleting it would fail.
 */
export async function rolesInUse(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('role')
    .distinct()
    .where('role', 'in', names)
    .execute();
  return rows.map((row) => row.role);
}
